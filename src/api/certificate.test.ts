import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import * as cert from './certificate';
import { getContracts } from './documents';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';

const R = '/api/usr/v2/registrations';
const target = { registrationId: 'r1', cert: 'infocert' };
const D = `${R}/r1/infocert/dossiers`;

const DOSSIER = { dossierId: 'd1', status: 'STARTED', clausesAccepted: false };
const SIGN_STATUS = {
  status: 'RUNNING',
  operation: 'ISSUE_AND_SIGN',
  scope: 'CERTIFICATE',
  progress: 25,
  signed: { certificate: false, account: false, card: false },
  session: { active: false, startedAt: null, expiresAt: null },
};
const TERMS = { terms: [{ id: 'c1', title: 'Clausola', html: '<p>Testo</p>', required: true }] };

type Row = [name: string, call: (api: ApiClient) => Promise<unknown>, method: string, url: string, body: unknown, answer: unknown];

const rows: Row[] = [
  ['dossiers', (a) => cert.createDossier(a, target), 'POST', D, {}, DOSSIER],
  ['dossiers/start', (a) => cert.startDossier(a, target), 'POST', `${D}/start`, {}, DOSSIER],
  ['dossiers/terms', (a) => cert.getDossierTerms(a, target), 'GET', `${D}/terms`, undefined, TERMS],
  [
    'dossiers/accept-clauses',
    (a) => cert.acceptClauses(a, target, { clauseIds: ['c1'] }),
    'POST',
    `${D}/accept-clauses`,
    { clauseIds: ['c1'] },
    { ...DOSSIER, status: 'CLAUSES_ACCEPTED', clausesAccepted: true },
  ],
  ['dossiers/send-signature-otp', (a) => cert.sendSignatureOtp(a, target), 'POST', `${D}/send-signature-otp`, {}, { sent: true, phoneNumber: '+39 333 ***4567' }],
  ['dossiers/issue-and-sign', (a) => cert.issueAndSign(a, target, { otp: '123456' }), 'POST', `${D}/issue-and-sign`, { otp: '123456' }, SIGN_STATUS],
  ['dossiers/one-step-sign', (a) => cert.oneStepSign(a, target, { otp: '123456' }), 'POST', `${D}/one-step-sign`, { otp: '123456' }, SIGN_STATUS],
  [
    'dossiers/sign-and-assert-auth',
    (a) => cert.signAndAssertAuth(a, target, { scope: 'ACCOUNT', contractIds: ['k1'] }),
    'POST',
    `${D}/sign-and-assert-auth`,
    { scope: 'ACCOUNT', contractIds: ['k1'] },
    SIGN_STATUS,
  ],
  ['dossiers/sign-status', (a) => cert.getSignStatus(a, target), 'GET', `${D}/sign-status`, undefined, SIGN_STATUS],
];

describe('§7 Certificate and signature provider: paths verbatim, bodies, answers validated', () => {
  it.each(rows)('§7 %s', async (_name, call, method, url, body, answer) => {
    const { api, calls } = recordingClient(() => jsonResponse(200, answer));
    expect(await call(api)).toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.headers.authorization).toBe('Bearer at-1');
    if (body === undefined) expect(calls[0]?.body).toBeUndefined();
    else expect(JSON.parse(calls[0]?.body ?? 'null')).toEqual(body);
  });

  it.each(rows)('§7 %s: an answer of another shape is refused (invalid-response)', async (_name, call) => {
    const { api } = recordingClient(() => jsonResponse(200, { unexpected: true }));
    await expect(call(api)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a sign status without progress reads 0, and unknown extra fields pass through', async () => {
    const { progress: _dropped, ...noProgress } = SIGN_STATUS;
    const { api } = recordingClient(() => jsonResponse(200, { ...noProgress, extra: 1 }));
    expect(await cert.getSignStatus(api, target)).toMatchObject({ progress: 0, extra: 1 });
  });
});

describe('§7 Documents: GET documents/contracts/{id}', () => {
  it('§3 the list embedded in bankDocumentResourceList is unwrapped', async () => {
    const contract = { contractId: 'k1', description: 'Contratto di conto', scope: 'ACCOUNT', signed: false };
    const { api, calls } = recordingClient(() => jsonResponse(200, { _embedded: { bankDocumentResourceList: [contract] } }));
    expect(await getContracts(api, 'r 1')).toEqual([contract]);
    expect(calls[0]?.url).toBe('/api/usr/v2/documents/contracts/r%201');
  });
});
