/**
 * Every call the element makes is an operation of the document: each exported function of the call modules
 * runs against a recording ApiClient, and what it asked for (method, base, path, headers, body) must be an
 * operation of openapi.json, with the body its schema describes. A new call function fails here until it is
 * listed in operations.ts (and the document regenerated).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import openapi from '../../openapi.json' with { type: 'json' };
import * as auth from './auth';
import * as certificate from './certificate';
import { createApiClient, TOKEN_PATH } from './client';
import type { ApiClient, ApiRequest } from './client';
import * as documents from './documents';
import * as help from './help';
import { OPERATIONS, type Operation } from './operations';
import * as recognition from './recognition';
import * as registrations from './registrations';
import * as tracking from './tracking';
import * as users from './users';
import { createFetchMock, jsonResponse } from '../../test/support/fetch-mock';
import { stubSession } from '../../test/support/api-client';

/** The modules whose exported functions make the element's calls. */
const CALL_MODULES = { auth, certificate, documents, help, recognition, registrations, tracking, users } as const;

/** What one call asked the client for. */
interface Recorded {
  method: string;
  base: 'api' | 'security';
  path: string;
  headers: Record<string, string>;
  kind: 'none' | 'json' | 'form' | 'multipart' | 'opened';
  body?: unknown;
}

/** An ApiClient that records every request (and every document URL it builds) and answers `{}`. */
function recordingApi(): { api: ApiClient; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const request = <T,>(req: ApiRequest<T>): Promise<T> => {
    const kind = req.multipart ? 'multipart' : req.form ? 'form' : req.body !== undefined ? 'json' : 'none';
    const body = req.multipart ? Object.fromEntries(req.multipart.entries()) : (req.form ?? req.body);
    calls.push({ method: req.method, base: req.base ?? 'api', path: req.path, headers: req.headers ?? {}, kind, body });
    return Promise.resolve({} as T);
  };
  const api: ApiClient = {
    request,
    get: (path, options) => request({ ...options, method: 'GET', path }),
    post: (path, body, options) => request({ ...options, method: 'POST', path, body }),
    url: (path) => {
      calls.push({ method: 'GET', base: 'api', path, headers: {}, kind: 'opened' });
      return `/api${path}`;
    },
    resetExpiry: () => undefined,
    expired: false,
  };
  return { api, calls };
}

const ADDRESS = { address: 'VIA ROMA', houseNumber: '1', city: 'MILANO', postalCode: '20121', province: 'MI' };
const target = { registrationId: 'r1', cert: 'infocert' };
const scan = () => new File(['x'], 'fronte.jpg', { type: 'image/jpeg' });

/** Arguments (after the client) of the calls that need more than the defaults `('r1', 'q1')`. */
const ARGS: Record<string, (api: ApiClient) => Promise<unknown> | unknown> = {
  'auth.login': (a) => auth.login(a, { phoneNumber: '3330000000', accessCode: '13579' }),
  'registrations.preRegister': (a) =>
    registrations.preRegister(
      a,
      {
        flow: 'CONSUMER',
        firstName: 'Mario',
        lastName: 'Rossi',
        birthDate: '1985-12-10',
        email: 'mario@example.it',
        phoneNumber: '3471234567',
        accessCode: '24681',
        mgmCode: null,
        consents: ['PRIVACY_POLICY'],
      },
      'captcha',
    ),
  'registrations.updateRegistration': (a) => registrations.updateRegistration(a, 'r1', { data: { citizenship: 'IT' } }),
  'registrations.updateRegistrationProgress': (a) => registrations.updateRegistrationProgress(a, 'r1', { flow: 'CONSUMER', step: 3 }),
  'registrations.saveAddresses': (a) => registrations.saveAddresses(a, 'r1', { residence: ADDRESS }),
  'registrations.saveDocuments': (a) =>
    registrations.saveDocuments(a, 'r1', {
      documentType: 'PASSAPORTO',
      documentNumber: 'YA1234567',
      issueDate: '2020-01-02',
      expiryDate: '2030-01-01',
      issuingAuthority: 'QUESTURA',
      issuingPlace: 'MILANO',
    }),
  'registrations.saveFatcaGianos': (a) =>
    registrations.saveFatcaGianos(a, 'r1', {
      beneficialOwner: true,
      fatca: { usCitizen: false, usTaxResident: false, usTin: null },
      crs: { otherTaxResidence: false, country: null, foreignTin: null },
      gianos: { job: '04', activitySector: 'K' },
      purpose: { purpose: 'SAVINGS', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
    }),
  'registrations.saveTerms': (a) => registrations.saveTerms(a, 'r1', { scope: 'CARD', accepted: ['A'] }),
  'registrations.saveDocumentScans': (a) => registrations.saveDocumentScans(a, 'r1', { front: scan(), back: scan() }),
  'registrations.saveDocsRequestScan': (a) => registrations.saveDocsRequestScan(a, 'r1', 'q1', { documentId: 'd1', file: scan() }),
  'registrations.selectCard': (a) => registrations.selectCard(a, 'r1', { cardId: 'c1' }),
  'registrations.saveShipment': (a) => registrations.saveShipment(a, 'r1', { to: 'OTHER', address: ADDRESS }),
  'registrations.setTutor': (a) =>
    registrations.setTutor(a, 'r1', {
      firstName: 'Anna',
      lastName: 'Rossi',
      fiscalCode: 'RSSNNA70A41F205X',
      phoneNumber: '3331000021',
      email: 'anna@example.it',
    }),
  'registrations.checkMgm': (a) => registrations.checkMgm(a, 'AMICO2026'),
  'registrations.getAsTutor': (a) => registrations.getAsTutor(a),
  'registrations.listRegistrations': (a) => registrations.listRegistrations(a),
  'registrations.startUpgradeBToA': (a) => registrations.startUpgradeBToA(a),
  'registrations.startUpgrade': (a) => registrations.startUpgrade(a),
  'registrations.startAddWallet': (a) => registrations.startAddWallet(a),
  'registrations.startDocumentRenewal': (a) => registrations.startDocumentRenewal(a),
  'tracking.postTracking': (a) => tracking.postTracking(a, 'r1', { flow: 'CONSUMER', orderID: 'r1', deviceType: 'desktop' }),
  'certificate.signAndAssertAuth': (a) => certificate.signAndAssertAuth(a, target, { scope: 'ACCOUNT', contractIds: ['C1'] }),
  'certificate.acceptClauses': (a) => certificate.acceptClauses(a, target, { clauseIds: ['K1'] }),
  'certificate.issueAndSign': (a) => certificate.issueAndSign(a, target, { otp: '123456' }),
  'certificate.oneStepSign': (a) => certificate.oneStepSign(a, target, { otp: '123456' }),
  'recognition.startRecognition': (a) => recognition.startRecognition(a, { token: 't', returnUrl: 'https://bank.example/' }),
  'recognition.startDocumentRenewalRecognition': (a) =>
    recognition.startDocumentRenewalRecognition(a, { token: 't', returnUrl: 'https://bank.example/' }),
  'recognition.getRecognitionCallback': (a) => recognition.getRecognitionCallback(a, 'sess-1'),
  'help.getUnavailableDates': (a) => help.getUnavailableDates(a, new Date('2026-03-02T10:00:00Z')),
  'help.bookAssistance': (a) => help.bookAssistance(a, { bookDate: '2026-03-02', notes: 'Onboarding', reasonId: 8, timeSlotId: 1 }),
  'documents.getStaticContracts': (a) => documents.getStaticContracts(a, 'REG_CONS'),
  'documents.openableDocumentUrl': (a) => documents.openableDocumentUrl(a, documents.termDocumentPath('PRIVACY_POLICY'), 'at-1'),
  'documents.staticContractDocuments': (a) => documents.staticContractDocuments(a, [{ documentId: 'UNICO_BP' }]),
  // Path builders of documents opened with `at` (spec §6): the path they build is a GET operation.
  'documents.termDocumentPath': (a) => a.url(documents.termDocumentPath('PRIVACY_POLICY')),
  'documents.contractDocumentPath': (a) => a.url(documents.contractDocumentPath('r1', 'CONTO_CONTRATTO')),
  'documents.staticContractDocumentPath': (a) => a.url(documents.staticContractDocumentPath('UNICO_BP')),
};

/** Exported functions that make no call: helpers of the calls. */
const HELPERS = new Set([
  'auth.loginUsername',
  'auth.loginFailureMessage',
  'users.pickPrepaidCard',
  'documents.documentUrl',
  'documents.filterTerms',
  'documents.filterStaticContracts',
  'certificate.isCertificateValid',
  'help.unavailableDatesWindow',
  'tracking.trackingBody',
]);

/** The operation whose template matches `path` (fixed segments win over `{parameters}`). */
function operationOf(method: string, base: 'api' | 'security', path: string): Operation | undefined {
  const segments = path.split('/');
  const candidates = OPERATIONS.filter((op) => {
    if (op.method !== method.toLowerCase() || (op.base ?? 'api') !== base) return false;
    const template = op.path.split('/');
    return template.length === segments.length && template.every((t, i) => /^\{.+\}$/.test(t) ? segments[i] !== '' : t === segments[i]);
  });
  const literal = (op: Operation) => op.path.split('/').filter((t) => !t.startsWith('{')).length;
  return candidates.sort((a, b) => literal(b) - literal(a))[0];
}

/** The operation of the document with this template (what the element ships), if any. */
function documented(op: Operation): Record<string, unknown> | undefined {
  const paths = openapi.paths as Record<string, Record<string, Record<string, unknown>> | undefined>;
  return paths[op.path]?.[op.method];
}

const exported = Object.entries(CALL_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function')
    .map(([name, fn]) => ({ name: `${module}.${name}`, fn })),
);

describe('every call of src/api is an operation of openapi.json', () => {
  it('finds the call functions', () => {
    expect(exported.length).toBeGreaterThan(60);
  });

  it.each(exported.filter((e) => !HELPERS.has(e.name)))('$name', async ({ name, fn }) => {
    const { api, calls } = recordingApi();
    const run = ARGS[name] ?? ((a: ApiClient) => fn(a, 'r1', 'q1'));
    await run(api);
    expect(calls.length, `${name} made no call: list it in HELPERS of this test if it is not a call`).toBeGreaterThan(0);
    for (const call of calls) {
      const what = `${name}: ${call.method} ${call.base === 'security' ? '{security-base}' : '{api-base}'}${call.path}`;
      const op = operationOf(call.method, call.base, call.path);
      expect(op, `${what} is not in src/api/operations.ts: add it there and run \`npx tsx scripts/openapi.ts\``).toBeDefined();
      if (!op) continue;
      expect(documented(op), `${what} (${op.operationId}) is not in openapi.json: run \`npx tsx scripts/openapi.ts\``).toBeDefined();
      if (call.kind === 'opened') {
        expect('document' in op.answer, `${what} is opened as a document but ${op.operationId} is not one`).toBe(true);
        continue;
      }
      for (const header of op.headers ?? []) {
        if (header.required) expect(call.headers[header.name], `${what} does not send ${header.name}`).toBeTruthy();
      }
      const sent = call.kind === 'none' ? undefined : call.kind;
      expect(sent, `${what}: body kind`).toBe(op.body?.type);
      if (op.body && ARGS[name]) {
        const parsed = z.safeParse(op.body.schema, call.body);
        expect(parsed.success ? [] : parsed.error.issues, `${what}: the body does not match ${op.operationId}'s schema`).toEqual([]);
      }
    }
  });

  it('the refresh grant of the client is the token operation, with its form', async () => {
    const mock = createFetchMock((call, i) =>
      i === 0 ? jsonResponse(401, {}) : call.url.includes(TOKEN_PATH) ? jsonResponse(200, { access_token: 'a2', refresh_token: 'r2' }) : jsonResponse(200, {}),
    );
    const client = createApiClient({ apiBase: '/api', securityBase: 'https://sec.example', fetch: mock.fetch, session: stubSession() });
    await client.get('/usr/v2/users/me/context');
    const refresh = mock.calls.find((c) => c.url === `https://sec.example${TOKEN_PATH}`);
    expect(refresh?.method).toBe('POST');
    const op = operationOf('POST', 'security', TOKEN_PATH);
    expect(op?.body?.type).toBe('form');
    const form = Object.fromEntries(new URLSearchParams(refresh?.body ?? ''));
    expect(op && z.safeParse(op.body!.schema, form).success).toBe(true);
  });

  it('every operation of the list is made by a call function (no operation without a call)', async () => {
    const used = new Set<string>();
    for (const { name, fn } of exported.filter((e) => !HELPERS.has(e.name))) {
      const { api, calls } = recordingApi();
      await (ARGS[name] ?? ((a: ApiClient) => fn(a, 'r1', 'q1')))(api);
      for (const call of calls) {
        const op = operationOf(call.method, call.base, call.path);
        if (op) used.add(op.operationId);
      }
    }
    expect(OPERATIONS.map((op) => op.operationId).filter((id) => !used.has(id))).toEqual([]);
  });
});
