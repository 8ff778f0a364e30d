// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_PATH } from './constants';
import { DEMO_USER_ID } from './seed';
import type { ErrorJson } from './testing';
import { api, decodePayload, json, login, setupSandbox, tokenRequest } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

interface OAuthError {
  error: string;
  error_description: string;
  trace: string;
}

describe('§7 Authentication: password grant', () => {
  it('issues a JWT-shaped bearer pair for the right phone and access code', async () => {
    const { app } = setupSandbox();
    const res = await tokenRequest(app, {
      grant_type: 'password',
      username: '+393330000000',
      password: '13579',
      clientId: 'webapp',
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 15 * 60 });
    const access = decodePayload(body.access_token as string);
    expect(access).toMatchObject({ sub: DEMO_USER_ID, user_id: DEMO_USER_ID, client_id: 'webapp', typ: 'access' });
    expect(access.exp).toBe(Math.floor(Date.now() / 1000) + 15 * 60);
    expect(decodePayload(body.refresh_token as string)).toMatchObject({ typ: 'refresh', client_id: 'webapp' });
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('accepts client_id as well as clientId, and the "web" client', async () => {
    const { app } = setupSandbox();
    const res = await tokenRequest(app, {
      grant_type: 'password',
      username: '+393330000000',
      password: '13579',
      client_id: 'web',
    });
    expect(res.status).toBe(200);
    expect(decodePayload((await json(res)).access_token as string).client_id).toBe('web');
  });

  it('reads an unencoded "+" (decoded as a space by form encoding) back as the +39 prefix', async () => {
    const { app } = setupSandbox();
    const res = await app.request(TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=+393330000000&password=13579&clientId=webapp',
    });
    expect(res.status).toBe(200);
  });

  it('§8 answers a wrong access code or unknown phone with 400 invalid_grant', async () => {
    const { app } = setupSandbox();
    for (const [username, password] of [
      ['+393330000000', '24680'],
      ['+393339999999', '13579'],
    ] as const) {
      const res = await tokenRequest(app, { grant_type: 'password', username, password, clientId: 'webapp' });
      expect(res.status).toBe(400);
      const body = await json<OAuthError>(res);
      expect(body.error).toBe('invalid_grant');
      expect(body.trace).toMatch(/^tr-/);
      expect(res.headers.get('tnb-trace')).toBe(body.trace);
    }
  });

  it('refuses malformed requests with OAuth errors, never a crash', async () => {
    const { app } = setupSandbox();
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'password', username: '+393330000000', clientId: 'webapp' }, 'invalid_request'],
      [{ grant_type: 'password', username: '+393330000000', password: '13579' }, 'invalid_request'],
      [{ grant_type: 'password', username: '+393330000000', password: '13579', clientId: 'other' }, 'invalid_client'],
      [{ grant_type: 'client_credentials', clientId: 'webapp' }, 'unsupported_grant_type'],
      [{}, 'invalid_request'],
    ];
    for (const [fields, error] of cases) {
      const res = await tokenRequest(app, fields);
      expect(res.status).toBe(400);
      expect((await json<OAuthError>(res)).error).toBe(error);
    }
  });
});

describe('§4 Session: refresh grant', () => {
  it('swaps a valid refresh token for a new pair that works', async () => {
    const { app } = setupSandbox();
    const first = await login(app);
    const res = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'webapp' });
    expect(res.status).toBe(200);
    const second = await json(res);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await api(app, '/users/me', { token: second.access_token as string })).status).toBe(200);
  });

  it('revokes the used refresh token (a second use is invalid_grant)', async () => {
    const { app } = setupSandbox();
    const { refresh_token } = await login(app);
    const fields = { grant_type: 'refresh_token', refresh_token, client_id: 'webapp' };
    expect((await tokenRequest(app, fields)).status).toBe(200);
    const again = await tokenRequest(app, fields);
    expect(again.status).toBe(400);
    expect((await json<OAuthError>(again)).error).toBe('invalid_grant');
  });

  it('refuses an expired refresh token (24 h)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = setupSandbox();
    const { refresh_token } = await login(app);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    const res = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token, client_id: 'webapp' });
    expect(res.status).toBe(400);
    expect((await json<OAuthError>(res)).error).toBe('invalid_grant');
  });

  it('§6 refuses a refresh from another client than the token was issued to', async () => {
    const { app } = setupSandbox();
    const { refresh_token } = await login(app, { clientId: 'webapp' });
    const res = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token, client_id: 'web' });
    expect(res.status).toBe(400);
  });

  it('refuses an access token used as a refresh token, and garbage', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    for (const token of [access_token, 'not-a-token']) {
      const res = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: token, client_id: 'webapp' });
      expect((await json<OAuthError>(res)).error).toBe('invalid_grant');
    }
  });
});

describe('§4 Session: 401 on authenticated routes', () => {
  const expect401 = async (res: Response) => {
    expect(res.status).toBe(401);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('UNAUTHORIZED');
    expect(res.headers.get('tnb-trace')).toBe(body.trace);
  };

  it('without a token, with an unknown one, or with a refresh token as bearer', async () => {
    const { app } = setupSandbox();
    const { refresh_token } = await login(app);
    await expect401(await api(app, '/users/me'));
    await expect401(await api(app, '/users/me', { token: 'abc.def.ghi' }));
    await expect401(await api(app, '/users/me', { token: refresh_token }));
    await expect401(await api(app, '/registrations/me'));
    await expect401(await api(app, '/registrations/me/update', { method: 'POST', body: {} }));
  });

  it('once the access token is 15 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 - 1000);
    expect((await api(app, '/users/me', { token: access_token })).status).toBe(200);
    vi.setSystemTime(Date.now() + 1000);
    await expect401(await api(app, '/users/me', { token: access_token }));
  });

  it('honours custom token lifetimes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = setupSandbox({ tokenTtl: { accessSeconds: 10, refreshSeconds: 20 } });
    const { access_token, expires_in } = await login(app);
    expect(expires_in).toBe(10);
    vi.setSystemTime(Date.now() + 10_000);
    await expect401(await api(app, '/users/me', { token: access_token }));
  });
});

describe('POST /__sandbox/expire-tokens', () => {
  it('expires every access token but keeps refresh tokens usable by default', async () => {
    const { app } = setupSandbox();
    const a = await login(app);
    const b = await login(app, { clientId: 'web' });
    const res = await app.request('/__sandbox/expire-tokens', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, expired: 2 });
    expect((await api(app, '/users/me', { token: a.access_token })).status).toBe(401);
    expect((await api(app, '/users/me', { token: b.access_token })).status).toBe(401);
    const refreshed = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: 'webapp' });
    expect(refreshed.status).toBe(200);
    expect((await api(app, '/users/me', { token: (await json(refreshed)).access_token as string })).status).toBe(200);
  });

  it('with refresh: true also expires refresh tokens, so the refresh fails', async () => {
    const { app } = setupSandbox();
    const { access_token, refresh_token } = await login(app);
    const res = await app.request('/__sandbox/expire-tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: true }),
    });
    expect(await res.json()).toEqual({ ok: true, expired: 2 });
    expect((await api(app, '/users/me', { token: access_token })).status).toBe(401);
    const refreshed = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token, client_id: 'webapp' });
    expect((await json<OAuthError>(refreshed)).error).toBe('invalid_grant');
  });

  it('rejects a bad body with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    const res = await app.request('/__sandbox/expire-tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: 'yes' }),
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
  });
});
