/**
 * The element inside the app, as the app sees it — what only the app around it can show: the start
 * and appIsReady received natively, the phone's back button, the §9 exit and the session expiry reaching the
 * app. Shared by the three Appium targets (host.ts): an Android emulator with android-harness, an iOS simulator
 * with ios-harness, and, on this machine, Appium's Chromium driver on the simulated Android host. The screens
 * themselves (axe-core, the whole CONSUMER journey in the Android webview host) are the end-to-end run's
 * (test/e2e/consumer-steps.e2e.ts): here the specs only wait for them. The sandbox is reset before each test.
 */
import { browser, expect } from '@wdio/globals';
import { COMPLETED_COPY } from '../../../src/screens/consumer/RegistrationCompleted/copy';
import { SESSION_EXPIRED } from '../../../src/app/copy';
import { HOME_COPY } from '../../../src/screens/landing/Home/copy';
import {
  button,
  currentHash,
  inElement,
  loginThroughModal,
  modalTitle,
  open,
  passwordGrant,
  press,
  prosegui,
  sandbox,
  sessionValue,
  shownScreen,
  WAIT_MS,
  type,
  waitForElement,
  waitForScreen,
} from '../../e2e/support';
import { appPage, closedWith, enterWebview, handOverSession, pressBack, received, waitForReceived } from '../host';

/** The sandbox persona whose CONSUMER registration has its contracts signed: it resumes at RegistrationCompleted. */
const CONTRACTS_SIGNED = { phone: '3331000004', code: '13579' };
/** The sandbox persona resuming at Addresses (3,0). */
const AT_ADDRESSES = { phone: '3331000003', code: '13579' };

describe('the element in the app (Appium)', () => {
  before(enterWebview);
  beforeEach(() => sandbox('POST', 'reset'));

  it('§7 Other: the app starts the element, which shows the landing page and sends appIsReady over the native bridge, once', async () => {
    await open(appPage());
    await waitForElement();
    expect(await shownScreen()).toBe('Home');
    expect(await (await button(HOME_COPY.register)).isDisplayed()).toBe(true);
    expect(await waitForReceived('appIsReady')).toMatchObject({ type: 'appIsReady', payload: {} });
    expect((await received()).filter((m) => m.type === 'appIsReady')).toHaveLength(1);
  });

  it('§2 Navigation: the back button of the phone goes back one screen, keeping what was typed', async () => {
    await open(appPage('fromApp=true'));
    await waitForReceived('appIsReady');
    await waitForScreen('#/ageForm', 'AgeForm');
    await type('input[autocomplete="bday"]', '15031990');
    const typed = await inElement('input[autocomplete="bday"]').getValue();
    await prosegui();
    await waitForScreen('#/nameForm', 'NameForm');
    await pressBack();
    await waitForScreen('#/ageForm', 'AgeForm');
    expect(await inElement('input[autocomplete="bday"]').getValue()).toBe(typed);
  });

  it('§9 Exit: with the session the app handed over, the exit from RegistrationCompleted reaches the app as exit to home, after pairUser, and nothing the app received carries a token', async () => {
    // The app starts the element for a customer it has logged in (the persona whose contracts are signed) and
    // hands the session over once the element is ready: no token in the address.
    const tokens = await passwordGrant(CONTRACTS_SIGNED);
    await open(appPage('fromApp=true'));
    await waitForReceived('appIsReady');
    await handOverSession(tokens);
    await waitForScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);

    await press(COMPLETED_COPY.exit);
    expect(await waitForReceived('exit')).toEqual({ v: 1, source: 'bank-onboarding', type: 'exit', payload: { to: 'home' } });
    const log = await received();
    const types = log.map((m) => m.type);
    expect(types).toContain('pairUser');
    expect(types.indexOf('pairUser')).toBeLessThan(types.indexOf('exit'));
    const text = JSON.stringify(log);
    expect(text).not.toMatch(/access_token|refresh_token|eyJ/);
    expect(text).not.toContain(tokens.access_token);
    expect(text).not.toContain(tokens.refresh_token);
    await closedWith('exit:home');
  });

  it('§4 Session: a refresh refused in the app shows "Sessione scaduta", clears the session and sends sessionExpired to the app', async () => {
    await loginThroughModal(AT_ADDRESSES.phone, AT_ADDRESSES.code, appPage());
    // The login reloads the page with the session: wait for where it lands, not for the landing page's heading.
    await waitForScreen('#/addresses', 'Addresses');
    await sandbox('POST', 'expire-tokens', { refresh: true });
    await browser.refresh();
    await waitForElement();
    await browser.waitUntil(async () => (await modalTitle()) === SESSION_EXPIRED.title, {
      timeout: WAIT_MS,
      timeoutMsg: 'no session-expired modal',
    });
    expect(await waitForReceived('sessionExpired')).toMatchObject({ type: 'sessionExpired', payload: {} });
    expect(await sessionValue('at')).toBeNull();
    expect(await sessionValue('rt')).toBeNull();
    expect(await currentHash()).toMatch(/^(#\/?)?$/);
    await closedWith('sessionExpired');
  });
});
