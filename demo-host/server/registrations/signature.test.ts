// @vitest-environment node
/** The certificate provider's signature state machine, pure part (a state and a clock). */
import { describe, expect, it } from 'vitest';
import { SIGNATURE_SESSION_MS } from '../constants';
import type { SignatureState } from './signature';
import { describe as describeState, IDLE_SIGNATURE, sessionActive, settle, start } from './signature';

const T0 = Date.parse('2026-11-02T10:00:00.000Z');
const DURATION = 4000;

describe('§7 Signature: the state machine', () => {
  it('a started signature is RUNNING with progress from the elapsed time, and DONE once the duration has passed', () => {
    const running = start(IDLE_SIGNATURE, 'ISSUE_AND_SIGN', 'CERTIFICATE', T0);
    expect(running).toMatchObject({ status: 'RUNNING', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', startedAt: new Date(T0).toISOString() });
    expect(settle(running, T0 + DURATION - 1, DURATION)).toBe(running);
    expect(describeState(running, T0 + DURATION / 4, DURATION).progress).toBe(25);
    const done = settle(running, T0 + DURATION, DURATION);
    expect(done.status).toBe('DONE');
    expect(describeState(done, T0 + DURATION, DURATION).progress).toBe(100);
  });

  it('ISSUE_AND_SIGN signs the certificate once and opens a 3,300,000 ms session from its end', () => {
    const done = settle(start(IDLE_SIGNATURE, 'ISSUE_AND_SIGN', 'CERTIFICATE', T0), T0 + 10_000, DURATION);
    expect(done.signed).toEqual({ certificate: true, account: false, card: false });
    expect(done.counts).toEqual({ certificate: 1, account: 0, card: 0 });
    const end = T0 + DURATION;
    expect(done.sessionStartedAt).toBe(new Date(end).toISOString());
    expect(describeState(done, end + 1, DURATION).session).toEqual({
      active: true,
      startedAt: new Date(end).toISOString(),
      expiresAt: new Date(end + SIGNATURE_SESSION_MS).toISOString(),
    });
    expect(sessionActive(done, end + SIGNATURE_SESSION_MS - 1)).toBe(true);
    expect(sessionActive(done, end + SIGNATURE_SESSION_MS)).toBe(false);
  });

  it('ONE_STEP_SIGN only opens a new session: nothing already signed is signed again', () => {
    const signed: SignatureState = {
      ...IDLE_SIGNATURE,
      status: 'DONE',
      signed: { certificate: true, account: true, card: false },
      counts: { certificate: 1, account: 1, card: 0 },
      sessionStartedAt: new Date(T0 - SIGNATURE_SESSION_MS - 1).toISOString(),
    };
    expect(sessionActive(signed, T0)).toBe(false);
    const done = settle(start(signed, 'ONE_STEP_SIGN', null, T0), T0 + DURATION, DURATION);
    expect(done.signed).toEqual(signed.signed);
    expect(done.counts).toEqual(signed.counts);
    expect(sessionActive(done, T0 + DURATION)).toBe(true);
  });

  it('SIGN_AND_ASSERT_AUTH signs its scope and keeps the session', () => {
    const base = settle(start(IDLE_SIGNATURE, 'ISSUE_AND_SIGN', 'CERTIFICATE', T0), T0 + DURATION, DURATION);
    const account = settle(start(base, 'SIGN_AND_ASSERT_AUTH', 'ACCOUNT', T0 + 5000), T0 + 9000, DURATION);
    expect(account.signed).toEqual({ certificate: true, account: true, card: false });
    expect(account.counts).toEqual({ certificate: 1, account: 1, card: 0 });
    expect(account.sessionStartedAt).toBe(base.sessionStartedAt);
  });

  it('never two signatures at once: starting while one runs is 409 USR_SIGN_RUNNING', () => {
    const running = start(IDLE_SIGNATURE, 'ISSUE_AND_SIGN', 'CERTIFICATE', T0);
    expect(() => start(running, 'SIGN_AND_ASSERT_AUTH', 'ACCOUNT', T0 + 1)).toThrow(expect.objectContaining({ status: 409, code: 'USR_SIGN_RUNNING' }));
  });

  it('a longer duration set while a signature runs applies to it (read at every settle)', () => {
    const running = start(IDLE_SIGNATURE, 'ISSUE_AND_SIGN', 'CERTIFICATE', T0);
    expect(settle(running, T0 + DURATION, 60_000).status).toBe('RUNNING');
    expect(describeState(running, T0 + 30_000, 60_000).progress).toBe(50);
  });
});
