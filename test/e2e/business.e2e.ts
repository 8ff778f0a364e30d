/**
 * Issue 16 end to end: the BUSINESS flow of spec §4 ("as CONSUMER with UploadBizDocuments inserted after the
 * self-declaration") for a sole trader (`/?bizDI=true`) and a liberal professional (`/?bizLP=true`), each a new
 * visitor with fresh data, from the URL flag (§4: "business flags lead to the name form", 1,1) to
 * RegistrationCompleted in the demo host backed by the sandbox. The sole trader, phone-sized, meets the partita IVA
 * rules (a wrong check digit in the browser, a number already registered refused by the bank after the access code),
 * gives a registered office, reloads on UploadBizDocuments, and leaves through the §9 exit; the next login goes to
 * online banking. The professional, on a desktop, gives the register; a failed progress save after the mobile token
 * leaves CONTRACTS_SIGNED at step 9, and the reload lands on the final step (§4 Start-up rules). The business personas
 * land where §4 says with the flags it sets. Tracking reports the BUSINESS flow. axe-core on every screen.
 *
 * Both journeys are also the business fault runs (§8): from the sole trader's accepted partita IVA to completion,
 * and from the professional's name form to the signatures, every step submit meets the faults of fault-support.ts
 * (all four kinds on a submit no run met with all four before, one in turn on the others), and the sandbox holds
 * one copy of each item at the end. Figures go to the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { BUSINESS_NAME_COPY, NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { VAT_NUMBER_INVALID } from '../../src/validation/messages';
import { faultEverySubmit, newFigures, newSubmitsEveryKind, stopFaulting, type FlowFigures } from './fault-support';
import { duplicatesOf, expectFlowFigures, FAULT_PAGE, SUBMITS } from './fault-flows';
import { writeFlowFigures } from './fault-table';
import {
  businessNameForm,
  certificateAndContracts,
  chooseCardAndDelivery,
  confirmAccessAndToken,
  confirmAndComplete,
  confirmAndRecognise,
  contactsToConfirmEmail,
  contactsToPreRegistration,
  declareSelf,
  fillResidence,
  freshVatNumber,
  identityDocument,
  newVisitor,
  signatureDuration,
  uploadBusinessDocuments,
  type Visitor,
} from './journey';
import {
  baseUrl,
  control,
  errorUnder,
  fill,
  hostTracking,
  inElement,
  loginThroughModal,
  modalTitle,
  onScreen,
  open,
  press,
  prosegui,
  sandbox,
  sessionValue,
  waitForElement,
  waitForHash,
} from './support';

/** A new visitor opens the demo host with a business flag (kept in session storage) at the given window size. */
async function startBusiness(flag: 'bizDI' | 'bizLP', [width, height]: [number, number]) {
  await browser.setWindowSize(width, height);
  await open(`${FAULT_PAGE}&${flag}=true`);
  await waitForElement();
  expect(await sessionValue(flag)).toBe('true');
}

/** The registration of a business visitor, by their phone, as the sandbox holds it with its user. */
async function storedBusiness(visitor: Visitor) {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
  expect(registrations).toHaveLength(1);
  return (await sandbox('GET', `registrations/${registrations[0]!.id}`)) as {
    registration: { id: string; flow: string; status: string; currentStep: number; business: Record<string, unknown>; data: Record<string, unknown> };
    user: { status: string };
  };
}

/** The default wallet of the user behind `phone`, as `users/me` answers it (a session opened by the sandbox). */
async function defaultWalletOf(phone: string) {
  const { access_token } = (await sandbox('POST', 'sessions', { phone: `+39${phone}` })) as { access_token: string };
  const res = await fetch(`${baseUrl()}/api/usr/v2/users/me`, { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await res.json()) as { defaultWallet: { type: string } | null }).defaultWallet;
}

/** The business runs' fault figures (the fault table's BUSINESS rows). */
const flows: FlowFigures[] = [];
after(() => writeFlowFigures('business', flows));

/**
 * A business fault run ended (fault-support.ts): one copy of each item in the sandbox, the business documents
 * completed, every kind met, nothing typed lost, every trace distinct.
 */
async function expectFaultRunDone(visitor: Visitor, figures: FlowFigures) {
  const duplicates = await duplicatesOf(visitor);
  figures.duplicates = duplicates.count;
  expect(duplicates.detail).toEqual([]);
  expectFlowFigures(figures);
}

describe('§4 BUSINESS: a sole trader (bizDI) from the URL flag to RegistrationCompleted', () => {
  const visitor = newVisitor(4);
  const vatNumber = freshVatNumber(1);
  const figures = newFigures('BUSINESS bizDI');
  flows.push(figures);
  before(() => sandbox('POST', 'reset'));
  after(stopFaulting);

  it('§4 bizDI without a token opens the business name form (1,1); a wrong check digit is refused as typed, a number already registered after pre-registration', async () => {
    await startBusiness('bizDI', [390, 844]);
    // Persona 3331000025's business holds 09876540031; first a typo in its check digit.
    await businessNameForm('DI', 'Fioreria Verde', '09876540032');
    await (await control(NAME_COPY.firstName)).click();
    expect(await errorUnder(BUSINESS_NAME_COPY.vatNumber)).toBe(VAT_NUMBER_INVALID);
    await fill(BUSINESS_NAME_COPY.vatNumber, 'IT 09876540031');
    await prosegui();
    // EmailForm .. ConfirmCodeForm: pre-registration refuses the partita IVA and brings the visitor back under it.
    await contactsToPreRegistration(visitor);
    await onScreen('#/nameForm', 'NameForm', BUSINESS_NAME_COPY.title);
    await browser.waitUntil(async () => (await errorUnder(BUSINESS_NAME_COPY.vatNumber)) === 'Questa partita IVA è già registrata', {
      timeoutMsg: 'the taken partita IVA was not shown under its field',
    });
    // Everything else typed is still there.
    expect(await (await control(BUSINESS_NAME_COPY.businessName.DI)).getValue()).toBe('Fioreria Verde');
    await fill(BUSINESS_NAME_COPY.vatNumber, vatNumber);
    // §8 from here to completion: every step submit under faults (fault-support.ts).
    faultEverySubmit(figures, newSubmitsEveryKind(20), SUBMITS);
    await prosegui();
    await contactsToConfirmEmail(visitor, { again: true });
  });

  it('§4 BUSINESS 2,0 to 5,0: the e-mail, the recognition, the residence and a registered office, the self-declaration, the business documents (a reload resumes there)', async () => {
    await confirmAndRecognise({ reloads: false });
    await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
    await fillResidence();
    await (await control(ADDRESSES_COPY.differentOffice)).click();
    await fill(ADDRESSES_COPY.office.address, 'Corso Garibaldi');
    await fill(ADDRESSES_COPY.office.houseNumber, '5');
    await fill(ADDRESSES_COPY.office.city, 'Milano');
    await fill(ADDRESSES_COPY.office.postalCode, '20121');
    await (await control(ADDRESSES_COPY.office.province)).selectByAttribute('value', 'MI');
    await prosegui();
    await declareSelf({ student: false });
    await uploadBusinessDocuments('DI', { reloads: true });
    await onScreen('#/viewDocumentation', 'ViewDocumentation');
    // The account's documents include the payment-services notice (static contract type GD_AZIENDA, spec §7).
    await expect(inElement('.main')).toHaveText(expect.stringContaining('Informativa sui servizi di pagamento'));
  });

  it('§4 BUSINESS 6,0 to 10,0: documents, card, identity document, signatures, completion; the sandbox holds the business and a BUSINESS customer; tracking says BUSINESS', async () => {
    await chooseCardAndDelivery({ reloads: false });
    await identityDocument({ reloads: false });
    await signatureDuration(1000);
    await certificateAndContracts();
    await confirmAndComplete(visitor);
    stopFaulting();
    await expectFaultRunDone(visitor, figures);

    const { registration, user } = await storedBusiness(visitor);
    expect(registration).toMatchObject({ flow: 'BUSINESS', status: 'COMPLETED', currentStep: 10 });
    expect(registration.business).toMatchObject({ companyType: 'DI', businessName: 'Fioreria Verde', vatNumber, docsRequest: { status: 'COMPLETED' } });
    expect(registration.data).toMatchObject({ addresses: { office: { address: 'CORSO GARIBALDI', city: 'MILANO' } } });
    expect(user.status).toBe('ENABLED');
    expect(await defaultWalletOf(visitor.phone)).toEqual({ type: 'BUSINESS' });

    // §4 Other states: the tracking flow is BUSINESS (the business session flag), on every step event.
    const steps = (await hostTracking()).filter((e) => e.name.startsWith('reg_'));
    expect(steps.map((e) => e.name)).toEqual(expect.arrayContaining(['reg_UploadBizDocuments_step5', 'reg_RegistrationCompleted_step10']));
    expect(new Set(steps.map((e) => e.payload.flow))).toEqual(new Set(['BUSINESS']));
  });

  it('§9 the exit goes to the public site; the next login goes to online banking', async () => {
    await press(COMPLETED_COPY.exit);
    await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/public-site/`), { timeoutMsg: 'no public site' });
    await loginThroughModal(visitor.phone, visitor.accessCode);
    await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/online-banking/`), {
      timeoutMsg: 'the completed business did not hand off to online banking',
    });
  });
});

describe('§4 BUSINESS: a liberal professional (bizLP) from the URL flag to RegistrationCompleted', () => {
  const visitor = newVisitor(5);
  const vatNumber = freshVatNumber(2);
  const figures = newFigures('BUSINESS bizLP');
  flows.push(figures);
  before(() => sandbox('POST', 'reset'));
  after(stopFaulting);

  it('§4 bizLP: the name form with the professional register, the data steps, the recognition, the addresses and the self-declaration', async () => {
    await startBusiness('bizLP', [1280, 900]);
    // §8 from here to the signatures: every step submit under faults (fault-support.ts).
    faultEverySubmit(figures, newSubmitsEveryKind(21), SUBMITS);
    await businessNameForm('LP', 'Studio Tecnico D’Amico', vatNumber, ['INGEGNERI', 'a 1234']);
    await prosegui();
    await contactsToConfirmEmail(visitor);
    await confirmAndRecognise({ reloads: false });
    await onScreen('#/addresses', 'Addresses');
    await fillResidence();
    await prosegui();
    await declareSelf({ student: false });
  });

  it('§4 BUSINESS 5,0 to 9,5: the professional\'s documents, card, identity document, signatures', async () => {
    await uploadBusinessDocuments('LP', { reloads: false });
    await chooseCardAndDelivery({ reloads: false });
    await identityDocument({ reloads: false });
    await signatureDuration(1000);
    await certificateAndContracts();
    stopFaulting();
  });

  it('§4 Start-up rules: BUSINESS with CONTRACTS_SIGNED at step 9 (the last progress save failed) -> progress 9, then the final step; completed', async () => {
    await sandbox('POST', 'faults', {
      method: 'POST',
      path: '/api/usr/v2/registrations/*/update-registration-progress',
      status: 500,
      code: 'USR_TEST_500',
      times: 1,
    });
    await confirmAccessAndToken(visitor.accessCode);
    await browser.waitUntil(async () => (await modalTitle()) === 'Attenzione', { timeoutMsg: 'no error dialog after the failed save' });
    const before = await storedBusiness(visitor);
    expect(before.registration).toMatchObject({ status: 'CONTRACTS_SIGNED', currentStep: 9 });

    await browser.refresh();
    await waitForElement();
    await waitForHash('#/registrationCompleted');
    await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
    expect(await sessionValue('bizLP')).toBe('true');
    const { registration, user } = await storedBusiness(visitor);
    expect(registration).toMatchObject({ status: 'COMPLETED', currentStep: 9 });
    expect(registration.business).toMatchObject({ companyType: 'LP', vatNumber, professionalRegister: 'INGEGNERI', registerNumber: 'A 1234' });
    expect(user.status).toBe('ENABLED');
    expect(await defaultWalletOf(visitor.phone)).toEqual({ type: 'BUSINESS' });
    await expectFaultRunDone(visitor, figures);
  });
});

describe('§4 Start-up rules: the business personas', () => {
  before(() => sandbox('POST', 'reset'));

  const landings: [phone: string, hash: string, screen: string, flag: 'bizDI' | 'bizLP'][] = [
    ['3331000025', '#/uploadBizDocuments', 'UploadBizDocuments', 'bizDI'],
    ['3331000026', '#/requestCertificate', 'RequestCertificate', 'bizDI'],
    ['3331000027', '#/uploadBizDocuments', 'UploadBizDocuments', 'bizLP'],
    ['3331000028', '#/requestCertificate', 'RequestCertificate', 'bizLP'],
  ];
  it('§4 a business registration sets bizLP (companyType LP) or bizDI, and resumes at its stored step', async () => {
    await browser.setWindowSize(1280, 900);
    for (const [phone, hash, screen, flag] of landings) {
      await loginThroughModal(phone);
      await onScreen(hash, screen);
      expect(await sessionValue(flag)).toBe('true');
      expect(await sessionValue(flag === 'bizDI' ? 'bizLP' : 'bizDI')).toBeNull();
    }
  });
});
