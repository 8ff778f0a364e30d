/**
 * The certificate provider's signature state machine (spec §7 "Signature"): one per
 * registration, kept in `data.signature`. The pure part (a state, a clock) settles, starts and
 * describes a signature; the store part reads and writes it on the registration and keeps the
 * `infocert_sign_running` column and the CONTRACTS_SIGNED status in step.
 *
 * A signature is RUNNING for the signature duration (SIGNATURE_DURATION_MS, settable through the admin
 * surface) from its start, then DONE. Nothing runs in the background: the state settles lazily, on
 * every read of the registration (sign-status, the registration lookups, every own-registration call).
 * - ISSUE_AND_SIGN (scope CERTIFICATE) issues and signs the certificate: `signed.certificate`, a session.
 * - ONE_STEP_SIGN (scope null: it signs nothing new) opens a new signature session with the existing
 *   certificate.
 * - SIGN_AND_ASSERT_AUTH (scope ACCOUNT or CARD) signs that scope's contracts.
 * Never two at once (409 USR_SIGN_RUNNING), never the same scope twice (the callers answer the
 * current status instead). `counts` says how many times each scope was signed (the admin's view).
 */
import type Database from 'better-sqlite3';
import { SIGNATURE_DURATION_MS, SIGNATURE_SESSION_MS } from '../constants';
import { ApiError } from '../errors';
import { readSetting, writeSetting } from '../repositories/settings';
import type { Registration, RegistrationStatus } from '../repositories/registrations';
import { updateRegistration } from '../repositories/registrations';
import type { Signer } from './signer';
import { OWNER, TUTOR } from './signer';

export type SignOperation = 'ISSUE_AND_SIGN' | 'ONE_STEP_SIGN' | 'SIGN_AND_ASSERT_AUTH';
export type SignScope = 'CERTIFICATE' | 'ACCOUNT' | 'CARD';
export type ContractScope = Extract<SignScope, 'ACCOUNT' | 'CARD'>;
type Signed = { certificate: boolean; account: boolean; card: boolean };

/** What `data.signature` holds. */
export interface SignatureState {
  status: 'IDLE' | 'RUNNING' | 'DONE' | 'FAILED';
  operation: SignOperation | null;
  scope: SignScope | null;
  /** ISO start of the current (RUNNING) or last signature. */
  startedAt: string | null;
  signed: Signed;
  /** ISO start of the current signature session (the end of the signature that opened it). */
  sessionStartedAt: string | null;
  /** How many times each scope was signed. */
  counts: { certificate: number; account: number; card: number };
}

/** The answer of `sign-status` and of the sign calls (the contract's SignStatus). */
export interface SignStatus {
  status: SignatureState['status'];
  operation: SignOperation | null;
  scope: SignScope | null;
  progress: number;
  signed: Signed;
  session: { active: boolean; startedAt: string | null; expiresAt: string | null };
}

/** A registration that never signed. */
export const IDLE_SIGNATURE: SignatureState = {
  status: 'IDLE',
  operation: null,
  scope: null,
  startedAt: null,
  signed: { certificate: false, account: false, card: false },
  sessionStartedAt: null,
  counts: { certificate: 0, account: 0, card: 0 },
};

const KEY: Record<SignScope, keyof Signed> = { CERTIFICATE: 'certificate', ACCOUNT: 'account', CARD: 'card' };

/** The registration's signature state of `signer` (IDLE when they never signed). */
export function signatureOf(registration: Pick<Registration, 'data'>, signer: Signer = OWNER): SignatureState {
  const stored = registration.data[signer.keys.signature] as Partial<SignatureState> | null | undefined;
  return stored ? { ...IDLE_SIGNATURE, ...stored } : IDLE_SIGNATURE;
}

/** Whether the signature session is open at `now`. */
export function sessionActive(state: SignatureState, now: number): boolean {
  return state.sessionStartedAt !== null && now < Date.parse(state.sessionStartedAt) + SIGNATURE_SESSION_MS;
}

/** The state at `now`: a RUNNING signature whose duration has passed is DONE, with its effects applied. */
export function settle(state: SignatureState, now: number, durationMs: number): SignatureState {
  if (state.status !== 'RUNNING' || state.startedAt === null) return state;
  const finishedAt = Date.parse(state.startedAt) + durationMs;
  if (now < finishedAt) return state;
  const done: SignatureState = { ...state, status: 'DONE' };
  const finished = new Date(finishedAt).toISOString();
  if (state.operation === 'ONE_STEP_SIGN') return { ...done, sessionStartedAt: finished };
  if (state.scope === null) return done;
  const key = KEY[state.scope];
  return {
    ...done,
    signed: { ...state.signed, [key]: true },
    counts: { ...state.counts, [key]: state.counts[key] + 1 },
    ...(state.operation === 'ISSUE_AND_SIGN' ? { sessionStartedAt: finished } : {}),
  };
}

/**
 * A new signature RUNNING from `now`.
 * @throws ApiError 409 USR_SIGN_RUNNING while one runs.
 */
export function start(state: SignatureState, operation: SignOperation, scope: SignScope | null, now: number): SignatureState {
  if (state.status === 'RUNNING') throw signRunning();
  return { ...state, status: 'RUNNING', operation, scope, startedAt: new Date(now).toISOString() };
}

/** The SignStatus of a (settled) state at `now`. */
export function describe(state: SignatureState, now: number, durationMs: number): SignStatus {
  let progress = state.status === 'DONE' ? 100 : 0;
  if (state.status === 'RUNNING' && state.startedAt !== null) {
    const elapsed = now - Date.parse(state.startedAt);
    progress = Math.max(0, Math.min(99, Math.floor((elapsed / Math.max(1, durationMs)) * 100)));
  }
  const sessionStart = state.sessionStartedAt;
  return {
    status: state.status,
    operation: state.operation,
    scope: state.scope,
    progress,
    signed: { ...state.signed },
    session: {
      active: sessionActive(state, now),
      startedAt: sessionStart,
      expiresAt: sessionStart === null ? null : new Date(Date.parse(sessionStart) + SIGNATURE_SESSION_MS).toISOString(),
    },
  };
}

/** Whether a scope's contracts are signed. */
export function isScopeSigned(state: SignatureState, scope: SignScope): boolean {
  return state.signed[KEY[scope]];
}

/** 409 USR_SIGN_RUNNING: a signature is running, none other may start. */
export function signRunning(): ApiError {
  return new ApiError(409, 'USR_SIGN_RUNNING', 'A signature is already running');
}

// --- The signature duration (a row of the settings table, cleared by reset) ---

const DURATION_KEY = 'signatureDurationMs';

/** The signature duration in force: the admin's setting, else SIGNATURE_DURATION_MS. */
export function signatureDurationMs(sql: Database.Database): number {
  const value = readSetting(sql, DURATION_KEY);
  return value === undefined ? SIGNATURE_DURATION_MS : Number(value);
}

/** Sets the signature duration (until the next reset). */
export function setSignatureDurationMs(sql: Database.Database, ms: number): void {
  writeSetting(sql, DURATION_KEY, String(ms));
}

// --- Store writes ---

/** The statuses a registration moves on from when both contract scopes are signed. */
const BEFORE_SIGNED: ReadonlySet<RegistrationStatus> = new Set([
  'CONSUMER_PREREGISTERED',
  'MINOR_PREREGISTERED',
  'BUSINESS_PREREGISTERED',
  'CONSUMER_IN_PROGRESS',
  'MINOR_IN_PROGRESS',
  'BUSINESS_IN_PROGRESS',
]);

/**
 * Whether a registration may become CONTRACTS_SIGNED: both contract scopes signed, from a status before it.
 * The status itself is set when step 8 ends (the mobile token's activation, registrations/completion.ts):
 * spec §4 sends a CONTRACTS_SIGNED registration at step 7 or 8 straight to the final step, so it must not
 * be set while the access code and the mobile token (8,4 and 8,5) are still to do.
 */
export function contractsSigned(registration: Registration, signer: Signer = OWNER): boolean {
  const { signed } = signatureOf(registration, signer);
  return signed.account && signed.card && BEFORE_SIGNED.has(registration.status);
}

/** Writes a signature state of `signer`, with the running flag (the owner's only: see ./signer.ts). */
function save(sql: Database.Database, registration: Registration, state: SignatureState, signer: Signer = OWNER): Registration {
  const patch = signer.role === 'OWNER' ? { infocertSignRunning: state.status === 'RUNNING' } : {};
  return updateRegistration(sql, registration.id, { ...patch, data: { [signer.keys.signature]: state } }) ?? registration;
}

/**
 * The registration with its signature settled at `now` (written back when it changed); the running
 * flag is brought in step with the state (true only while a signature runs).
 */
export function settleRegistration(sql: Database.Database, registration: Registration, now = Date.now()): Registration {
  let current = registration;
  // The guardian's signature (a MINOR registration's `data.tutorSignature`), when there is one.
  if (current.data[TUTOR.keys.signature]) {
    const guardian = signatureOf(current, TUTOR);
    const settledGuardian = settle(guardian, now, signatureDurationMs(sql));
    if (settledGuardian !== guardian) current = save(sql, current, settledGuardian, TUTOR);
  }
  const state = signatureOf(current);
  const settled = settle(state, now, signatureDurationMs(sql));
  const running = settled.status === 'RUNNING';
  if (settled === state && current.infocertSignRunning === running) return current;
  return save(sql, current, settled);
}

/**
 * The registration as `signer` is served it: for the guardian, `infocertSignRunning` says whether the
 * guardian's own signature runs (spec §4 Start-up rules: a running signature sends the tutor to the
 * signature recovery 9,4), not the minor's. The stored row is unchanged.
 */
export function signerView(registration: Registration, signer: Signer): Registration {
  if (signer.role === 'OWNER') return registration;
  return { ...registration, infocertSignRunning: signatureOf(registration, signer).status === 'RUNNING' };
}

/** The registration's SignStatus of `signer` at `now` (the registration already settled). */
export function signStatusOf(sql: Database.Database, registration: Registration, now = Date.now(), signer: Signer = OWNER): SignStatus {
  return describe(signatureOf(registration, signer), now, signatureDurationMs(sql));
}

/**
 * Starts a signature on the (settled) registration and answers its SignStatus.
 * @throws ApiError 409 USR_SIGN_RUNNING while one runs.
 */
export function beginSignature(
  sql: Database.Database,
  registration: Registration,
  operation: SignOperation,
  scope: SignScope | null,
  now = Date.now(),
  signer: Signer = OWNER,
): SignStatus {
  const next = start(signatureOf(registration, signer), operation, scope, now);
  save(sql, registration, next, signer);
  return describe(next, now, signatureDurationMs(sql));
}
