// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from './seed';
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
  mgmCode: 'ABC123',
  consents: ['PRIVACY', 'MARKETING'],
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
  it('creates a PENDING user and a CONSUMER registration, returns tokens and sends the SMS code', async () => {
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
      data: { firstName: "Lucia D'Amico", email: 'lucia.verdi@example.it', consents: ['PRIVACY', 'MARKETING'] },
    });
    expect(body.registration.data).not.toHaveProperty('accessCode');
    expect(decodePayload(body.access_token)).toMatchObject({ user_id: body.registration.user.id, typ: 'access' });

    const me = await json<{ phoneNumber: string; context: { mgmCode: string; userBirthDate: string } }>(
      await api(app, '/users/me', { token: body.access_token }),
    );
    expect(me).toMatchObject({ phoneNumber: '+393471234567', context: { mgmCode: 'ABC123', userBirthDate: '1990-04-02' } });

    const outbox = await json<{ messages: unknown[] }>(await app.request('/__sandbox/outbox?to=%2B393471234567'));
    expect(outbox.messages).toEqual([expect.objectContaining({ channel: 'sms', to: '+393471234567', code: '123456' })]);

    // The chosen access code is the new login password.
    await expect(login(app, { username: '+393471234567', password: '24681' })).resolves.toBeDefined();
  });

  it('marks a person under 18 as minor in the user context (§5 age)', async () => {
    const { app } = setupSandbox();
    const year = new Date().getFullYear() - 10;
    const body = await json<{ access_token: string }>(
      await preRegister(app, { ...newPerson, birthDate: `${year}-01-01` }),
    );
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
    const minor = await json<{ access_token: string }>(await preRegister(app, { ...newPerson, birthDate: `${year}-01-01` }));
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
