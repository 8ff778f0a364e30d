// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../../../element/surface';
import { createFetchMock, fakeJwt, jsonResponse, type RecordedCall } from '../../../../test/support/fetch-mock';
import { createInstance, type PageNavigation } from '../../../app/instance';
import { SESSION_EXPIRED } from '../../../app/copy';
import { runLoginFlow } from './login-flow';

const AT1 = fakeJwt({ client_id: 'webapp', user_id: 'u-1', n: 1 });
const AT2 = fakeJwt({ client_id: 'webapp', user_id: 'u-1', n: 2 });
const credentials = { phoneNumber: '3331234567', accessCode: '13579' };

function setup(handler: (call: RecordedCall) => Response) {
  const mock = createFetchMock(handler);
  vi.stubGlobal('fetch', mock.fetch);
  const page: PageNavigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const host = document.createElement('div');
  const instance = createInstance(resolveConfig({ routing: 'memory', onlineBankingUrl: '/ob/' }), host, page);
  instance.connect();
  instance.store.actions.openModal('loginModal');
  return { instance, page, calls: mock.calls };
}

const isPasswordGrant = (c: RecordedCall) => c.body?.includes('grant_type=password') ?? false;
const isRefreshGrant = (c: RecordedCall) => c.body?.includes('grant_type=refresh_token') ?? false;

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('login flow procedure', () => {
  it('§4 Login flow step 1: tokens are stored in session storage (at/rt) before users/me is called', async () => {
    let atWhenMe: string | null = null;
    const { instance } = setup((call) => {
      if (isPasswordGrant(call)) return jsonResponse(200, { access_token: AT1, refresh_token: 'rt-1' });
      atWhenMe = window.sessionStorage.getItem('at');
      return jsonResponse(200, { id: 'u-1', status: 'PENDING' });
    });
    const result = await runLoginFlow(instance, credentials, { currentHref: () => 'https://bank.example/#/' });
    expect(atWhenMe).toBe(AT1);
    expect(result).toEqual({ kind: 'left', outcome: { kind: 'reload', corporate: false } });
    expect(instance.store.state.tokenData).toEqual({ client_id: 'webapp', user_id: 'u-1' });
  });

  it('§4 Login flow step 2: when users/me refreshed the tokens, the hand-off uses the refreshed pair', async () => {
    let meCalls = 0;
    const { instance, page } = setup((call) => {
      if (isPasswordGrant(call)) return jsonResponse(200, { access_token: AT1, refresh_token: 'rt-1' });
      if (isRefreshGrant(call)) return jsonResponse(200, { access_token: AT2, refresh_token: 'rt-2' });
      meCalls += 1;
      return meCalls === 1 ? jsonResponse(401, {}) : jsonResponse(200, { id: 'u-1', status: 'ENABLED', defaultWallet: null });
    });
    const result = await runLoginFlow(instance, credentials);
    expect(result).toEqual({ kind: 'left', outcome: { kind: 'online-banking' } });
    expect(window.localStorage.getItem('access_token')).toBe(AT2);
    expect(window.localStorage.getItem('refresh_token')).toBe('rt-2');
    expect(page.assign).toHaveBeenCalledExactlyOnceWith('/ob/');
  });

  it('§4 Session: a session expiry while fetching users/me does nothing more (the expiry modal is already shown)', async () => {
    const { instance, page } = setup((call) => {
      if (isPasswordGrant(call)) return jsonResponse(200, { access_token: AT1, refresh_token: 'rt-1' });
      if (isRefreshGrant(call)) return jsonResponse(400, { error: 'invalid_grant' });
      return jsonResponse(401, {});
    });
    const result = await runLoginFlow(instance, credentials);
    expect(result).toEqual({ kind: 'session-expired' });
    expect(instance.store.state.ui.modals).not.toContain('loginModal');
    expect(instance.store.state.ui.dialog).toMatchObject(SESSION_EXPIRED);
    expect(window.sessionStorage.getItem('at')).toBeNull();
    expect(page.assign).not.toHaveBeenCalled();
    expect(page.replace).not.toHaveBeenCalled();
  });

  it('§4 Login flow: a new login lifts an earlier expiry, so a 401 on users/me is refreshed again', async () => {
    let loggedIn = false;
    let meCalls = 0;
    const { instance, page } = setup((call) => {
      if (isPasswordGrant(call)) {
        loggedIn = true;
        return jsonResponse(200, { access_token: AT1, refresh_token: 'rt-1' });
      }
      if (isRefreshGrant(call)) {
        return loggedIn ? jsonResponse(200, { access_token: AT2, refresh_token: 'rt-2' }) : jsonResponse(400, { error: 'invalid_grant' });
      }
      meCalls += 1;
      return meCalls === 3 ? jsonResponse(200, { id: 'u-1', status: 'PENDING' }) : jsonResponse(401, {});
    });
    // An earlier session expired: the client blocks refreshes until a new login.
    window.sessionStorage.setItem('at', 'old');
    window.sessionStorage.setItem('rt', 'old');
    await expect(instance.api.get('/usr/v2/users/me')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(instance.api.expired).toBe(true);
    instance.store.actions.openModal('loginModal');

    const result = await runLoginFlow(instance, credentials, { currentHref: () => 'https://bank.example/' });
    expect(result).toEqual({ kind: 'left', outcome: { kind: 'reload', corporate: false } });
    expect(instance.api.expired).toBe(false);
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem('at')).toBe(AT2);
    expect(window.sessionStorage.getItem('rt')).toBe('rt-2');
  });

  it('§4 Login flow step 3: the reload address carries no token; session storage holds the pair and the corporate flag', async () => {
    const { instance, page } = setup((call) => {
      if (isPasswordGrant(call)) return jsonResponse(200, { access_token: AT1, refresh_token: 'rt-1' });
      return jsonResponse(200, {
        id: 'u-1',
        status: 'ENABLED',
        defaultWallet: { type: 'CORPORATE' },
        availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      });
    });
    const href = 'https://bank.example/p?x=1&access_token=old&refresh_token=old#/';
    const result = await runLoginFlow(instance, credentials, { currentHref: () => href });
    expect(result).toEqual({ kind: 'left', outcome: { kind: 'reload', corporate: true } });
    expect(page.replace).toHaveBeenCalledExactlyOnceWith('https://bank.example/p?x=1#/');
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.assign).not.toHaveBeenCalled();
    const addresses = [...vi.mocked(page.replace).mock.calls.flat()];
    for (const address of addresses) {
      expect(address).not.toContain(AT1);
      expect(address).not.toContain('rt-1');
      expect(address).not.toMatch(/access_token|refresh_token|[?&](at|rt)=/);
    }
    expect(window.sessionStorage.getItem('at')).toBe(AT1);
    expect(window.sessionStorage.getItem('rt')).toBe('rt-1');
    expect(window.sessionStorage.getItem('corporate')).toBe('true');
  });
});
