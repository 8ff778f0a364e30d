// @vitest-environment node
/**
 * A BUSINESS registration in the sandbox: pre-registration of a sole trader (DI) and a liberal professional
 * (LP) with the business rules and the partita IVA's uniqueness, the documents request UploadBizDocuments fills, the
 * registered office, the step-5 gate, and the completion (a BUSINESS wallet, so the next login is online banking).
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_OTP_CODE } from '../../constants';
import { BUSINESS_DOCUMENTS, BUSINESS_MSG } from '../../registrations/business';
import { docsFolder } from '../../registrations/docsRequest';
import { scansDirectory } from '../../registrations/identityDocument';
import type { DocsRequest, Registration } from '../../repositories/registrations';
import type { User } from '../../repositories/users';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { fieldErrors, newPerson, preRegister } from './fixtures';
import { post, signEverything, tokenOf } from './step8-fixtures';

const soleTrader = { companyType: 'DI', businessName: 'Ferri Impianti', vatNumber: '01234560017' };
const professional = { companyType: 'LP', businessName: 'Studio Bianchi', vatNumber: 'IT 55555550023', professionalRegister: 'INGEGNERI', registerNumber: 'a-1234' };
const business = (b: Record<string, unknown>, person: Partial<typeof newPerson> = {}) => ({ ...newPerson, ...person, flow: 'BUSINESS', business: b });
const code = async (res: Response) => (await json<ErrorJson>(res)).context.code;
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

async function registered(app: App, b: Record<string, unknown>) {
  const res = await preRegister(app, business(b));
  expect(res.status).toBe(200);
  return json<{ registration: Registration; access_token: string }>(res);
}

function upload(app: App, token: string, id: string, requestId: string, documentId: string) {
  const form = new FormData();
  form.append('documentId', documentId);
  form.append('file', new File([new TextEncoder().encode('%PDF-1.4 visura')], 'visura.pdf', { type: 'application/pdf' }));
  return app.request(`/api/usr/v2/registrations/${id}/docs-request/${requestId}/document-scans`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

describe('pre-register with flow BUSINESS', () => {
  it('a sole trader: BUSINESS_PREREGISTERED, the business as typed, its documents request OPEN with the visura and the partita IVA certificate', async () => {
    const { app } = setupSandbox();
    const { registration, access_token } = await registered(app, soleTrader);
    expect(registration).toMatchObject({ flow: 'BUSINESS', status: 'BUSINESS_PREREGISTERED', phoneNumberStatus: 'NOT_CERTIFIED', currentStep: 1 });
    expect(registration.business).toEqual({
      companyType: 'DI',
      businessName: 'Ferri Impianti',
      vatNumber: '01234560017',
      professionalRegister: null,
      registerNumber: null,
      docsRequest: {
        id: expect.stringMatching(/^bdr-/) as unknown,
        status: 'OPEN',
        documents: BUSINESS_DOCUMENTS.DI.map((description, i) => ({ id: `doc-${i + 1}`, description, uploaded: false })),
      },
    });
    // The back office's request stays apart (the start-up's MissingDocuments rule reads only that one).
    expect(registration.docsRequest).toBeNull();
    const me = await json<User>(await api(app, '/users/me', { token: access_token }));
    expect(me.availableProcesses).toEqual([{ level: 'A', profile: 'BUSINESS' }]);
  });

  it('a liberal professional: the register and its number (upper-cased), the register certificate asked', async () => {
    const { app } = setupSandbox();
    const { registration } = await registered(app, professional);
    expect(registration.business).toMatchObject({ companyType: 'LP', professionalRegister: 'INGEGNERI', registerNumber: 'A-1234' });
    expect(registration.business?.vatNumber).toBe('55555550023');
    expect(registration.business?.docsRequest?.documents.map((d) => d.description)).toEqual([...BUSINESS_DOCUMENTS.LP]);
  });

  it('field errors at business.* paths with the Italian messages; a minor holder is refused on birthDate', async () => {
    const { app } = setupSandbox();
    expect(await fieldErrors(await preRegister(app, business({ ...soleTrader, vatNumber: '01234560018' })))).toEqual({
      'business.vatNumber': BUSINESS_MSG.vatInvalid,
    });
    expect(await fieldErrors(await preRegister(app, business({ ...professional, professionalRegister: '', businessName: 'X' })))).toEqual({
      'business.businessName': 'Il campo deve avere almeno 2 lettere.',
      'business.professionalRegister': 'Il campo è obbligatorio',
    });
    const year = new Date().getFullYear() - 16;
    expect(await fieldErrors(await preRegister(app, business(soleTrader, { birthDate: `${year}-01-01` })))).toEqual({ birthDate: BUSINESS_MSG.adultHolder });
  });

  it('a partita IVA already held by another business is refused on business.vatNumber; none is created', async () => {
    const { app } = setupSandbox();
    // Persona 3331000027 holds 00743110157.
    const res = await preRegister(app, business({ ...soleTrader, vatNumber: 'IT00743110157' }));
    expect(res.status).toBe(400);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_VAT_NUMBER_EXISTS');
    expect(body.context.errors).toEqual([{ field: 'business.vatNumber', message: BUSINESS_MSG.vatTaken }]);
    await expect(login(app, { username: `+39${newPerson.phoneNumber}`, password: newPerson.accessCode })).rejects.toThrow();
  });
});

describe('the business documents (UploadBizDocuments, step 5) and the registered office', () => {
  it('each document uploaded through docs-request/{requestId}, then complete; step 6 is refused before', async () => {
    const { app, db } = setupSandbox();
    const token = await tokenOf(app, '+393331000025');
    const id = 'reg-p25';
    const requestId = 'bdr-seed-p25';
    folders.push(docsFolder(scansDirectory(db), id, requestId));
    const early = await post(app, token, 'update-registration-progress', { flow: 'BUSINESS', step: 6 }, id);
    expect(early.status).toBe(409);
    expect(await code(early)).toBe('USR_REG_BIZ_DOCS_MISSING');
    expect(await code(await post(app, token, `docs-request/${requestId}/complete`, {}, id))).toBe('USR_REG_DOCS_MISSING');

    const first = await upload(app, token, id, requestId, 'doc-1');
    expect(first.status).toBe(200);
    expect((await json<DocsRequest>(first)).documents.map((d) => d.uploaded)).toEqual([true, false]);
    expect((await upload(app, token, id, requestId, 'doc-2')).status).toBe(200);
    const completed = await json<Registration>(await post(app, token, `docs-request/${requestId}/complete`, {}, id));
    expect(completed.business?.docsRequest?.status).toBe('COMPLETED');
    expect(completed.docsRequest).toBeNull();
    expect(Object.keys(completed.data.businessDocsFiles as object)).toEqual(['doc-1', 'doc-2']);
    const moved = await post(app, token, 'update-registration-progress', { flow: 'BUSINESS', step: 6 }, id);
    expect(moved.status).toBe(200);
    expect((await json<Registration>(moved)).currentStep).toBe(6);
  });

  it('the registered office is validated like the residence and kept on a business only', async () => {
    const { app } = setupSandbox();
    const residence = { address: 'Via Roma', houseNumber: '1', city: 'Milano', postalCode: '20121', province: 'MI' };
    const office = { address: 'Via Città di Castello', houseNumber: '2', city: 'Milano', postalCode: '20121', province: 'MI' };
    const bizToken = await tokenOf(app, '+393331000025');
    const refused = await post(app, bizToken, 'addresses', { residence, office: { ...office, postalCode: '201' } }, 'reg-p25');
    expect(Object.keys(await fieldErrors(refused))).toEqual(['office.postalCode']);
    const saved = await json<Registration>(await post(app, bizToken, 'addresses', { residence, office }, 'reg-p25'));
    expect(saved.data.addresses).toMatchObject({ office: { address: "VIA CITTA' DI CASTELLO", city: 'MILANO' }, domicile: null });
    const consumerToken = await tokenOf(app, '+393331000003');
    const consumer = await json<Registration>(await post(app, consumerToken, 'addresses', { residence, office }, 'reg-p03'));
    expect(consumer.data.addresses).not.toHaveProperty('office');
  });
});

describe('the completion of a business', () => {
  it('step 9 signed (CONTRACTS_SIGNED at the mobile token), then complete-registration: COMPLETED, the user ENABLED with a BUSINESS wallet', async () => {
    const { app } = setupSandbox();
    const id = 'reg-p26';
    const token = await tokenOf(app, '+393331000026');
    await signEverything(app, token, id);
    expect((await post(app, token, 'verify-access-code', { accessCode: '13579' }, id)).status).toBe(200);
    await post(app, token, 'mobile-token/send-otp', {}, id);
    const signed = await json<Registration>(await post(app, token, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE }, id));
    expect(signed).toMatchObject({ status: 'CONTRACTS_SIGNED', currentStep: 9 });
    expect((await post(app, token, 'update-registration-progress', { flow: 'BUSINESS', step: 10 }, id)).status).toBe(200);
    const completed = await json<Registration>(await post(app, token, 'complete-registration', {}, id));
    expect(completed).toMatchObject({ status: 'COMPLETED', closed: true, currentStep: 10 });
    const me = await json<User>(await api(app, '/users/me', { token }));
    expect(me).toMatchObject({ status: 'ENABLED', defaultWallet: { type: 'BUSINESS' } });
  });
});
