/**
 * CertificateSign (spec §4 CONSUMER 8,1, `/infocertSign`: the provider's name followed by Sign). The first
 * signature with the certificate provider (§7): it issues the certificate and opens the signature session
 * the contracts are then signed in.
 *
 * On arrival `GET sign-status`:
 * - the certificate signed and a session active → the session's reload is armed from its start (spec §4
 *   Session, `instance.signatureSession.start`) and the step submit moves on: nothing is signed again;
 * - a signature RUNNING → followed with its progress until it ends (never signed again);
 * - else one signature code is sent (`send-signature-otp`, once per arrival: neither a re-render nor
 *   StrictMode sends a second), with "Invia di nuovo il codice" after a visible 30-second cooldown.
 * Firma reads `certificate-status` and sends `issue-and-sign {otp}` (certificate not VALID) or
 * `one-step-sign {otp}` (VALID: a new session only), then follows the signature with a progress bar until
 * DONE: the session's reload is armed and the step submit moves on to BankSign. A refused code shows under
 * the field with what was typed kept.
 */
import { useState } from 'react';
import { getCertificateStatus, getSignStatus, issueAndSign, oneStepSign, sendSignatureOtp } from '../../../api/certificate';
import type { SignStatus } from '../../../api/certificate-schemas';
import { nextSignCall, sessionStartedAt, type SignatureState } from '../../../registration/signature';
import { useCertTarget } from '../../../kit/ContractSignStep';
import { SIGNATURE_COPY } from '../../../kit/copy';
import { OtpField } from '../../../kit/fields';
import { ResendButton } from '../../../kit/ResendButton';
import { useInstance } from '../../../kit/hooks';
import { LoadingStep } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { SignatureFollow, SignatureProgress } from '../../../kit/SignatureProgress';
import { StepForm } from '../../../kit/StepForm';
import { useCooldown } from '../../../kit/useCooldown';
import { useLoaded } from '../../../kit/useLoaded';
import { useOnce } from '../../../kit/useOnce';
import { useSignature } from '../../../kit/useSignature';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { CERTIFICATE_SIGN_COPY as COPY } from './copy';
import { SIGNATURE_OTP_LENGTH, SignatureOtpFormSchema, type SignatureOtpFormValues } from './schema';

/** Seconds "Invia di nuovo il codice" stays disabled after a code is sent. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** What the code's status line says. */
function codeStatus(state: SignatureState): string {
  switch (state.phase) {
    case 'otp-sending':
      return COPY.sending;
    case 'otp-failed':
      return state.otpProblem === 'too-many' ? COPY.tooMany : COPY.sendFailed;
    case 'idle':
      return '';
    default:
      return state.phoneNumber ? COPY.sentTo(state.phoneNumber) : COPY.sentGeneric;
  }
}

export default function CertificateSign(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const target = useCertTarget();
  const signature = useSignature({ target: 'CERTIFICATE', read: (api) => getSignStatus(api, target) });
  const [mode, setMode] = useState<'arrival' | 'form'>('arrival');
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const { loaded, retry } = useLoaded((api) => getSignStatus(api, target));

  /** The signature session is open: arm its reload (spec §4 Session) and move on. */
  const finish = async (status: SignStatus) => {
    const startedAt = sessionStartedAt(status);
    if (startedAt !== null) instance.signatureSession.start(startedAt);
    await wizard.submit({ force: true });
  };

  const requestCode = async () => {
    if (await signature.requestOtp((api) => sendSignatureOtp(api, target))) cooldown.start();
  };

  useOnce(() => {
    if (loaded.kind !== 'ready') return;
    void signature.arrive(loaded.value).then(async (outcome) => {
      if (outcome.kind === 'done') return finish(outcome.status);
      if (outcome.kind === 'stopped') return;
      setMode('form');
      await requestCode();
    });
  }, loaded.kind === 'ready');

  const step = useStepForm<SignatureOtpFormValues, SignatureOtpFormValues>({
    screen: 'CertificateSign',
    schema: SignatureOtpFormSchema,
    defaultValues: { otp: '' },
    serverFields: serverFieldsOf('otp'),
    onValid: async ({ otp }) => {
      const call = nextSignCall(await getCertificateStatus(instance.api, target)) === 'one-step-sign' ? oneStepSign : issueAndSign;
      const outcome = await signature.sign((api) => call(api, target, { otp }));
      if (outcome.kind === 'done') await finish(outcome.status);
    },
  });

  if (loaded.kind !== 'ready') {
    return (
      <LoadingStep screen="CertificateSign" copy={COPY} loaded={loaded} onRetry={retry} />
    );
  }
  if (mode === 'arrival') return <SignatureFollow screen="CertificateSign" title={COPY.title} text={COPY.following} state={signature.state} />;

  const { state, busy } = signature;
  return (
    <StepForm
      {...step.frame}
      lock={{ locked: step.frame.lock.locked || busy }}
      title={COPY.title}
      submitLabel={SIGNATURE_COPY.sign}
      intro={
        <>
          <p className="step-text">{COPY.intro}</p>
          <p className="step-status" role="status">
            {codeStatus(state)}
          </p>
        </>
      }
      after={
        <>
          <SignatureProgress state={state} />
          <ResendButton
            cooldown={cooldown}
            sending={state.phase === 'otp-sending' || busy || state.phase === 'done'}
            onResend={() => void requestCode()}
            cooldownText={COPY.cooldown}
          >
            {COPY.resend}
          </ResendButton>
        </>
      }
    >
      <OtpField label={COPY.label} length={SIGNATURE_OTP_LENGTH} error={step.form.formState.errors.otp?.message} {...step.form.register('otp')} />
    </StepForm>
  );
}
