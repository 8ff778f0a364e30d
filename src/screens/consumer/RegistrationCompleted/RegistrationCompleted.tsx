/**
 * RegistrationCompleted (spec §4 CONSUMER 9,0; §2 header hidden, back blocked): the registration is
 * completed (`complete-registration`, spec §7) once per registration — recorded in the instance's store,
 * so a StrictMode double effect, a re-render or a second mount makes one call — and then the completion
 * message, the `onboarding-complete` event (once, with the call) and the §9 exit (the kit's ExitButton).
 * `onboarding-complete` is cancelable: a host that cancels it takes the completion over — the message still
 * shows, and its exit button dispatches `onboarding-exit` but leaves the page (and the app) to the host.
 * A failed call shows the default error dialog (spec §8) and keeps the user here with "Riprova".
 * TUTOR 10: the guardian's call answers the minor's registration as it is (the minor completes it from their
 * own device), and the page says so.
 */
import { asApiError } from '../../../api/errors';
import { completeRegistration } from '../../../api/registrations';
import type { Registration } from '../../../api/schemas';
import { ExitButton } from '../../../kit/connected/ExitButton';
import { useInstance } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { useLoaded } from '../../../kit/useLoaded';
import { COMPLETED_COPY as COPY } from './copy';

export default function RegistrationCompleted(_props: ScreenProps) {
  const { instance } = useInstance();
  const { store } = instance;

  /** complete-registration, then what follows it once: the store, the signature session, the event. */
  const complete = async (registration: Registration): Promise<Registration> => {
    try {
      const done = await completeRegistration(instance.api, registration.id);
      store.actions.setRegistration(done);
      // Nothing is left to sign: the signature session's reload (spec §4 Session) is disarmed.
      instance.signatureSession.stop();
      if (!instance.emit('onboarding-complete', { flow: store.state.flow, registrationId: done.id })) {
        instance.completionRoutedByHost = true;
      }
      return done;
    } catch (e) {
      const error = asApiError(e);
      if (error.kind !== 'session-expired') void instance.showError(error);
      throw e;
    }
  };

  const { loaded, retry } = useLoaded(async () => {
    const registration = store.state.registrations;
    if (!registration || registration.status === 'COMPLETED') return registration;
    return store.actions.requestOnce('complete-registration', registration.id, () => complete(registration));
  });

  if (loaded.kind !== 'ready') {
    return (
      <LoadState
        screen="RegistrationCompleted"
        title={COPY.title}
        loadingText={COPY.completing}
        failed={loaded.kind === 'failed'}
        failedText={COPY.failed}
        onRetry={retry}
      />
    );
  }
  return (
    <InfoPage screen="RegistrationCompleted" title={COPY.title} paragraphs={store.state.flow === 'TUTOR' ? COPY.tutorParagraphs : COPY.paragraphs}>
      <ExitButton>{COPY.exit}</ExitButton>
    </InfoPage>
  );
}
