/**
 * Recognition (spec §4 CONSUMER 2,1; §2 `/<provider>Recognition`, back blocked): the hand-off to the
 * identity-recognition provider. "Avvia il riconoscimento" asks for a token (`recog/token`), starts a
 * session (`recog/start` with this page's address as `returnUrl`) and opens the provider's page in the
 * same window (kit `useRecognitionStart`).
 *
 * The provider sends the user back to that address with `recogSession=<id>`. The element starts again,
 * the start-up rules resume the stored step 2 and src/startup/resume.ts skips the confirmed e-mail, so
 * this screen mounts again: it removes the parameter from the address, reads the session's status
 * (`recog/callback?session=<id>`) and, whatever the outcome (approved, pending, rejected: the result is
 * shown at step 6), does the step submit (2,1 is the step's last substep: progress 3, Addresses). Back
 * without an outcome (cancelled on the provider's page), it says so and offers to start again.
 * The same module is MINOR 5,0 UserRecognition (the document data is already entered) and the upgrades'
 * UserRecognition: `screen` names it; the step submit then leads to the signatures (MINOR 5 -> 6), and no
 * result screen follows. So there the screen reads the outcome the way the result step does (schema.ts
 * `outcomeMode` 'here', kit RecognitionOutcome): an approval does the step submit as above; a pending one
 * waits (the result step's back-off); a rejection says so and offers to repeat the recognition or contact
 * us, and never moves on to the signatures. A reload after a pending or rejected outcome reads it again.
 * DOCUMENT_RENEWAL 1,0: the start is `recog/documentRenewalStart` (kit), the copy speaks of the
 * new document, an outcome moves to DocumentType (1,1, a substep: no progress saved), and a rejection stays
 * here with the restart button (no result step follows, and the bank needs an accepted recognition).
 * Inside the app, back without an outcome also offers "Apri le impostazioni" (kit AppSettingsButton: the
 * `exit` message to the app's settings, spec §7 Other), where a refused camera is allowed again.
 */
import { useEffect, useRef, useState } from 'react';
import { getRecognitionCallback } from '../../../api/recognition';
import { asApiError } from '../../../api/errors';
import { RECOGNITION_SESSION_UNKNOWN_CODE } from '../../../api/recognition-schemas';
import { AppSettingsButton } from '../../../kit/connected/AppSettingsButton';
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import { dropRecognitionReturnSession, recognitionReturnSession, useRecognitionStart } from '../../../kit/connected/recognition';
import { outcomeParagraphs, outcomeStatus, RecognitionOutcomeActions, useRecognitionOutcome } from '../../../kit/connected/RecognitionOutcome';
import type { ScreenProps } from '../../../kit/screen';
import { STEP_COPY } from '../../../kit/copy';
import { SubmitButton } from '../../../kit/SubmitButton';
import { useSubmitLock } from '../../../kit/useSubmitLock';
import type { ScreenId } from '../../../flows';
import { readFlag } from '../../../session/storage';
import { SCREEN_TITLES } from '../../../flows';
import { RECOGNITION_COPY } from './copy';
import { outcomeMode, viewOfStatus, viewOnArrival, viewOnReturn, type RecognitionView } from './schema';

function statusText(view: RecognitionView, leaving: boolean, screen: ScreenId, renewal: boolean): string {
  if (leaving) return RECOGNITION_COPY.leaving;
  switch (view) {
    case 'checking':
      return RECOGNITION_COPY.checking;
    case 'cancelled':
      return RECOGNITION_COPY.cancelled;
    case 'unknown':
      return RECOGNITION_COPY.unknown;
    case 'rejected':
      return RECOGNITION_COPY.renewal.rejected;
    case 'done':
      if (renewal) return RECOGNITION_COPY.renewal.done;
      return screen === 'UserRecognition' ? RECOGNITION_COPY.doneNoResult : RECOGNITION_COPY.done;
    default:
      return '';
  }
}

export default function Recognition({ screen }: ScreenProps) {
  const { instance, wizard } = useInstance();
  // How the provider's outcome is treated (schema.ts): moves on (a result step follows), read here (MINOR,
  // upgrades: no result step), or DOCUMENT_RENEWAL 1,0 (its own explanation, and a rejection stops here).
  const mode = outcomeMode(instance.store.state.flow);
  const renewal = mode === 'renewal';
  // Read once (StrictMode runs initialisers twice, with no side effect here); the effect removes it.
  const [returned] = useState(recognitionReturnSession);
  const [view, setView] = useState<RecognitionView>(() =>
    returned ? viewOnReturn(mode) : viewOnArrival(instance.store.state.registrations?.data, mode),
  );
  const handled = useRef(false);
  const recognition = useRecognitionStart();
  const proceed = useSubmitLock();
  // Mode 'here': the outcome read (the returned session once) and polled while pending, as at the result step.
  const reading = view === 'outcome';
  const outcome = useRecognitionOutcome(returned, reading);
  const settled = reading ? outcome.view.kind : undefined;

  useEffect(() => {
    // Approved: the step submit, as before. No outcome (left at the provider): the screen's own 'cancelled'
    // view (start again; inside the app also the settings). Pending, rejected, a failed read: the kit's views.
    if (settled === 'approved') {
      setView('done');
      void wizard.submit({ force: true });
    } else if (settled === 'incomplete') setView('cancelled');
  }, [settled, wizard]);

  useEffect(() => {
    if (!returned || handled.current) return;
    // Once per return, also under StrictMode's second effect run (a ref, not the kit's useOnce: importing it here
    // would split useOnce into a chunk of its own, ~140 B more on every consumer journey).
    handled.current = true;
    dropRecognitionReturnSession();
    if (mode === 'here') return; // read by useRecognitionOutcome
    void (async () => {
      try {
        const { status } = await getRecognitionCallback(instance.api, returned);
        const next = viewOfStatus(status, renewal);
        setView(next);
        if (next === 'done') await wizard.submit({ force: true });
      } catch (e) {
        const error = asApiError(e);
        if (error.kind === 'session-expired') return;
        if (error.code === RECOGNITION_SESSION_UNKNOWN_CODE) {
          setView('unknown');
          return;
        }
        setView('intro');
        await wizard.reportStepError(error);
      }
    })();
  }, [returned, instance, wizard, renewal, mode]);

  if (reading) {
    return (
      <InfoPage
        screen={screen}
        title={SCREEN_TITLES[screen]}
        paragraphs={outcomeParagraphs(outcome.view)}
        status={recognition.leaving ? RECOGNITION_COPY.leaving : outcomeStatus(outcome.view)}
      >
        <RecognitionOutcomeActions outcome={outcome} recognition={recognition} />
      </InfoPage>
    );
  }

  const startLabel = view === 'cancelled' || view === 'unknown' || view === 'rejected' ? RECOGNITION_COPY.restart : RECOGNITION_COPY.start;
  const paragraphs = renewal ? RECOGNITION_COPY.renewal.paragraphs : RECOGNITION_COPY.paragraphs;
  // Back without an outcome inside the app: the camera may have been refused, which only the app's settings
  // can grant again (spec §7 Other, the `exit` message to settings).
  const settingsHint = view === 'cancelled' && readFlag('fromApp');
  return (
    <InfoPage
      screen={screen}
      title={SCREEN_TITLES[screen]}
      paragraphs={view === 'done' ? [] : settingsHint ? [...paragraphs, RECOGNITION_COPY.cameraSettings] : paragraphs}
      status={statusText(view, recognition.leaving, screen, renewal)}
    >
      {view === 'done' ? (
        <SubmitButton type="button" lock={proceed} onClick={() => void proceed.run(() => wizard.submit({ force: true }))}>
          {STEP_COPY.submit}
        </SubmitButton>
      ) : (
        view !== 'checking' && (
          <>
            <SubmitButton type="button" lock={recognition.lock} onClick={() => void recognition.start()}>
              {startLabel}
            </SubmitButton>
            {settingsHint && <AppSettingsButton>{RECOGNITION_COPY.openSettings}</AppSettingsButton>}
          </>
        )
      )}
    </InfoPage>
  );
}
