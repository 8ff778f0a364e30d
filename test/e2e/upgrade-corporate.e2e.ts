/**
 * UPGRADE_CORPORATE_CONSUMER of spec §4 end to end, fresh data (the sandbox reset first): a corporate wallet holder
 * logs in on the landing page (the corporate flag in session storage, the add-wallet start and the reload), goes through the data steps
 * in upgrade mode from AgeForm (1,0) to RegistrationCompleted and the §9 exit to home banking; the next login hands
 * off to online banking. axe-core on every screen (onScreen).
 *
 * The journey is also the upgrade's fault run (§8): every step submit meets the faults of fault-support.ts, and the
 * sandbox holds one copy of each item at the end. Figures go to the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { faultEverySubmit, newFigures, newSubmitsEveryKind, stopFaulting } from './fault-support';
import { expectFaultTimeout, expectUpgradeDone, FAULT_PAGE, registrationIds, SUBMITS } from './fault-flows';
import { writeFlowFigures } from './fault-table';
import {
  citizenshipToAddresses,
  corporateKnownData,
  declareSelf,
  documentsAndRecognition,
  passportByHand,
  PERSONA_CODE,
  signAndLeave,
  waitForPage,
} from './journey';
import { baseUrl, loginThroughModal, onScreen, sandbox } from './support';

describe('§4 Upgrades: corporate to consumer', () => {
  // The journey is also its fault run (§8): figures go to the fault table.
  const figures = { corporate: newFigures('UPGRADE_CORPORATE_CONSUMER') };
  let corporateBefore: string[] = [];
  after(() => {
    stopFaulting();
    writeFlowFigures('upgrade-corporate', Object.values(figures));
  });
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  it('§4 UPGRADE_CORPORATE_CONSUMER 1,0 to 3,2: a corporate wallet holder logs in on the landing page and goes through the data steps in upgrade mode from AgeForm (1,0)', async () => {
    corporateBefore = await registrationIds('3331000007');
    await loginThroughModal('3331000007', PERSONA_CODE, FAULT_PAGE);
    await onScreen('#/ageForm', 'AgeForm');
    await expectFaultTimeout();
    faultEverySubmit(figures.corporate, newSubmitsEveryKind(2), SUBMITS);
    // The reload with the corporate flag (session storage), start-add-wallet, reload: AgeForm of the corporate consumer flow, the birth date known.
    await corporateKnownData();
    await citizenshipToAddresses('Bari', 'Corso Como', '5', 'UPGRADE_CORPORATE_CONSUMER');
    await passportByHand('YE1234567', 'UPGRADE_CORPORATE_CONSUMER');
    await declareSelf({ student: false, flow: 'UPGRADE_CORPORATE_CONSUMER' });
  });

  it('§4/§9 UPGRADE_CORPORATE_CONSUMER 4,0 to 7,0: documents, a card chosen, UserRecognition, signatures, completion, the exit to home banking; the next login hands off to online banking', async () => {
    await documentsAndRecognition('choose');
    await signAndLeave('UPGRADE_CORPORATE_CONSUMER');
    stopFaulting();
    await expectUpgradeDone(figures.corporate, '3331000007', corporateBefore, {});
    await loginThroughModal('3331000007', PERSONA_CODE);
    await waitForPage('/online-banking/', 'the login after the corporate upgrade did not hand off to online banking');
    expect(new URL(await browser.getUrl()).origin).toBe(baseUrl());
  });
});
