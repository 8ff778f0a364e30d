/**
 * End to end, in one run with fresh data: a 16-year-old registers from "Registrati" through the MINOR
 * flow of spec §4 to MinorWaitingTutorConfirm (names the guardian at MinorSetTutor); the guardian opens the
 * invitation link read from the sandbox outbox in a second window, logs in and signs (TUTOR step 9) to
 * RegistrationCompleted; the minor's waiting page then moves on by itself to completion. A reload during each
 * side's running signature resumes at that side's signature recovery and never signs twice. axe-core on every
 * screen (onScreen). Then a seeded minor (persona 3331000018) at 5,0 whose recognition is rejected at the provider
 * is offered to repeat it at UserRecognition and never reaches the signatures (MINOR has no result step).
 */
import { browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { RECOGNITION_OUTCOME_COPY } from '../../src/kit/recognition-outcome-copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import {
  atProvider,
  guardianSigns,
  invitationLink,
  minorAccessAndToken,
  minorDocumentsAndCard,
  minorIdentityAndDeclaration,
  minorSignatures,
  nameGuardian,
  newMinor,
  registerToConfirmEmail,
  reloadResumes,
  walkThrough,
} from './journey';
import { baseUrl, button, inElement, loginThroughModal, onScreen, press, sandbox, waitForElement, waitForHash } from './support';

const minor = newMinor(7);

/** The minor's registration in the sandbox (admin view). */
async function minorRegistration() {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${minor.phone}`)) as { registrations: { id: string }[] };
  expect(registrations).toHaveLength(1);
  const { registration } = (await sandbox('GET', `registrations/${registrations[0]!.id}`)) as {
    registration: { id: string; status: string; closed: boolean; currentStep: number; data: Record<string, unknown> };
  };
  return registration;
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

    // 5,0 UserRecognition (back blocked, reloaded): the provider hand-off, approved.
    await walkThrough('MINOR', 'UserRecognition', 'UserRecognition', { reloads: true });

    // 6,0 MinorBankSign (a reload during the running signature), 6,1 MinorCardSign; 7,1 the minor's access code,
    // 7,2 MinorConfirmMobileToken.
    await minorSignatures({ reloads: true });
    await minorAccessAndToken(minor.accessCode);

    // The submit's call may still be on its way when the click returns: wait for the sandbox to hold it.
    await browser.waitUntil(async () => (await minorRegistration()).data.mobileTokenActive === true, {
      timeoutMsg: 'the mobile token was never activated',
    });
    const signed = await minorRegistration();
    expect(signed.status).toBe('MINOR_IN_PROGRESS');
    expect(signed.data).toMatchObject({ mobileTokenActive: true, accessCodeVerified: true });
    expect((await sandbox('GET', `registrations/${signed.id}/signature`)).signatures).toEqual({ certificate: 0, account: 1, card: 1 });

    // 8,0 MinorSetTutor: the guardian's data (§5 rules), the invitation sent; 9,0 MinorWaitingTutorConfirm (header
    // hidden, back blocked) waits for the guardian; a reload stays here.
    await nameGuardian();
    await reloadResumes('#/minorWaitingTutorConfirm', 'MinorWaitingTutorConfirm');
    expect((await minorRegistration()).currentStep).toBe(9);
  });

  it('§6 TUTOR: the guardian opens the invitation link from the outbox in a second window, logs in and signs step 9 (a reload during the running account signature recovers at 9,4) to RegistrationCompleted', async () => {
    minorWindow = await browser.getWindowHandle();
    const link = await invitationLink();
    expect(link).toBe(`${baseUrl()}/?idRegistration=${(await minorRegistration()).id}`);

    await browser.newWindow(link!);
    await waitForElement();
    await guardianSigns({ reloads: true });

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

  it('§4 MINOR recognition: REJECTED at the provider offers to repeat it and never reaches signing (a reload reads it again)', async () => {
    // Persona 3331000018 (a minor at 4,0) moved to 5,0 UserRecognition through the API, then logged in.
    const phone = '3331000018';
    const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${phone}`)) as { registrations: { id: string }[] };
    const id = registrations[0]!.id;
    const { access_token } = (await sandbox('POST', 'sessions', { phone })) as { access_token: string };
    const moved = await fetch(`${baseUrl()}/api/usr/v2/registrations/${id}/update-registration-progress`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ flow: 'MINOR', step: 5 }),
    });
    expect(moved.status).toBe(200);
    await loginThroughModal(phone);
    await waitForHash('#/userRecognition');
    await press(RECOGNITION_COPY.start);
    await atProvider(PROVIDER_COPY.reject);
    const rejected = async () => {
      await waitForHash('#/userRecognition');
      await expect(inElement('.main')).toHaveText(expect.stringContaining(RECOGNITION_OUTCOME_COPY.rejected));
      await expect(await button(RECOGNITION_OUTCOME_COPY.restart)).toBeEnabled();
    };
    await rejected();
    await browser.refresh();
    await waitForElement();
    await rejected();
    const { registration } = (await sandbox('GET', `registrations/${id}`)) as { registration: { currentStep: number } };
    expect(registration.currentStep).toBe(5);
  });
});
