/**
 * End to end: the host owns navigation and hears the element's lifecycle. `onboarding-ready` arrives once the
 * landing is shown; a host that cancels `onboarding-exit` keeps its page when an ENABLED persona logs in (no
 * online-banking hand-off: no local-storage tokens, the session stays in the element), one that does not gets
 * the hand-off; a screen chunk that cannot be downloaded gives `onboarding-load-error` and the element's own
 * "Riprova", which shows the screen once the chunk is reachable again. One browser session, page loads reused.
 */
import { browser, expect } from '@wdio/globals';
import { SHELL_COPY } from '../../src/app/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { headingText, inElement, loginModal, open, openLoginModal, press, sandbox, shownScreen, waitForElement, waitForHash } from './support';

/** ENABLED, defaultWallet CONSUMER: the log-in hands off to online banking (docs/sandbox.md Personas). */
const ENABLED = '3331000005';

/** The `onboarding-*` events the demo host recorded (host-events.js), of one type. */
const recorded = (type: string) =>
  browser.execute((t) => (window as unknown as { __onboardingEvents: { type: string; detail: unknown }[] }).__onboardingEvents.filter((e) => e.type === t), type);

async function logIn(phone: string) {
  await openLoginModal();
  await loginModal.phone().setValue(phone);
  await loginModal.code().setValue('13579');
  await loginModal.submit().waitForEnabled();
  await loginModal.submit().click();
}

describe('the host routes and hears the lifecycle', () => {
  before(async () => {
    await sandbox('POST', 'reset');
  });

  after(async () => {
    await browser.sendCommandAndGetResult('Network.setBlockedURLs', { urls: [] });
  });

  it('onboarding-ready on the landing; a cancelled online-banking exit keeps the page, an uncancelled one leaves', async () => {
    await open('/');
    await waitForElement();
    await browser.waitUntil(async () => (await recorded('onboarding-ready')).length === 1, { interval: 100, timeoutMsg: 'no onboarding-ready' });
    expect((await recorded('onboarding-ready'))[0]!.detail).toEqual({ screen: 'Home', resumed: false });
    expect(await headingText()).toBe(HOME_COPY.title);

    // The host cancels the exit: it routes itself.
    await browser.execute(() => document.addEventListener('onboarding-exit', (e) => e.preventDefault(), { once: true }));
    await logIn(ENABLED);
    await browser.waitUntil(async () => (await recorded('onboarding-exit')).length === 1, { interval: 100, timeoutMsg: 'no onboarding-exit' });
    expect((await recorded('onboarding-exit'))[0]!.detail).toMatchObject({ to: 'online-banking' });
    // The loader is released: the landing is usable again.
    await browser.waitUntil(async () => !(await inElement('.loader.busy').isExisting()), { interval: 100, timeoutMsg: 'the loader stayed up' });
    const kept = await browser.execute(() => ({
      path: window.location.pathname,
      local: localStorage.getItem('access_token'),
      session: sessionStorage.getItem('at') !== null,
    }));
    expect(kept).toEqual({ path: '/', local: null, session: true });

    // Not cancelled: today's hand-off (tokens to local storage, the online-banking page).
    await open('/');
    await waitForElement();
    await logIn(ENABLED);
    await browser.waitUntil(async () => (await browser.execute(() => window.location.pathname)) === '/online-banking/', {
      interval: 100,
      timeoutMsg: 'the page did not leave for online banking',
    });
  });

  it('a screen chunk that cannot be downloaded: onboarding-load-error and "Riprova"; reachable again, the screen shows', async () => {
    await browser.sendCommandAndGetResult('Network.enable', {});
    await browser.sendCommandAndGetResult('Network.setBlockedURLs', { urls: ['*/AgeForm-*.js'] });
    // fromApp without a token: the start-up places the registration start, AgeForm (spec §4).
    await open('/?fromApp=true');
    await waitForElement();
    await waitForHash('#/ageForm');
    await browser.waitUntil(async () => (await recorded('onboarding-load-error')).length > 0, { interval: 100, timeoutMsg: 'no onboarding-load-error' });
    expect((await recorded('onboarding-load-error'))[0]!.detail).toMatchObject({ kind: 'chunk' });
    await expect(inElement('[data-load-failed]')).toHaveText(expect.stringContaining(SHELL_COPY.chunkFailed));
    expect(await recorded('onboarding-ready')).toEqual([]);

    await browser.sendCommandAndGetResult('Network.setBlockedURLs', { urls: [] });
    await press(SHELL_COPY.retry);
    await browser.waitUntil(async () => (await shownScreen()) === 'AgeForm', { interval: 100, timeoutMsg: 'AgeForm not shown after Riprova' });
    await browser.waitUntil(async () => (await recorded('onboarding-ready')).length === 1, { interval: 100, timeoutMsg: 'no onboarding-ready after Riprova' });
    expect((await recorded('onboarding-ready'))[0]!.detail).toEqual({ screen: 'AgeForm', resumed: false });
  });
});
