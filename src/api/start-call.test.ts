// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, jsonResponse } from '../../test/support/fetch-mock';
import { createApiClient, REQUEST_ID_HEADER, type SessionHooks } from './client';
import { takeStartCall } from './start-call';
import { START_CALL_MAX_AGE_SECONDS } from '../flows/timings';

const START_CALL_MAX_AGE_MS = START_CALL_MAX_AGE_SECONDS * 1000;

/** The key the loader (element/boot.ts) and the early start keep their early calls under. */
const KEY = Symbol.for('bank-onboarding.start-call');
const holder = globalThis as unknown as Record<symbol, unknown>;
const ME = '/usr/v2/registrations/me';

function hooks(at = 'access-1'): SessionHooks {
  const tokens = { at, rt: 'refresh-1' };
  return {
    getAccessToken: () => tokens.at,
    getRefreshToken: () => tokens.rt,
    getClientId: () => 'webapp',
    onTokens: (t) => {
      tokens.at = t.access_token;
      tokens.rt = t.refresh_token;
    },
    onSessionExpired: vi.fn(),
  };
}

/** What the loader leaves (and nothing else): the call's address, token, request id and pending response. */
function leaveStartCall(response: Promise<Response>, { token = 'access-1', at = performance.now(), path = ME } = {}) {
  holder[KEY] = [{ url: new URL(`/api${path}`, document.baseURI).href, token, requestId: 'early-id', at, response }];
}

function client(handler: Parameters<typeof createFetchMock>[0], session = hooks()) {
  const mock = createFetchMock(handler);
  return { api: createApiClient({ apiBase: '/api', securityBase: '', session, fetch: mock.fetch }), calls: mock.calls };
}

afterEach(() => {
  delete holder[KEY];
});

describe('spec §4 start-up: the loader sends registrations/me early, the client takes its answer', () => {
  it('the first GET of that address with that token uses the loader response instead of a request; the next one asks again', async () => {
    leaveStartCall(Promise.resolve(jsonResponse(200, { id: 'reg-1' })));
    const { api, calls } = client(() => jsonResponse(200, { id: 'reg-2' }));
    await expect(api.get(ME)).resolves.toEqual({ id: 'reg-1' });
    expect(calls).toHaveLength(0);
    await expect(api.get(ME)).resolves.toEqual({ id: 'reg-2' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers[REQUEST_ID_HEADER]).not.toBe('early-id');
  });

  it('another token, another address, or an old call: the client makes its own request', async () => {
    const { api, calls } = client(() => jsonResponse(200, { id: 'own' }));
    leaveStartCall(Promise.resolve(jsonResponse(200, { id: 'early' })), { token: 'someone-else' });
    await expect(api.get(ME)).resolves.toEqual({ id: 'own' });
    leaveStartCall(Promise.resolve(jsonResponse(200, { id: 'early' })));
    await expect(api.get('/usr/v2/users/me')).resolves.toEqual({ id: 'own' });
    leaveStartCall(Promise.resolve(jsonResponse(200, { id: 'early' })), { at: performance.now() - START_CALL_MAX_AGE_MS - 1 });
    await expect(api.get(ME)).resolves.toEqual({ id: 'own' });
    expect(calls).toHaveLength(3);
  });

  it('§4 Session: a 401 answer of the early call is refreshed and retried like any', async () => {
    leaveStartCall(Promise.resolve(jsonResponse(401, { error: 'invalid_token' })));
    const { api, calls } = client((call) =>
      call.url.endsWith('/sec/v2/oauth/token')
        ? jsonResponse(200, { access_token: 'access-2', refresh_token: 'refresh-2' })
        : jsonResponse(200, { id: 'reg-1' }),
    );
    await expect(api.get(ME)).resolves.toEqual({ id: 'reg-1' });
    expect(calls.map((c) => [c.url, c.headers.authorization])).toEqual([
      ['/sec/v2/oauth/token', undefined],
      ['/api/usr/v2/registrations/me', 'Bearer access-2'],
    ]);
  });

  it('an early call that failed on the network is a network error with the early request id as its trace', async () => {
    leaveStartCall(Promise.reject(new TypeError('Failed to fetch')));
    const { api } = client(() => jsonResponse(200, {}));
    await expect(api.get(ME)).rejects.toMatchObject({ kind: 'network', trace: 'early-id' });
  });

  it('takeStartCall gives a call once and only for its address and token', () => {
    const response = Promise.resolve(jsonResponse(200, {}));
    leaveStartCall(response);
    expect(takeStartCall(`/api${ME}`, 'other')).toBeUndefined();
    expect(takeStartCall(`/api${ME}`, null)).toBeUndefined();
    expect(takeStartCall(`/api${ME}`, 'access-1')?.response).toBe(response);
    expect(takeStartCall(`/api${ME}`, 'access-1')).toBeUndefined();
  });

  it('§4 the lookup by id sent early beside registrations/me: each GET takes the call of its own address', async () => {
    const me = Promise.resolve(jsonResponse(200, { id: 'from-me' }));
    const lookup = Promise.resolve(jsonResponse(200, { id: 'from-lookup' }));
    const url = (path: string) => new URL(`/api${path}`, document.baseURI).href;
    holder[KEY] = [
      { url: url('/usr/v2/registrations/reg-1'), token: 'access-1', response: lookup },
      { url: url(ME), token: 'access-1', response: me },
    ];
    const { api, calls } = client(() => jsonResponse(200, { id: 'own' }));
    await expect(api.get(ME)).resolves.toEqual({ id: 'from-me' });
    await expect(api.get('/usr/v2/registrations/reg-1')).resolves.toEqual({ id: 'from-lookup' });
    expect(calls).toHaveLength(0);
    expect(holder[KEY]).toEqual([]);
  });
});
