/**
 * MinorWaitingTutorConfirm (spec §4 MINOR 9,0, `/minorWaitingTutorConfirm`; §2 header hidden, back blocked):
 * the minor waits for the guardian. The page says where the invitation went (the guardian's name, masked
 * phone and e-mail from `registration.tutor`) and what happens next, offers "Invia di nuovo l'invito"
 * (`set-tutor` with the stored guardian's five fields, then the visible resend cooldown, RESEND_COOLDOWN_SECONDS; the outcome is
 * announced) and "Cambia i dati del genitore o tutore" (back to MinorSetTutor, 8,0).
 *
 * Meanwhile it reads `GET registrations/{id}` with the back-off TUTOR_POLL (src/flows/timings.ts: first after
 * 3 s, then ×1.5 up to 30 s; a failed read backs off too and never opens a dialog). Once the guardian has
 * signed (status CONTRACTS_SIGNED, or COMPLETED) it stores the registration and does the step submit: the
 * wizard saves progress 10 and shows RegistrationCompleted, which completes the registration.
 */
import { useEffect, useRef, useState } from 'react';
import { asApiError } from '../../../api/errors';
import { getRegistration, setTutor } from '../../../api/registrations';
import type { Tutor } from '../../../api/schemas';
import type { SetTutorBody } from '../../../api/tutor-schemas';
import { positionOf } from '../../../flows';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { InfoPage } from '../../../kit/InfoPage';
import { ResendButton } from '../../../kit/ResendButton';
import type { ScreenProps } from '../../../kit/screen';
import { useCooldown } from '../../../kit/useCooldown';
import { isSignedByTutor, maskEmail, maskPhone } from '../../../registration/tutor-wait';
import { backoffMs, TUTOR_POLL } from '../../../flows/backoff';
import { MINOR_WAITING_TUTOR_COPY as COPY } from './copy';

type Resend = 'idle' | 'sending' | 'sent' | 'failed';

const RESEND_STATUS: Record<Resend, string> = { idle: '', sending: COPY.resending, sent: COPY.resent, failed: COPY.resendFailed };

/** The stored guardian as `set-tutor`'s body, or null when a field is missing (nothing to resend). */
function resendBody(tutor: Tutor | null | undefined): SetTutorBody | null {
  if (!tutor) return null;
  const { firstName, lastName, fiscalCode, phoneNumber, email } = tutor;
  if (!firstName || !lastName || !fiscalCode || !phoneNumber || !email) return null;
  return { firstName, lastName, fiscalCode, phoneNumber, email };
}

function paragraphsOf(tutor: Tutor | null | undefined): string[] {
  const name = [tutor?.firstName, tutor?.lastName].filter(Boolean).join(' ');
  const invited = name ? COPY.invited(name, maskPhone(tutor?.phoneNumber), maskEmail(tutor?.email)) : COPY.invitedGeneric;
  return [invited, COPY.next(name || COPY.someone), COPY.wait];
}

export default function MinorWaitingTutorConfirm(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const { registrations } = useOnboardingState();
  const tutor = registrations?.tutor;
  const registrationId = registrations?.id;
  const [resend, setResend] = useState<Resend>('idle');
  const sending = useRef(false);
  const cooldown = useCooldown();

  // The wait for the guardian: one chain of reads per registration, with the back-off.
  useEffect(() => {
    if (!registrationId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = (attempt: number) => {
      timer = setTimeout(() => {
        void (async () => {
          try {
            const { registration } = await getRegistration(instance.api, registrationId);
            if (!live) return;
            if (registration && isSignedByTutor(registration.status)) {
              instance.store.actions.setRegistration(registration);
              await wizard.submit({ force: true });
              return;
            }
          } catch (e) {
            // The session expiry procedure has run: nothing more to read. Any other failure backs off.
            if (asApiError(e).kind === 'session-expired') return;
          }
          if (live) poll(attempt + 1);
        })();
      }, backoffMs(TUTOR_POLL, attempt));
    };
    poll(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [registrationId, instance, wizard]);

  const body = resendBody(tutor);
  const resendInvitation = async () => {
    if (!registrationId || !body || sending.current) return;
    sending.current = true;
    setResend('sending');
    try {
      const answer = await setTutor(instance.api, registrationId, body);
      instance.store.actions.setRegistration(answer.registration);
      setResend('sent');
      cooldown.start();
    } catch (e) {
      if (asApiError(e).kind !== 'session-expired') setResend('failed');
      else setResend('idle');
    } finally {
      sending.current = false;
    }
  };

  const changeTutor = () => {
    const at = positionOf(instance.store.state.flow, 'MinorSetTutor');
    if (at) wizard.goTo(at);
  };

  return (
    <InfoPage screen="MinorWaitingTutorConfirm" title={COPY.title} paragraphs={paragraphsOf(tutor)} status={RESEND_STATUS[resend]}>
      {body && (
        <ResendButton cooldown={cooldown} sending={resend === 'sending'} onResend={() => void resendInvitation()} cooldownText={COPY.cooldown}>
          {COPY.resend}
        </ResendButton>
      )}
      <button type="button" className="button secondary" onClick={changeTutor}>
        {COPY.change}
      </button>
    </InfoPage>
  );
}
