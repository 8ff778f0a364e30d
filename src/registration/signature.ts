/**
 * The client's signature state machine (spec §4 CONSUMER 8, §7 "Certificate and signature provider"):
 * one signature attempt as a pure reducer, and the rules the step-8 screens share. Kept out of React so
 * every transition is unit-tested; `useSignature` (src/kit) drives it with the real calls and timers.
 *
 * An attempt: idle → (otp-sending → otp-sent | otp-failed) → signing → running(progress) → done | failed.
 * The provider keeps ONE signature per registration: a sign call answers RUNNING and the client follows
 * it by polling `sign-status` until it is no longer RUNNING. A signature already RUNNING (a reload, a
 * second tab, the start-up's signature recovery) is followed, never started again.
 *
 * What "signed" means for a target: ACCOUNT and CARD are signed when their flag is; the CERTIFICATE
 * target (issue-and-sign or one-step-sign) is reached when the certificate is signed AND a signature
 * session is active, since one-step-sign on a valid certificate exists to open a new session.
 */
import { SIGN_ERROR, type SignScope, type SignStatus } from '../api/certificate-schemas';
import type { FlowName, ScreenId } from '../flows';

/** What an attempt signs: the certificate (and a new signature session), or a scope's contracts. */
export type SignTarget = SignScope;

type SignPhase = 'idle' | 'otp-sending' | 'otp-sent' | 'otp-failed' | 'signing' | 'running' | 'done' | 'failed';

/** Phases where the user may (re)start: ask for a code, press Firma. */
type ReadyPhase = 'idle' | 'otp-sending' | 'otp-sent' | 'otp-failed';

/** Why an attempt failed: the provider's FAILED, no signature session (contracts), or sign-status unreachable. */
export type SignFailure = 'failed' | 'session-expired' | 'unreachable';

/** Why a signature code was not sent: too many requests (429 USR_REG_OTP_TOO_MANY) or anything else. */
type OtpProblem = 'too-many' | 'failed';

export interface SignatureState {
  target: SignTarget;
  phase: SignPhase;
  /** 0..100: the provider's progress while running, 100 once done, else 0. */
  progress: number;
  /** Where the last signature code went (masked), when the provider said. */
  phoneNumber: string | null;
  /** Set in 'otp-failed'. */
  otpProblem: OtpProblem | null;
  /** Set in 'failed'. */
  failure: SignFailure | null;
  /** While running: a signature this attempt started ('sign') or one found running ('resume'). */
  origin: 'sign' | 'resume' | null;
  /** While signing or running: the phase to return to when the call is refused or a followed signature is not ours. */
  back: ReadyPhase | null;
  /** Consecutive sign-status reads that failed while running. */
  pollFailures: number;
  /** The last sign status read (answer, poll or arrival). */
  status: SignStatus | null;
}

export type SignatureEvent =
  /** A signature code is asked for ("Invia di nuovo il codice", or once on arrival). */
  | { type: 'otp-requested' }
  | { type: 'otp-sent'; phoneNumber?: string | null | undefined }
  | { type: 'otp-failed'; problem: OtpProblem }
  /** Firma: the sign call is about to be sent. */
  | { type: 'sign-requested' }
  /** The sign call's answer (a SignStatus, RUNNING as a rule). */
  | { type: 'sign-answered'; status: SignStatus }
  /** The sign call was refused with this error code (a field error stays the form's: the state goes back). */
  | { type: 'sign-refused'; code: string }
  /** A sign-status read while running. */
  | { type: 'status-polled'; status: SignStatus }
  | { type: 'poll-failed' }
  /** The sign status read when the screen shows (RUNNING is followed; the target already reached is done). */
  | { type: 'arrived'; status: SignStatus };

/** Consecutive failed reads after which the attempt fails as 'unreachable' (the user may try again). */
export const MAX_POLL_FAILURES = 5;


/** The state before anything happened. */
export function initialSignature(target: SignTarget): SignatureState {
  return {
    target,
    phase: 'idle',
    progress: 0,
    phoneNumber: null,
    otpProblem: null,
    failure: null,
    origin: null,
    back: null,
    pollFailures: 0,
    status: null,
  };
}

const READY: readonly SignPhase[] = ['idle', 'otp-sending', 'otp-sent', 'otp-failed'];

/** Whether the user may ask for a code or press Firma (nothing in flight, nothing finished). */
export function isReady(state: SignatureState): boolean {
  return READY.includes(state.phase) || state.phase === 'failed';
}

/** A sign call is in flight or a signature runs: Firma stays locked, nothing else is signed. */
export function isSignBusy(state: SignatureState): boolean {
  return state.phase === 'signing' || state.phase === 'running';
}

/** §7: whether `status` shows `target` reached (see the module doc for CERTIFICATE). */
export function isSigned(status: SignStatus, target: SignTarget): boolean {
  switch (target) {
    case 'CERTIFICATE':
      return status.signed.certificate && status.session.active;
    case 'ACCOUNT':
      return status.signed.account;
    case 'CARD':
      return status.signed.card;
  }
}

const clampProgress = (progress: number): number => (Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0);

/** The ready phase to go back to: a failed attempt returns to where the code was (or idle). */
const readyPhaseOf = (state: SignatureState): ReadyPhase =>
  state.phase === 'failed' || !READY.includes(state.phase)
    ? state.phoneNumber
      ? 'otp-sent'
      : 'idle'
    : (state.phase as ReadyPhase);

const cleared = { otpProblem: null, failure: null, origin: null, back: null, pollFailures: 0 } as const;

function running(state: SignatureState, status: SignStatus | null, origin: 'sign' | 'resume', back: ReadyPhase): SignatureState {
  return {
    ...state,
    ...cleared,
    phase: 'running',
    progress: status ? clampProgress(status.progress) : state.phase === 'running' ? state.progress : 0,
    origin,
    back,
    status: status ?? state.status,
  };
}

/** A status read while signing or running: still running, done, or (not reached) failed / back to ready. */
function settle(state: SignatureState, status: SignStatus, origin: 'sign' | 'resume'): SignatureState {
  const back = state.back ?? readyPhaseOf(state);
  if (status.status === 'RUNNING') return running(state, status, origin, back);
  if (isSigned(status, state.target)) return { ...state, ...cleared, phase: 'done', progress: 100, status };
  // A signature this attempt started that ended without reaching the target failed; one that was only
  // followed (another scope's, found running) leaves the user where they were, unless it failed.
  if (origin === 'sign' || status.status === 'FAILED') {
    return { ...state, ...cleared, phase: 'failed', failure: 'failed', progress: 0, status };
  }
  return { ...state, ...cleared, phase: back, progress: 0, status };
}

/** The pure transition of one signature attempt; an event that does not apply leaves the state as it is. */
export function reduceSignature(state: SignatureState, event: SignatureEvent): SignatureState {
  switch (event.type) {
    case 'otp-requested':
      return isReady(state) && state.phase !== 'otp-sending' ? { ...state, ...cleared, phase: 'otp-sending' } : state;
    case 'otp-sent':
      return state.phase === 'otp-sending' ? { ...state, phase: 'otp-sent', phoneNumber: event.phoneNumber ?? null } : state;
    case 'otp-failed':
      return state.phase === 'otp-sending' ? { ...state, phase: 'otp-failed', otpProblem: event.problem } : state;
    case 'sign-requested':
      return isReady(state) ? { ...state, ...cleared, phase: 'signing', back: readyPhaseOf(state) } : state;
    case 'sign-answered':
      return state.phase === 'signing' ? settle(state, event.status, 'sign') : state;
    case 'sign-refused': {
      if (state.phase !== 'signing') return state;
      // Never two signatures: the one already running is followed instead.
      if (event.code === SIGN_ERROR.running) return running(state, null, 'resume', state.back ?? 'idle');
      if (event.code === SIGN_ERROR.sessionExpired) return { ...state, ...cleared, phase: 'failed', failure: 'session-expired' };
      return { ...state, ...cleared, phase: state.back ?? 'idle' };
    }
    case 'status-polled':
      return state.phase === 'running' ? settle(state, event.status, state.origin ?? 'resume') : state;
    case 'poll-failed': {
      if (state.phase !== 'running') return state;
      const pollFailures = state.pollFailures + 1;
      return pollFailures >= MAX_POLL_FAILURES
        ? { ...state, ...cleared, phase: 'failed', failure: 'unreachable' }
        : { ...state, pollFailures };
    }
    case 'arrived': {
      if (!isReady(state) || state.phase === 'failed') return state;
      if (event.status.status === 'RUNNING') return running(state, event.status, 'resume', readyPhaseOf(state));
      if (isSigned(event.status, state.target)) return { ...state, ...cleared, phase: 'done', progress: 100, status: event.status };
      return { ...state, status: event.status };
    }
  }
}

/** The certificate's sign call (§7, §3 "VALID means valid"): a valid certificate only opens a new session. */
export type SignCall = 'issue-and-sign' | 'one-step-sign';

export function nextSignCall(certificateStatus: { status: string } | string | null | undefined): SignCall {
  const status = typeof certificateStatus === 'string' ? certificateStatus : certificateStatus?.status;
  return status === 'VALID' ? 'one-step-sign' : 'issue-and-sign';
}

/**
 * Where a flow signs: the screen that issues the certificate and opens a signature session (null for a
 * flow that signs each scope with its own SMS code and no certificate: the minor), the account's
 * contracts and the card's. Flows without their own entry sign as the consumer does.
 */
export interface SignScreens {
  readonly certificate: ScreenId | null;
  readonly account: ScreenId;
  readonly card: ScreenId;
}

const CONSUMER_SIGN_SCREENS: SignScreens = { certificate: 'CertificateSign', account: 'BankSign', card: 'CardSign' };

const SIGN_SCREENS: Readonly<Partial<Record<FlowName, SignScreens>>> = {
  CONSUMER: CONSUMER_SIGN_SCREENS,
  BUSINESS: CONSUMER_SIGN_SCREENS,
  MINOR: { certificate: null, account: 'MinorBankSign', card: 'MinorCardSign' },
  TUTOR: { certificate: 'TutorRequestCertificate', account: 'TutorBankSign', card: 'TutorCardSign' },
};

/** The sign screens of `flow` (the consumer's when it has none of its own). */
export function signScreensOf(flow: FlowName | undefined): SignScreens {
  return (flow && SIGN_SCREENS[flow]) ?? CONSUMER_SIGN_SCREENS;
}

/**
 * Spec §4 Start-up rules, signature recovery (CONSUMER 8,5, TUTOR 9,4): where the user goes once no
 * signature runs — the first thing not signed: the certificate (CertificateSign), the account's contracts
 * (BankSign), the card's (CardSign), as `screens` names them for the flow; null when all are signed.
 * Contracts are signed in a signature session: without an active one the way on is the certificate screen
 * too, which opens a new session with an OTP (one-step-sign). A flow without a certificate screen signs each
 * scope with its own code, so only the contracts count.
 */
export function recoveryTarget(status: SignStatus, screens: SignScreens = CONSUMER_SIGN_SCREENS): ScreenId | null {
  const { signed, session } = status;
  if (screens.certificate === null) {
    if (signed.account && signed.card) return null;
    return signed.account ? screens.card : screens.account;
  }
  if (!signed.certificate) return screens.certificate;
  if (signed.account && signed.card) return null;
  if (!session.active) return screens.certificate;
  return signed.account ? screens.card : screens.account;
}

/** Where a screen of `target` stands in recovery: ScreenId of the target's own screen. */
export const SIGN_SCREEN: Readonly<Record<SignTarget, ScreenId>> = {
  CERTIFICATE: 'CertificateSign',
  ACCOUNT: 'BankSign',
  CARD: 'CardSign',
};

/**
 * Spec §4 Session: when the signature session began (epoch ms), for `instance.signatureSession.start`;
 * null without an active session or a readable start time.
 */
export function sessionStartedAt(status: SignStatus): number | null {
  if (!status.session.active || !status.session.startedAt) return null;
  const at = Date.parse(status.session.startedAt);
  return Number.isFinite(at) ? at : null;
}
