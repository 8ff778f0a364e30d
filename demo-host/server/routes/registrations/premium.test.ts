// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACTIVATE_PREMIUM_FAULT_PATH, FAULT_PRESETS } from '../../fault-presets';
import { DEMO_REGISTRATION_ID } from '../../seed';
import { findRegistration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { adminGet, adminPost, api, json, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { demoToken } from './fixtures';

const activate = (app: App, token: string | undefined, id = DEMO_REGISTRATION_ID, body?: unknown) =>
  api(app, `/registrations/${id}/activate-premium`, { ...(token ? { token } : {}), method: 'POST', body });

async function servedFlag(app: App, token: string): Promise<boolean> {
  const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token });
  return (await json<{ registration: { premiumActivationRequested: boolean } }>(res)).registration.premiumActivationRequested;
}

describe('§7 Registrations: activate-premium', () => {
  it('§7 no payload: 200 { premiumActivationRequested: true }, served by GET registrations/{id} and stored', async () => {
    const { app, db } = setupSandbox();
    const t = await demoToken(app);
    expect(await servedFlag(app, t)).toBe(false);
    const res = await activate(app, t);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ premiumActivationRequested: true });
    expect(await servedFlag(app, t)).toBe(true);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.premiumActivationRequested).toBe(true);
    const admin = await json<{ registration: { premiumActivationRequested: boolean } }>(await adminGet(app, `/registrations/${DEMO_REGISTRATION_ID}`));
    expect(admin.registration.premiumActivationRequested).toBe(true);
  });

  it("§8 a second activation is 409 USR_USR_0731 'Premium already active' (also through 'me', body {})", async () => {
    const { app } = setupSandbox();
    const t = await demoToken(app);
    expect((await activate(app, t, 'me', {})).status).toBe(200);
    const res = await activate(app, t);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context).toEqual({ code: 'USR_USR_0731', message: 'Premium already active' });
    expect(await servedFlag(app, t)).toBe(true);
  });

  it("needs a token (401) and the caller's own registration (404)", async () => {
    const { app, db } = setupSandbox();
    expect((await activate(app, undefined)).status).toBe(401);
    expect((await activate(app, await demoToken(app), 'reg-p01')).status).toBe(404);
    expect(findRegistration(db.sql, 'reg-p01')?.premiumActivationRequested).toBe(false);
  });

  it('the console preset premium-already-active still answers USR_USR_0731 once, without activating', async () => {
    const { app } = setupSandbox();
    const t = await demoToken(app);
    const preset = FAULT_PRESETS.find((p) => p.id === 'premium-already-active');
    expect(preset?.fault.path).toBe(ACTIVATE_PREMIUM_FAULT_PATH);
    await adminPost(app, '/faults', preset?.fault);
    const res = await activate(app, t);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_USR_0731');
    expect(await servedFlag(app, t)).toBe(false);
    expect((await activate(app, t)).status).toBe(200);
  });
});
