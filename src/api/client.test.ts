import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/support/wait';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  createIdempotencyKeys,
  IDEMPOTENCY_HEADER,
  isIdempotentWrite,
  randomId,
  REQUEST_ID_HEADER,
  requestFingerprint,
  toApiError,
  unwrapEmbedded,
} from './client';
import type { ApiClient, SessionHooks } from './client';
import { createFetchMock, fakeJwt, jsonResponse } from '../../test/support/fetch-mock';
import type { FetchHandler, RecordedCall } from '../../test/support/fetch-mock';
import { createStorageSessionHooks } from '../session/hooks';
import { createSafeStorage } from '../session/storage';

const OLD_AT = 'old-access';
const OLD_RT = 'old-refresh';
const NEW_AT = 'new-access';
const NEW_RT = 'new-refresh';
const TOKEN_URL = 'https://sec.example/sec/v2/oauth/token';

/** In-memory session hooks whose calls can be asserted. */
function memoryHooks(at: string | null = OLD_AT, rt: string | null = OLD_RT) {
  const tokens = { at, rt };
  const hooks = {
    getAccessToken: () => tokens.at,
    getRefreshToken: () => tokens.rt,
    getClientId: vi.fn((): 'web' | 'webapp' => 'webapp'),
    onTokens: vi.fn((t: { access_token: string; refresh_token: string }) => {
      tokens.at = t.access_token;
      tokens.rt = t.refresh_token;
    }),
    onSessionExpired: vi.fn(),
  } satisfies SessionHooks;
  return { hooks, tokens };
}

function setup(handler: FetchHandler, hooks: SessionHooks = memoryHooks().hooks) {
  const mock = createFetchMock(handler);
  const api = createApiClient({
    apiBase: '/api',
    securityBase: 'https://sec.example',
    session: hooks,
    fetch: mock.fetch,
  });
  return { api, calls: mock.calls };
}

const isRefresh = (c: RecordedCall) => c.url === TOKEN_URL;
const refreshCount = (calls: RecordedCall[]) => calls.filter(isRefresh).length;

/** API answers 401 to the old token and 200 to the new; refresh succeeds. */
const expiringApi: FetchHandler = (call) => {
  if (isRefresh(call)) return jsonResponse(200, { access_token: NEW_AT, refresh_token: NEW_RT });
  if (call.headers.authorization === `Bearer ${NEW_AT}`) return jsonResponse(200, { ok: true });
  return jsonResponse(401, { trace: 'tr-1', context: { code: 'UNAUTHORIZED', message: 'expired' } });
};

async function rejectionOf(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request shape', () => {
  it('§7 query arrays repeat the key; null and undefined values are left out', async () => {
    const { api, calls } = setup(() => jsonResponse(200, {}));
    await api.get('/usr/v2/things', { query: { a: [1, 2], b: 'x y', c: undefined, d: null, e: false } });
    expect(calls[0]?.url).toBe('/api/usr/v2/things?a=1&a=2&b=x+y&e=false');
  });

  it('§7 no query string is added when the query is empty', async () => {
    const { api, calls } = setup(() => jsonResponse(200, {}));
    await api.get('/usr/v2/things', { query: { c: undefined } });
    expect(calls[0]?.url).toBe('/api/usr/v2/things');
  });

  it('§7 a bearer Authorization header is added when a token exists', async () => {
    const { api, calls } = setup(() => jsonResponse(200, {}));
    await api.get('/usr/v2/users/me');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${OLD_AT}`);
    expect(calls[0]?.headers.accept).toBe('application/json');
  });

  it('§7 no Authorization header without a token or with auth false', async () => {
    const { api, calls } = setup(() => jsonResponse(200, {}), memoryHooks(null, null).hooks);
    await api.get('/usr/v2/x');
    expect(calls[0]?.headers.authorization).toBeUndefined();

    const second = setup(() => jsonResponse(200, {}));
    await second.api.get('/usr/v2/x', { auth: false });
    expect(second.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('§7 requests send JSON bodies and read JSON responses', async () => {
    const { api, calls } = setup(() => jsonResponse(200, { id: 'r1' }));
    const out = await api.post('/usr/v2/registrations/r1/update', { name: 'Mario', tags: ['a'] });
    expect(out).toEqual({ id: 'r1' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toBe('{"name":"Mario","tags":["a"]}');
  });

  it('common contract: form bodies are application/x-www-form-urlencoded', async () => {
    const { api, calls } = setup(() => jsonResponse(200, {}));
    await api.request({ method: 'POST', path: '/x', form: { a: '+39 1', b: 'c' } });
    expect(calls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.body).toBe('a=%2B39+1&b=c');
  });

  it('the security base is used for base security, with exactly one slash', async () => {
    const mock = createFetchMock(() => jsonResponse(200, {}));
    const api = createApiClient({
      apiBase: '/api/',
      securityBase: '',
      session: memoryHooks().hooks,
      fetch: mock.fetch,
    });
    await api.request({ method: 'POST', base: 'security', path: '/sec/v2/oauth/token', form: {} });
    await api.get('usr/v2/x');
    expect(mock.calls.map((c) => c.url)).toEqual(['/sec/v2/oauth/token', '/api/usr/v2/x']);
    expect(mock.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('an empty 2xx body resolves with undefined', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.post('/x')).resolves.toBeUndefined();
  });
});

describe('§3 _embedded unwrapping', () => {
  it('§3 a body with _embedded resolves with the embedded content', async () => {
    const { api } = setup(() =>
      jsonResponse(200, { _embedded: { registrations: [{ id: 'r1' }] }, page: { size: 20, number: 0 } }),
    );
    await expect(api.get('/usr/v2/registrations')).resolves.toEqual({ registrations: [{ id: 'r1' }] });
  });

  it('§3 nested wrappers are unwrapped repeatedly; other bodies are unchanged', () => {
    expect(unwrapEmbedded({ _embedded: { _embedded: { a: 1 } } })).toEqual({ a: 1 });
    expect(unwrapEmbedded({ a: { _embedded: { b: 1 } } })).toEqual({ a: { _embedded: { b: 1 } } });
    expect(unwrapEmbedded([1])).toEqual([1]);
    expect(unwrapEmbedded(null)).toBeNull();
  });
});

describe('§4 Session: tokens in responses', () => {
  it('§4 Session a response with access_token stores both tokens and the next call uses the new header', async () => {
    const { hooks } = memoryHooks();
    const { api, calls } = setup(
      (_c, i) => (i === 0 ? jsonResponse(200, { access_token: NEW_AT, refresh_token: NEW_RT }) : jsonResponse(200, {})),
      hooks,
    );
    await api.post('/usr/v2/registrations/pre-register', {});
    expect(hooks.onTokens).toHaveBeenCalledExactlyOnceWith({ access_token: NEW_AT, refresh_token: NEW_RT });
    await api.get('/usr/v2/users/me');
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${NEW_AT}`);
  });

  it('§4 Session a response with only access_token keeps the stored refresh token', async () => {
    const { hooks } = memoryHooks();
    const { api } = setup(() => jsonResponse(200, { access_token: NEW_AT }), hooks);
    await api.get('/x');
    expect(hooks.onTokens).toHaveBeenCalledWith({ access_token: NEW_AT, refresh_token: OLD_RT });
  });
});

describe('§4 Session: 401, refresh and retry', () => {
  it('§4 Session a 401 triggers one refresh and one retry with the new token', async () => {
    const { hooks } = memoryHooks();
    const { api, calls } = setup(expiringApi, hooks);
    await expect(api.get('/usr/v2/users/me')).resolves.toEqual({ ok: true });

    expect(calls).toHaveLength(3);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${OLD_AT}`);
    const refresh = calls[1];
    expect(refresh?.url).toBe(TOKEN_URL);
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(refresh?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: OLD_RT,
      client_id: 'webapp',
    });
    expect(calls[2]?.url).toBe('/api/usr/v2/users/me');
    expect(calls[2]?.headers.authorization).toBe(`Bearer ${NEW_AT}`);
    expect(hooks.onTokens).toHaveBeenCalledExactlyOnceWith({ access_token: NEW_AT, refresh_token: NEW_RT });
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('§4 Session two concurrent 401s share a single refresh', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { api, calls } = setup(async (call) => {
      if (isRefresh(call)) await refreshGate;
      return expiringApi(call, 0);
    });
    const a = api.get('/usr/v2/a');
    const b = api.get('/usr/v2/b');
    await waitForState(() => expect(calls.filter((c) => !isRefresh(c))).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 0));
    releaseRefresh();
    await expect(Promise.all([a, b])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshCount(calls)).toBe(1);
    expect(calls).toHaveLength(5);
  });

  it('§4 Session a 401 that arrives after another call already refreshed retries without a second refresh', async () => {
    let releaseB: () => void = () => {};
    const bGate = new Promise<void>((resolve) => {
      releaseB = resolve;
    });
    const { api, calls } = setup(async (call) => {
      // b was sent with the old token but its 401 comes back only after a's refresh finished.
      if (call.url.endsWith('/b') && call.headers.authorization === `Bearer ${OLD_AT}`) await bGate;
      return expiringApi(call, 0);
    });
    const b = api.get('/usr/v2/b');
    await expect(api.get('/usr/v2/a')).resolves.toEqual({ ok: true });
    releaseB();
    await expect(b).resolves.toEqual({ ok: true });
    expect(refreshCount(calls)).toBe(1);
  });

  it('§4 Session a 401 on the retry is an error, with no second refresh', async () => {
    const { hooks } = memoryHooks();
    const { api, calls } = setup(
      (call) =>
        isRefresh(call)
          ? jsonResponse(200, { access_token: NEW_AT, refresh_token: NEW_RT })
          : jsonResponse(401, { trace: 'tr-9', context: { code: 'UNAUTHORIZED', message: 'no' } }),
      hooks,
    );
    const err = await rejectionOf(api.get('/usr/v2/users/me'));
    expect(err.kind).toBe('http');
    expect(err.status).toBe(401);
    expect(err.code).toBe('UNAUTHORIZED');
    expect(calls).toHaveLength(3);
    expect(refreshCount(calls)).toBe(1);
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('§4 Session a failed refresh expires the session once and blocks further refresh attempts', async () => {
    const { hooks } = memoryHooks();
    const { api, calls } = setup(
      (call) =>
        isRefresh(call)
          ? jsonResponse(400, { error: 'invalid_grant', error_description: 'expired', trace: 'tr-r' })
          : jsonResponse(401, { context: { code: 'UNAUTHORIZED', message: 'no' } }),
      hooks,
    );
    const [e1, e2] = await Promise.all([rejectionOf(api.get('/usr/v2/a')), rejectionOf(api.get('/usr/v2/b'))]);
    expect(e1.kind).toBe('session-expired');
    expect(e2.kind).toBe('session-expired');
    expect(hooks.onSessionExpired).toHaveBeenCalledOnce();
    expect(refreshCount(calls)).toBe(1);
    expect(api.expired).toBe(true);

    // Afterwards: a 401 rejects at once as session-expired, with no refresh and no second expiry.
    const e3 = await rejectionOf(api.get('/usr/v2/c'));
    expect(e3.kind).toBe('session-expired');
    expect(refreshCount(calls)).toBe(1);
    expect(hooks.onSessionExpired).toHaveBeenCalledOnce();

    // resetExpiry re-enables refreshing.
    api.resetExpiry();
    expect(api.expired).toBe(false);
    await rejectionOf(api.get('/usr/v2/d'));
    expect(refreshCount(calls)).toBe(2);
  });

  it('§4 Session a refresh that fails on the network also expires the session', async () => {
    const { hooks } = memoryHooks();
    const { api } = setup((call) => {
      if (isRefresh(call)) throw new TypeError('Failed to fetch');
      return jsonResponse(401, {});
    }, hooks);
    const err = await rejectionOf(api.get('/usr/v2/a'));
    expect(err.kind).toBe('session-expired');
    expect((err.cause as ApiError).kind).toBe('network');
    expect(hooks.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('§4 Session without a refresh token the 401 expires the session without calling the token endpoint', async () => {
    const { hooks } = memoryHooks(OLD_AT, null);
    const { api, calls } = setup(() => jsonResponse(401, {}), hooks);
    expect((await rejectionOf(api.get('/x'))).kind).toBe('session-expired');
    expect(refreshCount(calls)).toBe(0);
    expect(hooks.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('§4 Session token endpoint calls never trigger a refresh', async () => {
    const { hooks } = memoryHooks();
    const { api, calls } = setup(() => jsonResponse(401, { error: 'invalid_client' }), hooks);
    const err = await rejectionOf(
      api.request({ method: 'POST', base: 'security', path: '/sec/v2/oauth/token', form: { grant_type: 'password' } }),
    );
    expect(err.code).toBe('invalid_client');
    expect(calls).toHaveLength(1);
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('§4 Session a 401 with no token sent (logged out) or retryOn401 false is a plain error', async () => {
    const loggedOut = memoryHooks(null, OLD_RT);
    const first = setup(() => jsonResponse(401, {}), loggedOut.hooks);
    expect((await rejectionOf(first.api.get('/x'))).kind).toBe('http');
    expect(first.calls).toHaveLength(1);

    const second = setup(() => jsonResponse(401, {}));
    expect((await rejectionOf(second.api.get('/x', { retryOn401: false }))).status).toBe(401);
    expect(second.calls).toHaveLength(1);
  });

  it('§6 the refresh uses the client id of the stored token data', async () => {
    const store = createSafeStorage(() => window.sessionStorage);
    store.setItem('at', fakeJwt({ sub: 'u1', user_id: 'u1', client_id: 'web', typ: 'access', exp: 1 }));
    store.setItem('rt', OLD_RT);
    const onTokenData = vi.fn();
    const hooks = createStorageSessionHooks({ store, onSessionExpired: vi.fn(), onTokenData });
    const newAt = fakeJwt({ sub: 'u1', user_id: 'u1', client_id: 'web', typ: 'access', exp: 2 });
    const { api, calls } = setup((call) => {
      if (isRefresh(call)) return jsonResponse(200, { access_token: newAt, refresh_token: NEW_RT });
      return call.headers.authorization === `Bearer ${newAt}` ? jsonResponse(200, {}) : jsonResponse(401, {});
    }, hooks);
    await api.get('/usr/v2/users/me');
    expect(new URLSearchParams(calls[1]?.body).get('client_id')).toBe('web');
    expect(store.getItem('at')).toBe(newAt);
    expect(store.getItem('rt')).toBe(NEW_RT);
    expect(onTokenData).toHaveBeenCalledWith({ client_id: 'web', user_id: 'u1' });
  });
});

describe('§8 error normalisation', () => {
  it('§8 code, message, trace and field errors come from the body context', async () => {
    const body = {
      trace: 'tr-abc',
      context: {
        code: 'USR_REG_6003',
        message: 'Rejected',
        errors: [{ field: 'email', message: "L'email è già registrata" }, { bogus: true }],
      },
    };
    const { api } = setup(() => jsonResponse(422, body, { 'tnb-trace': 'tr-header' }));
    const err = await rejectionOf(api.post('/usr/v2/registrations/r1/update', {}));
    expect(err).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'USR_REG_6003',
      message: 'Rejected',
      trace: 'tr-abc',
      fieldErrors: [{ field: 'email', message: "L'email è già registrata" }],
      body,
    });
    expect(err.name).toBe('ApiError');
  });

  it('§8 the trace falls back to the tnb-trace response header', async () => {
    const { api } = setup(() => jsonResponse(500, { context: { code: 'X' } }, { 'tnb-trace': 'tr-header' }));
    const err = await rejectionOf(api.get('/x'));
    expect(err.trace).toBe('tr-header');
    expect(err.message).toBe('Request failed with status 500');
  });

  it('§8 an OAuth error body gives the error value as code', async () => {
    const { api } = setup(() => jsonResponse(400, { error: 'invalid_grant', error_description: 'Bad credentials' }));
    const err = await rejectionOf(api.request({ method: 'POST', base: 'security', path: '/sec/v2/oauth/token', form: {} }));
    expect(err).toMatchObject({ kind: 'http', status: 400, code: 'invalid_grant', message: 'Bad credentials' });
  });

  it('§8 a non-JSON error body gives HTTP_<status>', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await rejectionOf(api.get('/x'));
    expect(err).toMatchObject({ kind: 'http', status: 502, code: 'HTTP_502' });
    expect(err.trace).toBeUndefined();
    expect(err.fieldErrors).toEqual([]);
  });

  it('§8 a network failure is kind network with its own message and no status', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = await rejectionOf(api.get('/x'));
    expect(err).toMatchObject({ kind: 'network', code: 'network', message: 'Failed to fetch' });
    expect(err.status).toBeUndefined();
  });

  it('§8 no response within the time-out aborts the request (kind timeout)', async () => {
    vi.useFakeTimers();
    const { api, calls } = setup(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejectionOf(api.get('/x'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err.kind).toBe('timeout');
    expect(err.code).toBe('timeout');
  });

  it('§8 a body that fails the schema is kind invalid-response, without quoting values or tokens', async () => {
    const { api } = setup(() => jsonResponse(200, { id: 42, access_token: 'secret-token' }));
    const err = await rejectionOf(api.get('/x', { schema: z.object({ id: z.string() }) }));
    expect(err.kind).toBe('invalid-response');
    expect(err.message).toContain('id');
    expect(err.message).not.toContain('42');
    expect(JSON.stringify(err.body)).not.toContain('secret-token');
  });

  it('§8 toApiError normalises ApiErrors, redaxios responses and unknown values', () => {
    const original = new ApiError({ kind: 'timeout', message: 't' });
    expect(toApiError(original)).toBe(original);
    const fromResponse = toApiError({
      status: 503,
      data: { trace: 'tr-x', context: { code: 'C', message: 'm' } },
      headers: new Headers(),
    });
    expect(fromResponse).toMatchObject({ kind: 'http', status: 503, code: 'C', message: 'm', trace: 'tr-x' });
    expect(toApiError('boom')).toMatchObject({ kind: 'network', message: 'boom' });
  });

  it('§4 Session tokens never appear in error messages', async () => {
    const secretAt = 'very-secret-access';
    const { hooks } = memoryHooks(secretAt, 'very-secret-refresh');
    const { api } = setup(() => jsonResponse(401, {}), hooks);
    const err = await rejectionOf(api.get('/x'));
    const texts = [err.message, (err.cause as Error).message, JSON.stringify(err.body ?? null)].join(' ');
    expect(texts).not.toContain('very-secret');
  });
});

describe('client instances', () => {
  it('two clients do not share the expired state', async () => {
    const a: ApiClient = setup((call) => (isRefresh(call) ? jsonResponse(400, {}) : jsonResponse(401, {}))).api;
    const b: ApiClient = setup(() => jsonResponse(200, {})).api;
    await rejectionOf(a.get('/x'));
    expect(a.expired).toBe(true);
    expect(b.expired).toBe(false);
  });
});

/** A client whose ids are predictable: id-1, id-2, ... (request ids and idempotency keys alike). */
function setupWithIds(handler: FetchHandler, options: { timeoutMs?: number; hooks?: SessionHooks } = {}) {
  const mock = createFetchMock(handler);
  let n = 0;
  const api = createApiClient({
    apiBase: '/api',
    securityBase: 'https://sec.example',
    session: options.hooks ?? memoryHooks().hooks,
    fetch: mock.fetch,
    newId: () => `id-${++n}`,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { api, calls: mock.calls };
}

const hangUntilAborted: FetchHandler = (call) =>
  new Promise<Response>((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('request time-out, request ids, idempotency keys', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the time-out of each attempt is configurable (the element request-timeout); 0 or less keeps the default', async () => {
    vi.useFakeTimers();
    const { api, calls } = setupWithIds(hangUntilAborted, { timeoutMs: 2_000 });
    const pending = rejectionOf(api.get('/x'));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');

    const fallback = setupWithIds(hangUntilAborted, { timeoutMs: 0 });
    const slow = rejectionOf(fallback.api.get('/x'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fallback.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(28_000);
    expect((await slow).kind).toBe('timeout');
  });

  it('§8 every attempt carries a fresh x-request-id; a call with no response uses it as its trace', async () => {
    vi.useFakeTimers();
    const { api, calls } = setupWithIds((call, index) => (index === 0 ? jsonResponse(200, {}) : hangUntilAborted(call, index)), {
      timeoutMs: 1_000,
    });
    await api.get('/a');
    const pending = rejectionOf(api.get('/b'));
    await vi.advanceTimersByTimeAsync(1_000);
    const err = await pending;
    expect(calls.map((c) => c.headers[REQUEST_ID_HEADER])).toEqual(['id-1', 'id-2']);
    expect(err).toMatchObject({ kind: 'timeout', trace: 'id-2' });
  });

  it('§8 a network failure carries the request id as its trace; an answered error keeps the server trace', async () => {
    const network = setupWithIds(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await rejectionOf(network.api.get('/x'))).toMatchObject({ kind: 'network', trace: 'id-1', message: 'Failed to fetch' });
    const answered = setupWithIds(() => jsonResponse(500, { trace: 'tr-server', context: { code: 'X', message: 'm' } }));
    expect(await rejectionOf(answered.api.get('/x'))).toMatchObject({ kind: 'http', trace: 'tr-server' });
  });

  it('writes under /usr/v2 carry an Idempotency-Key; GETs and the token endpoint do not', async () => {
    expect(isIdempotentWrite({ method: 'POST', path: '/usr/v2/registrations' })).toBe(true);
    expect(isIdempotentWrite({ method: 'DELETE', path: '/usr/v2/registrations/r1/addresses/a1' })).toBe(true);
    expect(isIdempotentWrite({ method: 'GET', path: '/usr/v2/users/me' })).toBe(false);
    expect(isIdempotentWrite({ method: 'POST', path: '/sec/v2/oauth/token', base: 'security' })).toBe(false);
    expect(isIdempotentWrite({ method: 'POST', path: '/usr/v2x/other' })).toBe(false);

    const { api, calls } = setupWithIds(() => jsonResponse(200, {}));
    await api.get('/usr/v2/users/me');
    await api.post('/usr/v2/registrations/r1/addresses', { a: 1 });
    expect(calls[0]!.headers[IDEMPOTENCY_HEADER]).toBeUndefined();
    expect(calls[1]!.headers[IDEMPOTENCY_HEADER]).toMatch(/^id-\d+$/);
  });

  it('the same write repeated after no definite answer (time-out, network, 5xx) reuses its key; after 2xx/4xx a new key', async () => {
    vi.useFakeTimers();
    const outcomes: Array<'hang' | 'network' | number> = ['hang', 'network', 503, 500, 200, 422, 201];
    const { api, calls } = setupWithIds(
      (call, index) => {
        const outcome = outcomes[index]!;
        if (outcome === 'hang') return hangUntilAborted(call, index);
        if (outcome === 'network') throw new TypeError('Failed to fetch');
        return jsonResponse(outcome, {});
      },
      { timeoutMs: 1_000 },
    );
    const write = () => api.post('/usr/v2/registrations/r1/addresses', { street: 'Via Roma' }).catch(() => 'failed');
    const first = write();
    await vi.advanceTimersByTimeAsync(1_000);
    await first;
    for (let i = 1; i < outcomes.length; i += 1) await write();
    const keys = calls.map((c) => c.headers[IDEMPOTENCY_HEADER]);
    // hang, network, 503, 500 and the 200 that finally answered share one key; the 422 (a new operation) has
    // its own and, being definite, the next call gets another.
    expect(new Set(keys.slice(0, 5)).size).toBe(1);
    expect(keys[5]).not.toBe(keys[4]);
    expect(keys[6]).not.toBe(keys[5]);
    // Request ids are never reused.
    expect(new Set(calls.map((c) => c.headers[REQUEST_ID_HEADER])).size).toBe(calls.length);
  });

  it('a different body, path or method is a different operation with its own key', async () => {
    const { api, calls } = setupWithIds(() => jsonResponse(503, {}));
    await rejectionOf(api.post('/usr/v2/registrations/r1/addresses', { street: 'Via Roma' }));
    await rejectionOf(api.post('/usr/v2/registrations/r1/addresses', { street: 'Via Milano' }));
    await rejectionOf(api.post('/usr/v2/registrations/r2/addresses', { street: 'Via Roma' }));
    await rejectionOf(api.request({ method: 'PUT', path: '/usr/v2/registrations/r1/addresses', body: { street: 'Via Roma' } }));
    await rejectionOf(api.post('/usr/v2/registrations/r1/addresses', { street: 'Via Roma' }));
    const keys = calls.map((c) => c.headers[IDEMPOTENCY_HEADER]);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBe(keys[0]);
  });

  it('§4 Session the 401 retry of a write sends the same key (the refused attempt was not processed)', async () => {
    const { api, calls } = setupWithIds(expiringApi);
    await api.post('/usr/v2/registrations/r1/terms', { accepted: true });
    const writes = calls.filter((c) => !isRefresh(c));
    expect(writes).toHaveLength(2);
    expect(writes[0]!.headers[IDEMPOTENCY_HEADER]).toBe(writes[1]!.headers[IDEMPOTENCY_HEADER]);
    expect(writes[0]!.headers[REQUEST_ID_HEADER]).not.toBe(writes[1]!.headers[REQUEST_ID_HEADER]);
    expect(calls.find(isRefresh)!.headers[IDEMPOTENCY_HEADER]).toBeUndefined();
  });

  it('FormData fingerprints use entry names and file name/size/type/lastModified, never the bytes', () => {
    const form = (content: string, lastModified = 1) => {
      const data = new FormData();
      data.append('side', 'FRONT');
      data.append('file', new File([content], 'front.png', { type: 'image/png', lastModified }));
      return data;
    };
    const base = { method: 'POST' as const, path: '/usr/v2/registrations/r1/document-scans' };
    expect(requestFingerprint({ ...base, multipart: form('abc') })).toBe(requestFingerprint({ ...base, multipart: form('xyz') }));
    expect(requestFingerprint({ ...base, multipart: form('abc') })).not.toBe(requestFingerprint({ ...base, multipart: form('abcd') }));
    expect(requestFingerprint({ ...base, multipart: form('abc', 1) })).not.toBe(requestFingerprint({ ...base, multipart: form('abc', 2) }));
    // The body text itself is hashed, not kept.
    expect(requestFingerprint({ ...base, body: { fiscalCode: 'RSSMRA80A01H501U' } })).not.toContain('RSSMRA');
  });

  it('keeps at most `limit` pending keys, forgetting the oldest', () => {
    let n = 0;
    const keys = createIdempotencyKeys(2, () => `k${++n}`);
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    expect(keys.keyFor('a')).toBe('k1');
    keys.keyFor('c');
    expect(keys.size).toBe(2);
    expect(keys.keyFor('a')).toBe('k4');
    keys.settle('c');
    expect(keys.size).toBe(1);
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
