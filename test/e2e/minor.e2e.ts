/**
 * Issue 14 end to end, in one run with fresh data: a 16-year-old registers from "Registrati" through the MINOR
 * flow of spec §4 to MinorWaitingTutorConfirm (names the guardian at MinorSetTutor); the guardian opens the
 * invitation link read from the sandbox outbox in a second window, logs in and signs (TUTOR step 9) to
 * RegistrationCompleted; the minor's waiting page then moves on by itself to completion. A reload during each
 * side's running signature resumes at that side's signature recovery and never signs twice. axe-core on every
 * screen (onScreen).
 */
import { browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { SIGNATURE_CODE_COPY, SIGNATURE_COPY } from '../../src/kit/copy';

import { ACCESS_CODE_COPY } from '../../src/screens/consumer/ConfirmAccessCode/copy';
import { MOBILE_TOKEN_COPY } from '../../src/screens/consumer/ConfirmMobileToken/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { MINOR_SET_TUTOR_COPY } from '../../src/screens/minor/MinorSetTutor/copy';
import { MINOR_WAITING_TUTOR_COPY } from '../../src/screens/minor/MinorWaitingTutorConfirm/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { TUTOR_ACCESS_CODE_COPY } from '../../src/screens/tutor/TutorConfirmAccessCode/copy';
import {
  acceptAll,
  atProvider,
  fiscalCodeBornOn,
  minorDocumentsAndCard,
  minorIdentityAndDeclaration,
  newMinor,
  registerToConfirmEmail,
  reloadResumes,
  signatureDuration,
} from './journey';
import {
  baseUrl,
  field,
  fill,
  inElement,
  loginModal,
  onScreen,
  press,
  prosegui,
  sandbox,
  type,
  waitForElement,
  waitForHash,
} from './support';

const minor = newMinor(7);

/** The guardian the minor names: the sandbox persona 3331000021 (an adult, no registration of their own). */
const GUARDIAN = { phone: '3331000021', code: '13579', firstName: 'Giovanni', lastName: 'Galli', email: 'giovanni.galli.e2e@example.it' };


/** The minor's registration in the sandbox (admin view). */
async function minorRegistration() {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${minor.phone}`)) as { registrations: { id: string }[] };
  expect(registrations).toHaveLength(1);
  const { registration } = (await sandbox('GET', `registrations/${registrations[0]!.id}`)) as {
    registration: { id: string; status: string; closed: boolean; currentStep: number; data: Record<string, unknown> };
  };
  return registration;
}

/** A minor's contract signature: every contract ticked, the SMS code typed, Firma. */
async function signWithCode(hash: string, screen: string) {
  await onScreen(hash, screen);
  await acceptAll();
  await fill(SIGNATURE_CODE_COPY.label, '123456');
  await prosegui(SIGNATURE_COPY.sign);
}

describe('§4 MINOR and TUTOR: a minor registers, the guardian signs, the minor completes', () => {
  let minorWindow = '';
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  it('§4 MINOR 1,0 to 4,0: the data steps with MinorInfo, the e-mail, the address, the document typed by hand, the self-declaration', async () => {
    await registerToConfirmEmail(minor);
    await minorIdentityAndDeclaration();
    await onScreen('#/minorBankDocuments', 'MinorBankDocuments');
  });

  it('§4 MINOR 4,0 to 9,0: REG_MIN documents, the card, the recognition, the contracts signed with SMS codes (a reload during the running account signature recovers and never signs twice), access code, mobile token, the guardian named', async () => {
    await minorDocumentsAndCard();

    // 5,0 UserRecognition (back blocked): the provider hand-off, approved.
    await onScreen('#/userRecognition', 'UserRecognition', RECOGNITION_COPY.title);
    await reloadResumes('#/userRecognition', 'UserRecognition');
    await press(RECOGNITION_COPY.start);
    await atProvider(PROVIDER_COPY.approve);

    // 6,0 MinorBankSign: the signature runs long enough to reload in the middle of it.
    await signatureDuration(8000);
    await signWithCode('#/minorBankSign', 'MinorBankSign');
    await inElement('progress').waitForExist({ timeout: 15_000 });
    await browser.refresh();
    await waitForElement();
    // §4 Start-up rules: infocertSignRunning -> the flow's signature recovery (MinorConfirmMobileToken, 7,2),
    // which follows the signature and then goes back to the card's contracts.
    await waitForHash('#/minorConfirmMobileToken');
    await signatureDuration(1000);
    await signWithCode('#/minorCardSign', 'MinorCardSign');

    // 7,1 ConfirmAccessCode (the minor's own), 7,2 MinorConfirmMobileToken.
    await onScreen('#/confirmAccessCode', 'ConfirmAccessCode', ACCESS_CODE_COPY.title);
    await type('input[autocomplete="current-password"]', minor.accessCode);
    await prosegui();
    await onScreen('#/minorConfirmMobileToken', 'MinorConfirmMobileToken', MOBILE_TOKEN_COPY.title);
    await field('input[autocomplete="one-time-code"]').waitForDisplayed({ timeout: 15_000 });
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui();

    // The submit's call may still be on its way when the click returns: wait for the sandbox to hold it.
    await browser.waitUntil(async () => (await minorRegistration()).data.mobileTokenActive === true, {
      timeout: 15_000,
      timeoutMsg: 'the mobile token was never activated',
    });
    const signed = await minorRegistration();
    expect(signed.status).toBe('MINOR_IN_PROGRESS');
    expect(signed.data).toMatchObject({ mobileTokenActive: true, accessCodeVerified: true });
    expect((await sandbox('GET', `registrations/${signed.id}/signature`)).signatures).toEqual({ certificate: 0, account: 1, card: 1 });

    // 8,0 MinorSetTutor: the guardian's data (§5 rules), the invitation sent.
    await onScreen('#/minorSetTutor', 'MinorSetTutor', MINOR_SET_TUTOR_COPY.title);
    await fill(MINOR_SET_TUTOR_COPY.firstName, GUARDIAN.firstName);
    await fill(MINOR_SET_TUTOR_COPY.lastName, GUARDIAN.lastName);
    await fill(MINOR_SET_TUTOR_COPY.fiscalCode, fiscalCodeBornOn('GLLGNN', new Date(Date.UTC(1978, 2, 21)), false));
    await fill(MINOR_SET_TUTOR_COPY.phone, GUARDIAN.phone);
    await fill(MINOR_SET_TUTOR_COPY.email, GUARDIAN.email);
    await prosegui();

    // 9,0 MinorWaitingTutorConfirm (header hidden, back blocked): waits for the guardian; a reload stays here.
    await onScreen('#/minorWaitingTutorConfirm', 'MinorWaitingTutorConfirm', MINOR_WAITING_TUTOR_COPY.title);
    await reloadResumes('#/minorWaitingTutorConfirm', 'MinorWaitingTutorConfirm');
    expect((await minorRegistration()).currentStep).toBe(9);
  });

  it('§6 TUTOR: the guardian opens the invitation link from the outbox in a second window, logs in and signs step 9 (a reload during the running account signature recovers at 9,4) to RegistrationCompleted', async () => {
    minorWindow = await browser.getWindowHandle();
    const { messages } = (await sandbox('GET', `outbox?to=%2B39${GUARDIAN.phone}`)) as { messages: { channel: string; text: string }[] };
    const sms = messages.filter((m) => m.channel === 'sms').at(-1);
    const link = sms?.text.match(/https?:\/\/\S+idRegistration=[\w-]+/)?.[0];
    expect(link).toBe(`${baseUrl()}/?idRegistration=${(await minorRegistration()).id}`);

    await browser.newWindow(link!);
    await waitForElement();
    // Not logged in: the landing page's guardian notice leads to the login.
    await expect(inElement('.main')).toHaveText(expect.stringContaining(HOME_COPY.tutor.title));
    await press(HOME_COPY.tutor.login);
    await loginModal.phone().setValue(GUARDIAN.phone);
    await loginModal.code().setValue(GUARDIAN.code);
    await loginModal.submit().click();

    // 9,0 the documents of the card the minor chose, 9,1 the guardian's certificate: clauses, then the code.
    await onScreen('#/tutorCardDocumentation', 'TutorCardDocumentation');
    await acceptAll();
    await prosegui();
    await onScreen('#/tutorRequestCertificate', 'TutorRequestCertificate');
    await acceptAll();
    await prosegui();
    await field('input[autocomplete="one-time-code"]').waitForDisplayed({ timeout: 15_000 });
    await fill(SIGNATURE_CODE_COPY.label, '123456');
    await prosegui(SIGNATURE_COPY.sign);

    // 9,2 TutorBankSign: long enough to reload in the middle of the signature.
    await signatureDuration(8000);
    await onScreen('#/tutorBankSign', 'TutorBankSign');
    await acceptAll();
    await prosegui(SIGNATURE_COPY.sign);
    await inElement('progress').waitForExist({ timeout: 15_000 });
    await browser.refresh();
    await waitForElement();
    // §4 Start-up rules: the guardian's signature running -> tutor signature recovery 9,4, which follows it
    // and then goes back to the card's contracts.
    await waitForHash('#/tutorConfirmAccessCode');
    await signatureDuration(1000);
    await onScreen('#/tutorCardSign', 'TutorCardSign');
    await acceptAll();
    await prosegui(SIGNATURE_COPY.sign);

    // 9,4 the guardian's own access code, 9,5 the guardian's mobile token, 10 RegistrationCompleted.
    await onScreen('#/tutorConfirmAccessCode', 'TutorConfirmAccessCode', TUTOR_ACCESS_CODE_COPY.title);
    await type('input[autocomplete="current-password"]', GUARDIAN.code);
    await prosegui();
    await onScreen('#/tutorConfirmMobileToken', 'TutorConfirmMobileToken');
    await field('input[autocomplete="one-time-code"]').waitForDisplayed({ timeout: 15_000 });
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui();
    await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
    await expect(inElement('.main')).toHaveText(expect.stringContaining(COMPLETED_COPY.tutorParagraphs[0]));

    // Signed by the guardian (the guardian's wizard saved progress 10); the minor's page, polling in the other
    // window, may already have completed it.
    const signed = await minorRegistration();
    expect(['CONTRACTS_SIGNED', 'COMPLETED']).toContain(signed.status);
    expect(signed.currentStep).toBe(10);
    expect(signed.data).toMatchObject({ tutorAccessCodeVerified: true, tutorMobileTokenActive: true });
  });

  it('§4 MINOR: the waiting page moves on by itself once the guardian has signed, and the minor completes the registration', async () => {
    await browser.switchToWindow(minorWindow);
    // The back-off may have reached its 30-s cap while the guardian signed.
    await waitForHash('#/registrationCompleted', 45_000);
    await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
    await expect(inElement('.main')).toHaveText(expect.stringContaining(COMPLETED_COPY.paragraphs[0]));
    const done = await minorRegistration();
    expect(done).toMatchObject({ status: 'COMPLETED', closed: true, currentStep: 10 });
  });
});
