/**
 * End to end: the end screens RegistrationRejected and UnderMaintenance. A SUSPENDED persona sees the real
 * RegistrationRejected screen (spec §4 Start-up rules, §2: header hidden), and the sandbox's maintenance
 * switch sends a running wizard to /manutenzione-in-corso (§2 "When under maintenance, the user goes to
 * the maintenance screen"), where "Riprova" resumes once the service is back.
 */
import { browser, expect } from '@wdio/globals';
import { REJECTED_COPY } from '../../src/screens/end/RegistrationRejected/copy';
import { MAINTENANCE_COPY } from '../../src/screens/end/UnderMaintenance/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import {
  axeViolations,
  headingText,
  inElement,
  loginModal,
  loginThroughModal,
  modalTitle,
  open,
  openLoginModal,
  press,
  sandbox,
  shownScreen,
  waitForElement,
  waitForHash,
  STRICT_PAGE,
} from './support';

describe('RegistrationRejected and UnderMaintenance', () => {
  beforeEach(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  after(async () => {
    await sandbox('POST', 'maintenance', { on: false });
  });

  it('§4 Start-up rules: SUSPENDED persona 3331000006 sees the RegistrationRejected screen, header hidden', async () => {
    await loginThroughModal('3331000006');
    await waitForHash('#/registrationRejected');
    expect(await shownScreen()).toBe('RegistrationRejected');
    expect(await headingText()).toBe(REJECTED_COPY.title);
    await expect(inElement('.main [data-unfinished]')).not.toBeExisting();
    await expect(inElement('.mobile-title')).not.toBeExisting();
    expect(await axeViolations()).toEqual([]);
  });

  it('§2 RegistrationRejected is reached with SERVICE=true', async () => {
    await open(`${STRICT_PAGE}#/registrationRejected?SERVICE=true`);
    await waitForElement();
    expect(await headingText()).toBe(REJECTED_COPY.title);
    expect(await shownScreen()).toBe('RegistrationRejected');
  });

  it('§2 under maintenance: a call answered with the maintenance signal sends the running wizard to /manutenzione-in-corso', async () => {
    await open(STRICT_PAGE);
    await waitForElement();
    expect(await headingText()).toBe(HOME_COPY.title);
    await openLoginModal();
    await loginModal.phone().setValue('3331000002');
    await loginModal.code().setValue('13579');
    await sandbox('POST', 'maintenance', { on: true });
    const submit = loginModal.submit();
    await submit.waitForEnabled();
    await submit.click();
    await waitForHash('#/manutenzione-in-corso');
    expect(await headingText()).toBe(MAINTENANCE_COPY.title);
    expect(await shownScreen()).toBe('UnderMaintenance');
    // The maintenance screen is the answer: no error dialog over it, no header.
    expect(await modalTitle()).toBeNull();
    await expect(inElement('.mobile-title')).not.toBeExisting();
    expect(await axeViolations()).toEqual([]);

    await sandbox('POST', 'maintenance', { on: false });
    await press(MAINTENANCE_COPY.retry);
    await browser.waitUntil(async () => (await headingText()) === HOME_COPY.title);
  });
});
