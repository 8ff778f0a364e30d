// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAcceptedOtp, SANDBOX_OTP_CODE, SANDBOX_REJECTED_OTP_CODE } from './constants';
import { DEMO_REGISTRATION_ID } from './seed';
import type { ErrorJson } from './testing';
import { api, json, login, setupSandbox } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

type App = ReturnType<typeof setupSandbox>['app'];

/** Pre-registers a new person with this phone and asks for the SMS code (pre-register itself sends none). */
async function registerAndSendSms(app: App, phoneNumber: string): Promise<Response> {
  const res = await api(app, '/registrations/pre-register', {
    method: 'POST',
    headers: { 'X-Recaptcha-Response-Token': 'ok' },
    body: {
      firstName: 'Anna',
      lastName: 'Neri',
      birthDate: '1970-01-01',
      email: `${phoneNumber}@example.it`,
      phoneNumber,
      accessCode: '24681',
      consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS'],
    },
  });
  const { access_token: token } = await json<{ access_token: string }>(res);
  return api(app, '/registrations/me/send-phone-number-otp', { token, method: 'POST' });
}

function addFault(app: App, fault: unknown) {
  return Promise.resolve(
    app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fault),
    }),
  );
}

describe('fault injection', () => {
  it('answers the next `times` matching calls with the status and the SANDBOX_FAULT body, then recovers', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    expect((await addFault(app, { path: '/api/usr/v2/users/me', status: 503, times: 2 })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await api(app, '/users/me', { token });
      expect(res.status).toBe(503);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('SANDBOX_FAULT');
      expect(res.headers.get('tnb-trace')).toBe(body.trace);
    }
    expect((await api(app, '/users/me', { token })).status).toBe(200);
    expect(await json(await app.request('/__sandbox/faults'))).toEqual({ faults: [] });
  });

  it('a 401 fault uses code UNAUTHORIZED; an explicit body is sent as given', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await addFault(app, { path: '/api/usr/v2/users/me', status: 401 });
    const unauthorized = await api(app, '/users/me', { token });
    expect(unauthorized.status).toBe(401);
    expect((await json<ErrorJson>(unauthorized)).context.code).toBe('UNAUTHORIZED');

    const custom = { trace: 'tr-x', context: { code: 'USR_REG_6003', message: 'rejected' } };
    await addFault(app, { method: 'post', path: '/api/usr/v2/registrations/*', status: 422, body: custom });
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, { token, method: 'POST', body: {} });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(custom);
  });

  it('matches a prefix ending in * and only the given method', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await addFault(app, { method: 'GET', path: '/api/usr/v2/registrations/*', status: 500, times: 3 });
    // Not matched: other method, and the bare list path (the prefix includes the trailing slash).
    expect((await api(app, '/registrations/me/update', { token, method: 'POST', body: {} })).status).toBe(200);
    expect((await api(app, '/registrations', { token })).status).toBe(200);
    expect((await api(app, '/users/me', { token })).status).toBe(200);
    // Matched.
    expect((await api(app, '/registrations/me', { token })).status).toBe(500);
    expect((await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token })).status).toBe(500);
    const pending = await json<{ faults: { times: number }[] }>(await app.request('/__sandbox/faults'));
    expect(pending.faults).toEqual([expect.objectContaining({ method: 'GET', times: 1 })]);
  });

  it('applies to the token endpoint too, and DELETE clears pending faults', async () => {
    const { app } = setupSandbox();
    await addFault(app, { path: '/sec/v2/oauth/token', status: 500, times: 5 });
    await expect(login(app)).rejects.toThrow(/500/);
    expect((await app.request('/__sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    await expect(login(app)).resolves.toBeDefined();
  });

  it('delays a call by delayMs without a status, then answers normally', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await addFault(app, { path: '/api/usr/v2/users/me', delayMs: 5000 });
    vi.useFakeTimers();
    let settled = false;
    const pending = api(app, '/users/me', { token }).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });

  it('rejects a bad fault body with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    for (const fault of [{ status: 500 }, { path: '/other', status: 500 }, { path: '/api/x', times: 0 }, { path: '/api/x', status: 42 }]) {
      const res = await addFault(app, fault);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
    }
  });
});

describe('simulated latency', () => {
  it('delays /api and /sec calls within the range but never /__sandbox', async () => {
    vi.useFakeTimers();
    const { app } = setupSandbox({ latency: { minMs: 300, maxMs: 300 } });
    let apiDone = false;
    const call = Promise.resolve(app.request('/api/usr/v2/users/me')).then((res) => {
      apiDone = true;
      return res;
    });
    const admin = await app.request('/__sandbox/faults');
    expect(admin.status).toBe(200);
    await vi.advanceTimersByTimeAsync(299);
    expect(apiDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).status).toBe(401);
  });
});

describe('request log', () => {
  it('lists /api and /sec calls (method, path without query, status), not admin calls; DELETE clears it', async () => {
    const { app } = setupSandbox();
    await app.request('/__sandbox/requests', { method: 'DELETE' });
    const { access_token: token } = await login(app);
    await api(app, '/users/me?documents=true', { token });
    await api(app, '/users/me');
    const { requests } = await json<{ requests: { method: string; path: string; status: number; at: string }[] }>(
      await app.request('/__sandbox/requests'),
    );
    expect(requests.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'POST', path: '/sec/v2/oauth/token', status: 200 },
      { method: 'GET', path: '/api/usr/v2/users/me', status: 200 },
      { method: 'GET', path: '/api/usr/v2/users/me', status: 401 },
    ]);
    expect(JSON.stringify(requests)).not.toContain(token);
    await app.request('/__sandbox/requests', { method: 'DELETE' });
    expect(await json(await app.request('/__sandbox/requests'))).toEqual({ requests: [] });
  });

  it('keeps only the last 500 calls', async () => {
    const { app } = setupSandbox();
    for (let i = 0; i < 505; i++) await app.request(`/api/nothing/${i}`);
    const { requests } = await json<{ requests: { path: string }[] }>(await app.request('/__sandbox/requests'));
    expect(requests).toHaveLength(500);
    expect(requests[0]?.path).toBe('/api/nothing/5');
  });

  it('writes log lines without tokens, codes or query strings', async () => {
    const lines: string[] = [];
    const { app } = setupSandbox({ log: (line) => lines.push(line) });
    const { access_token } = await login(app);
    await api(app, '/lookups/fiscal-code?fiscalCode=RSSMRA85T10A562S', { token: access_token });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^GET \/api\/usr\/v2\/lookups\/fiscal-code 200 \d+ms$/);
    expect(lines.join('\n')).not.toMatch(/13579|RSSMRA|Bearer|eyJ/);
  });
});

describe('reset, outbox and one-time codes', () => {
  it('reset wipes data, tokens, faults, outbox and request log and re-seeds', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`, {
      token,
      method: 'POST',
      body: { flow: 'CONSUMER', step: 5 },
    });
    expect((await registerAndSendSms(app, '3401112222')).status).toBe(200);
    expect(((await json(await app.request('/__sandbox/outbox'))).messages as unknown[]).length).toBe(1);
    await addFault(app, { path: '/api/x', status: 500 });

    const res = await app.request('/__sandbox/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    expect((await api(app, '/users/me', { token })).status).toBe(401);
    expect(await json(await app.request('/__sandbox/faults'))).toEqual({ faults: [] });
    expect(await json(await app.request('/__sandbox/outbox'))).toEqual({ messages: [] });
    expect(((await json(await app.request('/__sandbox/requests'))).requests as unknown[]).length).toBe(1);
    await expect(login(app, { username: '+393401112222', password: '24681' })).rejects.toThrow();
    const fresh = await login(app);
    const me = await json<{ lastRegistration: { currentStep: number } }>(
      await api(app, '/registrations/me', { token: fresh.access_token }),
    );
    expect(me.lastRegistration.currentStep).toBe(1);
  });

  it('the outbox lists messages newest last and filters by recipient', async () => {
    const { app } = setupSandbox();
    for (const phoneNumber of ['3401110001', '3401110002']) {
      expect((await registerAndSendSms(app, phoneNumber)).status).toBe(200);
    }
    const all = await json<{ messages: { to: string }[] }>(await app.request('/__sandbox/outbox'));
    expect(all.messages.map((m) => m.to)).toEqual(['+393401110001', '+393401110002']);
    // An unencoded "+" in the query arrives as a space; it is read back as "+".
    const one = await json<{ messages: { to: string }[] }>(await app.request('/__sandbox/outbox?to=+393401110002'));
    expect(one.messages.map((m) => m.to)).toEqual(['+393401110002']);
  });

  it('every code sent is 123456 and 000000 is always rejected', () => {
    expect(SANDBOX_OTP_CODE).toBe('123456');
    expect(SANDBOX_REJECTED_OTP_CODE).toBe('000000');
    expect(isAcceptedOtp('123456')).toBe(true);
    expect(isAcceptedOtp('000000')).toBe(false);
    expect(isAcceptedOtp('654321')).toBe(false);
  });
});

describe('errors never crash the server', () => {
  it('an unknown /api path is a 404 NOT_FOUND error body', async () => {
    const { app } = setupSandbox();
    const res = await app.request('/api/usr/v2/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('NOT_FOUND');
    expect(res.headers.get('tnb-trace')).toBe(body.trace);
  });

  it('an unexpected exception in a handler becomes a 500 INTERNAL_ERROR error body', async () => {
    const lines: string[] = [];
    const { app, db } = setupSandbox({ log: (line) => lines.push(line) });
    db.close(); // every query now throws
    const res = await app.request('/__sandbox/faults');
    expect(res.status).toBe(500);
    expect((await json<ErrorJson>(res)).context.code).toBe('INTERNAL_ERROR');
    expect(lines.join('\n')).toMatch(/unexpected error/);
  });
});
