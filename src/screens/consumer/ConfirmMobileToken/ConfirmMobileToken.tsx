/**
 * ConfirmMobileToken (spec §4 CONSUMER 8,5, the last substep of the signature step): the mobile token is
 * activated with a code sent by SMS. On arrival the screen asks once per registration for the code
 * (`mobile-token/send-otp`, recorded in the instance's store so a StrictMode double effect, a re-render or
 * a return here sends no second SMS) and says where it went; "Invia di nuovo il codice" sends again after a
 * visible resend cooldown. Prosegui activates the token (`mobile-token/activate {otp}`, the sandbox's
 * call: spec §7 shows none) and does the step submit: the last substep, so the wizard saves progress 9 and
 * shows RegistrationCompleted. A token already active (a retry after a failed progress save, a reload)
 * sends nothing and Prosegui only moves on.
 *
 * Spec §2/§4 place signature recovery here (8,5: a registration found with `infocertSignRunning` at start-up
 * lands on this screen): the kit's SignatureRecovery follows a running signature and sends the wizard back to
 * what is still to sign (CertificateSign, BankSign or CardSign, or the flow's own); only with everything
 * signed does the code part, {@link MobileTokenActivation}, show.
 * The same module is MINOR 7,2 MinorConfirmMobileToken: `screen` names it, and the recovery
 * reads the MINOR sign screens (no certificate) through the store's flow.
 *
 * TUTOR 9,5 (TutorConfirmMobileToken) is this screen too: the guardian activates their own token (the
 * registration's `tutorMobileTokenActive`, src/registration/tutor.ts), which makes the minor's registration
 * CONTRACTS_SIGNED; the wizard then saves progress 10 and shows RegistrationCompleted.
 */
import { useEffect, useState } from 'react';
import { asApiError } from '../../../api/errors';
import type { ScreenId } from '../../../flows';
import { SignatureRecovery } from '../../../kit/connected/SignatureRecovery';
import { mobileTokenActive } from '../../../registration/tutor';
import { activateMobileToken, OTP_TOO_MANY_CODE, sendMobileTokenOtp } from '../../../api/registrations';
import { OtpField } from '../../../kit/fields';
import { useInstance, useOnboardingState } from '../../../kit/hooks';
import { ResendButton } from '../../../kit/ResendButton';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useCooldown } from '../../../kit/useCooldown';
import { RESEND_COOLDOWN_SECONDS } from '../../../flows/timings';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { ONE_TIME_CODE_LENGTH } from '../../../validation/one-time-code';
import { SCREEN_TITLES } from '../../../flows';
import { MOBILE_TOKEN_COPY as COPY } from './copy';
import { MobileTokenFormSchema, type MobileTokenFormValues } from './schema';

type CodeStatus =
  | { kind: 'sending' }
  | { kind: 'sent'; again: boolean; phone: string | undefined }
  | { kind: 'failed'; message: string };

function statusMessage(status: CodeStatus): string {
  if (status.kind === 'sending') return COPY.sending;
  if (status.kind === 'failed') return status.message;
  if (status.again) return status.phone ? COPY.resentTo(status.phone) : COPY.resentGeneric;
  return status.phone ? COPY.sentTo(status.phone) : COPY.sentGeneric;
}

export default function ConfirmMobileToken({ screen }: ScreenProps) {
  return (
    <SignatureRecovery screen={screen} copy={{ ...COPY, title: SCREEN_TITLES[screen] }}>
      <MobileTokenActivation screen={screen} />
    </SignatureRecovery>
  );
}

/** The code part: send on arrival, resend on a cooldown, the code, activation and the step submit. */
function MobileTokenActivation({ screen }: { screen: ScreenId }) {
  const { instance, wizard } = useInstance();
  const { store, api } = instance;
  const { registrations, flow } = useOnboardingState();
  const registrationId = registrations?.id;
  const active = mobileTokenActive(registrations, flow);
  const [status, setStatus] = useState<CodeStatus>({ kind: 'sending' });
  const cooldown = useCooldown();

  const step = useStepForm<MobileTokenFormValues, MobileTokenFormValues>({
    screen,
    schema: MobileTokenFormSchema,
    defaultValues: { otp: '' },
    serverFields: serverFieldsOf('otp'),
    sent: active,
    onValid: async ({ otp }) => {
      if (!registrationId) return;
      store.actions.setRegistration(await activateMobileToken(api, registrationId, otp));
      await wizard.submit({ force: true });
    },
  });

  const sendFailed = (e: unknown) => {
    const error = asApiError(e);
    if (error.kind === 'session-expired') return;
    setStatus({ kind: 'failed', message: error.code === OTP_TOO_MANY_CODE ? COPY.tooMany : COPY.sendFailed });
  };

  const resend = async () => {
    if (!registrationId) return;
    setStatus({ kind: 'sending' });
    try {
      const answer = await sendMobileTokenOtp(api, registrationId);
      setStatus({ kind: 'sent', again: true, phone: answer.phoneNumber });
      cooldown.start();
    } catch (e) {
      sendFailed(e);
    }
  };

  useEffect(() => {
    if (!registrationId || active) return;
    let live = true;
    // Once per registration: every mount shares the first request's answer (a failed one is asked again).
    store.actions.requestOnce('mobile-token-code', registrationId, () => sendMobileTokenOtp(api, registrationId)).then(
      (answer) => {
        if (!live) return;
        setStatus({ kind: 'sent', again: false, phone: answer.phoneNumber });
        cooldown.start();
      },
      (e: unknown) => live && sendFailed(e),
    );
    return () => {
      live = false;
    };
    // Once per registration: cooldown.start and sendFailed only set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registrationId, active, store, api]);

  const otp = step.form.register('otp');
  return (
    <StepForm
      {...step.frame}
      sent={false}
      title={SCREEN_TITLES[screen]}
      intro={
        active ? (
          <p className="step-note" role="note">
            {COPY.active}
          </p>
        ) : (
          <>
            <p className="step-text">{COPY.intro}</p>
            <p className="step-status" role="status">
              {statusMessage(status)}
              {status.kind === 'sent' && cooldown.remaining > 0 ? ` ${COPY.cooldown(RESEND_COOLDOWN_SECONDS)}` : ''}
            </p>
          </>
        )
      }
      after={
        active ? undefined : (
          <ResendButton
            cooldown={cooldown}
            sending={status.kind === 'sending'}
            onResend={() => void resend()}
            cooldownText={COPY.cooldown}
          >
            {COPY.resend}
          </ResendButton>
        )
      }
    >
      {!active && (
        <OtpField label={COPY.label} length={ONE_TIME_CODE_LENGTH} error={step.form.formState.errors.otp?.message} {...otp} />
      )}
    </StepForm>
  );
}
