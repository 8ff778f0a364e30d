/**
 * Two upgrade flows of spec §4 end to end, fresh data (the sandbox reset first), each tried as its customer would,
 * from its entry to RegistrationCompleted and the §9 exit to home banking (the third, UPGRADE_CORPORATE_CONSUMER,
 * is upgrade-corporate.e2e.ts):
 * - UPGRADE_LEVEL_B_A: a level-B customer logs in, is handed off to online banking (§4 Login flow 2), chooses
 *   "Passa al livello A" there (URL flag `upgrade`); a first start that fails shows the §8 default error on the
 *   landing page, the second starts the upgrade at Citizenship (1,7).
 * - UPGRADE_MINOR_MAJOR: a customer who just turned 18 chooses "Passa al conto per maggiorenni" (`upgradeMinor`)
 *   and starts at DocumentData (2,2) with their prepaid card kept.
 * axe-core on every screen (onScreen).
 *
 * Each journey is also the upgrade's fault run (§8): from the upgrade's first screen to completion every step
 * submit meets the faults of fault-support.ts (all four kinds on a submit no run met with all four before, one in
 * turn on the others), and the sandbox holds one copy of each item at the end. Figures go to the fault table.
 */
import { browser, expect } from '@wdio/globals';
import { GENERIC_ERROR } from '../../src/app/copy';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { faultEverySubmit, newFigures, newSubmitsEveryKind, stopFaulting } from './fault-support';
import { expectFaultTimeout, expectUpgradeDone, FAULT_PAGE, SUBMITS } from './fault-flows';
import { writeFlowFigures } from './fault-table';
import {
  citizenshipToAddresses,
  declareSelf,
  documentDataByHand,
  documentsAndRecognition,
  fromOnlineBanking,
  passportByHand,
  signAndLeave,
} from './journey';
import { baseUrl, inElement, modalTitle, onScreen, sandbox } from './support';

/** The customer's registrations in the sandbox (admin view), newest last. */
async function registrationsOf(phone: string) {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${phone}`)) as { registrations: { id: string }[] };
  return registrations;
}

/** The registration and its user as the sandbox keeps them. */
async function adminView(registrationId: string) {
  return (await sandbox('GET', `registrations/${registrationId}`)) as {
    registration: { status: string; closed: boolean; startLevel: string | null; startProfile: string | null; data: Record<string, unknown> };
    user: { status: string };
  };
}

/** What the bank now knows of the customer (`users/me/details` profile), through a sandbox session. */
async function profileOf(phone: string) {
  const { access_token } = (await sandbox('POST', 'sessions', { phone })) as { access_token: string };
  const response = await fetch(`${baseUrl()}/api/usr/v2/users/me/details`, { headers: { authorization: `Bearer ${access_token}` } });
  return ((await response.json()) as { profile: Record<string, unknown> }).profile;
}

describe('§4 Upgrades: level B to A, minor to major', () => {
  // Each upgrade's journey is also its fault run (§8): figures go to the fault table.
  const figures = {
    levelBA: newFigures('UPGRADE_LEVEL_B_A'),
    minorMajor: newFigures('UPGRADE_MINOR_MAJOR'),
  };
  after(() => {
    stopFaulting();
    writeFlowFigures('upgrades', Object.values(figures));
  });
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  it('§4/§8 UPGRADE_LEVEL_B_A 1,7 to 3,2: from online banking a failing start shows the default error; the next goes to Citizenship (1,7), asks only what the bank lacks, then the e-mail already confirmed, address, passport, self-declaration', async () => {
    await sandbox('POST', 'faults', { method: 'POST', path: '/api/usr/v2/registrations/me/start-upgrade-b-to-a', status: 500, times: 1 });
    await fromOnlineBanking('3331000022', 'Passa al livello A');
    // §8 "Failure starting … upgrade": the loader closes, the default error after 100 ms, the landing page.
    await browser.waitUntil(async () => (await modalTitle()) === GENERIC_ERROR.title, {
      timeoutMsg: 'the default error dialog did not open',
    });
    expect(await registrationsOf('3331000022')).toHaveLength(1); // only the old, closed one

    await fromOnlineBanking('3331000022', 'Passa al livello A', FAULT_PAGE);
    await expectFaultTimeout();
    // §8 from here to completion: every step submit under faults (fault-support.ts).
    faultEverySubmit(figures.levelBA, newSubmitsEveryKind(3), SUBMITS);
    await onScreen('#/citizenship', 'Citizenship', CITIZENSHIP_COPY.title);
    // The fiscal code is known (shown, not asked); citizenship and birth place are asked.
    await expect(inElement('.main dl')).toHaveText(expect.stringContaining('FRRLCU'));
    // Then 1,8 ConfirmEmail (the bank's e-mail is already confirmed) and 2,0 Addresses.
    await citizenshipToAddresses('Torino', 'Via Po', '21');
    await passportByHand('YC1234567', 'UPGRADE_LEVEL_B_A');
    await declareSelf({ student: false, flow: 'UPGRADE_LEVEL_B_A' });
  });

  it('§4/§9 UPGRADE_LEVEL_B_A 4,0 to 7,0: the account and card documents (no card choice), UserRecognition, the signatures, completion at level A and the exit to home banking', async () => {
    await documentsAndRecognition('none');
    await signAndLeave();
    stopFaulting();
    await expectUpgradeDone(figures.levelBA, '3331000022', ['reg-p22'], { startLevel: 'B' });
    const upgrade = (await registrationsOf('3331000022')).find((r) => r.id !== 'reg-p22')!;
    const done = await adminView(upgrade.id);
    expect(done.registration).toMatchObject({ status: 'COMPLETED', closed: true, startLevel: 'B' });
    expect((await profileOf('3331000022')).level).toBe('A');
  });

  it('§4 UPGRADE_MINOR_MAJOR 2,2 to 5,0: a customer who just turned 18 starts at DocumentData (2,2) and keeps the prepaid card', async () => {
    await fromOnlineBanking('3331000023', 'Passa al conto per maggiorenni', FAULT_PAGE);
    await expectFaultTimeout();
    faultEverySubmit(figures.minorMajor, newSubmitsEveryKind(0), SUBMITS);
    // The known document type (an electronic identity card): front and back.
    await documentDataByHand('CA23456BB', 2);
    await declareSelf({ student: true, flow: 'UPGRADE_MINOR_MAJOR' });
    await documentsAndRecognition('kept');
  });

  it('§4/§9 UPGRADE_MINOR_MAJOR 6,0 to 7,0: the signatures, completion and the exit to home banking', async () => {
    await signAndLeave('UPGRADE_MINOR_MAJOR');
    stopFaulting();
    await expectUpgradeDone(figures.minorMajor, '3331000023', ['reg-p23'], { startProfile: 'MINOR' });
    const upgrade = (await registrationsOf('3331000023')).find((r) => r.id !== 'reg-p23')!;
    const done = await adminView(upgrade.id);
    expect(done.registration).toMatchObject({ status: 'COMPLETED', closed: true, startProfile: 'MINOR' });
  });
});
