/**
 * Test support for the step-8 signature screens: sign statuses (the sandbox's SignStatus) and
 * the routes of the certificate provider's calls as `renderStep` keys.
 */
import type { SignStatus } from '../../src/api/certificate-schemas';
import { jsonResponse } from './fetch-mock';
import { USR_API, type ApiHandler } from './step';

/** When the test signature session began. */
export const SESSION_STARTED_AT = '2025-03-01T10:00:00.000Z';

/** A sign status: IDLE and nothing signed unless `over`/`signed` say otherwise; `active` opens a session. */
export function signStatus(over: Partial<SignStatus> = {}, signed: Partial<SignStatus['signed']> = {}, active = false): SignStatus {
  return {
    status: 'IDLE',
    operation: null,
    scope: null,
    progress: 0,
    ...over,
    signed: { certificate: false, account: false, card: false, ...signed },
    session: active
      ? { active: true, startedAt: SESSION_STARTED_AT, expiresAt: '2025-03-01T10:55:00.000Z' }
      : { active: false, startedAt: null, expiresAt: null },
  };
}

/** A JSON 200 answer. */
export const answer =
  (body: unknown): ApiHandler =>
  () =>
    jsonResponse(200, body);

/** The provider's routes for registration `reg-1` and provider `infocert`. */
const CERT = `${USR_API}/registrations/reg-1/infocert`;
export const SIGN_ROUTES = {
  certificateStatus: `GET ${CERT}/certificate-status`,
  dossiers: `POST ${CERT}/dossiers`,
  start: `POST ${CERT}/dossiers/start`,
  terms: `GET ${CERT}/dossiers/terms`,
  acceptClauses: `POST ${CERT}/dossiers/accept-clauses`,
  sendOtp: `POST ${CERT}/dossiers/send-signature-otp`,
  issueAndSign: `POST ${CERT}/dossiers/issue-and-sign`,
  oneStepSign: `POST ${CERT}/dossiers/one-step-sign`,
  signAndAssertAuth: `POST ${CERT}/dossiers/sign-and-assert-auth`,
  signStatus: `GET ${CERT}/dossiers/sign-status`,
  contracts: `GET ${USR_API}/documents/contracts/reg-1`,
} as const;
