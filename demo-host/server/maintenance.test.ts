// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { MAINTENANCE_RETRY_AFTER_SECONDS, TOKEN_PATH } from './constants';
import { openSandboxDb } from './db';
import { MAINTENANCE_CODE, MAINTENANCE_MESSAGE } from './errors';
import type { ErrorJson } from './testing';
import { api, json, login, setupSandbox, tokenRequest } from './testing';

type App = ReturnType<typeof setupSandbox>['app'];

function switchMaintenance(app: App, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request('/__sandbox/maintenance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function maintenanceState(app: App): Promise<unknown> {
  return json(await app.request('/__sandbox/maintenance'));
}

/** Checks the maintenance answer: 503, the standard error body with SYS_MAINTENANCE, the headers. */
async function expectMaintenance(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
  expect(res.headers.get('Retry-After')).toBe('600');
  const body = await json<ErrorJson>(res);
  expect(body).toEqual({
    trace: expect.stringMatching(/^tr-[0-9a-f]{16}$/) as unknown,
    context: { code: MAINTENANCE_CODE, message: MAINTENANCE_MESSAGE, errors: [] },
  });
  expect(body.context).toEqual({ code: 'SYS_MAINTENANCE', message: 'Servizio in manutenzione', errors: [] });
  expect(res.headers.get('tnb-trace')).toBe(body.trace);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

describe('spec §2 maintenance: every API call answers 503 SYS_MAINTENANCE while the switch is on', () => {
  it('is off by default; GET reports the switch', async () => {
    const { app } = setupSandbox();
    expect(await maintenanceState(app)).toEqual({ on: false });
  });

  it('switched on: an /api call and a /sec token call get the 503 body; /__sandbox still works', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const on = await switchMaintenance(app, { on: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ ok: true, on: true });
    expect(await maintenanceState(app)).toEqual({ on: true });

    await expectMaintenance(await api(app, '/users/me', { token }));
    await expectMaintenance(await api(app, '/registrations/check-mgm/AMICO2026'));
    await expectMaintenance(await tokenRequest(app, { grant_type: 'password', username: '+393330000000', password: '13579', clientId: 'webapp' }));
    await expectMaintenance(await app.request('/api/usr/v2/nothing-here'));

    // The admin surface is not affected.
    expect((await app.request('/__sandbox/outbox')).status).toBe(200);
    expect((await app.request('/__sandbox/faults')).status).toBe(200);
  });

  it('the 503s are in the request log', async () => {
    const { app } = setupSandbox();
    await switchMaintenance(app, { on: true });
    await api(app, '/users/me');
    await tokenRequest(app, { grant_type: 'password' });
    const { requests } = await json<{ requests: { method: string; path: string; status: number }[] }>(
      await app.request('/__sandbox/requests'),
    );
    expect(requests.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/api/usr/v2/users/me', status: 503 },
      { method: 'POST', path: TOKEN_PATH, status: 503 },
    ]);
  });

  it('runs before faults: a pending fault is not used up while maintenance is on', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/usr/v2/users/me', status: 500 }),
    });
    await switchMaintenance(app, { on: true });
    await expectMaintenance(await api(app, '/users/me', { token }));
    await switchMaintenance(app, { on: false });
    expect((await api(app, '/users/me', { token })).status).toBe(500);
  });

  it('switched off: calls answer normally again', async () => {
    const { app } = setupSandbox();
    await switchMaintenance(app, { on: true });
    const off = await switchMaintenance(app, { on: false });
    expect(await off.json()).toEqual({ ok: true, on: false });
    expect(await maintenanceState(app)).toEqual({ on: false });
    const { access_token: token } = await login(app);
    expect((await api(app, '/users/me', { token })).status).toBe(200);
  });

  it('POST /__sandbox/reset turns it off', async () => {
    const { app } = setupSandbox();
    await switchMaintenance(app, { on: true });
    expect((await app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect(await maintenanceState(app)).toEqual({ on: false });
    await expect(login(app)).resolves.toBeDefined();
  });

  it('rejects a missing or invalid body with 400 BAD_REQUEST and leaves the switch as it was', async () => {
    const { app } = setupSandbox();
    for (const body of ['', '{"on":', {}, { on: 'yes' }, { on: 1 }, [true]]) {
      const res = await switchMaintenance(app, body);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
    }
    expect(await maintenanceState(app)).toEqual({ on: false });
  });

  it('survives a restart (reopening the database file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-maintenance-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'sandbox.sqlite');
    const first = openSandboxDb(path);
    await switchMaintenance(createSandboxApp({ db: first }), { on: true });
    first.close();

    const second = openSandboxDb(path);
    cleanups.push(() => second.close());
    const app = createSandboxApp({ db: second });
    expect(await maintenanceState(app)).toEqual({ on: true });
    await expectMaintenance(await api(app, '/users/me'));
  });
});
