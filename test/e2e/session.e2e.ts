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

  it('§4 Session: a 401 is refreshed once and the call retried with the new token', async () => {
    const tokens = await passwordGrant();
    await sandbox('POST', 'faults', { method: 'GET', path: '/api/usr/v2/registrations/me', status: 401, times: 1 });
    await sandbox('DELETE', 'requests');
    await open(withTokens('/webview.html?platform=android', tokens));
    await waitForElement();
    await waitForBridgeMessage('pairUser');
    // The demo persona is pre-registered with a certified phone: §4 places it on Citizenship (1,7).
    await waitForHash('#/citizenship');

    const log = await requests();
    const me = log.filter((r) => r.path === '/api/usr/v2/registrations/me');
    const refreshes = log.filter((r) => r.path === '/sec/v2/oauth/token');
    expect(me.map((r) => r.status)).toEqual([401, 200]);
    expect(refreshes.map((r) => r.status)).toEqual([200]);
    expect(await modalTitle()).toBeNull();
    // Tokens never reach the bridge, and they are gone from the address bar at once.
    expect(JSON.stringify(await bridgeLog())).not.toContain(tokens.access_token);
    const url = await browser.getUrl();
    expect(url).not.toContain('access_token');
    expect(url).not.toContain('refresh_token');
    expect(url).toContain('platform=android');
  });

  it('§4 Session: a failed refresh shows "Sessione scaduta", clears storage, goes to "/" and tells the app', async () => {
    const tokens = await passwordGrant();
    await sandbox('POST', 'expire-tokens', { refresh: true });
    await sandbox('DELETE', 'requests');
    await open(withTokens('/webview.html?platform=ios', tokens));
    await waitForElement();
    await browser.waitUntil(async () => (await modalTitle()) === SESSION_EXPIRED.title);
    await expect(inElement('dialog.modal[open]')).toHaveText(expect.stringContaining(SESSION_EXPIRED.message));
    await waitForBridgeMessage('sessionExpired');
    const stored = await browser.execute(() => ({ at: sessionStorage.getItem('at'), rt: sessionStorage.getItem('rt') }));
    expect(stored).toEqual({ at: null, rt: null });
    expect(await browser.execute(() => window.location.hash)).toMatch(/^(#\/?)?$/);
    // No further refresh attempt after expiry.
    const refreshes = (await requests()).filter((r) => r.path === '/sec/v2/oauth/token');
    expect(refreshes).toHaveLength(1);
  });
});
