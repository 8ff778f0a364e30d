/**
 * The BUSINESS flow of spec §4 for a liberal professional (`/?bizLP=true`), a new visitor with fresh data, on a
 * desktop, from the URL flag to RegistrationCompleted: the professional register; a failed progress save after the
 * mobile token leaves CONTRACTS_SIGNED at step 9, and the reload lands on the final step (§4 Start-up rules). The
 * business personas land where §4 says with the flags they set. axe-core on every screen.
 *
 * The journey is also a business fault run (§8): from the name form to the signatures, every step submit meets the
 * faults of fault-support.ts, and the sandbox holds one copy of each item at the end. Figures go to the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { faultEverySubmit, newSubmitsEveryKind, stopFaulting } from './fault-support';
import { SUBMITS } from './fault-flows';
import {
  businessNameForm,
  certificateAndContracts,
  chooseCardAndDelivery,
  confirmAccessAndToken,
  confirmAndRecognise,
  contactsToConfirmEmail,
  freshVatNumber,
  identityDocument,
  newVisitor,
  signatureDuration,
  uploadBusinessDocuments,
  walkThrough,
} from './journey';
import {
  loginThroughModal,
  modalTitle,
  onScreen,
  prosegui,
  sandbox,
  sessionValue,
  waitForElement,
  waitForHash,
} from './support';
import { businessFaultRun, defaultWalletOf, expectFaultRunDone, startBusiness, storedBusiness } from './business-support';

describe('§4 BUSINESS: a liberal professional (bizLP) from the URL flag to RegistrationCompleted', () => {
  const visitor = newVisitor(5);
  const vatNumber = freshVatNumber(2);
  const figures = businessFaultRun('business-lp', 'BUSINESS bizLP');

  it('§4 bizLP: the name form with the professional register, the data steps, the recognition, the addresses and the self-declaration', async () => {
    await startBusiness('bizLP', [1280, 900]);
    // §8 from here to the signatures: every step submit under faults (fault-support.ts).
    faultEverySubmit(figures, newSubmitsEveryKind(21), SUBMITS);
    await businessNameForm('LP', 'Studio Tecnico D’Amico', vatNumber, ['INGEGNERI', 'a 1234']);
    await prosegui();
    await contactsToConfirmEmail(visitor, { flow: 'BUSINESS' });
    await confirmAndRecognise({ reloads: false, flow: 'BUSINESS' });
    // 3,0 Addresses (a residence in Milano) and the self-declaration (an employee).
    await walkThrough('BUSINESS', 'Addresses', 'ScopoRapporto', {});
  });

  it('§4 BUSINESS 5,0 to 9,5: the professional\'s documents, card, identity document, signatures', async () => {
    await uploadBusinessDocuments('LP', { reloads: false });
    await chooseCardAndDelivery({ reloads: false, flow: 'BUSINESS' });
    await identityDocument({ reloads: false, flow: 'BUSINESS' });
    await signatureDuration(1000);
    await certificateAndContracts('BUSINESS');
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
    await confirmAccessAndToken(visitor.accessCode, 'BUSINESS');
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
