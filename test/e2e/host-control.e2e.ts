/**
 * End to end: the host owns navigation and hears the element's lifecycle. `onboarding-ready` arrives once the
 * landing is shown; a host that cancels `onboarding-exit` keeps its page when an ENABLED persona logs in (no
 * online-banking hand-off: no local-storage tokens, the session stays in the element), one that does not gets
 * the hand-off; a screen chunk that cannot be downloaded gives `onboarding-load-error` and the element's own
 * "Riprova", which shows the screen once the chunk is reachable again; a start-up whose first API call fails gives
 * `onboarding-load-error` of kind 'api', whose `retry` places the customer; a host that cancels
 * `onboarding-complete` keeps its page at the exit. The sessions are handed over with `setSession` (a host's own
 * log-in), so the listeners the test adds stay on the page. One browser session, page loads reused.
 */
import { browser, expect } from '@wdio/globals';
import { GENERIC_ERROR, SHELL_COPY } from '../../src/app/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import {
  headingText,
  inElement,
  loginModal,
  modalTitle,
  open,
  openLoginModal,
  press,
  sandbox,
  shownScreen,
  waitForElement,
  waitForHash,
} from './support';

/** ENABLED, defaultWallet CONSUMER: the log-in hands off to online banking (docs/sandbox.md Personas). */
const ENABLED = '3331000005';

/** The `onboarding-*` events the demo host recorded (host-events.js), of one type. */
const recorded = (type: string) =>
  browser.execute((t) => (window as unknown as { __onboardingEvents: { type: string; detail: unknown }[] }).__onboardingEvents.filter((e) => e.type === t), type);

/** The host hands the element the session of `phone` (a sandbox session, as after the host's own log-in). */
async function handOver(phone: string) {
  const tokens = (await sandbox('POST', 'sessions', { phone })) as { access_token: string; refresh_token: string };
  await browser.execute(
    (t) =>
      (document.querySelector('bank-onboarding') as HTMLElement & { setSession(s: { accessToken: string; refreshToken: string }): void }).setSession({
        accessToken: t.access_token,
        refreshToken: t.refresh_token,
      }),
    tokens,
  );
}

async function until(check: () => Promise<boolean>, timeoutMsg: string) {
  await browser.waitUntil(check, { interval: 100, timeoutMsg });
}

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
  it('a start-up whose first API call fails: onboarding-load-error of kind api; the host\'s retry closes the error and places the customer', async () => {
    await open('/');
    await waitForElement();
    await until(async () => (await recorded('onboarding-ready')).length === 1, 'no onboarding-ready');
    // The host keeps the event's retry (the demo host's record is a JSON copy, without the function).
    await browser.execute(() =>
      document.addEventListener('onboarding-load-error', (e) => {
        (window as unknown as { hostRetry: () => void }).hostRetry = (e as CustomEvent<{ retry: () => void }>).detail.retry;
      }),
    );
    await sandbox('POST', 'faults', { method: 'GET', path: '/api/usr/v2/registrations/me', status: 500, times: 1 });
    // 3331000003 resumes at Addresses (3,0) once its registration loads.
    await handOver('3331000003');
    await until(async () => (await recorded('onboarding-load-error')).length === 1, 'no onboarding-load-error');
    expect((await recorded('onboarding-load-error'))[0]!.detail).toMatchObject({ kind: 'api', message: expect.stringContaining('HTTP 500') });
    // The default error (spec §8) with "Riprova" is shown on the landing page meanwhile.
    await until(async () => (await modalTitle()) === GENERIC_ERROR.title, 'no default error');

    await browser.execute(() => (window as unknown as { hostRetry: () => void }).hostRetry());
    await until(async () => (await shownScreen()) === 'Addresses', 'Addresses not shown after the host\'s retry');
    expect(await modalTitle()).toBeNull();
    expect(await recorded('onboarding-load-error')).toHaveLength(1);
  });

  it('a host that cancels onboarding-complete keeps its page: the exit is heard, the element does not navigate', async () => {
    await open('/');
    await waitForElement();
    // The host takes the completion over, and records every cross-document navigation the page starts.
    await browser.execute(() => {
      const w = window as unknown as { navigation: EventTarget; leaving: string[] };
      w.leaving = [];
      w.navigation.addEventListener('navigate', (e) => {
        const { destination } = e as unknown as { destination: { url: string; sameDocument: boolean } };
        if (!destination.sameDocument) w.leaving.push(destination.url);
      });
      document.addEventListener('onboarding-complete', (e) => e.preventDefault(), { once: true });
    });
    // 3331000004: contracts signed, the start-up goes to RegistrationCompleted, which completes the registration.
    await handOver('3331000004');
    await until(async () => (await recorded('onboarding-complete')).length === 1, 'no onboarding-complete');
    expect((await recorded('onboarding-complete'))[0]!.detail).toMatchObject({ flow: 'CONSUMER', registrationId: expect.any(String) });
    await until(async () => (await shownScreen()) === 'RegistrationCompleted', 'RegistrationCompleted not shown');

    await press(COMPLETED_COPY.exit);
    await until(async () => (await recorded('onboarding-exit')).length === 1, 'no onboarding-exit');
    // The event is dispatched, and the page would have been told to go in the same task: it was not.
    expect((await recorded('onboarding-exit'))[0]!.detail).toMatchObject({ to: 'public-site' });
    expect(await browser.execute(() => ({ path: window.location.pathname, leaving: (window as unknown as { leaving: string[] }).leaving }))).toEqual({
      path: '/',
      leaving: [],
    });
    expect(await shownScreen()).toBe('RegistrationCompleted');
  });
});
