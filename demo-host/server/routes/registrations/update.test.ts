// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../fiscalCode';
import { MSG } from '../../registrations/messages';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from '../../seed';
import { insertRegistration } from '../../repositories/registrations';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { demoToken, fieldErrors } from './fixtures';

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
    expect(await fieldErrors(res)).toEqual({ 'data.fiscalCode': MSG.fiscalCodeBirthDate });
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
    expect(body.context.errors).toEqual([{ field: 'data.fiscalCode', message: MSG.fiscalCodeExists }]);
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
