// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PREFIX, ADMIN_SESSION_CLIENT_ID, adminPhone } from './admin';
import { TOKEN_PATH } from './constants';
import { setMaintenance } from './maintenance';
import { DEMO_PHONE, DEMO_REGISTRATION_ID, DEMO_USER_ID, PERSONAS, SEED_PERSONAS } from './seed';
import { findRegistration } from './repositories/registrations';
import type { RegistrationSummary } from './repositories/registrations';
import type { ErrorJson } from './testing';
import { adminGet, adminPost, api, decodePayload, json, listFaultsOf, login, setupSandbox, tokenRequest } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

/** The served (not legacy) registrations the seed creates. */
const SEEDED_REGISTRATION_IDS = SEED_PERSONAS.flatMap((p) => p.registrations.filter((r) => !r.legacy).map((r) => r.id));

describe('GET /__sandbox/personas', () => {
  it('lists PERSONAS (the README table) with user and registration ids, the demo persona first', async () => {
    const { app } = setupSandbox();
    const res = await adminGet(app, '/personas');
    expect(res.status).toBe(200);
    const { personas } = await json<{ personas: typeof PERSONAS }>(res);
    expect(personas).toEqual(PERSONAS);
    expect(personas.map((p) => `+39${p.phone}`)).toEqual(SEED_PERSONAS.map((p) => p.user.phoneNumber));
    expect(personas[0]).toEqual(
      expect.objectContaining({ phone: DEMO_PHONE.slice(3), userId: DEMO_USER_ID, registrationId: DEMO_REGISTRATION_ID }),
    );
    // No registration (p07) or only a legacy one (p08): no registrationId.
    expect(personas.filter((p) => p.registrationId === undefined).map((p) => p.userId)).toEqual(['usr-p07', 'usr-p08', 'usr-p21']);
  });

  it("gives registration ids the admin view serves, each the persona user's", async () => {
    const { app } = setupSandbox();
    for (const p of PERSONAS) {
      if (p.registrationId === undefined) continue;
      const res = await adminGet(app, `/registrations/${p.registrationId}`);
      expect(res.status).toBe(200);
      expect((await json<{ user: { id: string } }>(res)).user.id).toBe(p.userId);
    }
  });
});

describe('POST /__sandbox/sessions', () => {
  it('issues a working token pair for the phone (digits or +39), client web', async () => {
    const { app } = setupSandbox();
    for (const [phone, userId] of [
      ['3330000000', DEMO_USER_ID],
      ['+393331000003', 'usr-p03'],
      ['333 100 0002', 'usr-p02'],
    ] as const) {
      const res = await adminPost(app, '/sessions', { phone });
      expect(res.status).toBe(200);
      const pair = await json<{ access_token: string; refresh_token: string; userId: string }>(res);
      expect(pair.userId).toBe(userId);
      expect(decodePayload(pair.access_token)).toMatchObject({ sub: userId, client_id: ADMIN_SESSION_CLIENT_ID });
      const me = await api(app, '/users/me', { token: pair.access_token });
      expect(me.status).toBe(200);
      expect((await json<{ id: string }>(me)).id).toBe(userId);
      // The refresh token works with the token endpoint, for the web client.
      const refreshed = await tokenRequest(app, {
        grant_type: 'refresh_token',
        refresh_token: pair.refresh_token,
        client_id: ADMIN_SESSION_CLIENT_ID,
      });
      expect(refreshed.status).toBe(200);
    }
  });

  it('is not affected by maintenance or token-endpoint faults, and is not in the request log', async () => {
    const { app, db } = setupSandbox();
    await app.request('/__sandbox/requests', { method: 'DELETE' });
    expect((await adminPost(app, '/faults', { path: TOKEN_PATH, status: 500 })).status).toBe(200);
    setMaintenance(db.sql, true);
    expect((await adminPost(app, '/sessions', { phone: '3330000000' })).status).toBe(200);
    expect(await listFaultsOf(app)).toEqual([expect.objectContaining({ path: TOKEN_PATH, times: 1 })]);
    expect(await json(await adminGet(app, '/requests'))).toEqual({ requests: [] });
  });

  it('answers 404 NOT_FOUND for an unknown phone and 400 BAD_REQUEST without a phone', async () => {
    const { app } = setupSandbox();
    const unknown = await adminPost(app, '/sessions', { phone: '3999999999' });
    expect(unknown.status).toBe(404);
    const body = await json<ErrorJson>(unknown);
    expect(body.context.code).toBe('NOT_FOUND');
    expect(unknown.headers.get('tnb-trace')).toBe(body.trace);
    for (const bad of [undefined, {}, { phone: 3330000000 }, { phone: '' }]) {
      const res = await adminPost(app, '/sessions', bad);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
    }
  });

  it('adminPhone adds +39 to digits and reads an unencoded + back', () => {
    expect(adminPhone('3330000000')).toBe(DEMO_PHONE);
    expect(adminPhone('+393330000000')).toBe(DEMO_PHONE);
    expect(adminPhone(' 393330000000')).toBe(DEMO_PHONE);
    expect(adminPhone('333 000 0000')).toBe(DEMO_PHONE);
  });
});

describe('GET /__sandbox/registrations', () => {
  it('lists every served registration as a summary, newest first', async () => {
    const { app } = setupSandbox();
    const { registrations } = await json<{ registrations: RegistrationSummary[] }>(await adminGet(app, '/registrations'));
    expect(registrations.map((r) => r.id).sort()).toEqual([...SEEDED_REGISTRATION_IDS].sort());
    // Seeded at once: creation order decides, so the last seeded comes first.
    expect(registrations[0]?.id).toBe(SEEDED_REGISTRATION_IDS.at(-1));
    expect(registrations.find((r) => r.id === DEMO_REGISTRATION_ID)).toEqual({
      id: DEMO_REGISTRATION_ID,
      userId: DEMO_USER_ID,
      phone: DEMO_PHONE,
      userStatus: 'PENDING',
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      status: 'CONSUMER_PREREGISTERED',
      closed: false,
      currentStep: 1,
      phoneNumberStatus: 'CERTIFIED',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
  });

  it('puts the registration changed last first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = setupSandbox();
    vi.setSystemTime(Date.now() + 60_000);
    const { access_token: token } = await login(app);
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`, {
      token,
      method: 'POST',
      body: { flow: 'CONSUMER', step: 2 },
    });
    expect(res.status).toBe(200);
    const { registrations } = await json<{ registrations: RegistrationSummary[] }>(await adminGet(app, '/registrations'));
    expect(registrations[0]).toMatchObject({ id: DEMO_REGISTRATION_ID, currentStep: 2, status: 'CONSUMER_IN_PROGRESS' });
  });

  it('filters by the user phone (digits, +39, or an unencoded +)', async () => {
    const { app } = setupSandbox();
    for (const phone of ['3331000003', '%2B393331000003', '+393331000003']) {
      const { registrations } = await json<{ registrations: RegistrationSummary[] }>(
        await adminGet(app, `/registrations?phone=${phone}`),
      );
      expect(registrations.map((r) => r.id)).toEqual(['reg-p03']);
    }
    expect(await json(await adminGet(app, '/registrations?phone=3999999999'))).toEqual({ registrations: [] });
    // A legacy-only user lists nothing.
    expect(await json(await adminGet(app, '/registrations?phone=3331000008'))).toEqual({ registrations: [] });
  });

  it('GET /registrations/:id gives the full entity (with data) and the user; unknown or legacy is 404', async () => {
    const { app, db } = setupSandbox();
    const res = await adminGet(app, `/registrations/${DEMO_REGISTRATION_ID}`);
    expect(res.status).toBe(200);
    const body = await json<{ registration: unknown; user: unknown }>(res);
    expect(body.registration).toEqual(JSON.parse(JSON.stringify(findRegistration(db.sql, DEMO_REGISTRATION_ID))));
    expect(body.registration).toMatchObject({ data: { email: 'demo@example.it' } });
    expect(body.user).toEqual({ id: DEMO_USER_ID, phone: DEMO_PHONE, status: 'PENDING', email: 'demo@example.it' });
    for (const id of ['reg-nothing', 'reg-p08']) {
      const missing = await adminGet(app, `/registrations/${id}`);
      expect(missing.status).toBe(404);
      expect((await json<ErrorJson>(missing)).context.code).toBe('NOT_FOUND');
    }
  });

  it('is read-only', async () => {
    const { app } = setupSandbox();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await app.request(`${ADMIN_PREFIX}/registrations/${DEMO_REGISTRATION_ID}`, { method })).status).toBe(404);
      expect((await app.request(`${ADMIN_PREFIX}/registrations`, { method })).status).toBe(404);
    }
  });
});

