// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from './seed';
import { saveWalletInstruments, updateUserProfile } from './repositories/users';
import { api, json, login, setupSandbox } from './testing';

describe('§7 User and lookups: users/me', () => {
  it('GET users/me?documents=true returns the User entity of the caller', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    const res = await api(app, '/users/me?documents=true', { token: access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: DEMO_USER_ID,
      status: 'PENDING',
      phoneNumber: '+393330000000',
      defaultWallet: null,
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      context: {
        walletType: null,
        userBirthDate: '1985-12-10',
        gender: 'M',
        mgmCode: null,
        minor: false,
        gianos: { job: null, activitySector: null },
      },
    });
  });

  it('GET users/me/details returns { user, fatcaCrs, gianos }', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    const res = await api(app, '/users/me/details?fatcaGianos=true&contracts=true&documents=true&scans=true', {
      token: access_token,
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(['fatcaCrs', 'gianos', 'profile', 'user']);
    expect(body.user).toMatchObject({ id: DEMO_USER_ID });
    expect(body.fatcaCrs).toBeNull();
    // The demo persona is not a customer yet: the bank knows nothing of them.
    expect(body.profile).toBeNull();
  });

  it("users/me/details carries a customer's profile; wallet-instruments lists their instruments", async () => {
    const { app, db } = setupSandbox();
    const { access_token } = await login(app);
    updateUserProfile(db.sql, DEMO_USER_ID, { level: 'B', firstName: 'Mario' });
    updateUserProfile(db.sql, DEMO_USER_ID, { fiscalCode: 'RSSMRA85T10A562S' });
    const card = { walletInstrumentResource: { id: 'wi-1', walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: 'CARD_VIRTUAL' } } as const;
    expect(await json(await api(app, '/wallet-instruments', { token: access_token }))).toEqual({ walletInstruments: [] });
    saveWalletInstruments(db.sql, DEMO_USER_ID, [card]);
    const details = await json(await api(app, '/users/me/details', { token: access_token }));
    expect(details.profile).toEqual({ level: 'B', firstName: 'Mario', fiscalCode: 'RSSMRA85T10A562S' });
    expect(await json(await api(app, '/wallet-instruments', { token: access_token }))).toEqual({ walletInstruments: [card] });
    expect((await api(app, '/wallet-instruments')).status).toBe(401);
  });

  it('§3 GET users/me/context returns user.context (walletType, userBirthDate, gender, mgmCode, minor, gianos); 401 without a token', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    const res = await api(app, '/users/me/context', { token: access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      walletType: null,
      userBirthDate: '1985-12-10',
      gender: 'M',
      mgmCode: null,
      minor: false,
      gianos: { job: null, activitySector: null },
    });
    expect((await api(app, '/users/me/context')).status).toBe(401);
  });
});

describe('§7 User and lookups: lookups/fiscal-code', () => {
  it('decodes a valid code, anonymously or with a token', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    for (const token of [undefined, access_token]) {
      const res = await api(app, '/lookups/fiscal-code?fiscalCode=RSSMRA85T10A562S', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        fiscalCode: 'RSSMRA85T10A562S',
        valid: true,
        birthDate: '1985-12-10',
        gender: 'M',
        birthPlaceCode: 'A562',
      });
    }
  });

  it('answers an invalid or missing code with 400 INVALID_FISCAL_CODE', async () => {
    const { app } = setupSandbox();
    for (const query of ['?fiscalCode=RSSMRA85T10A562T', '']) {
      const res = await api(app, `/lookups/fiscal-code${query}`);
      expect(res.status).toBe(400);
      const body = await json<{ context: { code: string; errors: unknown[] } }>(res);
      expect(body.context.code).toBe('INVALID_FISCAL_CODE');
      expect(body.context.errors).toEqual([{ field: 'fiscalCode', message: 'Il codice fiscale inserito non è valido' }]);
    }
  });

  it('§4 Session: still answers 401 to a stale token, so the client refreshes', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/lookups/fiscal-code?fiscalCode=RSSMRA85T10A562S', { token: 'stale' });
    expect(res.status).toBe(401);
  });
});
