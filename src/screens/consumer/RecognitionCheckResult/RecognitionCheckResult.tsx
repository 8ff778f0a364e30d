/**
 * RecognitionCheckResult (spec §4 CONSUMER 6,0; §2 `/<provider>CheckResult`, back blocked): the outcome
 * of the registration's identity recognition, read with `recog/callback` (no session id: the current
 * recognition, kept server side, so a reload reads it again).
 * - APPROVED: says so; Prosegui does the step submit (progress 7, DocumentType).
 * - PENDING: asks again with a back-off (2 s doubling to 30 s), the wait shown in a polite live region;
 *   the timers end with the screen.
 * - REJECTED: what the customer can do: repeat the recognition (a new session whose `returnUrl` is this
 *   page; on return the start-up rules resume step 6 here and the screen asks again) or contact support
 *   (the help panel's contacts).
 * - no outcome (never started, or left at the provider): offers to start it again.
 */
import { useEffect, useRef, useState } from 'react';
import { asApiError } from '../../../api/errors';
import { getRecognitionCallback } from '../../../api/recognition';
import { RECOGNITION_NOT_STARTED_CODE, RECOGNITION_SESSION_UNKNOWN_CODE } from '../../../api/recognition-schemas';
import { ContactSupportButton } from '../../../kit/ContactSupportButton';
import { STEP_COPY } from '../../../kit/copy';
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import { dropRecognitionReturnSession, recognitionReturnSession, useRecognitionStart } from '../../../kit/recognition';
import type { ScreenProps } from '../../../kit/screen';
import { SubmitButton } from '../../../kit/SubmitButton';
import { useSubmitLock } from '../../../kit/useSubmitLock';
import { CHECK_RESULT_COPY } from './copy';
import { FIRST_POLL_MS, nextPollDelay, viewOfFinalStatus, type CheckResultView } from './schema';

function statusText(view: CheckResultView): string {
  switch (view.kind) {
    case 'checking':
      return CHECK_RESULT_COPY.checking;
    case 'approved':
      return CHECK_RESULT_COPY.approved;
    case 'pending':
      return CHECK_RESULT_COPY.pending(Math.round(view.nextInMs / 1000));
    case 'rejected':
      return CHECK_RESULT_COPY.rejected;
    case 'incomplete':
      return CHECK_RESULT_COPY.incomplete;
    case 'failed':
      return CHECK_RESULT_COPY.checkFailed;
  }
}

function paragraphsOf(view: CheckResultView): readonly string[] {
  if (view.kind === 'pending') return CHECK_RESULT_COPY.pendingParagraphs;
  if (view.kind === 'rejected') return CHECK_RESULT_COPY.rejectedParagraphs;
  return [];
}

export default function RecognitionCheckResult(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  // The provider's return after a repeated recognition (read once; the effect removes it from the address).
  const [returned] = useState(recognitionReturnSession);
  const [view, setView] = useState<CheckResultView>({ kind: 'checking' });
  /** Bumped by "Riprova" to check again from the first delay. */
  const [round, setRound] = useState(0);
  const sessionPending = useRef(returned);
  const recognition = useRecognitionStart();
  const proceed = useSubmitLock();

  useEffect(() => {
    if (returned) dropRecognitionReturnSession();
  }, [returned]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    let delay = FIRST_POLL_MS;
    const check = async () => {
      // The returned session is asked about once; later checks read the current recognition.
      const sessionId = sessionPending.current ?? undefined;
      sessionPending.current = null;
      try {
        const { status } = await getRecognitionCallback(instance.api, sessionId);
        if (!active) return;
        if (status === 'PENDING') {
          setView({ kind: 'pending', nextInMs: delay });
          timer = setTimeout(() => void check(), delay);
          delay = nextPollDelay(delay);
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
  }, [instance, round]);

  const again = () => {
    setView({ kind: 'checking' });
    setRound((n) => n + 1);
  };

  return (
    <InfoPage screen="RecognitionCheckResult" title={CHECK_RESULT_COPY.title} paragraphs={paragraphsOf(view)} status={recognition.leaving ? CHECK_RESULT_COPY.leaving : statusText(view)}>
      {view.kind === 'approved' && (
        <SubmitButton type="button" lock={proceed} onClick={() => void proceed.run(() => wizard.submit({ force: true }))}>
          {STEP_COPY.submit}
        </SubmitButton>
      )}
      {(view.kind === 'rejected' || view.kind === 'incomplete') && (
        <>
          <SubmitButton type="button" lock={recognition.lock} onClick={() => void recognition.start()}>
            {CHECK_RESULT_COPY.restart}
          </SubmitButton>
          <ContactSupportButton className="button secondary">{CHECK_RESULT_COPY.contact}</ContactSupportButton>
        </>
      )}
      {view.kind === 'failed' && (
        <button type="button" className="button" onClick={again}>
          {CHECK_RESULT_COPY.retry}
        </button>
      )}
    </InfoPage>
  );
}
