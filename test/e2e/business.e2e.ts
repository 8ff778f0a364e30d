/**
 * The BUSINESS flow of spec §4 ("as CONSUMER with UploadBizDocuments inserted after the self-declaration") for a
 * sole trader (`/?bizDI=true`), a new visitor with fresh data, from the URL flag (§4: "business flags lead to the
 * name form", 1,1) to RegistrationCompleted in the demo host backed by the phone-sized: the partita IVA
 * rules (a wrong check digit in the browser, a number already registered refused by the bank after the access code),
 * a registered office, a reload on UploadBizDocuments, the §9 exit; the next login goes to online banking. Tracking
 * reports the BUSINESS flow. axe-core on every screen. The liberal professional and the business personas are in
 * business-professional.e2e.ts.
 *
 * The journey is also a business fault run (§8): from the accepted partita IVA to completion, every step submit
 * meets the faults of fault-support.ts (all four kinds on a submit no run met with all four before, one in turn on
 * the others), and the sandbox holds one copy of each item at the end. Figures go to the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { BUSINESS_NAME_COPY, NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { VAT_NUMBER_INVALID } from '../../src/validation/messages';
import { faultEverySubmit, newSubmitsEveryKind, stopFaulting } from './fault-support';
import { SUBMITS } from './fault-flows';
import {
  businessNameForm,
  arrive,
  certificateAndContracts,
  chooseCardAndDelivery,
  confirmAndComplete,
  confirmAndRecognise,
  contactsToConfirmEmail,
  contactsToPreRegistration,
  fillAddress,
  fillResidence,
  freshVatNumber,
  identityDocument,
  newVisitor,
  signatureDuration,
  uploadBusinessDocuments,
  walkThrough,
} from './journey';
import {
  baseUrl,
  control,
  errorUnder,
  fill,
  hostTracking,
  inElement,
  loginThroughModal,
  onScreen,
  press,
  prosegui,
} from './support';
import { businessFaultRun, defaultWalletOf, expectFaultRunDone, startBusiness, storedBusiness } from './business-support';

describe('§4 BUSINESS: a sole trader (bizDI) from the URL flag to RegistrationCompleted', () => {
  const visitor = newVisitor(4);
  const vatNumber = freshVatNumber(1);
  const figures = businessFaultRun('business-di', 'BUSINESS bizDI');

  it('§4 bizDI without a token opens the business name form (1,1); a wrong check digit is refused as typed, a number already registered after pre-registration', async () => {
    await startBusiness('bizDI', [390, 844]);
    // Persona 3331000025's business holds 09876540031; first a typo in its check digit.
    await businessNameForm('DI', 'Fioreria Verde', '09876540032');
    await (await control(NAME_COPY.firstName)).click();
    expect(await errorUnder(BUSINESS_NAME_COPY.vatNumber)).toBe(VAT_NUMBER_INVALID);
    await fill(BUSINESS_NAME_COPY.vatNumber, 'IT 09876540031');
    await prosegui();
    // EmailForm .. ConfirmCodeForm: pre-registration refuses the partita IVA and brings the visitor back under it.
    await contactsToPreRegistration(visitor, { flow: 'BUSINESS' });
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
    await contactsToConfirmEmail(visitor, { again: true, flow: 'BUSINESS' });
  });

  it('§4 BUSINESS 2,0 to 5,0: the e-mail, the recognition, the residence and a registered office, the self-declaration, the business documents (a reload resumes there)', async () => {
    await confirmAndRecognise({ reloads: false, flow: 'BUSINESS' });
    // 3,0 Addresses: the residence and a registered office; then the self-declaration (an employee).
    await walkThrough('BUSINESS', 'Addresses', 'ScopoRapporto', {
      fills: {
        Addresses: async (run) => {
          await arrive(run, 'Addresses', ADDRESSES_COPY.title);
          await fillResidence();
          await (await control(ADDRESSES_COPY.differentOffice)).click();
          await fillAddress(ADDRESSES_COPY.office, { address: 'Corso Garibaldi', houseNumber: '5' });
          await prosegui();
        },
      },
    });
    await uploadBusinessDocuments('DI', { reloads: true });
    await onScreen('#/viewDocumentation', 'ViewDocumentation');
    // The account's documents include the payment-services notice (static contract type GD_AZIENDA, spec §7).
    await expect(inElement('.main')).toHaveText(expect.stringContaining('Informativa sui servizi di pagamento'));
  });

  it('§4 BUSINESS 6,0 to 10,0: documents, card, identity document, signatures, completion; the sandbox holds the business and a BUSINESS customer; tracking says BUSINESS', async () => {
    await chooseCardAndDelivery({ reloads: false, flow: 'BUSINESS' });
    await identityDocument({ reloads: false, flow: 'BUSINESS' });
    await signatureDuration(1000);
    await certificateAndContracts('BUSINESS');
    await confirmAndComplete(visitor, 'BUSINESS');
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
