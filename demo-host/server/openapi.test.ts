// @vitest-environment node
/**
 * The sandbox answers as the contract says: every operation of openapi.json is called on the in-process app
 * with a request the document describes (its body validated against the request schema), and the answer's
 * status and body are checked against the operation's response schema with Ajv (JSON Schema 2020-12), as
 * a back end built from the document would be. Error answers are checked against the §8 error bodies.
 * Also: `GET /api/openapi.json` serves the document.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import { afterAll, describe, expect, it } from 'vitest';
import openapi from '../../openapi.json' with { type: 'json' };
import { bookingWindow, planCallback } from '../../src/format/booking';
import type { BookAssistanceOptions } from '../../src/api/schemas';
import { SANDBOX_MGM_CODE, SANDBOX_OTP_CODE, TOKEN_PATH } from './constants';
import { scansDirectory } from './registrations/identityDocument';
import { OPENAPI_PATH } from './openapi';
import { PROVIDER_API } from './routes/registrations/recognition';
import { DEMO_PHONE, DEMO_REGISTRATION_ID, PERSONA_ACCESS_CODE } from './seed';
import { adminPost, setupSandbox } from './testing';

type App = ReturnType<typeof setupSandbox>['app'];
type Json = Record<string, unknown>;

interface DocOperation {
  operationId: string;
  'x-defined-by': string;
  servers?: unknown[];
  security: Record<string, unknown>[];
  parameters?: ({ $ref: string } | { name: string; in: string; required: boolean })[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}

const doc = openapi as unknown as {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
};

/** The document as one Ajv resource: `#/components/…` references resolve inside it. */
const DOC_ID = 'https://bank-onboarding.example/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: DOC_ID, components: doc.components });

function validatorOf(schema: Json): ValidateFunction {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const validate = ajv.getSchema(`${DOC_ID}${ref}`);
    if (!validate) throw new Error(`no schema at ${ref}`);
    return validate;
  }
  return ajv.compile(schema);
}

const operations = new Map(
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [op.operationId, { path, method, op }] as const)),
);
/** The operations this file called with a success answer. */
const answered = new Set<string>();

function operation(operationId: string) {
  const found = operations.get(operationId);
  if (!found) throw new Error(`${operationId} is not an operation of openapi.json`);
  return found;
}

/** A response of the document, `$ref` to components/responses followed. */
function responseOf(op: DocOperation, status: number): Json {
  const response = op.responses[String(status)] ?? op.responses.default;
  if (!response) throw new Error(`${op.operationId}: no response ${status} nor default`);
  const ref = response.$ref;
  if (typeof ref === 'string') return doc.components.responses[ref.split('/').pop()!]!;
  return response;
}

interface Request {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string | File>;
  headers?: Record<string, string>;
}

const errorsOf = (validate: ValidateFunction) => ajv.errorsText(validate.errors, { separator: '\n' });

/** Sends a request the document describes (its body checked against the request schema). */
async function send(app: App, operationId: string, req: Request = {}): Promise<Response> {
  const { path, method, op } = operation(operationId);
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = req.params?.[name];
    if (value === undefined) throw new Error(`${operationId}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const declared = new Set((op.parameters ?? []).flatMap((p) => ('name' in p && p.in === 'query' ? [p.name] : [])));
  if (op.security.some((s) => 'documentToken' in s)) declared.add('at');
  for (const name of Object.keys(req.query ?? {})) expect(declared, `${operationId}: query ${name} is not documented`).toContain(name);
  const query = new URLSearchParams(Object.entries(req.query ?? {}).map(([k, v]) => [k, String(v)])).toString();

  const headers: Record<string, string> = { ...req.headers };
  const refs = (op.parameters ?? []).flatMap((p) => ('$ref' in p ? [p.$ref] : []));
  if (refs.includes('#/components/parameters/RequestId')) headers['x-request-id'] = randomUUID();
  if (refs.includes('#/components/parameters/IdempotencyKey')) headers['idempotency-key'] = randomUUID();
  if (req.token) headers.Authorization = `Bearer ${req.token}`;

  let body: string | FormData | undefined;
  const media = req.json !== undefined ? 'application/json' : req.form ? 'application/x-www-form-urlencoded' : req.multipart ? 'multipart/form-data' : undefined;
  expect(media, `${operationId}: the body kind`).toBe(op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined);
  if (media && op.requestBody) {
    const schema = op.requestBody.content[media]!.schema;
    if (media !== 'multipart/form-data') {
      const validate = validatorOf(schema);
      expect(validate(req.json ?? req.form), `${operationId}: the request body breaks the document\n${errorsOf(validate)}`).toBe(true);
    }
  }
  if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  } else if (req.multipart) {
    body = new FormData();
    for (const [name, part] of Object.entries(req.multipart)) {
      if (typeof part === 'string') body.append(name, part);
      else body.append(name, part, part.name);
    }
  }
  const base = op.servers ? '' : '/api';
  return app.request(`${base}${url}${query ? `?${query}` : ''}`, { method: method.toUpperCase(), headers, body });
}

/** Calls the operation and checks its success answer against the document; resolves with the body. */
async function answer<T = Json>(app: App, operationId: string, req: Request = {}): Promise<T> {
  const { op } = operation(operationId);
  const res = await send(app, operationId, req);
  const [status, response] = Object.entries(op.responses).find(([code]) => code.startsWith('2'))!;
  const text = await res.text();
  expect(res.status, `${operationId}: ${res.status} ${text.slice(0, 300)}`).toBe(Number(status));
  const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
  if (Number(status) === 204) {
    expect(text).toBe('');
    answered.add(operationId);
    return undefined as T;
  }
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!;
  expect(Object.keys(content), `${operationId}: content-type ${type}`).toContain(type);
  if (type !== 'application/json') {
    answered.add(operationId);
    return text as T;
  }
  const body = JSON.parse(text) as unknown;
  const validate = validatorOf(content[type]!.schema ?? {});
  expect(validate(body), `${operationId}: the answer breaks the document\n${errorsOf(validate)}\n${text.slice(0, 500)}`).toBe(true);
  answered.add(operationId);
  return body as T;
}

/** Calls the operation expecting `status` and checks the error body (and its tnb-trace header) against the document. */
async function failure(app: App, operationId: string, req: Request, status: number): Promise<Json> {
  const { op } = operation(operationId);
  const res = await send(app, operationId, req);
  const text = await res.text();
  expect(res.status, `${operationId}: ${text.slice(0, 300)}`).toBe(status);
  const response = responseOf(op, status);
  const schema = (response.content as Record<string, { schema: Json }>)['application/json']!.schema;
  const body = JSON.parse(text) as Json;
  const validate = validatorOf(schema);
  expect(validate(body), `${operationId} ${status}: the error body breaks the document\n${errorsOf(validate)}`).toBe(true);
  if (response.headers) expect(res.headers.get('tnb-trace')).toBe(body.trace);
  return body;
}

async function tokenOf(app: App, username: string = DEMO_PHONE, password: string = PERSONA_ACCESS_CODE): Promise<string> {
  const tokens = await answer<{ access_token: string }>(app, 'token', {
    form: { grant_type: 'password', username, password, clientId: 'webapp' },
  });
  return tokens.access_token;
}

const directories = new Set<string>();
function sandbox() {
  const setup = setupSandbox();
  directories.add(scansDirectory(setup.db));
  return setup;
}
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

const ADDRESS = { address: 'Via Roma', houseNumber: '12', city: 'Milano', postalCode: '20121', province: 'MI' };
const ORIGIN = 'http://localhost';
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const pdf = (name: string) => new File([new TextEncoder().encode('%PDF-1.4 documento')], name, { type: 'application/pdf' });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the document', () => {
  it('is served at GET /api/openapi.json', async () => {
    const { app } = sandbox();
    const res = await app.request(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(openapi);
  });

  it("has the sandbox's token endpoint path", () => {
    expect(Object.keys(doc.paths)).toContain(TOKEN_PATH);
  });

  it('its validators refuse what it does not allow (the checks below are not vacuous)', () => {
    expect(validatorOf({ $ref: '#/components/schemas/Registration' })({ id: 'r1', flow: 'ALIEN' })).toBe(false);
    expect(validatorOf({ $ref: '#/components/schemas/ErrorBody' })({ context: { code: 'X' } })).toBe(false);
    expect(validatorOf({ $ref: '#/components/schemas/RegistrationListAnswer' })({ _embedded: { registrations: [{ id: 1 }] } })).toBe(false);
  });

  it('every component schema is a valid JSON Schema 2020-12', () => {
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => validatorOf({ $ref: `#/components/schemas/${name}` }), name).not.toThrow();
    }
  });
});

describe('the sandbox answers every operation as openapi.json says', () => {
  it('authentication, user, lookups, documents, help (the demo persona)', async () => {
    const { app } = sandbox();
    const tokens = await answer<{ access_token: string; refresh_token: string }>(app, 'token', {
      form: { grant_type: 'password', username: DEMO_PHONE, password: PERSONA_ACCESS_CODE, clientId: 'webapp' },
    });
    const refreshed = await answer<{ access_token: string }>(app, 'token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'webapp' },
    });
    const token = refreshed.access_token;
    await failure(app, 'token', { form: { grant_type: 'password', username: DEMO_PHONE, password: '00000', clientId: 'webapp' } }, 400);

    await answer(app, 'lookupFiscalCode', { query: { fiscalCode: 'RSSMRA85T10A562S' } });
    await answer(app, 'getMe', { token, query: { documents: true } });
    await failure(app, 'getMe', { query: { documents: true } }, 401);
    await answer(app, 'getMeDetails', { token, query: { fatcaGianos: true, contracts: true, documents: true, scans: true } });
    await answer(app, 'getUserContext', { token });
    await answer(app, 'getPrepaidCards', { token });
    await answer(app, 'getWalletInstruments', { token });
    await answer(app, 'listRegistrations', { token });
    await answer(app, 'getRegistration', { token, params: { id: 'me' } });
    await answer(app, 'getRegistration', { token, params: { id: DEMO_REGISTRATION_ID } });
    await answer(app, 'checkMgm', { params: { code: SANDBOX_MGM_CODE } });

    await answer(app, 'getTerms', { query: { level: 2, size: 30 } });
    const { _embedded } = await answer<{ _embedded: { staticContracts: { documentId: string }[] } }>(app, 'getStaticContracts', {
      query: { size: 50 },
    });
    await answer(app, 'getStaticContracts', { token, query: { size: 30, flow: 'REG_CONS' } });
    await answer(app, 'getDocumentTypes');
    await answer(app, 'getGianosDocuments');
    await answer(app, 'openTermDocument', { params: { term: 'PRIVACY_POLICY' }, query: { at: token } });
    await answer(app, 'openStaticContractDocument', { params: { id: _embedded.staticContracts[0]!.documentId }, query: { at: token } });

    const options = await answer<BookAssistanceOptions>(app, 'getBookAssistanceOptions', { token });
    const { dates } = await answer<{ dates: string[] }>(app, 'getUnavailableDates', { token, json: bookingWindow(new Date()) });
    const plan = planCallback({ now: new Date(), options, unavailableDates: dates });
    expect(plan).not.toBeNull();
    await answer(app, 'bookAssistance', { token, json: plan });

    await answer(app, 'postTracking', {
      token,
      params: { id: DEMO_REGISTRATION_ID },
      json: { flow: 'CONSUMER', orderID: DEMO_REGISTRATION_ID, deviceType: 'desktop', inviteCode: null, gender: 'M', cardId: null, settore: null, professione: null },
    });
    await answer(app, 'activatePremium', { token, params: { id: DEMO_REGISTRATION_ID } });
    const again = await failure(app, 'activatePremium', { token, params: { id: DEMO_REGISTRATION_ID } }, 409);
    expect(again).toMatchObject({ context: { code: 'USR_USR_0731' } });

    expect((await adminPost(app, '/maintenance', { on: true })).status).toBe(200);
    const down = await failure(app, 'getMe', { token, query: { documents: true } }, 503);
    expect(down).toMatchObject({ context: { code: 'SYS_MAINTENANCE' } });
  });

  it('pre-registration, a minor and the guardian', async () => {
    const { app } = sandbox();
    const minor = {
      flow: 'MINOR',
      firstName: 'Lucia',
      lastName: 'Verdi',
      birthDate: `${new Date().getFullYear() - 15}-01-01`,
      email: 'lucia.verdi@example.it',
      phoneNumber: '3471234567',
      accessCode: '24681',
      mgmCode: null,
      consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS'],
    };
    const refused = await failure(app, 'preRegister', { json: minor, headers: { 'X-Recaptcha-Response-Token': 'fail' } }, 400);
    expect(refused).toMatchObject({ context: { code: 'RECAPTCHA_FAILED' } });
    const created = await answer<{ registration: { id: string }; access_token: string }>(app, 'preRegister', {
      json: minor,
      headers: { 'X-Recaptcha-Response-Token': 'ok' },
    });
    await answer(app, 'setTutor', {
      token: created.access_token,
      params: { id: created.registration.id },
      json: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', phoneNumber: DEMO_PHONE.slice(3), email: 'demo@example.it' },
    });
    const guardian = await tokenOf(app);
    const lookup = await answer<{ registrations: { id: string }[] }>(app, 'getAsTutor', { token: guardian });
    expect(lookup.registrations.map((r) => r.id)).toContain(created.registration.id);
  });

  it('the data steps, the card, the identity document and the recognition (the demo persona)', async () => {
    const { app } = sandbox();
    const token = await tokenOf(app);
    const params = { id: DEMO_REGISTRATION_ID };
    await answer(app, 'updateRegistration', { token, params, json: { data: { citizenship: 'IT', birthPlace: 'Reggio nell’Emilia', fiscalCode: 'RSSMRA85T10A562S' } } });
    await answer(app, 'updateRegistrationProgress', { token, params, json: { flow: 'CONSUMER', step: 2 } });
    await answer(app, 'sendConfirmationEmail', { token, params, json: {} });
    await answer(app, 'verifyEmail', { token, params, json: { code: SANDBOX_OTP_CODE } });
    await answer(app, 'modifyEmail', { token, params, json: { email: 'mario.rossi@example.it' } });
    await answer(app, 'saveAddresses', { token, params, json: { residence: ADDRESS } });
    await answer(app, 'saveFatcaGianos', {
      token,
      params,
      json: {
        beneficialOwner: true,
        fatca: { usCitizen: false, usTaxResident: false, usTin: null },
        crs: { otherTaxResidence: false, country: null, foreignTin: null },
        gianos: { job: '04', activitySector: 'K' },
        purpose: { purpose: 'SAVINGS', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
      },
    });
    const accountDocs = ['CONTRATTO_CONTO', 'FOGLIO_INFORMATIVO_CONTO', 'DOCUMENTO_SINTESI', 'INF_PCU1', 'GUIDA_ABF', 'SERVIZI_PAGAMENTO'];
    await answer(app, 'saveTerms', { token, params, json: { accepted: accountDocs } });
    await answer(app, 'selectCard', { token, params, json: { cardId: 'CARD_CLASSIC' } });
    await answer(app, 'saveTerms', { token, params, json: { scope: 'CARD', accepted: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'] } });
    await answer(app, 'saveShipment', { token, params, json: { to: 'OTHER', address: ADDRESS } });

    const recog = await answer<{ token: string }>(app, 'getRecognitionToken', { token, json: {} });
    const started = await answer<{ sessionId: string }>(app, 'startRecognition', {
      token,
      json: { token: recog.token, returnUrl: `${ORIGIN}/#/idnowRecognition` },
    });
    const chosen = await app.request(`${PROVIDER_API}/${started.sessionId}/outcome`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'APPROVED' }),
    });
    expect(chosen.status).toBe(200);
    await answer(app, 'getRecognitionCallback', { token, query: { session: started.sessionId } });
    await answer(app, 'getRecognitionDocumentData', { token });

    await answer(app, 'saveDocumentScans', { token, params, multipart: { front: jpeg('fronte.jpg'), back: jpeg('retro.jpg') } });
    await answer(app, 'saveDocuments', {
      token,
      params,
      json: {
        documentType: 'CARTA_IDENTITA',
        documentNumber: 'AB1234567',
        issueDate: day(-400),
        expiryDate: day(3000),
        issuingAuthority: 'Comune',
        issuingPlace: 'Roma',
      },
    });
  });

  it('the phone code (persona 3331000001)', async () => {
    const { app } = sandbox();
    const token = await tokenOf(app, '+393331000001');
    const { registrations } = await answer<{ registrations: { id: string }[] }>(app, 'getRegistration', { token, params: { id: 'me' } });
    const params = { id: registrations[0]!.id };
    await answer(app, 'sendPhoneNumberOtp', { token, params, json: {} });
    await answer(app, 'verifyPhoneNumberOtp', { token, params, json: { otp: SANDBOX_OTP_CODE } });
  });

  it('step 8: certificate, signatures, access code, mobile token, completion (persona 3331000016)', async () => {
    const { app } = sandbox();
    expect((await adminPost(app, '/signature/duration', { ms: 5 })).status).toBe(200);
    const token = await tokenOf(app, '+393331000016');
    const id = 'reg-p16';
    const cert = { id, cert: 'infocert' };
    const settled = async () => {
      for (let i = 0; i < 40; i++) {
        const status = await answer<{ status: string }>(app, 'getSignStatus', { token, params: cert });
        if (status.status !== 'RUNNING') return status;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error('the signature is still running');
    };

    const contracts = await answer<{ _embedded: { bankDocumentResourceList: { contractId: string; scope: string }[] } }>(app, 'getContracts', {
      token,
      params: { id },
    });
    const list = contracts._embedded.bankDocumentResourceList;
    await answer(app, 'openContractDocument', { params: { id, contractId: list[0]!.contractId }, query: { at: token } });

    await answer(app, 'createDossier', { token, params: cert, json: {} });
    await answer(app, 'startDossier', { token, params: cert, json: {} });
    const { terms } = await answer<{ terms: { id: string }[] }>(app, 'getDossierTerms', { token, params: cert });
    await answer(app, 'acceptClauses', { token, params: cert, json: { clauseIds: terms.map((t) => t.id) } });
    await answer(app, 'sendSignatureOtp', { token, params: cert, json: {} });
    await answer(app, 'issueAndSign', { token, params: cert, json: { otp: SANDBOX_OTP_CODE } });
    expect(await settled()).toMatchObject({ status: 'DONE' });
    await answer(app, 'getCertificateStatus', { token, params: cert });
    await answer(app, 'sendSignatureOtp', { token, params: cert, json: {} });
    await answer(app, 'oneStepSign', { token, params: cert, json: { otp: SANDBOX_OTP_CODE } });
    expect(await settled()).toMatchObject({ status: 'DONE' });
    for (const scope of ['ACCOUNT', 'CARD'] as const) {
      const contractIds = list.filter((c) => c.scope === scope).map((c) => c.contractId);
      await answer(app, 'signAndAssertAuth', { token, params: cert, json: { scope, contractIds } });
      expect(await settled()).toMatchObject({ status: 'DONE' });
    }

    const wrong = await failure(app, 'verifyAccessCode', { token, params: { id }, json: { accessCode: '24680' } }, 400);
    expect(wrong).toMatchObject({ context: { code: 'USR_REG_ACCESS_CODE_INVALID', errors: [{ field: 'accessCode' }] } });
    await answer(app, 'verifyAccessCode', { token, params: { id }, json: { accessCode: PERSONA_ACCESS_CODE } });
    await answer(app, 'sendMobileTokenOtp', { token, params: { id }, json: {} });
    await answer(app, 'activateMobileToken', { token, params: { id }, json: { otp: SANDBOX_OTP_CODE } });
    await answer(app, 'completeRegistration', { token, params: { id }, json: {} });
  });

  it("the bank's request for missing documents (persona 3331000017)", async () => {
    const { app } = sandbox();
    const token = await tokenOf(app, '+393331000017');
    const params = { id: 'reg-p17', requestId: 'dr-seed-p17' };
    await answer(app, 'saveDocsRequestScan', { token, params, multipart: { documentId: 'doc-1', file: pdf('fronte.pdf') } });
    await answer(app, 'saveDocsRequestScan', { token, params, multipart: { documentId: 'doc-2', file: jpeg('retro.jpg') } });
    await answer(app, 'completeDocsRequest', { token, params, json: {} });
  });

  it('the start-up processes: upgrades, a corporate wallet, the document renewal', async () => {
    const { app } = sandbox();
    const start = { level: 'A', profile: 'CONSUMER' };
    await answer(app, 'startUpgradeBToA', { token: await tokenOf(app, '+393331000022'), json: start });
    await answer(app, 'getWalletInstruments', { token: await tokenOf(app, '+393331000022') });
    await answer(app, 'getMeDetails', {
      token: await tokenOf(app, '+393331000022'),
      query: { fatcaGianos: true, contracts: true, documents: true, scans: true },
    });
    await answer(app, 'startUpgrade', { token: await tokenOf(app, '+393331000023'), json: start });
    await answer(app, 'startAddWallet', { token: await tokenOf(app, '+393331000007'), json: start });

    const token = await tokenOf(app, '+393331000024');
    await answer(app, 'startDocumentRenewal', { token });
    const recog = await answer<{ token: string }>(app, 'getRecognitionToken', { token, json: {} });
    await answer(app, 'startDocumentRenewalRecognition', { token, json: { token: recog.token, returnUrl: `${ORIGIN}/#/idnowRecognition` } });
  });

  it('called every operation of the document', () => {
    expect([...operations.keys()].filter((id) => !answered.has(id))).toEqual([]);
  });
});
