// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from '../../seed';
import { insertRegistration } from '../../repositories/registrations';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { api, json, setupSandbox } from '../../testing';
import { demoToken, newPerson, preRegister } from './fixtures';

describe('§7 Registrations: list and lookup', () => {
  it('GET registrations wraps my registrations HAL-style in _embedded', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/registrations', { token: await demoToken(app) });
    expect(res.status).toBe(200);
    const body = await json<{ _embedded: { registrations: Registration[] }; page: unknown }>(res);
    expect(body._embedded.registrations.map((r) => r.id)).toEqual([DEMO_REGISTRATION_ID]);
    expect(body.page).toMatchObject({ totalElements: 1 });
  });

  it('GET registrations/me returns registrations, lastRegistration, user and business', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/registrations/me', { token: await demoToken(app) });
    const body = await json<{ registrations: Registration[]; lastRegistration: Registration; user: { id: string }; business: unknown }>(res);
    expect(body.registrations).toHaveLength(1);
    expect(body.lastRegistration).toMatchObject({
      id: DEMO_REGISTRATION_ID,
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      status: 'CONSUMER_PREREGISTERED',
      closed: false,
      currentStep: 1,
      phoneNumberStatus: 'CERTIFIED',
      user: { id: DEMO_USER_ID, status: 'PENDING' },
      business: null,
      infocertSignRunning: false,
      prepaidCardResource: null,
    });
    expect(body.user.id).toBe(DEMO_USER_ID);
    expect(body.business).toBeNull();
  });

  it('GET registrations/{id} returns { registration, user, business } for my own id', async () => {
    const { app } = setupSandbox();
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token: await demoToken(app) });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ registration: { id: DEMO_REGISTRATION_ID }, user: { id: DEMO_USER_ID }, business: null });
  });

  it("answers someone else's or an unknown registration with 404 NOT_FOUND", async () => {
    const { app } = setupSandbox();
    const other = await json<{ access_token: string }>(await preRegister(app, newPerson));
    for (const id of [DEMO_REGISTRATION_ID, 'no-such-id']) {
      const res = await api(app, `/registrations/${id}`, { token: other.access_token });
      expect(res.status).toBe(404);
      expect((await json<ErrorJson>(res)).context.code).toBe('NOT_FOUND');
    }
    const update = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token: other.access_token,
      method: 'POST',
      body: { data: { x: 1 } },
    });
    expect(update.status).toBe(404);
  });
});

describe('§8 Load-registration error: legacy registrations are never served', () => {
  const legacy = (db: ReturnType<typeof setupSandbox>['db'], userId: string) =>
    insertRegistration(db.sql, {
      userId,
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      status: 'CONSUMER_IN_PROGRESS',
      phoneNumberStatus: 'CERTIFIED',
      currentStep: 3,
      legacy: true,
    });

  it('§8 Load-registration error: legacy-only user gets "Cannot find any NON legacy registration…" (404 USR_REG_0404)', async () => {
    const { app, db } = setupSandbox();
    const { access_token: token, registration } = await json<{ access_token: string; registration: Registration }>(
      await preRegister(app, newPerson),
    );
    const userId = registration.user.id;
    db.sql.prepare('UPDATE registrations SET legacy = 1 WHERE user_id = ?').run(userId);
    legacy(db, userId);

    const res = await api(app, '/registrations/me', { token });
    expect(res.status).toBe(404);
    const body = await json<ErrorJson>(res);
    expect(body).toEqual({
      trace: expect.stringMatching(/^tr-[0-9a-f]{16}$/) as unknown,
      context: { code: 'USR_REG_0404', message: `Cannot find any NON legacy registration for user with id ${userId}` },
    });
    expect(res.headers.get('tnb-trace')).toBe(body.trace);
    expect(body.context.message.startsWith('Cannot find any NON legacy registration for user with id')).toBe(true);
  });

  it('GET registrations of a legacy-only user is an empty list, and a legacy id is a plain 404 NOT_FOUND', async () => {
    const { app, db } = setupSandbox();
    const { access_token: token, registration } = await json<{ access_token: string; registration: Registration }>(
      await preRegister(app, newPerson),
    );
    db.sql.prepare('UPDATE registrations SET legacy = 1 WHERE id = ?').run(registration.id);

    const list = await api(app, '/registrations', { token });
    expect(list.status).toBe(200);
    expect(await json(list)).toMatchObject({ _embedded: { registrations: [] }, page: { totalElements: 0 } });

    for (const path of [`/registrations/${registration.id}`]) {
      const res = await api(app, path, { token });
      expect(res.status).toBe(404);
      expect((await json<ErrorJson>(res)).context.code).toBe('NOT_FOUND');
    }
    const update = await api(app, `/registrations/${registration.id}/update`, { token, method: 'POST', body: { currentStep: 2 } });
    expect(update.status).toBe(404);
  });

  it('legacy rows are hidden next to non-legacy ones: registrations/me serves only the non-legacy one', async () => {
    const { app, db } = setupSandbox();
    legacy(db, DEMO_USER_ID); // created after the demo registration: would otherwise be the latest
    const token = await demoToken(app);
    const res = await api(app, '/registrations/me', { token });
    expect(res.status).toBe(200);
    const body = await json<{ registrations: Registration[]; lastRegistration: Registration }>(res);
    expect(body.registrations.map((r) => r.id)).toEqual([DEMO_REGISTRATION_ID]);
    expect(body.lastRegistration.id).toBe(DEMO_REGISTRATION_ID);
    expect(body.lastRegistration).not.toHaveProperty('legacy');
  });

  it('a user with no registration at all gets an empty answer, not the legacy error', async () => {
    const { app, db } = setupSandbox();
    db.sql.prepare('DELETE FROM registrations WHERE user_id = ?').run(DEMO_USER_ID);
    const res = await api(app, '/registrations/me', { token: await demoToken(app) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ registrations: [], lastRegistration: null, user: { id: DEMO_USER_ID }, business: null });
  });
});
