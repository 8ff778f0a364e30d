/**
 * Reading a recognition's outcome (spec §4 CONSUMER 6,0 RecognitionCheckResult, and UserRecognition of MINOR
 * and the upgrades: those flows have no result step, so their hand-off reads the outcome itself):
 * - `useRecognitionOutcome`: `recog/callback` (the provider's returned session once, then the current
 *   recognition), asked again while PENDING with the back-off RECOGNITION_POLL (2 s doubling to 30 s,
 *   src/flows/timings.ts); the timers end with the screen.
 * - `outcomeStatus` / `outcomeParagraphs`: what the live region and the page say for each view.
 * - `RecognitionOutcomeActions`: a rejection (or no outcome) offers to repeat the recognition (a new session
 *   whose `returnUrl` is this page) or to contact support; a failed read offers "Riprova". An approval's
 *   action is the screen's own (its step submit).
 */
import { useEffect, useRef, useState } from 'react';
import { asApiError } from '../../api/errors';
import { getRecognitionCallback } from '../../api/recognition';
import { RECOGNITION_NOT_STARTED_CODE, RECOGNITION_SESSION_UNKNOWN_CODE } from '../../api/recognition-schemas';
import { ContactSupportButton } from '../ContactSupportButton';
import { useInstance } from '../hooks';
import type { RecognitionStart } from './recognition';
import { viewOfFinalStatus, type CheckResultView } from '../recognition-outcome';
import { backoffMs, RECOGNITION_POLL } from '../../flows/backoff';
import { RECOGNITION_OUTCOME_COPY } from '../recognition-outcome-copy';
import { SubmitButton } from '../SubmitButton';

export interface RecognitionOutcome {
  view: CheckResultView;
  /** Checks again from the first delay ("Riprova" after a failed read). */
  again: () => void;
}

/**
 * The outcome of the registration's recognition, polled while PENDING. `sessionId` (the provider's return)
 * is asked about once; later checks read the current recognition. Nothing is read while `enabled` is false.
 */
export function useRecognitionOutcome(sessionId: string | null, enabled = true): RecognitionOutcome {
  const { instance } = useInstance();
  const [view, setView] = useState<CheckResultView>({ kind: 'checking' });
  /** Bumped by "Riprova" to check again from the first delay. */
  const [round, setRound] = useState(0);
  const sessionPending = useRef(sessionId);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    /** How many times PENDING was answered in this round (the back-off's attempt). */
    let pending = 0;
    const check = async () => {
      // The returned session is asked about once; later checks read the current recognition.
      const session = sessionPending.current ?? undefined;
      sessionPending.current = null;
      try {
        const { status } = await getRecognitionCallback(instance.api, session);
        if (!active) return;
        if (status === 'PENDING') {
          const delay = backoffMs(RECOGNITION_POLL, pending++);
          setView({ kind: 'pending', nextInMs: delay });
          timer = setTimeout(() => void check(), delay);
          return;
        }
        setView(viewOfFinalStatus(status));
      } catch (e) {
        if (!active) return;
        const error = asApiError(e);
        if (error.kind === 'session-expired' || error.kind === 'maintenance') return;
        const none = error.code === RECOGNITION_NOT_STARTED_CODE || error.code === RECOGNITION_SESSION_UNKNOWN_CODE;
        setView({ kind: none ? 'incomplete' : 'failed' });
      }
    };
    // Deferred by a tick: StrictMode's first, discarded, effect run then sends no request.
    timer = setTimeout(() => void check(), 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [instance, round, enabled]);

  const again = () => {
    setView({ kind: 'checking' });
    setRound((n) => n + 1);
  };
  return { view, again };
}

/** The live region's text for `view`. */
export function outcomeStatus(view: CheckResultView): string {
  switch (view.kind) {
    case 'checking':
      return RECOGNITION_OUTCOME_COPY.checking;
    case 'approved':
      return RECOGNITION_OUTCOME_COPY.approved;
    case 'pending':
      return RECOGNITION_OUTCOME_COPY.pending(Math.round(view.nextInMs / 1000));
    case 'rejected':
      return RECOGNITION_OUTCOME_COPY.rejected;
    case 'incomplete':
      return RECOGNITION_OUTCOME_COPY.incomplete;
    case 'failed':
      return RECOGNITION_OUTCOME_COPY.checkFailed;
  }
}

/** The page's explanation for `view`. */
export function outcomeParagraphs(view: CheckResultView): readonly string[] {
  if (view.kind === 'pending') return RECOGNITION_OUTCOME_COPY.pendingParagraphs;
  if (view.kind === 'rejected') return RECOGNITION_OUTCOME_COPY.rejectedParagraphs;
  return [];
}

/** The buttons of a rejection or a missing outcome (repeat it, contact us) and of a failed read (Riprova). */
export function RecognitionOutcomeActions({ outcome, recognition }: { outcome: RecognitionOutcome; recognition: RecognitionStart }) {
  const { view } = outcome;
  if (view.kind === 'rejected' || view.kind === 'incomplete') {
    return (
      <>
        <SubmitButton type="button" lock={recognition.lock} onClick={() => void recognition.start()}>
          {RECOGNITION_OUTCOME_COPY.restart}
        </SubmitButton>
        <ContactSupportButton className="button secondary">{RECOGNITION_OUTCOME_COPY.contact}</ContactSupportButton>
      </>
    );
  }
  if (view.kind === 'failed') {
    return (
      <button type="button" className="button" onClick={outcome.again}>
        {RECOGNITION_OUTCOME_COPY.retry}
      </button>
    );
  }
  return null;
}
