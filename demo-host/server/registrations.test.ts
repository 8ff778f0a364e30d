// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from './seed';
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
  const start = async (app: App, action: string, body: unknown = { level: 'A', profile: 'CONSUMER' }) =>
    api(app, `/registrations/me/${action}`, { token: await demoToken(app), method: 'POST', body });

  it('start-upgrade-b-to-a: startLevel B, targetLevel A, isUpgrade', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade-b-to-a');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      currentStep: 1,
      startLevel: 'B',
      targetLevel: 'A',
      isUpgrade: true,
      upgradeFromBConsumerToAConsumer: true,
    });
  });

  it('start-upgrade (minor to major): startProfile MINOR, targetProfile CONSUMER', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade');
    expect(await res.json()).toMatchObject({ flow: 'CONSUMER', startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep: 1 });
  });

  it('start-add-wallet: a CONSUMER registration that becomes my latest', async () => {
    const { app } = setupSandbox();
    const created = await json<Registration>(await start(app, 'start-add-wallet'));
    expect(created).toMatchObject({ flow: 'CONSUMER', type: 'REGISTRATION', currentStep: 1, isUpgrade: false });
    const me = await json<{ registrations: Registration[]; lastRegistration: Registration }>(
      await api(app, '/registrations/me', { token: await demoToken(app) }),
    );
    expect(me.registrations).toHaveLength(2);
    expect(me.lastRegistration.id).toBe(created.id);
  });

  it('start-document-renewal: flow and type DOCUMENT_RENEWAL, no body needed', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/registrations/me/start-document-renewal', { token: await demoToken(app), method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', currentStep: 1 });
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
