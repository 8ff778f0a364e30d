/**
 * RecognitionCheckResult (spec §4 CONSUMER 6,0; §2 `/<provider>CheckResult`, back blocked): the outcome
 * of the registration's identity recognition, read with `recog/callback` (no session id: the current
 * recognition, kept server side, so a reload reads it again).
 * - APPROVED: says so; Prosegui does the step submit (progress 7, DocumentType).
 * - PENDING: asks again with the back-off RECOGNITION_POLL (2 s doubling to 30 s), the wait shown in a polite live region;
 *   the timers end with the screen (kit RecognitionOutcome, also used by UserRecognition).
 * - REJECTED: what the customer can do: repeat the recognition (a new session whose `returnUrl` is this
 *   page; on return the start-up rules resume step 6 here and the screen asks again) or contact support
 *   (the help panel's contacts).
 * - no outcome (never started, or left at the provider): offers to start it again.
 */
import { useEffect, useState } from 'react';
import { STEP_COPY } from '../../../kit/copy';
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import { dropRecognitionReturnSession, recognitionReturnSession, useRecognitionStart } from '../../../kit/connected/recognition';
import { outcomeParagraphs, outcomeStatus, RecognitionOutcomeActions, useRecognitionOutcome } from '../../../kit/connected/RecognitionOutcome';
import type { ScreenProps } from '../../../kit/screen';
import { SubmitButton } from '../../../kit/SubmitButton';
import { useSubmitLock } from '../../../kit/useSubmitLock';
import { CHECK_RESULT_COPY } from './copy';

export default function RecognitionCheckResult(_props: ScreenProps) {
  const { wizard } = useInstance();
  // The provider's return after a repeated recognition (read once; the effect removes it from the address).
  const [returned] = useState(recognitionReturnSession);
  // The status read and polled while pending (kit RecognitionOutcome, shared with UserRecognition).
  const outcome = useRecognitionOutcome(returned);
  const { view } = outcome;
  const recognition = useRecognitionStart();
  const proceed = useSubmitLock();

  useEffect(() => {
    if (returned) dropRecognitionReturnSession();
  }, [returned]);

  return (
    <InfoPage screen="RecognitionCheckResult" title={CHECK_RESULT_COPY.title} paragraphs={outcomeParagraphs(view)} status={recognition.leaving ? CHECK_RESULT_COPY.leaving : outcomeStatus(view)}>
      {view.kind === 'approved' && (
        <SubmitButton type="button" lock={proceed} onClick={() => void proceed.run(() => wizard.submit({ force: true }))}>
          {STEP_COPY.submit}
        </SubmitButton>
      )}
      <RecognitionOutcomeActions outcome={outcome} recognition={recognition} />
    </InfoPage>
  );
}
