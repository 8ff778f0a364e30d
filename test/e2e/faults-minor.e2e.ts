/**
 * Fault runs, MINOR with its guardian's TUTOR step: all four kinds on each submit no earlier run met with all
 * four, one kind in turn on the others, from "Registrati" to the minor's completion after the guardian signed.
 * Figures go to the fault table.
 */
import { expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { faultEverySubmit, newFigures, newSubmitsEveryKind, REQUEST_TIMEOUT_MS, stopFaulting } from './fault-support';
import {
  ageFormToConfirmEmail,
  atProvider,
  guardianInvitations,
  guardianSigns,
  invitationLink,
  minorAccessAndToken,
  minorDocumentsAndCard,
  minorIdentityAndDeclaration,
  minorSignatures,
  nameGuardian,
  newMinor,
} from './journey';
import { inElement, loginThroughModal, onScreen, open, press, sandbox, waitForElement } from './support';
import {
  duplicatesOf,
  expectFaultTimeout,
  expectFlowFigures,
  FAULT_PAGE,
  faultRunHooks,
  SUBMITS,
} from './fault-flows';

describe('Fault runs: MINOR and its guardian under faults', function () {
  const flows = faultRunHooks(this, 'faults-minor');

  describe('MINOR and its guardian (TUTOR)', () => {
    const minor = newMinor(23);
    const figures = newFigures('MINOR and TUTOR');
    // One rotation over both parts: the kinds go on in turn from the minor's submits to the guardian's.
    const turn = newSubmitsEveryKind(1);

    it('§8 MINOR 1,0 to 4,2: all four kinds on each new submit, one in turn on the rest; one copy of each item', async () => {
      flows.push(figures);
      await open(FAULT_PAGE);
      await waitForElement();
      await expectFaultTimeout();
      faultEverySubmit(figures, turn, SUBMITS);
      await press(HOME_COPY.register);
      await ageFormToConfirmEmail(minor);
      await minorIdentityAndDeclaration();
      await minorDocumentsAndCard();
      await onScreen('#/userRecognition', 'UserRecognition', RECOGNITION_COPY.title);
      stopFaulting();
      const duplicates = await duplicatesOf(minor);
      expect(duplicates.detail).toEqual([]);
    });

    it('§8 MINOR 5,0 to 9,0 and TUTOR 9: the recognition, the minor\'s signatures, the guardian named, the guardian\'s step 9, the minor back to completion, all four kinds on each new submit, one in turn on the rest; one invitation, one copy of each item', async () => {
      faultEverySubmit(figures, turn, SUBMITS);
      await press(RECOGNITION_COPY.start);
      await atProvider(PROVIDER_COPY.approve);
      await minorSignatures({ reloads: false });
      await minorAccessAndToken(minor.accessCode);
      await nameGuardian();
      expect(await guardianInvitations()).toHaveLength(1);

      // The minor leaves the waiting page; the guardian opens the invitation in the same browser (storage cleared).
      // One page at a time: the waiting page's own calls never meet a fault meant for the guardian's submit.
      const link = await invitationLink();
      await open(`${link!}&request-timeout=${REQUEST_TIMEOUT_MS}`);
      await waitForElement();
      await expectFaultTimeout();
      await guardianSigns({ reloads: false });

      // §4 Start-up rules: the minor logs in again once the guardian has signed and lands on the final step.
      await loginThroughModal(minor.phone, minor.accessCode, FAULT_PAGE);
      await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
      await expect(inElement('.main')).toHaveText(expect.stringContaining(COMPLETED_COPY.paragraphs[0]));
      stopFaulting();

      const duplicates = await duplicatesOf(minor);
      figures.duplicates = duplicates.count;
      expect(duplicates.detail).toEqual([]);
      expect(await guardianInvitations()).toHaveLength(1);
      const done = (await sandbox('GET', `registrations/${duplicates.registrationId}`)) as { registration: { status: string; closed: boolean; data: Record<string, unknown> } };
      expect(done.registration).toMatchObject({ status: 'COMPLETED', closed: true });
      expect(done.registration.data).toMatchObject({ tutorAccessCodeVerified: true, tutorMobileTokenActive: true });
      expectFlowFigures(figures);
    });
  });
});
