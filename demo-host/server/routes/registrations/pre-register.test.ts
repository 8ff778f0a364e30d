// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RECAPTCHA_FAIL_VALUE, RECAPTCHA_HEADER, SANDBOX_MGM_CODE } from '../../constants';
import { MSG } from '../../registrations/messages';
import { DEMO_REGISTRATION_ID } from '../../seed';
import type { Registration } from '../../repositories/registrations';
import { decodePayload } from '../../testing';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { demoToken, fieldErrors, newPerson, preRegister } from './fixtures';

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
        mgmCode: SANDBOX_MGM_CODE,
        consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'MARKETING'],
      },
    });
    expect(body.registration.data).not.toHaveProperty('accessCode');
    expect(decodePayload(body.access_token)).toMatchObject({ user_id: body.registration.user.id, typ: 'access' });

    const me = await json<{ phoneNumber: string; context: { mgmCode: string; userBirthDate: string } }>(
      await api(app, '/users/me', { token: body.access_token }),
    );
    // The promo code is stored as the sandbox knows it (upper-case).
    expect(me).toMatchObject({ phoneNumber: '+393471234567', context: { mgmCode: SANDBOX_MGM_CODE, userBirthDate: '1990-04-02' } });

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
    for (const headers of [{}, { [RECAPTCHA_HEADER]: RECAPTCHA_FAIL_VALUE }] as Record<string, string>[]) {
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
    expect(body.context.errors).toEqual([{ field: 'email', message: MSG.emailExists }]);
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

describe('§7 Registrations: check-mgm/{code}', () => {
  const checkMgm = (app: App, code: string, token?: string) => api(app, `/registrations/check-mgm/${code}`, { token });

  it('§7 check-mgm: the documented test code AMICO2026 is valid in any case, answered upper-case, anonymously', async () => {
    const { app } = setupSandbox();
    for (const code of [SANDBOX_MGM_CODE, SANDBOX_MGM_CODE.toLowerCase(), SANDBOX_MGM_CODE[0] + SANDBOX_MGM_CODE.slice(1).toLowerCase()]) {
      const res = await checkMgm(app, code);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ code: SANDBOX_MGM_CODE, valid: true });
    }
  });

  it('§5 MGM_CODE alphanumeric: a code with other characters is 400 USR_REG_MGM_INVALID on mgmCode', async () => {
    const { app } = setupSandbox();
    for (const code of ['AMICO-2026', 'AMICO%202026', 'AMIC%C3%962026']) {
      const res = await checkMgm(app, code);
      expect(res.status).toBe(400);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('USR_REG_MGM_INVALID');
      expect(body.context.errors).toEqual([{ field: 'mgmCode', message: MSG.mgmPattern }]);
    }
  });

  it('§7 check-mgm: an unknown code is 404 USR_REG_MGM_NOT_FOUND on mgmCode', async () => {
    const { app } = setupSandbox();
    const res = await checkMgm(app, 'AMICO2025');
    expect(res.status).toBe(404);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_MGM_NOT_FOUND');
    expect(body.context.errors).toEqual([{ field: 'mgmCode', message: MSG.mgmUnknown }]);
  });

  it('accepts a valid token, refuses a stale one (401), and does not clash with GET registrations/{id}', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    expect((await checkMgm(app, SANDBOX_MGM_CODE, token)).status).toBe(200);
    expect((await checkMgm(app, SANDBOX_MGM_CODE, 'stale')).status).toBe(401);
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
      expect(body.context.errors).toEqual([{ field: 'consents', message: MSG.consentsRequired }]);
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
      expect(body.context.errors).toEqual([{ field: 'consents', message: MSG.consentUnknown }]);
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
        accessCode: MSG.unsafeAccessCode,
      });
    },
  );

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
      expect(await fieldErrors(res)).toEqual({ birthDate: MSG.birthDateFlow });
    }
  });

  it('§5 age: someone who turns 18 today is an adult (flow CONSUMER)', async () => {
    const { app } = setupSandbox();
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const birthDate = `${today.getFullYear() - 18}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    expect((await preRegister(app, { ...newPerson, birthDate })).status).toBe(200);
  });

  it('a flow other than CONSUMER, MINOR or BUSINESS is 400 BAD_REQUEST on flow; BUSINESS needs its business', async () => {
    const { app } = setupSandbox();
    expect(await fieldErrors(await preRegister(app, { ...newPerson, flow: 'CORPORATE' }))).toEqual({ flow: 'Il valore inserito non è valido' });
    expect(await fieldErrors(await preRegister(app, { ...newPerson, flow: 'BUSINESS' }))).toEqual({ 'business.companyType': MSG.required });
  });

  it('§7 check-mgm: an unknown promo code is 400 on mgmCode ("non esiste"), a non-alphanumeric one gets the §5 MGM_CODE message', async () => {
    const { app } = setupSandbox();
    expect(await fieldErrors(await preRegister(app, { ...newPerson, mgmCode: 'ABC123' }))).toEqual({
      mgmCode: MSG.mgmUnknown,
    });
    expect(await fieldErrors(await preRegister(app, { ...newPerson, mgmCode: 'ABC-123' }))).toEqual({
      mgmCode: MSG.mgmPattern,
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
