/**
 * One signature attempt with the certificate provider (spec §4 CONSUMER 8, §7), on the pure state machine
 * of src/registration/signature.ts: `sign(call)` sends the sign call, then reads `sign-status` every second
 * until the signature is no longer RUNNING; `arrive(status)` applies the status read when a screen shows
 * (a RUNNING signature is followed, never signed again; the target already reached is done). While a sign
 * call is in flight or a signature runs, `sign` starts nothing: it answers the attempt in progress.
 * Timers stop when the screen unmounts (the pending attempt then resolves `stopped`).
 * A sign call that got no definite answer (lost connection, time-out, 5xx) may still have signed: the next
 * `sign` first reads sign-status and follows or finishes what it finds, and sends a sign call only when
 * nothing was signed (so a retry never signs twice, even when the retry's call would differ, as
 * CertificateSign's issue-and-sign becomes one-step-sign once the certificate exists).
 *
 * Used by CertificateSign, BankSign/CardSign (ContractSignStep) and the signature recovery of
 * ConfirmMobileToken; `SignatureProgress` shows `state`.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../api/client';
import type { SignStatus } from '../../api/certificate-schemas';
import { asApiError, isUncertainFailure } from '../../api/errors';
import { OTP_TOO_MANY_CODE } from '../../api/registrations';
import {
  initialSignature,
  isSignBusy,
  reduceSignature,
  type SignatureEvent,
  type SignatureState,
  type SignFailure,
  type SignTarget,
} from '../../registration/signature';
import { useInstance } from '../hooks';
import { backoffMs, SIGN_POLL } from '../../flows/backoff';

/** How an attempt ended: the target reached, failed, back to ready (a followed signature was not ours), or the screen left. */
export type SignOutcome =
  | { kind: 'done'; status: SignStatus }
  | { kind: 'failed'; failure: SignFailure }
  | { kind: 'ready' }
  | { kind: 'stopped' };

export interface UseSignatureOptions {
  target: SignTarget;
  /** Reads the registration's sign status (`GET …/dossiers/sign-status`). */
  read: (api: ApiClient) => Promise<SignStatus>;
}

export interface Signature {
  state: SignatureState;
  /** A sign call is in flight or a signature runs: lock Firma. */
  busy: boolean;
  /**
   * Sends `call` (issue-and-sign, one-step-sign, sign-and-assert-auth) and follows the signature until it
   * ends. While an attempt is in progress it sends nothing and answers that attempt. A refused call rejects
   * with its error (a field error for the form, else the generic dialog), except USR_SIGN_RUNNING (the
   * running signature is followed) and USR_SIGN_SESSION_EXPIRED (resolves `failed: session-expired`).
   */
  sign(call: (api: ApiClient) => Promise<SignStatus>): Promise<SignOutcome>;
  /** Applies the status read on arrival: RUNNING is followed until it ends; the target already reached resolves `done`. */
  arrive(status: SignStatus): Promise<SignOutcome>;
  /** Asks for a signature code with `send`; resolves whether it was sent (never rejects). */
  requestOtp(send: (api: ApiClient) => Promise<{ phoneNumber?: string | null | undefined }>): Promise<boolean>;
}

function outcomeOf(state: SignatureState): SignOutcome {
  if (state.phase === 'done' && state.status) return { kind: 'done', status: state.status };
  if (state.phase === 'failed') return { kind: 'failed', failure: state.failure ?? 'failed' };
  return { kind: 'ready' };
}

export function useSignature({ target, read }: UseSignatureOptions): Signature {
  const { instance } = useInstance();
  const [state, setState] = useState(() => initialSignature(target));
  const current = useRef(state);
  const latestRead = useRef(read);
  latestRead.current = read;
  const mounted = useRef(true);
  const attempt = useRef<Promise<SignOutcome> | null>(null);
  /** The last sign call got no definite answer: it may have signed. */
  const unsure = useRef(false);
  /** Ends the current wait: true to poll, false when the screen left. */
  const wake = useRef<((poll: boolean) => void) | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      wake.current?.(false);
    };
  }, []);

  const apply = (event: SignatureEvent): SignatureState => {
    const next = reduceSignature(current.current, event);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    return next;
  };

  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const end = (poll: boolean) => {
        clearTimeout(timer);
        wake.current = null;
        resolve(poll);
      };
      const timer = setTimeout(() => end(true), ms);
      wake.current = end;
    });

  /** Reads sign-status while the signature runs. */
  const follow = async (): Promise<SignOutcome> => {
    for (;;) {
      const now = current.current;
      if (now.phase !== 'running') return outcomeOf(now);
      if (!mounted.current || !(await wait(backoffMs(SIGN_POLL, now.pollFailures)))) return { kind: 'stopped' };
      try {
        apply({ type: 'status-polled', status: await latestRead.current(instance.api) });
      } catch (e) {
        // The session expiry procedure has run: nothing more to read.
        if (asApiError(e).kind === 'session-expired') return { kind: 'stopped' };
        apply({ type: 'poll-failed' });
      }
      if (!mounted.current) return { kind: 'stopped' };
    }
  };

  /** Keeps `run` as the attempt in progress until it ends. */
  const track = (run: Promise<SignOutcome>): Promise<SignOutcome> => {
    const tracked = run.finally(() => {
      if (attempt.current === tracked) attempt.current = null;
    });
    attempt.current = tracked;
    return tracked;
  };

  /** Sends the sign call and follows the signature it starts. */
  const send = async (call: (api: ApiClient) => Promise<SignStatus>): Promise<SignOutcome> => {
    const before = current.current;
    if (apply({ type: 'sign-requested' }) === before) return outcomeOf(before);
    try {
      apply({ type: 'sign-answered', status: await call(instance.api) });
    } catch (e) {
      const error = asApiError(e);
      unsure.current = isUncertainFailure(error);
      const after = apply({ type: 'sign-refused', code: error.code });
      if (after.phase !== 'running' && after.failure !== 'session-expired') throw e;
    }
    return follow();
  };

  const sign: Signature['sign'] = (call) => {
    if (attempt.current) return attempt.current;
    if (!unsure.current) return track(send(call));
    return track(
      (async () => {
        // Where the signature is decides: running is followed, the target reached is done, else sign.
        const found = apply({ type: 'arrived', status: await latestRead.current(instance.api) });
        unsure.current = false;
        if (found.phase === 'running') return follow();
        if (found.phase === 'done') return outcomeOf(found);
        return send(call);
      })(),
    );
  };

  const arrive: Signature['arrive'] = (status) => {
    if (attempt.current) return attempt.current;
    const next = apply({ type: 'arrived', status });
    return next.phase === 'running' ? track(follow()) : Promise.resolve(outcomeOf(next));
  };

  const requestOtp: Signature['requestOtp'] = async (send) => {
    const before = current.current;
    if (apply({ type: 'otp-requested' }) === before) return false;
    try {
      const answer = await send(instance.api);
      apply({ type: 'otp-sent', phoneNumber: answer.phoneNumber });
      return true;
    } catch (e) {
      const error = asApiError(e);
      apply({ type: 'otp-failed', problem: error.code === OTP_TOO_MANY_CODE ? 'too-many' : 'failed' });
      return false;
    }
  };

  return { state, busy: isSignBusy(state), sign, arrive, requestOtp };
}
