// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCharacter } from './fiscalCode';
import { findMgmCode, isSafeAccessCode } from './routes/registrations';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID, SEED_PERSONAS } from './seed';
import { insertRegistration } from './store';
import type { Registration } from './store';
import type { ErrorJson } from './testing';
import { api, decodePayload, json, login, setupSandbox } from './testing';

const RECAPTCHA = { 'X-Recaptcha-Response-Token': 'ok' };

const newPerson = {
  firstName: "Lucia D'Amico",
  lastName: 'Verdi',
  birthDate: '1990-04-02',
  email: 'lucia.verdi@example.it',
  phoneNumber: '3471234567',
  accessCode: '24681',
  mgmCode: 'amico2026',
  consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'MARKETING'],
};

type App = ReturnType<typeof setupSandbox>['app'];

function preRegister(app: App, body: unknown, headers: Record<string, string> = RECAPTCHA) {
  return api(app, '/registrations/pre-register', { method: 'POST', body, headers });
}

async function demoToken(app: App): Promise<string> {
  return (await login(app)).access_token;
}

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

describe('§7 Registrations: pre-register', () => {
  it('creates a PENDING user and a CONSUMER registration and returns tokens; it sends no SMS', async () => {
    const { app } = setupSandbox();
    const res = await preRegister(app, newPerson);
    expect(res.status).toBe(200);
    const body = await json<{ registration: Registration; access_token: string; refresh_token: string }>(res);
    expect(body.registration).toMatchObject({
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      status: 'CONSUMER_PREREGISTERED',
      phoneNumberStatus: 'NOT_CERTIFIED',
      currentStep: 1,
      user: { status: 'PENDING' },
      data: {
        firstName: "Lucia D'Amico",
        email: 'lucia.verdi@example.it',
        mgmCode: 'AMICO2026',
        consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'MARKETING'],
      },
    });
    expect(body.registration.data).not.toHaveProperty('accessCode');
    expect(decodePayload(body.access_token)).toMatchObject({ user_id: body.registration.user.id, typ: 'access' });

    const me = await json<{ phoneNumber: string; context: { mgmCode: string; userBirthDate: string } }>(
      await api(app, '/users/me', { token: body.access_token }),
    );
    // The promo code is stored as the sandbox knows it (upper-case).
    expect(me).toMatchObject({ phoneNumber: '+393471234567', context: { mgmCode: 'AMICO2026', userBirthDate: '1990-04-02' } });

    // The SMS screen asks for the code (send-phone-number-otp); pre-register sends nothing.
    const outbox = await json<{ messages: unknown[] }>(await app.request('/__sandbox/outbox'));
    expect(outbox.messages).toEqual([]);

    // The chosen access code is the new login password.
    await expect(login(app, { username: '+393471234567', password: '24681' })).resolves.toBeDefined();
  });

  it('§5 age: flow MINOR for a person under 18 creates a MINOR_PREREGISTERED registration and marks the user minor', async () => {
    const { app } = setupSandbox();
    const year = new Date().getFullYear() - 10;
    const res = await preRegister(app, { ...newPerson, birthDate: `${year}-01-01`, flow: 'MINOR' });
    expect(res.status).toBe(200);
    const body = await json<{ access_token: string; registration: Registration }>(res);
    expect(body.registration).toMatchObject({ flow: 'MINOR', status: 'MINOR_PREREGISTERED', phoneNumberStatus: 'NOT_CERTIFIED' });
    const context = await json(await api(app, '/users/me/context', { token: body.access_token }));
    expect(context.minor).toBe(true);
  });

  it('requires the recaptcha header: missing or "fail" gives 400 RECAPTCHA_FAILED', async () => {
    const { app } = setupSandbox();
    for (const headers of [{}, { 'X-Recaptcha-Response-Token': 'fail' }] as Record<string, string>[]) {
      const res = await preRegister(app, newPerson, headers);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('RECAPTCHA_FAILED');
    }
  });

  it('answers a registered phone with 409 USR_REG_PHONE_EXISTS on phoneNumber', async () => {
    const { app } = setupSandbox();
    const res = await preRegister(app, { ...newPerson, phoneNumber: '3330000000' });
    expect(res.status).toBe(409);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_PHONE_EXISTS');
    expect(body.context.errors?.[0]?.field).toBe('phoneNumber');
  });

  it('answers a registered e-mail (any case) with 409 USR_REG_EMAIL_EXISTS and the Italian message', async () => {
    const { app } = setupSandbox();
    const res = await preRegister(app, { ...newPerson, email: 'DEMO@example.it' });
    expect(res.status).toBe(409);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_EMAIL_EXISTS');
    expect(body.context.errors).toEqual([{ field: 'email', message: "L'indirizzo email è già registrato" }]);
    // Nothing was created by the refused call.
    expect((await preRegister(app, { ...newPerson, email: 'other@example.it' })).status).toBe(200);
  });

  it('§5 rejects invalid fields with 400 BAD_REQUEST and the spec messages per field', async () => {
    const { app } = setupSandbox();
    const res = await preRegister(app, {
      ...newPerson,
      firstName: 'M',
      lastName: 'R0ssi',
      email: 'not-an-email',
      phoneNumber: '+393471234567',
      accessCode: '12a45',
      birthDate: undefined,
    });
    expect(res.status).toBe(400);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('BAD_REQUEST');
    const byField = Object.fromEntries((body.context.errors ?? []).map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      firstName: 'Il campo deve avere almeno 2 lettere.',
      lastName: "Il campo deve contenere solamente caratteri dell'alfabeto",
      email: "L'email inserita non è valida",
      phoneNumber: 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)',
      accessCode: 'Il campo deve contenere solo caratteri numerici.',
      birthDate: 'Il campo è obbligatorio',
    });
  });

  it('rejects malformed JSON and a non-object body with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    for (const body of ['{"firstName":', '[]']) {
      const res = await preRegister(app, body);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.code).toBe('BAD_REQUEST');
    }
  });
});

describe('§7 Registrations: update and update-registration-progress', () => {
  it('update merges data shallowly, applies whitelisted fields and ignores the rest', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token,
      method: 'POST',
      body: { data: { email: 'nuova@example.it', city: 'ROMA' }, mode: 'DOUBLEDOC', status: 'COMPLETED', closed: true },
    });
    expect(res.status).toBe(200);
    const registration = await json<Registration>(res);
    expect(registration.data).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1985-12-10',
      email: 'nuova@example.it',
      city: 'ROMA',
    });
    expect(registration).toMatchObject({ mode: 'DOUBLEDOC', status: 'CONSUMER_PREREGISTERED', closed: false });

    // A reload resumes with what was typed.
    const again = await json<{ registration: Registration }>(
      await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token }),
    );
    expect(again.registration.data.city).toBe('ROMA');
  });

  it("update with id 'me' updates my latest registration", async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/registrations/me/update', {
      token: await demoToken(app),
      method: 'POST',
      body: { business: { companyType: 'LP' } },
    });
    expect(await json(res)).toMatchObject({ id: DEMO_REGISTRATION_ID, business: { companyType: 'LP' } });
  });

  it('update rejects a bad body with 400 BAD_REQUEST and dotted field paths', async () => {
    const { app } = setupSandbox();
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token: await demoToken(app),
      method: 'POST',
      body: { data: 'text', business: { companyType: 'XX' } },
    });
    expect(res.status).toBe(400);
    const fields = (await json<ErrorJson>(res)).context.errors?.map((e) => e.field).sort();
    expect(fields).toEqual(['business.companyType', 'data']);
  });

  it('§4 Step submit: update-registration-progress stores the step', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`, {
      token,
      method: 'POST',
      body: { flow: 'CONSUMER', step: 3 },
    });
    expect(res.status).toBe(200);
    expect((await json<Registration>(res)).currentStep).toBe(3);
    const list = await json<{ lastRegistration: Registration }>(await api(app, '/registrations/me', { token }));
    expect(list.lastRegistration.currentStep).toBe(3);
  });

  it('update-registration-progress rejects a bad body with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update-registration-progress`, {
      token: await demoToken(app),
      method: 'POST',
      body: { flow: 'CONSUMER', step: -1 },
    });
    expect(res.status).toBe(400);
  });
});

describe('§4 Start-up rules: me/start-* processes', () => {
  const START_BODY = { level: 'A', profile: 'CONSUMER' };
  const start = async (app: App, action: string, body: unknown = START_BODY, token?: string) =>
    api(app, `/registrations/me/${action}`, { token: token ?? (await demoToken(app)), method: 'POST', body });
  /** What every start process creates: in progress (not PREREGISTERED), step 1, phone certified. */
  const STARTED = { status: 'CONSUMER_IN_PROGRESS', currentStep: 1, phoneNumberStatus: 'CERTIFIED', closed: false };
  const B_TO_A = {
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    ...STARTED,
    startLevel: 'B',
    targetLevel: 'A',
    startProfile: 'CONSUMER',
    targetProfile: 'CONSUMER',
    isUpgrade: true,
    upgradeFromBConsumerToAConsumer: true,
  };
  const MINOR_TO_MAJOR = {
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    ...STARTED,
    startLevel: 'A',
    targetLevel: 'A',
    startProfile: 'MINOR',
    targetProfile: 'CONSUMER',
    isUpgrade: true,
    upgradeFromBConsumerToAConsumer: false,
  };

  it('§4 Start-up rules (upgrade flag): start-upgrade-b-to-a creates a B to A upgrade, CONSUMER_IN_PROGRESS at step 1', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade-b-to-a');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(B_TO_A);
  });

  it('§4 Start-up rules (upgrade flag): start-upgrade for an adult consumer creates the B to A upgrade', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(B_TO_A);
  });

  it('§4 Start-up rules (minor-upgrade flag): start-upgrade for a minor creates the MINOR to CONSUMER upgrade', async () => {
    const { app } = setupSandbox();
    const year = new Date().getFullYear() - 10;
    const minor = await json<{ access_token: string }>(
      await preRegister(app, { ...newPerson, birthDate: `${year}-01-01`, flow: 'MINOR' }),
    );
    const res = await start(app, 'start-upgrade', START_BODY, minor.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(MINOR_TO_MAJOR);
  });

  it('§4 Start-up rules (minor-upgrade flag): start-upgrade for someone with a MINOR registration creates the MINOR to CONSUMER upgrade', async () => {
    const { app, db } = setupSandbox();
    insertRegistration(db.sql, {
      userId: DEMO_USER_ID,
      flow: 'MINOR',
      type: 'REGISTRATION',
      status: 'COMPLETED',
      closed: true,
      phoneNumberStatus: 'CERTIFIED',
      currentStep: 10,
    });
    expect(await (await start(app, 'start-upgrade')).json()).toMatchObject(MINOR_TO_MAJOR);
  });

  it('§4 Start-up rules (corporate flag): start-add-wallet creates a CONSUMER registration that becomes my latest', async () => {
    const { app } = setupSandbox();
    const created = await json<Registration>(await start(app, 'start-add-wallet'));
    expect(created).toMatchObject({
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      ...STARTED,
      startLevel: null,
      targetLevel: 'A',
      targetProfile: 'CONSUMER',
      isUpgrade: false,
    });
    const me = await json<{ registrations: Registration[]; lastRegistration: Registration }>(
      await api(app, '/registrations/me', { token: await demoToken(app) }),
    );
    expect(me.registrations).toHaveLength(2);
    expect(me.lastRegistration.id).toBe(created.id);
  });

  it('§4 Start-up rules (updateDocument flag): start-document-renewal creates flow and type DOCUMENT_RENEWAL, no body needed', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/registrations/me/start-document-renewal', { token: await demoToken(app), method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', ...STARTED });
  });

  it.each(['start-upgrade', 'start-upgrade-b-to-a', 'start-add-wallet', 'start-document-renewal'])(
    '%s is idempotent: a second call returns the open registration instead of a duplicate',
    async (action) => {
      const { app } = setupSandbox();
      const token = await demoToken(app);
      const body = action === 'start-document-renewal' ? undefined : START_BODY;
      const first = await json<Registration>(await start(app, action, body, token));
      const second = await start(app, action, body, token);
      expect(second.status).toBe(200);
      expect((await json<Registration>(second)).id).toBe(first.id);
      const list = await json<{ _embedded: { registrations: Registration[] } }>(await api(app, '/registrations', { token }));
      expect(list._embedded.registrations.map((r) => r.id)).toEqual([DEMO_REGISTRATION_ID, first.id]);
    },
  );

  it('start-upgrade and start-upgrade-b-to-a share the one open B to A upgrade', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const first = await json<Registration>(await start(app, 'start-upgrade', START_BODY, token));
    const second = await json<Registration>(await start(app, 'start-upgrade-b-to-a', START_BODY, token));
    expect(second.id).toBe(first.id);
  });

  it('a start call creates a new registration when the earlier one of its kind is closed or CANCELED', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    const first = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    db.sql.prepare("UPDATE registrations SET status = 'CANCELED' WHERE id = ?").run(first.id);
    const second = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    expect(second.id).not.toBe(first.id);
    db.sql.prepare("UPDATE registrations SET status = 'COMPLETED', closed = 1 WHERE id = ?").run(second.id);
    const third = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    expect([first.id, second.id]).not.toContain(third.id);
  });

  it('rejects a body other than { level: "A", profile: "CONSUMER" } with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    for (const action of ['start-upgrade', 'start-upgrade-b-to-a', 'start-add-wallet']) {
      const res = await start(app, action, { level: 'B', profile: 'CONSUMER' });
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.errors?.[0]?.field).toBe('level');
    }
  });
});

describe('§3 Status values: sandbox-only *_IN_PROGRESS statuses', () => {
  const progress = (app: App, token: string, id: string, flow: string, step: number) =>
    api(app, `/registrations/${id}/update-registration-progress`, { token, method: 'POST', body: { flow, step } });

  it('update-registration-progress at step 1 keeps CONSUMER_PREREGISTERED', async () => {
    const { app } = setupSandbox();
    const res = await progress(app, await demoToken(app), DEMO_REGISTRATION_ID, 'CONSUMER', 1);
    expect(await json(res)).toMatchObject({ status: 'CONSUMER_PREREGISTERED', currentStep: 1 });
  });

  it('update-registration-progress at step 2 or more turns CONSUMER_PREREGISTERED into CONSUMER_IN_PROGRESS', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const res = await progress(app, token, DEMO_REGISTRATION_ID, 'CONSUMER', 2);
    expect(await json(res)).toMatchObject({ status: 'CONSUMER_IN_PROGRESS', currentStep: 2 });
    const me = await json<{ lastRegistration: Registration }>(await api(app, '/registrations/me', { token }));
    expect(me.lastRegistration.status).toBe('CONSUMER_IN_PROGRESS');
    // Going back to step 1 does not make it pre-registered again.
    expect(await json(await progress(app, token, DEMO_REGISTRATION_ID, 'CONSUMER', 1))).toMatchObject({
      status: 'CONSUMER_IN_PROGRESS',
      currentStep: 1,
    });
  });

  it.each([
    ['MINOR', 'MINOR_PREREGISTERED', 'MINOR_IN_PROGRESS'],
    ['BUSINESS', 'BUSINESS_PREREGISTERED', 'BUSINESS_IN_PROGRESS'],
  ] as const)('%s: %s becomes %s at step 2', async (flow, before, after) => {
    const { app, db } = setupSandbox();
    const id = insertRegistration(db.sql, {
      userId: DEMO_USER_ID,
      flow,
      type: 'REGISTRATION',
      status: before,
      phoneNumberStatus: 'CERTIFIED',
    });
    const res = await progress(app, await demoToken(app), id, flow, 3);
    expect(await json(res)).toMatchObject({ id, status: after, currentStep: 3 });
  });

  it('leaves any other status as it is (e.g. CONTRACTS_SIGNED, WIZARD_COMPLETED)', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    for (const status of ['CONTRACTS_SIGNED', 'WIZARD_COMPLETED'] as const) {
      const id = insertRegistration(db.sql, {
        userId: DEMO_USER_ID,
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status,
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 7,
      });
      expect(await json(await progress(app, token, id, 'CONSUMER', 8))).toMatchObject({ status, currentStep: 8 });
    }
  });

  it('update cannot change the status (it is not in the whitelist)', async () => {
    const { app } = setupSandbox();
    const res = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token: await demoToken(app),
      method: 'POST',
      body: { status: 'CONSUMER_IN_PROGRESS', currentStep: 4 },
    });
    expect(await json(res)).toMatchObject({ status: 'CONSUMER_PREREGISTERED', currentStep: 4 });
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

/** The field errors of an error body as `{ field: message }`. */
async function fieldErrors(res: Response): Promise<Record<string, string>> {
  return Object.fromEntries(((await json<ErrorJson>(res)).context.errors ?? []).map((e) => [e.field, e.message]));
}

describe('§7 Registrations: check-mgm/{code}', () => {
  const checkMgm = (app: App, code: string, token?: string) => api(app, `/registrations/check-mgm/${code}`, { token });

  it('§7 check-mgm: the documented test code AMICO2026 is valid in any case, answered upper-case, anonymously', async () => {
    const { app } = setupSandbox();
    for (const code of ['AMICO2026', 'amico2026', 'Amico2026']) {
      const res = await checkMgm(app, code);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ code: 'AMICO2026', valid: true });
    }
  });

  it("§7 check-mgm: every seeded user's own mgmCode is valid", () => {
    for (const persona of SEED_PERSONAS) {
      const code = persona.user.context.mgmCode;
      if (code) expect(findMgmCode(code.toLowerCase())).toBe(code.toUpperCase());
    }
    expect(findMgmCode('amico2026')).toBe('AMICO2026');
    expect(findMgmCode('NOPE')).toBeUndefined();
  });

  it('§5 MGM_CODE alphanumeric: a code with other characters is 400 USR_REG_MGM_INVALID on mgmCode', async () => {
    const { app } = setupSandbox();
    for (const code of ['AMICO-2026', 'AMICO%202026', 'AMIC%C3%962026']) {
      const res = await checkMgm(app, code);
      expect(res.status).toBe(400);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('USR_REG_MGM_INVALID');
      expect(body.context.errors).toEqual([{ field: 'mgmCode', message: 'Il codice promozionale può contenere solo lettere e numeri' }]);
    }
  });

  it('§7 check-mgm: an unknown code is 404 USR_REG_MGM_NOT_FOUND on mgmCode', async () => {
    const { app } = setupSandbox();
    const res = await checkMgm(app, 'AMICO2025');
    expect(res.status).toBe(404);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_MGM_NOT_FOUND');
    expect(body.context.errors).toEqual([{ field: 'mgmCode', message: 'Il codice promozionale inserito non esiste' }]);
  });

  it('accepts a valid token, refuses a stale one (401), and does not clash with GET registrations/{id}', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    expect((await checkMgm(app, 'AMICO2026', token)).status).toBe(200);
    expect((await checkMgm(app, 'AMICO2026', 'stale')).status).toBe(401);
    // One segment is still a registration id (auth required, then 404 for an unknown id).
    expect((await api(app, '/registrations/check-mgm')).status).toBe(401);
    expect((await api(app, '/registrations/check-mgm', { token })).status).toBe(404);
    expect((await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token })).status).toBe(200);
  });
});

describe('§7 Registrations: pre-register rules of the data steps', () => {
  it('§4 CONSUMER step 1 PrivacyForm: without the mandatory consents it is 400 USR_REG_CONSENTS_REQUIRED and nothing is created', async () => {
    const { app } = setupSandbox();
    for (const consents of [undefined, [], ['PRIVACY_POLICY', 'MARKETING'], ['GENERAL_CONDITIONS']]) {
      const res = await preRegister(app, { ...newPerson, consents });
      expect(res.status).toBe(400);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('USR_REG_CONSENTS_REQUIRED');
      expect(body.context.errors).toEqual([{ field: 'consents', message: 'Per proseguire devi accettare i consensi obbligatori' }]);
    }
    await expect(login(app, { username: '+393471234567', password: '24681' })).rejects.toThrow();
  });

  it('an unknown consent id is 400 BAD_REQUEST "Consenso sconosciuto" on consents', async () => {
    const { app } = setupSandbox();
    for (const consents of [[...newPerson.consents, 'PRIVACY'], ['PRIVACY_POLICY', 'privacy_policy', 'GENERAL_CONDITIONS']]) {
      const res = await preRegister(app, { ...newPerson, consents });
      expect(res.status).toBe(400);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('BAD_REQUEST');
      expect(body.context.errors).toEqual([{ field: 'consents', message: 'Consenso sconosciuto' }]);
    }
  });

  it('stores the consents once each, optional and contract ones included', async () => {
    const { app } = setupSandbox();
    const consents = ['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'PROFILING', 'PRIVACY_POLICY', 'CARD_CONTRACT'];
    const body = await json<{ registration: Registration }>(await preRegister(app, { ...newPerson, consents }));
    expect(body.registration.data.consents).toEqual(['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'PROFILING', 'CARD_CONTRACT']);
  });

  it.each(['11111', '00000', '12345', '54321', '01234', '98765', '34567'])(
    '§5 PIN/password safety: access code %s is 400 BAD_REQUEST on accessCode',
    async (accessCode) => {
      const { app } = setupSandbox();
      const res = await preRegister(app, { ...newPerson, accessCode });
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res.clone())).context.code).toBe('BAD_REQUEST');
      expect(await fieldErrors(res)).toEqual({
        accessCode: 'Il codice scelto è troppo semplice: evita cifre tutte uguali o in sequenza',
      });
    },
  );

  it('§5 PIN/password safety: two distinct digits out of sequence are safe', () => {
    for (const code of ['24681', '13579', '12346', '11112', '90123', '10000']) expect(isSafeAccessCode(code)).toBe(true);
    for (const code of ['22222', '23456', '65432']) expect(isSafeAccessCode(code)).toBe(false);
  });

  it('§5 access code length: a 4-digit code gets only the length message', async () => {
    const { app } = setupSandbox();
    expect(await fieldErrors(await preRegister(app, { ...newPerson, accessCode: '1111' }))).toEqual({
      accessCode: 'Il valore inserito non è valido',
    });
  });

  it('§5 age: an adult with flow MINOR, or a minor with flow CONSUMER (the default), is 400 BAD_REQUEST on birthDate', async () => {
    const { app } = setupSandbox();
    const minorBirthDate = `${new Date().getFullYear() - 10}-01-01`;
    for (const body of [
      { ...newPerson, flow: 'MINOR' },
      { ...newPerson, birthDate: minorBirthDate },
      { ...newPerson, birthDate: minorBirthDate, flow: 'CONSUMER' },
    ]) {
      const res = await preRegister(app, body);
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res.clone())).context.code).toBe('BAD_REQUEST');
      expect(await fieldErrors(res)).toEqual({ birthDate: 'La data di nascita non corrisponde al tipo di registrazione' });
    }
  });

  it('§5 age: someone who turns 18 today is an adult (flow CONSUMER)', async () => {
    const { app } = setupSandbox();
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const birthDate = `${today.getFullYear() - 18}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    expect((await preRegister(app, { ...newPerson, birthDate })).status).toBe(200);
  });

  it('a flow other than CONSUMER or MINOR is 400 BAD_REQUEST on flow', async () => {
    const { app } = setupSandbox();
    expect(await fieldErrors(await preRegister(app, { ...newPerson, flow: 'BUSINESS' }))).toEqual({ flow: 'Il valore inserito non è valido' });
  });

  it('§7 check-mgm: an unknown promo code is 400 on mgmCode ("non esiste"), a non-alphanumeric one gets the §5 MGM_CODE message', async () => {
    const { app } = setupSandbox();
    expect(await fieldErrors(await preRegister(app, { ...newPerson, mgmCode: 'ABC123' }))).toEqual({
      mgmCode: 'Il codice promozionale inserito non esiste',
    });
    expect(await fieldErrors(await preRegister(app, { ...newPerson, mgmCode: 'ABC-123' }))).toEqual({
      mgmCode: 'Il codice promozionale può contenere solo lettere e numeri',
    });
  });

  it('no promo code (missing, null or empty) is stored as null', async () => {
    const { app } = setupSandbox();
    for (const [i, mgmCode] of [undefined, null, ''].entries()) {
      const res = await preRegister(app, { ...newPerson, mgmCode, phoneNumber: `34712345${i}0`, email: `p${i}@example.it` });
      expect(res.status).toBe(200);
      const body = await json<{ registration: Registration; access_token: string }>(res);
      expect(body.registration.data.mgmCode).toBeNull();
      expect((await json(await api(app, '/users/me/context', { token: body.access_token }))).mgmCode).toBeNull();
    }
  });
});

describe('§4 CONSUMER step 1 Citizenship: update validates citizenship, birth place and fiscal code', () => {
  /** The demo persona (born 1985-12-10, phone CERTIFIED) and a fiscal code matching that date. */
  const FISCAL_CODE = 'RSSMRA85T10A562S';
  const IDENTITY = { citizenship: 'IT', birthPlace: 'Reggio nell’Emilia', fiscalCode: FISCAL_CODE };
  const update = async (app: App, data: Record<string, unknown>, token?: string, id = DEMO_REGISTRATION_ID) =>
    api(app, `/registrations/${id}/update`, { token: token ?? (await demoToken(app)), method: 'POST', body: { data } });
  /** A well-formed fiscal code (correct check character) for the given first 15 characters. */
  const withCheck = (first15: string) => first15 + checkCharacter(first15);

  it('stores valid values, the fiscal code upper-cased', async () => {
    const { app } = setupSandbox();
    const res = await update(app, { ...IDENTITY, fiscalCode: ' rssmra85t10a562s ', birthPlace: "Sant'Angelo dei Lombardi" });
    expect(res.status).toBe(200);
    expect((await json<Registration>(res)).data).toMatchObject({
      citizenship: 'IT',
      birthPlace: "Sant'Angelo dei Lombardi",
      fiscalCode: FISCAL_CODE,
      birthDate: '1985-12-10',
    });
  });

  it('other updates are not checked (the rule applies only when one of the three fields is sent)', async () => {
    const { app } = setupSandbox();
    expect((await update(app, { city: 'ROMA' })).status).toBe(200);
  });

  it('a phone that is not CERTIFIED yet is 409 USR_REG_PHONE_NOT_CERTIFIED', async () => {
    const { app } = setupSandbox();
    const token = (await login(app, { username: '+393331000001' })).access_token;
    const res = await update(app, IDENTITY, token, 'reg-p01');
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_REG_PHONE_NOT_CERTIFIED');
  });

  it('sending one of the three makes all three required (§5 required message on data.*)', async () => {
    const { app } = setupSandbox();
    const res = await update(app, { citizenship: 'IT' });
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res.clone())).context.code).toBe('BAD_REQUEST');
    expect(await fieldErrors(res)).toEqual({ 'data.birthPlace': 'Il campo è obbligatorio', 'data.fiscalCode': 'Il campo è obbligatorio' });
  });

  it.each([
    ['citizenship', 'it'],
    ['citizenship', 'ITA'],
    ['citizenship', 42],
    ['birthPlace', 'R'],
    ['birthPlace', 'Roma 1'],
    ['birthPlace', 'Roma;'],
    ['birthPlace', ' - '],
    ['birthPlace', 'A'.repeat(61)],
  ])('§5 CITY / citizenship: data.%s %j is 400 "Il valore inserito non è valido"', async (field, value) => {
    const { app } = setupSandbox();
    const res = await update(app, { ...IDENTITY, [field]: value });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({ [`data.${field}`]: 'Il valore inserito non è valido' });
  });

  it.each(['RSSMRA85T10A562X', 'RSSMRA85T10A562', 'RSSMRA85Z10A562S'])(
    '§5 FISCAL_CODE: %s is 400 "Il codice fiscale inserito non è valido" on data.fiscalCode',
    async (fiscalCode) => {
      const { app } = setupSandbox();
      expect(await fieldErrors(await update(app, { ...IDENTITY, fiscalCode }))).toEqual({
        'data.fiscalCode': 'Il codice fiscale inserito non è valido',
      });
    },
  );

  it('a fiscal code whose birth date differs from the one typed is 400 on data.fiscalCode', async () => {
    const { app } = setupSandbox();
    const res = await update(app, { ...IDENTITY, fiscalCode: withCheck('RSSMRA85T11A562') });
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res.clone())).context.code).toBe('BAD_REQUEST');
    expect(await fieldErrors(res)).toEqual({ 'data.fiscalCode': 'Il codice fiscale non corrisponde alla data di nascita inserita' });
    // A birth date sent in the same update is the one compared.
    expect((await update(app, { ...IDENTITY, fiscalCode: withCheck('RSSMRA85T11A562'), birthDate: '1985-12-11' })).status).toBe(200);
  });

  it("a woman's code (day + 40) matches the same birth date", async () => {
    const { app } = setupSandbox();
    expect((await update(app, { ...IDENTITY, fiscalCode: withCheck('RSSMRA85T50A562') })).status).toBe(200);
  });

  it('without a stored birth date the fiscal code is only checked for shape', async () => {
    const { app, db } = setupSandbox();
    db.sql.prepare("UPDATE registrations SET data = json_remove(data, '$.birthDate') WHERE id = ?").run(DEMO_REGISTRATION_ID);
    expect((await update(app, { ...IDENTITY, fiscalCode: withCheck('VRDLCU90D42H501') })).status).toBe(200);
  });

  it("a fiscal code in another user's registration is 409 USR_REG_FISCAL_CODE_EXISTS; my own earlier one is fine", async () => {
    const { app, db } = setupSandbox();
    expect((await update(app, IDENTITY)).status).toBe(200);
    expect((await update(app, IDENTITY)).status).toBe(200);

    db.sql.prepare("UPDATE registrations SET data = json_set(data, '$.fiscalCode', ?) WHERE id = 'reg-p02'").run(FISCAL_CODE.toLowerCase());
    const res = await update(app, IDENTITY);
    expect(res.status).toBe(409);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_FISCAL_CODE_EXISTS');
    expect(body.context.errors).toEqual([{ field: 'data.fiscalCode', message: 'Il codice fiscale è già registrato' }]);
  });

  it('a refused update changes nothing', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token,
      method: 'POST',
      body: { data: { ...IDENTITY, citizenship: 'xx' }, currentStep: 4 },
    });
    const { registration } = await json<{ registration: Registration }>(await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token }));
    expect(registration.currentStep).toBe(1);
    expect(registration.data).not.toHaveProperty('fiscalCode');
  });
});
