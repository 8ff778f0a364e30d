/**
 * Issue 17: the element inside the app, as the app sees it. Shared by the three Appium targets (host.ts): an
 * Android emulator with android-harness, an iOS simulator with ios-harness, and, on this machine, Appium's
 * Chromium driver on the simulated Android host. Start, appIsReady received natively, the back button, a whole
 * consumer journey to RegistrationCompleted whose exit reaches the app, and the session expiry reaching the app.
 * Fresh data: the sandbox is reset before each test and the journey uses a new phone, e-mail and fiscal code.
 */
import { browser, expect } from '@wdio/globals';
import { COMPLETED_COPY } from '../../../src/screens/consumer/RegistrationCompleted/copy';
import { SESSION_EXPIRED } from '../../../src/app/copy';
import {
  addressesAndDeclarations,
  ageFormToConfirmEmail,
  chooseCardAndDelivery,
  confirmAndRecognise,
  identityDocument,
  newVisitor,
  signaturesToCompletion,
  stored,
} from '../../e2e/journey';
import {
  button,
  currentHash,
  inElement,
  loginThroughModal,
  modalTitle,
  onScreen,
  open,
  press,
  prosegui,
  sandbox,
  sessionValue,
  shownScreen,
  type,
  waitForElement,
} from '../../e2e/support';
import { HOME_COPY } from '../../../src/screens/landing/Home/copy';
import { appPage, closedWith, enterWebview, pressBack, received, waitForReceived } from '../host';

describe('Issue 17: the element in the app (Appium)', () => {
  before(enterWebview);

  it('§7 Other: the app starts the element, which shows the landing page and sends appIsReady over the native bridge', async () => {
    await sandbox('POST', 'reset');
    await open(appPage());
    await waitForElement();
    await expect(inElement('.main h1')).toBeDisplayed();
    expect(await (await button(HOME_COPY.register)).isDisplayed()).toBe(true);
    const ready = await waitForReceived('appIsReady');
    expect(ready).toMatchObject({ type: 'appIsReady', payload: {} });
    expect((await received()).filter((m) => m.type === 'appIsReady')).toHaveLength(1);
  });

  it('§2 Navigation: the back button of the phone goes back one screen, keeping what was typed', async () => {
    await sandbox('POST', 'reset');
    await open(appPage('fromApp=true'));
    await waitForReceived('appIsReady');
    await onScreen('#/ageForm', 'AgeForm');
    await type('input[autocomplete="bday"]', '15031990');
    const typed = await inElement('input[autocomplete="bday"]').getValue();
    await prosegui();
    await onScreen('#/nameForm', 'NameForm');
    await pressBack();
    await onScreen('#/ageForm', 'AgeForm');
    expect(await inElement('input[autocomplete="bday"]').getValue()).toBe(typed);
  });

  describe('a whole consumer journey in the app (one fresh visitor, in three parts)', () => {
    const visitor = newVisitor(7);
    before(() => sandbox('POST', 'reset'));

    it('§4 1,0 to 3,0: the registration start from the app, the data steps, the e-mail and the recognition hand-off in the same web view', async () => {
      await open(appPage('fromApp=true'));
      await waitForReceived('appIsReady');
      await ageFormToConfirmEmail(visitor);
      await confirmAndRecognise({ reloads: false });
    });

    it('§4 3,0 to 8,0: addresses, self-declaration, card, identity document', async () => {
      await addressesAndDeclarations({ reloads: false });
      await chooseCardAndDelivery({ reloads: false });
      await identityDocument({ reloads: false });
    });

    it('§4/§9 8,0 to 9,0: signatures and RegistrationCompleted; the exit reaches the app, and nothing the app received carries a token', async () => {
      await signaturesToCompletion(visitor, 500);

      const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
      expect(registrations).toHaveLength(1);
      expect((await stored(registrations[0]!.id)).currentStep).toBe(9);

      await press(COMPLETED_COPY.exit);
      expect(await waitForReceived('exit')).toEqual({ v: 1, source: 'bank-onboarding', type: 'exit', payload: { to: 'home' } });
      const log = await received();
      expect(log.map((m) => m.type)).toContain('pairUser');
      expect(JSON.stringify(log)).not.toMatch(/access_token|refresh_token|eyJ/);
      await closedWith('exit:home');
    });
  });

  it('§4 Session: a refresh refused in the app shows "Sessione scaduta", clears the session and sends sessionExpired to the app', async () => {
    await sandbox('POST', 'reset');
    await loginThroughModal('3331000003', '13579', appPage());
    expect(await shownScreen()).toBe('Addresses');
    await sandbox('POST', 'expire-tokens', { refresh: true });
    await browser.refresh();
    await waitForElement();
    await browser.waitUntil(async () => (await modalTitle()) === SESSION_EXPIRED.title, { timeoutMsg: 'no session-expired modal' });
    expect(await waitForReceived('sessionExpired')).toMatchObject({ type: 'sessionExpired', payload: {} });
    expect(await sessionValue('at')).toBeNull();
    expect(await sessionValue('rt')).toBeNull();
    expect(await currentHash()).toMatch(/^(#\/?)?$/);
    await closedWith('sessionExpired');
  });
});
