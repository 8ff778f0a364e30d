import { browser, expect } from '@wdio/globals';
import { SESSION_EXPIRED } from '../../src/app/copy';
import {
  bridgeLog,
  modalTitle,
  inElement,
  passwordGrant,
  requests,
  sandbox,
  waitForBridgeMessage,
  waitForElement,
  open,
  waitForHash,
} from './support';

const withTokens = (page: string, tokens: { access_token: string; refresh_token: string }) =>
  `${page}${page.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(tokens.access_token)}&refresh_token=${encodeURIComponent(tokens.refresh_token)}`;

describe('§4 Session', () => {
  beforeEach(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  it('§4 Session: the app hands its session over; a 401 is refreshed once, the call retried, and the app reads the new pair back', async () => {
    const tokens = await passwordGrant();
    await sandbox('POST', 'faults', { method: 'GET', path: '/api/usr/v2/registrations/me', status: 401, times: 1 });
    await sandbox('DELETE', 'requests');
    // The native app has logged the customer in: no token in the address, the session goes over the bridge.
    await open('/webview.html?platform=android');
    await waitForElement();
    await waitForBridgeMessage('appIsReady');
    await browser.execute(
      (at, rt) => (window as unknown as { __nativeApp: { signIn(s: object): void } }).__nativeApp.signIn({ accessToken: at, refreshToken: rt }),
      tokens.access_token,
      tokens.refresh_token,
    );
    await waitForBridgeMessage('pairUser');
    // The demo persona is pre-registered with a certified phone: §4 places it on Citizenship (1,7).
    await waitForHash('#/citizenship');
    await waitForBridgeMessage('sessionRefreshed');

    const log = await requests();
    const me = log.filter((r) => r.path === '/api/usr/v2/registrations/me');
    const refreshes = log.filter((r) => r.path === '/sec/v2/oauth/token');
    expect(me.map((r) => r.status)).toEqual([401, 200]);
    expect(refreshes.map((r) => r.status)).toEqual([200]);
    expect(await modalTitle()).toBeNull();
    // The app read the refreshed pair back with getSession(): the element's session, not the one handed over.
    const held = await browser.execute(() => ({
      app: (window as unknown as { __nativeApp: { session(): unknown } }).__nativeApp.session(),
      element: document.querySelector('bank-onboarding')!.getSession(),
      events: (window as unknown as { __onboardingEvents?: { type: string; detail: unknown }[] }).__onboardingEvents ?? [],
    }));
    // The element told the page too, with an empty detail.
    expect(held.events.filter((e) => e.type === 'onboarding-session-refreshed')).toEqual([{ type: 'onboarding-session-refreshed', detail: {} }]);
    expect(held.app).toEqual(held.element);
    expect(held.element?.accessToken).not.toBe(tokens.access_token);
    // Tokens never reach the bridge's outbound messages, any event (tracking included), nor the address bar.
    const outbound = JSON.stringify(await bridgeLog());
    const events = JSON.stringify(held.events);
    expect(events).toContain('onboarding-track');
    for (const token of [tokens.access_token, tokens.refresh_token, held.element?.accessToken, held.element?.refreshToken]) {
      expect(outbound).not.toContain(token);
      expect(events).not.toContain(token);
    }
    expect(await browser.getUrl()).not.toMatch(/access_token|refresh_token|eyJ/);
  });

  it("§4 Session: an app holding the session from the start hands it over on the loader's appIsReady; the resume starts with it, no landing page first, one appIsReady", async () => {
    const tokens = await passwordGrant();
    await sandbox('DELETE', 'requests');
    // The simulated app signs in as soon as its page is parsed, before the element's script has arrived.
    const signIn = await browser.addInitScript(
      (accessToken: string, refreshToken: string) => {
        document.addEventListener('DOMContentLoaded', () =>
          (window as unknown as { __nativeApp: { signIn(s: object): void } }).__nativeApp.signIn({ accessToken, refreshToken }),
        );
      },
      tokens.access_token,
      tokens.refresh_token,
    );
    try {
      await open('/webview.html?platform=android');
      await waitForHash('#/citizenship');
    } finally {
      await signIn.remove();
    }
    const log = await bridgeLog();
    expect(log.filter((m) => m.type === 'appIsReady')).toHaveLength(1);
    expect(log.filter((m) => m.type === 'pairUser')).toHaveLength(1);
    // Started once, with the session: the landing page's chunk was never fetched, 'me' asked once.
    const landing = await browser.execute(() => performance.getEntriesByType('resource').filter((e) => /\/chunks\/Home-/.test(e.name)).length);
    expect(landing).toBe(0);
    expect((await requests()).filter((r) => r.path === '/api/usr/v2/registrations/me')).toHaveLength(1);
  });

  it('§4 Session (start-up URL): tokens in the address still start a session and leave it at once; a failed refresh shows "Sessione scaduta", clears storage, goes to "/" and tells the app', async () => {
    const tokens = await passwordGrant();
    await sandbox('POST', 'expire-tokens', { refresh: true });
    await sandbox('DELETE', 'requests');
    await open(withTokens('/webview.html?platform=ios', tokens));
    await waitForElement();
    const url = await browser.getUrl();
    expect(url).not.toContain('access_token');
    expect(url).not.toContain('refresh_token');
    expect(url).toContain('platform=ios');
    await browser.waitUntil(async () => (await modalTitle()) === SESSION_EXPIRED.title);
    await expect(inElement('dialog.modal[open]')).toHaveText(expect.stringContaining(SESSION_EXPIRED.message));
    await waitForBridgeMessage('sessionExpired');
    const stored = await browser.execute(() => ({ at: sessionStorage.getItem('at'), rt: sessionStorage.getItem('rt') }));
    expect(stored).toEqual({ at: null, rt: null });
    expect(await browser.execute(() => window.location.hash)).toMatch(/^(#\/?)?$/);
    // No further refresh attempt after expiry.
    const refreshes = (await requests()).filter((r) => r.path === '/sec/v2/oauth/token');
    expect(refreshes).toHaveLength(1);
    expect(JSON.stringify(await bridgeLog())).not.toContain(tokens.access_token);
  });
});
