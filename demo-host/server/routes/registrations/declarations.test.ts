// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../../../../src/registration/provinces';
import { JOB_CODES as CLIENT_JOB_CODES, FUNDS_ORIGIN_CODES as CLIENT_FUNDS, PURPOSE_CODES as CLIENT_PURPOSES } from '../../../../src/api/declarations-schemas';
import { GianosDocumentsSchema } from '../../../../src/api/declarations-schemas';
import { ADDRESS, INVALID_VALUE, NUMERIC, REQUIRED } from '../../../../src/validation/messages';
import { POSTAL_CODE_LENGTH_MESSAGE } from '../../../../src/validation/postal-code';
import {
  ACTIVITY_SECTORS,
  BENEFICIAL_OWNER_MESSAGE,
  FUNDS_ORIGIN_CODES,
  JOB_CODES,
  PROVINCE_CODES,
  PURPOSE_CODES,
} from '../../registrations/declarations';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from '../../seed';
import { findRegistration } from '../../repositories/registrations';
import { findUserById, findUserDetails } from '../../repositories/users';
import type { ErrorJson } from '../../testing';
import { api, json, setupSandbox } from '../../testing';
import { demoToken, fieldErrors, type App } from './fixtures';

const post = (app: App, token: string | undefined, action: string, body?: unknown, id = DEMO_REGISTRATION_ID) =>
  api(app, `/registrations/${id}/${action}`, { ...(token ? { token } : {}), method: 'POST', body });

const RESIDENCE = { address: 'Via Niccolò Tommaseo', houseNumber: '12/b', city: 'Forlì', postalCode: '47121', province: 'FC' };

const DECLARATION = {
  beneficialOwner: true,
  fatca: { usCitizen: false, usTaxResident: false, usTin: null },
  crs: { otherTaxResidence: false, country: null, foreignTin: null },
  gianos: { job: '04', activitySector: 'K' },
  purpose: { purpose: 'SAVINGS', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
};

describe('§7 Registrations: addresses', () => {
  it('stores the residence normalised (§5: upper case, "A\'" for "à") in data.addresses, domicile null', async () => {
    const { app, db } = setupSandbox();
    const res = await post(app, await demoToken(app), 'addresses', { residence: RESIDENCE });
    expect(res.status).toBe(200);
    const stored = { residence: { address: "VIA NICCOLO' TOMMASEO", houseNumber: '12/B', city: "FORLI'", postalCode: '47121', province: 'FC' }, domicile: null };
    expect((await json<{ data: Record<string, unknown> }>(res)).data['addresses']).toEqual(stored);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['addresses']).toEqual(stored);
  });

  it('stores a different domicile, and a second save replaces the first', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    const domicile = { address: 'Piazza Duomo', houseNumber: '1', city: 'Milano', postalCode: '20121', province: 'MI' };
    expect((await post(app, token, 'addresses', { residence: RESIDENCE, domicile })).status).toBe(200);
    expect((await post(app, token, 'addresses', { residence: RESIDENCE, domicile: null })).status).toBe(200);
    expect((findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['addresses'] as { domicile: unknown }).domicile).toBeNull();
    expect((await post(app, token, 'addresses', { residence: RESIDENCE, domicile }, 'me')).status).toBe(200);
    expect((findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['addresses'] as { domicile: unknown }).domicile).toEqual({
      address: 'PIAZZA DUOMO', houseNumber: '1', city: 'MILANO', postalCode: '20121', province: 'MI',
    });
  });

  it('§5 refuses what the client refuses, with the client’s messages under residence.* / domicile.*', async () => {
    const { app, db } = setupSandbox();
    const res = await post(app, await demoToken(app), 'addresses', {
      residence: { address: 'Via Roma, 12', houseNumber: '12#', city: 'Milano 2', postalCode: '2012A', province: 'XX' },
      domicile: { address: '', houseNumber: '1', city: 'Roma', postalCode: '001', province: 'RM' },
    });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({
      'residence.address': ADDRESS,
      'residence.houseNumber': INVALID_VALUE,
      'residence.city': INVALID_VALUE,
      'residence.postalCode': NUMERIC,
      'residence.province': INVALID_VALUE,
      'domicile.address': REQUIRED,
      'domicile.postalCode': POSTAL_CODE_LENGTH_MESSAGE,
    });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['addresses']).toBeUndefined();
  });

  it('a missing residence is required; no token is 401; someone else’s registration is 404', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    expect(await fieldErrors(await post(app, token, 'addresses', {}))).toEqual({ residence: REQUIRED });
    expect((await post(app, undefined, 'addresses', { residence: RESIDENCE })).status).toBe(401);
    const other = await post(app, token, 'addresses', { residence: RESIDENCE }, 'reg-p03');
    expect(other.status).toBe(404);
    expect((await json<ErrorJson>(other)).context.code).toBe('NOT_FOUND');
  });

  it('knows the same 107 provinces as the client', () => {
    expect([...PROVINCE_CODES].sort()).toEqual(PROVINCES.map((p) => p.code).sort());
  });
});

describe('§7 Documents: gianos', () => {
  it('lists the seeded activity sectors HAL-style (_embedded.activitySectors), read by the client schema', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/documents/gianos');
    expect(res.status).toBe(200);
    const body = await json<{ _embedded: { activitySectors: unknown[] } }>(res);
    expect(body._embedded.activitySectors).toEqual(ACTIVITY_SECTORS);
    expect(ACTIVITY_SECTORS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACTIVITY_SECTORS.map((s) => s.code)).size).toBe(ACTIVITY_SECTORS.length);
    expect(GianosDocumentsSchema.parse(body._embedded).activitySectors).toEqual(ACTIVITY_SECTORS);
  });

  it('answers a valid token too, and refuses an invalid one (401)', async () => {
    const { app } = setupSandbox();
    expect((await api(app, '/documents/gianos', { token: await demoToken(app) })).status).toBe(200);
    expect((await api(app, '/documents/gianos', { token: 'nope' })).status).toBe(401);
  });
});

describe('§7 Registrations: fatca-gianos', () => {
  it('stores the declaration in data.fatcaGianos and §3 mirrors gianos into the user context (and details)', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    const res = await post(app, token, 'fatca-gianos', DECLARATION);
    expect(res.status).toBe(200);
    expect((await json<{ data: Record<string, unknown> }>(res)).data['fatcaGianos']).toEqual(DECLARATION);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['fatcaGianos']).toEqual(DECLARATION);
    expect(findUserById(db.sql, DEMO_USER_ID)?.context.gianos).toEqual({ job: '04', activitySector: 'K' });
    expect(findUserDetails(db.sql, DEMO_USER_ID)).toEqual({ gianos: DECLARATION.gianos, fatcaCrs: { fatca: DECLARATION.fatca, crs: DECLARATION.crs } });
    const me = await json<{ context: { gianos: unknown } }>(await api(app, '/users/me', { token }));
    expect(me.context.gianos).toEqual({ job: '04', activitySector: 'K' });
  });

  it('a job without a sector (06–09) stores a null sector; answers that do not apply are dropped', async () => {
    const { app, db } = setupSandbox();
    const res = await post(app, await demoToken(app), 'fatca-gianos', {
      ...DECLARATION,
      fatca: { usCitizen: false, usTaxResident: false, usTin: '123456789' },
      crs: { otherTaxResidence: false, country: 'FR', foreignTin: 'X' },
      gianos: { job: '09', activitySector: 'K' },
      purpose: { purpose: 'PAYMENTS', otherPurpose: 'ignored', fundsOrigin: 'SAVINGS' },
    });
    expect(res.status).toBe(200);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['fatcaGianos']).toEqual({
      ...DECLARATION,
      gianos: { job: '09', activitySector: null },
      purpose: { purpose: 'PAYMENTS', otherPurpose: null, fundsOrigin: 'SAVINGS' },
    });
  });

  it('a US person needs a 9-digit TIN; another tax residence needs its country (not IT) and tax id; OTHER needs its text', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const res = await post(app, token, 'fatca-gianos', {
      ...DECLARATION,
      fatca: { usCitizen: true, usTaxResident: false, usTin: null },
      crs: { otherTaxResidence: true, country: 'IT', foreignTin: ' ' },
      purpose: { purpose: 'OTHER', otherPurpose: '', fundsOrigin: 'OTHER' },
    });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({
      'fatca.usTin': REQUIRED,
      'crs.country': INVALID_VALUE,
      'crs.foreignTin': REQUIRED,
      'purpose.otherPurpose': REQUIRED,
    });
    const tin = await post(app, token, 'fatca-gianos', { ...DECLARATION, fatca: { usCitizen: false, usTaxResident: true, usTin: '12-34' } });
    expect(await fieldErrors(tin)).toEqual({ 'fatca.usTin': INVALID_VALUE });
    const ok = await post(app, token, 'fatca-gianos', {
      ...DECLARATION,
      fatca: { usCitizen: false, usTaxResident: true, usTin: '123-45-6789' },
      crs: { otherTaxResidence: true, country: 'FR', foreignTin: '1234567890123' },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a non beneficial owner, a job outside the nine codes, a sector not seeded, a missing answer', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    expect(await fieldErrors(await post(app, token, 'fatca-gianos', { ...DECLARATION, beneficialOwner: false }))).toEqual({
      beneficialOwner: BENEFICIAL_OWNER_MESSAGE,
    });
    expect(await fieldErrors(await post(app, token, 'fatca-gianos', { ...DECLARATION, gianos: { job: '10', activitySector: 'K' } }))).toEqual({
      'gianos.job': INVALID_VALUE,
    });
    expect(await fieldErrors(await post(app, token, 'fatca-gianos', { ...DECLARATION, gianos: { job: '01', activitySector: 'ZZ' } }))).toEqual({
      'gianos.activitySector': INVALID_VALUE,
    });
    expect(await fieldErrors(await post(app, token, 'fatca-gianos', { ...DECLARATION, gianos: { job: '01', activitySector: null } }))).toEqual({
      'gianos.activitySector': REQUIRED,
    });
    expect(await fieldErrors(await post(app, token, 'fatca-gianos', { ...DECLARATION, fatca: { usCitizen: false } }))).toEqual({
      'fatca.usTaxResident': REQUIRED,
    });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data['fatcaGianos']).toBeUndefined();
    expect(findUserById(db.sql, DEMO_USER_ID)?.context.gianos).not.toEqual({ job: '10', activitySector: 'K' });
    expect((await post(app, undefined, 'fatca-gianos', DECLARATION)).status).toBe(401);
  });

  it('uses the client’s codes (jobs, purposes, origins of funds)', () => {
    expect([...JOB_CODES]).toEqual([...CLIENT_JOB_CODES]);
    expect([...PURPOSE_CODES]).toEqual([...CLIENT_PURPOSES]);
    expect([...FUNDS_ORIGIN_CODES]).toEqual([...CLIENT_FUNDS]);
  });
});
