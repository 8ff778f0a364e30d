import { describe, expect, it } from 'vitest';
import type { SignStatus } from '../api/certificate-schemas';
import { SESSION_STARTED_AT, signStatus } from '../../test/support/signature';
import { backoffMs, SIGN_POLL } from '../flows/backoff';
import {
  initialSignature,
  isReady,
  isSignBusy,
  isSigned,
  MAX_POLL_FAILURES,
  nextSignCall,
  recoveryTarget,
  signScreensOf,
  reduceSignature,
  sessionStartedAt,
  SIGN_SCREEN,
  type SignatureEvent,
  type SignatureState,
  type SignTarget,
} from './signature';


const running = (progress: number, scope: SignStatus['scope'] = 'CERTIFICATE') =>
  signStatus({ status: 'RUNNING', scope, progress });

/** Applies events in order from the initial state of `target`. */
function after(target: SignTarget, ...events: SignatureEvent[]): SignatureState {
  return events.reduce(reduceSignature, initialSignature(target));
}

const SEND: SignatureEvent = { type: 'otp-requested' };
const SENT: SignatureEvent = { type: 'otp-sent', phoneNumber: '+39 333 ***4567' };
const SIGN: SignatureEvent = { type: 'sign-requested' };

describe('§7 Certificate and signature provider: one signature attempt (the client state machine)', () => {
  it('starts idle with nothing in flight', () => {
    const state = initialSignature('CERTIFICATE');
    expect(state).toMatchObject({ target: 'CERTIFICATE', phase: 'idle', progress: 0, status: null });
    expect(isReady(state)).toBe(true);
    expect(isSignBusy(state)).toBe(false);
  });

  it('the signature code: idle -> otp-sending -> otp-sent (keeping where it went)', () => {
    expect(after('CERTIFICATE', SEND).phase).toBe('otp-sending');
    expect(after('CERTIFICATE', SEND, SENT)).toMatchObject({ phase: 'otp-sent', phoneNumber: '+39 333 ***4567' });
    expect(after('CERTIFICATE', SEND, { type: 'otp-sent' })).toMatchObject({ phase: 'otp-sent', phoneNumber: null });
  });

  it('a code that could not be sent says why, and may be asked for again', () => {
    const failed = after('CERTIFICATE', SEND, { type: 'otp-failed', problem: 'too-many' });
    expect(failed).toMatchObject({ phase: 'otp-failed', otpProblem: 'too-many' });
    expect(reduceSignature(failed, SEND)).toMatchObject({ phase: 'otp-sending', otpProblem: null });
  });

  it('a second code request while one is being sent is ignored; an answer without a request changes nothing', () => {
    const sending = after('CERTIFICATE', SEND);
    expect(reduceSignature(sending, SEND)).toBe(sending);
    const idle = initialSignature('CERTIFICATE');
    expect(reduceSignature(idle, SENT)).toBe(idle);
    expect(reduceSignature(idle, { type: 'otp-failed', problem: 'failed' })).toBe(idle);
  });

  it('Firma: otp-sent -> signing -> running(progress) -> done', () => {
    const signing = after('CERTIFICATE', SEND, SENT, SIGN);
    expect(signing).toMatchObject({ phase: 'signing', back: 'otp-sent' });
    expect(isSignBusy(signing)).toBe(true);
    const runningState = reduceSignature(signing, { type: 'sign-answered', status: running(10) });
    expect(runningState).toMatchObject({ phase: 'running', progress: 10, origin: 'sign' });
    const further = reduceSignature(runningState, { type: 'status-polled', status: running(60) });
    expect(further).toMatchObject({ phase: 'running', progress: 60 });
    const done = signStatus({ status: 'DONE', scope: 'CERTIFICATE', progress: 100 }, { certificate: true }, true);
    expect(reduceSignature(further, { type: 'status-polled', status: done })).toMatchObject({ phase: 'done', progress: 100, status: done });
  });

  it('progress is kept within 0..100 and whole', () => {
    const signing = after('ACCOUNT', SIGN);
    expect(reduceSignature(signing, { type: 'sign-answered', status: running(140, 'ACCOUNT') }).progress).toBe(100);
    expect(reduceSignature(signing, { type: 'sign-answered', status: running(-3, 'ACCOUNT') }).progress).toBe(0);
    expect(reduceSignature(signing, { type: 'sign-answered', status: running(33.6, 'ACCOUNT') }).progress).toBe(34);
  });

  it('a sign answer that is already final needs no polling: done when the target is reached', () => {
    const done = signStatus({ status: 'DONE', scope: 'ACCOUNT' }, { certificate: true, account: true }, true);
    expect(after('ACCOUNT', SIGN, { type: 'sign-answered', status: done }).phase).toBe('done');
  });

  it('§7 a scope already signed: the sign call answers the current status, and the attempt is done (nothing signed twice)', () => {
    const current = signStatus({ status: 'DONE', scope: 'CARD' }, { certificate: true, account: true, card: true }, true);
    expect(after('ACCOUNT', SIGN, { type: 'sign-answered', status: current }).phase).toBe('done');
  });

  it('the provider FAILED: the attempt failed, and Firma may be pressed again (back to the code)', () => {
    const failed = after(
      'CERTIFICATE',
      SEND,
      SENT,
      SIGN,
      { type: 'sign-answered', status: running(5) },
      { type: 'status-polled', status: signStatus({ status: 'FAILED', scope: 'CERTIFICATE' }) },
    );
    expect(failed).toMatchObject({ phase: 'failed', failure: 'failed', progress: 0 });
    expect(isReady(failed)).toBe(true);
    expect(reduceSignature(failed, SIGN)).toMatchObject({ phase: 'signing', back: 'otp-sent', failure: null });
  });

  it('a signature this attempt started that ends without reaching the target failed', () => {
    const notReached = signStatus({ status: 'DONE', scope: 'ACCOUNT' }, { certificate: true }, true);
    expect(after('ACCOUNT', SIGN, { type: 'sign-answered', status: running(0, 'ACCOUNT') }, { type: 'status-polled', status: notReached }))
      .toMatchObject({ phase: 'failed', failure: 'failed' });
  });

  it('§5 the sign call refused (a wrong code on field otp): back to where Firma was pressed, nothing signed', () => {
    const refused = after('CERTIFICATE', SEND, SENT, SIGN, { type: 'sign-refused', code: 'USR_REG_OTP_INVALID' });
    expect(refused).toMatchObject({ phase: 'otp-sent', phoneNumber: '+39 333 ***4567', failure: null });
    expect(after('ACCOUNT', SIGN, { type: 'sign-refused', code: 'USR_500' }).phase).toBe('idle');
  });

  it('§7 USR_SIGN_RUNNING: never two signatures — the running one is followed instead', () => {
    const followed = after('ACCOUNT', SIGN, { type: 'sign-refused', code: 'USR_SIGN_RUNNING' });
    expect(followed).toMatchObject({ phase: 'running', origin: 'resume', progress: 0 });
    expect(reduceSignature(followed, { type: 'status-polled', status: running(70, 'ACCOUNT') }).progress).toBe(70);
  });

  it('§7 USR_SIGN_SESSION_EXPIRED: the attempt fails as session-expired (a new session is opened with an OTP)', () => {
    expect(after('CARD', SIGN, { type: 'sign-refused', code: 'USR_SIGN_SESSION_EXPIRED' })).toMatchObject({
      phase: 'failed',
      failure: 'session-expired',
    });
  });

  it('refuses a second sign while signing, running or done', () => {
    const signing = after('ACCOUNT', SIGN);
    expect(reduceSignature(signing, SIGN)).toBe(signing);
    const run = reduceSignature(signing, { type: 'sign-answered', status: running(1, 'ACCOUNT') });
    expect(reduceSignature(run, SIGN)).toBe(run);
    expect(reduceSignature(run, SEND)).toBe(run);
    const done = reduceSignature(run, { type: 'status-polled', status: signStatus({ status: 'DONE' }, { account: true }) });
    expect(reduceSignature(done, SIGN)).toBe(done);
    expect(reduceSignature(done, SEND)).toBe(done);
  });

  it('answers and polls outside their phase change nothing', () => {
    const idle = initialSignature('ACCOUNT');
    expect(reduceSignature(idle, { type: 'sign-answered', status: running(1) })).toBe(idle);
    expect(reduceSignature(idle, { type: 'sign-refused', code: 'X' })).toBe(idle);
    expect(reduceSignature(idle, { type: 'status-polled', status: running(1) })).toBe(idle);
    expect(reduceSignature(idle, { type: 'poll-failed' })).toBe(idle);
  });

  it(`a failed read keeps following; ${MAX_POLL_FAILURES} in a row fail the attempt as unreachable; a good read resets the count`, () => {
    let state = after('ACCOUNT', SIGN, { type: 'sign-answered', status: running(20, 'ACCOUNT') });
    state = reduceSignature(state, { type: 'poll-failed' });
    expect(state).toMatchObject({ phase: 'running', pollFailures: 1, progress: 20 });
    state = reduceSignature(state, { type: 'status-polled', status: running(40, 'ACCOUNT') });
    expect(state.pollFailures).toBe(0);
    for (let n = 1; n < MAX_POLL_FAILURES; n++) state = reduceSignature(state, { type: 'poll-failed' });
    expect(state.phase).toBe('running');
    state = reduceSignature(state, { type: 'poll-failed' });
    expect(state).toMatchObject({ phase: 'failed', failure: 'unreachable' });
  });
});

describe('§4 Start-up rules, signature recovery: the status read when a signature screen shows', () => {
  it('a RUNNING signature is followed (never signed again), with its progress', () => {
    const state = after('ACCOUNT', { type: 'arrived', status: running(45, 'ACCOUNT') });
    expect(state).toMatchObject({ phase: 'running', origin: 'resume', progress: 45, back: 'idle' });
    expect(reduceSignature(state, SIGN)).toBe(state);
  });

  it('the target already reached is done at once', () => {
    const signedAccount = signStatus({ status: 'DONE', scope: 'ACCOUNT' }, { certificate: true, account: true }, true);
    expect(after('ACCOUNT', { type: 'arrived', status: signedAccount }).phase).toBe('done');
    expect(after('CERTIFICATE', { type: 'arrived', status: signedAccount }).phase).toBe('done');
  });

  it('not reached: the state stays ready (the status is kept)', () => {
    const nothing = signStatus();
    expect(after('CERTIFICATE', { type: 'arrived', status: nothing })).toMatchObject({ phase: 'idle', status: nothing });
  });

  it('a followed signature of another scope that ends leaves the user ready to sign; one that FAILED says so', () => {
    const following = after('CARD', { type: 'arrived', status: running(80, 'ACCOUNT') });
    const accountDone = signStatus({ status: 'DONE', scope: 'ACCOUNT' }, { certificate: true, account: true }, true);
    expect(reduceSignature(following, { type: 'status-polled', status: accountDone })).toMatchObject({ phase: 'idle', progress: 0 });
    const failed = signStatus({ status: 'FAILED', scope: 'ACCOUNT' }, { certificate: true }, true);
    expect(reduceSignature(following, { type: 'status-polled', status: failed })).toMatchObject({ phase: 'failed', failure: 'failed' });
  });

  it('ignored while signing or running', () => {
    const signing = after('ACCOUNT', SIGN);
    expect(reduceSignature(signing, { type: 'arrived', status: running(1) })).toBe(signing);
  });
});

describe('§3 Certificate status, §7: the certificate sign call', () => {
  it("§3 'VALID means valid': a valid certificate only opens a new session (one-step-sign), else issue-and-sign", () => {
    expect(nextSignCall({ status: 'VALID' })).toBe('one-step-sign');
    expect(nextSignCall('VALID')).toBe('one-step-sign');
    expect(nextSignCall({ status: 'REQUESTED' })).toBe('issue-and-sign');
    expect(nextSignCall({ status: 'NONE' })).toBe('issue-and-sign');
    expect(nextSignCall('valid')).toBe('issue-and-sign');
    expect(nextSignCall(null)).toBe('issue-and-sign');
    expect(nextSignCall(undefined)).toBe('issue-and-sign');
  });

  it('§7 the CERTIFICATE target is reached with the certificate signed and a session active', () => {
    expect(isSigned(signStatus({}, { certificate: true }, true), 'CERTIFICATE')).toBe(true);
    expect(isSigned(signStatus({}, { certificate: true }, false), 'CERTIFICATE')).toBe(false);
    expect(isSigned(signStatus({}, { account: true }), 'ACCOUNT')).toBe(true);
    expect(isSigned(signStatus({}, { account: true }), 'CARD')).toBe(false);
    expect(isSigned(signStatus({}, { card: true }), 'CARD')).toBe(true);
  });
});

describe('polling delays (a signature lasts seconds)', () => {
  it('1 s steady while healthy; doubling after failed reads, capped', () => {
    const pollDelayMs = (failures: number) => backoffMs(SIGN_POLL, failures);
    expect(SIGN_POLL.firstMs).toBe(1000);
    expect(pollDelayMs(0)).toBe(1000);
    expect(pollDelayMs(1)).toBe(2000);
    expect(pollDelayMs(2)).toBe(4000);
    expect(pollDelayMs(3)).toBe(SIGN_POLL.maxMs);
    expect(pollDelayMs(10)).toBe(SIGN_POLL.maxMs);
  });
});

describe('§4 Start-up rules, signature recovery (CONSUMER 8,5): recoveryTarget', () => {
  it('the first thing not signed: certificate, then the account, then the card; null when all are', () => {
    expect(recoveryTarget(signStatus())).toBe('CertificateSign');
    expect(recoveryTarget(signStatus({}, { account: true, card: true }, true))).toBe('CertificateSign');
    expect(recoveryTarget(signStatus({}, { certificate: true }, true))).toBe('BankSign');
    expect(recoveryTarget(signStatus({}, { certificate: true, card: true }, true))).toBe('BankSign');
    expect(recoveryTarget(signStatus({}, { certificate: true, account: true }, true))).toBe('CardSign');
    expect(recoveryTarget(signStatus({}, { certificate: true, account: true, card: true }, true))).toBeNull();
    expect(recoveryTarget(signStatus({}, { certificate: true, account: true, card: true }, false))).toBeNull();
  });

  it('§4 Session: contracts left to sign without an active session go to CertificateSign (a new session with an OTP)', () => {
    expect(recoveryTarget(signStatus({}, { certificate: true }, false))).toBe('CertificateSign');
    expect(recoveryTarget(signStatus({}, { certificate: true, account: true }, false))).toBe('CertificateSign');
  });

  it('§4 tutor signature recovery (9,4): the TUTOR flow recovers on its own certificate and sign screens', () => {
    const tutor = signScreensOf('TUTOR');
    expect(recoveryTarget(signStatus(), tutor)).toBe('TutorRequestCertificate');
    expect(recoveryTarget(signStatus({}, { certificate: true }, true), tutor)).toBe('TutorBankSign');
    expect(recoveryTarget(signStatus({}, { certificate: true, account: true }, true), tutor)).toBe('TutorCardSign');
    expect(recoveryTarget(signStatus({}, { certificate: true, account: true }, false), tutor)).toBe('TutorRequestCertificate');
  });

  it('§4 MINOR: the minor signs each scope with a code and no certificate, so only the contracts count', () => {
    const minor = signScreensOf('MINOR');
    expect(minor.certificate).toBeNull();
    expect(recoveryTarget(signStatus(), minor)).toBe('MinorBankSign');
    expect(recoveryTarget(signStatus({}, { account: true }, false), minor)).toBe('MinorCardSign');
    expect(recoveryTarget(signStatus({}, { account: true, card: true }, false), minor)).toBeNull();
  });

  it('flows without sign screens of their own sign as the consumer', () => {
    expect(signScreensOf('UPGRADE_LEVEL_B_A')).toBe(signScreensOf('CONSUMER'));
    expect(signScreensOf(undefined)).toBe(signScreensOf('CONSUMER'));
  });

  it('each target has its screen', () => {
    expect(SIGN_SCREEN).toEqual({ CERTIFICATE: 'CertificateSign', ACCOUNT: 'BankSign', CARD: 'CardSign' });
  });
});

describe('§4 Session: the signature session start (for the 3,300,000 ms reload)', () => {
  it('the start time of an active session, in epoch ms', () => {
    expect(sessionStartedAt(signStatus({}, { certificate: true }, true))).toBe(Date.parse(SESSION_STARTED_AT));
  });

  it('null without an active session or a readable time', () => {
    expect(sessionStartedAt(signStatus({}, { certificate: true }, false))).toBeNull();
    const unreadable = { ...signStatus(), session: { active: true, startedAt: 'ieri', expiresAt: null } };
    expect(sessionStartedAt(unreadable)).toBeNull();
    const missing = { ...signStatus(), session: { active: true, startedAt: null, expiresAt: null } };
    expect(sessionStartedAt(missing)).toBeNull();
  });
});
