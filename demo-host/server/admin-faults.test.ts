// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_PATH, USR_PREFIX } from './constants';
import { MAINTENANCE_CODE } from './errors';
import { ACTIVATE_PREMIUM_FAULT_PATH, FAULT_PRESETS, UPDATE_PROGRESS_FAULT_PATH } from './fault-presets';
import { faultPathMatches, faultSchema } from './faults';
import { DEMO_PHONE, DEMO_REGISTRATION_ID } from './seed';
import type { ErrorJson } from './testing';
import { adminDelete, adminGet, adminPost, api, json, listFaultsOf, login, setupSandbox, tokenRequest } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('faults with code and message, * segments, DELETE one', () => {
  it('builds the standard body from code and message on /api, with the tnb-trace header', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await adminPost(app, '/faults', { path: `${USR_PREFIX}/users/me`, status: 422, code: 'USR_X', message: 'Messaggio' });
    expect(await listFaultsOf(app)).toEqual([expect.objectContaining({ code: 'USR_X', message: 'Messaggio', status: 422 })]);
    const res = await api(app, '/users/me', { token });
    expect(res.status).toBe(422);
    const body = await json<ErrorJson>(res);
    expect(body).toEqual({ trace: expect.stringMatching(/^tr-[0-9a-f]{16}$/) as unknown, context: { code: 'USR_X', message: 'Messaggio' } });
    expect(res.headers.get('tnb-trace')).toBe(body.trace);
  });

  it('builds the OAuth body on /sec; a missing code or message takes the default', async () => {
    const { app } = setupSandbox();
    await adminPost(app, '/faults', { path: TOKEN_PATH, status: 400, code: 'invalid_grant', message: 'Bad credentials' });
    const res = await tokenRequest(app, { grant_type: 'password', username: DEMO_PHONE, password: '13579', clientId: 'web' });
    expect(res.status).toBe(400);
    const body = await json<{ error: string; error_description: string; trace: string }>(res);
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials', trace: expect.stringMatching(/^tr-/) as unknown });
    expect(res.headers.get('tnb-trace')).toBe(body.trace);

    await adminPost(app, '/faults', { path: `${USR_PREFIX}/users/me`, status: 500, message: 'Solo messaggio' });
    const onlyMessage = await json<ErrorJson>(await app.request(`${USR_PREFIX}/users/me`));
    expect(onlyMessage.context).toEqual({ code: 'SANDBOX_FAULT', message: 'Solo messaggio' });
    // Empty strings (form fields left blank) count as not given.
    await adminPost(app, '/faults', { path: `${USR_PREFIX}/users/me`, status: 500, code: '', message: '' });
    expect((await json<ErrorJson>(await app.request(`${USR_PREFIX}/users/me`))).context.code).toBe('SANDBOX_FAULT');
  });

  it('matches a * segment in the middle of the path: one segment, any value', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await adminPost(app, '/faults', { method: 'POST', path: UPDATE_PROGRESS_FAULT_PATH, status: 500 });
    expect((await api(app, '/registrations/me/update', { token, method: 'POST', body: {} })).status).toBe(200);
    const hit = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`, {
      token,
      method: 'POST',
      body: { flow: 'CONSUMER', step: 1 },
    });
    expect(hit.status).toBe(500);
  });

  it('faultPathMatches: * segments match exactly one segment; a final * stays a prefix', () => {
    const pattern = '/api/usr/v2/registrations/*/update-registration-progress';
    expect(faultPathMatches(pattern, '/api/usr/v2/registrations/reg-p02/update-registration-progress')).toBe(true);
    expect(faultPathMatches(pattern, '/api/usr/v2/registrations/me/update-registration-progress')).toBe(true);
    expect(faultPathMatches(pattern, '/api/usr/v2/registrations//update-registration-progress')).toBe(false);
    expect(faultPathMatches(pattern, '/api/usr/v2/registrations/a/b/update-registration-progress')).toBe(false);
    expect(faultPathMatches(pattern, '/api/usr/v2/registrations/a/update-registration-progress/x')).toBe(false);
    expect(faultPathMatches('/api/usr/v2/registrations/*', '/api/usr/v2/registrations/a/b')).toBe(true);
    expect(faultPathMatches('/api/usr/v2/registrations/*', '/api/usr/v2/registrations')).toBe(false);
    expect(faultPathMatches('/api/*/v2/*', '/api/usr/v2/users/me')).toBe(true);
    expect(faultPathMatches('/api/usr/v2/users.me', '/api/usr/v2/usersXme')).toBe(false);
  });

  it('rejects code or message without status or with a body, and * inside a segment', async () => {
    const { app } = setupSandbox();
    for (const fault of [
      { path: '/api/x', code: 'X' },
      { path: '/api/x', message: 'm', delayMs: 10 },
      { path: '/api/x', status: 500, body: {}, code: 'X' },
      { path: '/api/a*b/x', status: 500 },
      { path: '/api/*x/y', status: 500 },
      { path: '/*/api', status: 500 },
    ]) {
      const res = await adminPost(app, '/faults', fault);
      expect(res.status, JSON.stringify(fault)).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
    }
    expect((await adminPost(app, '/faults', { path: '/api/*/x*', status: 500 })).status).toBe(200);
  });

  it('DELETE /faults/:id drops that fault only; an unknown id is 404', async () => {
    const { app } = setupSandbox();
    await adminPost(app, '/faults', { path: '/api/a', status: 500 });
    await adminPost(app, '/faults', { path: '/api/b', status: 500 });
    const [first, second] = await listFaultsOf(app);
    expect((await adminDelete(app, `/faults/${first?.id}`)).status).toBe(200);
    expect((await listFaultsOf(app)).map((f) => f.id)).toEqual([second?.id]);
    for (const id of [String(first?.id), 'abc', '99999']) {
      const res = await adminDelete(app, `/faults/${id}`);
      expect(res.status).toBe(404);
      expect((await json<ErrorJson>(res)).context.code).toBe('NOT_FOUND');
    }
    expect(await listFaultsOf(app)).toHaveLength(1);
  });
});

describe('fault presets', () => {
  it('GET /__sandbox/fault-presets serves FAULT_PRESETS', async () => {
    const { app } = setupSandbox();
    expect(await json(await adminGet(app, '/fault-presets'))).toEqual({ presets: JSON.parse(JSON.stringify(FAULT_PRESETS)) });
  });

  it('every preset parses with the fault schema and has a unique id, a label and a description', () => {
    for (const preset of FAULT_PRESETS) {
      expect(faultSchema.safeParse(preset.fault).success, preset.id).toBe(true);
      expect(preset.label.length).toBeGreaterThan(0);
      expect(preset.description.length).toBeGreaterThan(0);
    }
    expect(new Set(FAULT_PRESETS.map((p) => p.id)).size).toBe(FAULT_PRESETS.length);
    expect(FAULT_PRESETS.map((p) => p.id)).toEqual([
      'step-rejected',
      'login-invalid-grant',
      'premium-already-active',
      'api-500',
      'api-503',
      'api-slow',
    ]);
  });

  const preset = (id: string) => {
    const found = FAULT_PRESETS.find((p) => p.id === id);
    if (!found) throw new Error(`no preset ${id}`);
    return found;
  };

  it('USR_REG_6003 answers the real update-registration-progress call', async () => {
    const { app } = setupSandbox();
    const { fault } = preset('step-rejected');
    const realPath = `${USR_PREFIX}/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`;
    expect(faultPathMatches(fault.path, realPath)).toBe(true);
    const { access_token: token } = await login(app);
    expect((await adminPost(app, '/faults', fault)).status).toBe(200);
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`, {
      token,
      method: 'POST',
      body: { flow: 'CONSUMER', step: 2 },
    });
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_REG_6003');
  });

  it('invalid_grant answers the next login in the OAuth shape', async () => {
    const { app } = setupSandbox();
    expect((await adminPost(app, '/faults', preset('login-invalid-grant').fault)).status).toBe(200);
    const res = await tokenRequest(app, { grant_type: 'password', username: DEMO_PHONE, password: '13579', clientId: 'web' });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toBe('invalid_grant');
    await expect(login(app)).resolves.toBeDefined();
  });

  it('USR_USR_0731 answers the premium activation path of spec §7', async () => {
    const { app } = setupSandbox();
    const { fault } = preset('premium-already-active');
    expect(fault.path).toBe(ACTIVATE_PREMIUM_FAULT_PATH);
    const { access_token: token } = await login(app);
    await adminPost(app, '/faults', fault);
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/activate-premium`, { token, method: 'POST' });
    expect((await json<ErrorJson>(res)).context).toEqual({
      code: 'USR_USR_0731',
      message: "L'abbonamento Premium è stato già attivato correttamente",
    });
  });

  it('500, 503 (not the maintenance code) and the slow answer apply to the next /api call', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    for (const [id, status] of [
      ['api-500', 500],
      ['api-503', 503],
    ] as const) {
      await adminPost(app, '/faults', preset(id).fault);
      const res = await api(app, '/users/me', { token });
      expect(res.status).toBe(status);
      expect((await json<ErrorJson>(res)).context.code).not.toBe(MAINTENANCE_CODE);
      expect((await api(app, '/users/me', { token })).status).toBe(200);
    }
    const slow = preset('api-slow').fault;
    expect(slow).toEqual({ path: '/api/*', delayMs: 8000 });
    await adminPost(app, '/faults', slow);
    vi.useFakeTimers();
    let settled = false;
    const pending = api(app, '/users/me', { token }).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });
});

