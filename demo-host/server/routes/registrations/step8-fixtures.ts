/**
 * Fixtures of the step-8 route tests (not a test file itself): persona 3331000016 (step 8, no
 * certificate yet), its calls below `registrations/reg-p16/infocert/`, and a walk through the certificate
 * and both contract signatures with a short signature duration.
 */
import { SANDBOX_OTP_CODE } from '../../constants';
import type { SignStatus } from '../../registrations/signature';
import { adminPost, api, json, login } from '../../testing';
import type { App } from './fixtures';

export const P16 = { phone: '+393331000016', registrationId: 'reg-p16', userId: 'usr-p16' } as const;
export const CLAUSES = ['CONDIZIONI_GENERALI', 'INFORMATIVA_PRIVACY', 'CONSENSO_CERTIFICATO'];
export const ACCOUNT_CONTRACTS = ['CONTO_CONTRATTO', 'CONTO_CLAUSOLE', 'CONTO_PRECONTRATTUALE'];
export const CARD_CONTRACTS = ['CARTA_CONTRATTO', 'CARTA_SINTESI'];

export async function tokenOf(app: App, username: string = P16.phone): Promise<string> {
  return (await login(app, { username })).access_token;
}

/** A call below `registrations/{id}/infocert/`. */
export const cert = (app: App, token: string, path: string, body?: unknown, id: string = P16.registrationId) =>
  api(app, `/registrations/${id}/infocert/${path}`, { token, ...(body === undefined ? {} : { method: 'POST', body }) });

/** A POST below `registrations/{id}/`. */
export const post = (app: App, token: string, path: string, body: unknown = {}, id: string = P16.registrationId) =>
  api(app, `/registrations/${id}/${path}`, { token, method: 'POST', body });

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sets the signature duration through the admin surface. */
export async function setDuration(app: App, ms: number): Promise<void> {
  const res = await adminPost(app, '/signature/duration', { ms });
  if (res.status !== 200) throw new Error(`duration: ${res.status}`);
}

/** The sign status. */
export async function signStatus(app: App, token: string, id: string = P16.registrationId): Promise<SignStatus> {
  return json<SignStatus>(await cert(app, token, 'dossiers/sign-status', undefined, id));
}

/** Dossier created, started, clauses accepted. */
export async function acceptAllClauses(app: App, token: string, id: string = P16.registrationId): Promise<void> {
  await cert(app, token, 'dossiers', {}, id);
  await cert(app, token, 'dossiers/start', {}, id);
  const res = await cert(app, token, 'dossiers/accept-clauses', { clauseIds: CLAUSES }, id);
  if (res.status !== 200) throw new Error(`accept-clauses: ${res.status}`);
}

/** Waits (the duration must be short) until the signature is no longer RUNNING. */
export async function settled(app: App, token: string, id: string = P16.registrationId): Promise<SignStatus> {
  for (let i = 0; i < 20; i++) {
    const status = await signStatus(app, token, id);
    if (status.status !== 'RUNNING') return status;
    await wait(5);
  }
  throw new Error('signature still running');
}

/** With a 5 ms duration: the certificate issued and signed, then ACCOUNT and CARD signed. */
export async function signEverything(app: App, token: string, id: string = P16.registrationId): Promise<void> {
  await setDuration(app, 5);
  await acceptAllClauses(app, token, id);
  await cert(app, token, 'dossiers/send-signature-otp', {}, id);
  await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE }, id);
  await settled(app, token, id);
  await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS }, id);
  await settled(app, token, id);
  await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'CARD', contractIds: CARD_CONTRACTS }, id);
  await settled(app, token, id);
}
