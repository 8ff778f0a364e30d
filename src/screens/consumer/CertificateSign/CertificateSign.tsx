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
import { getCertificateStatus, getSignStatus, issueAndSign, oneStepSign } from '../../../api/certificate';
import type { SignStatus } from '../../../api/certificate-schemas';
import { nextSignCall, sessionStartedAt } from '../../../registration/signature';
import { useCertTarget } from '../../../kit/ContractSignStep';
import { SIGNATURE_COPY } from '../../../kit/copy';
import { OtpField } from '../../../kit/fields';
import {
  SIGNATURE_RESEND_COOLDOWN_SECONDS,
  SignatureCodeResend,
  SignatureCodeStatus,
  useSignatureCode,
} from '../../../kit/SignatureCode';
import { useInstance } from '../../../kit/hooks';
import { LoadingStep } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { SignatureFollow, SignatureProgress } from '../../../kit/SignatureProgress';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { useOnce } from '../../../kit/useOnce';
import { useSignature } from '../../../kit/useSignature';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { CERTIFICATE_SIGN_COPY as COPY } from './copy';
import { SIGNATURE_OTP_LENGTH, SignatureOtpFormSchema, type SignatureOtpFormValues } from './schema';

/** Seconds "Invia di nuovo il codice" stays disabled after a code is sent (the kit's). */
export const RESEND_COOLDOWN_SECONDS = SIGNATURE_RESEND_COOLDOWN_SECONDS;

export default function CertificateSign(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const target = useCertTarget();
  const signature = useSignature({ target: 'CERTIFICATE', read: (api) => getSignStatus(api, target) });
  const [mode, setMode] = useState<'arrival' | 'form'>('arrival');
  const code = useSignatureCode(signature, target);
  const { loaded, retry } = useLoaded((api) => getSignStatus(api, target));

  /** The signature session is open: arm its reload (spec §4 Session) and move on. */
  const finish = async (status: SignStatus) => {
    const startedAt = sessionStartedAt(status);
    if (startedAt !== null) instance.signatureSession.start(startedAt);
    await wizard.submit({ force: true });
  };

  useOnce(() => {
    if (loaded.kind !== 'ready') return;
    void signature.arrive(loaded.value).then(async (outcome) => {
      if (outcome.kind === 'done') return finish(outcome.status);
      if (outcome.kind === 'stopped') return;
      setMode('form');
      await code.request();
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

  return (
    <StepForm
      {...step.frame}
      lock={{ locked: step.frame.lock.locked || signature.busy }}
      title={COPY.title}
      submitLabel={SIGNATURE_COPY.sign}
      intro={
        <>
          <p className="step-text">{COPY.intro}</p>
          <SignatureCodeStatus state={signature.state} />
        </>
      }
      after={
        <>
          <SignatureProgress state={signature.state} />
          <SignatureCodeResend signature={signature} code={code} />
        </>
      }
    >
      <OtpField label={COPY.label} length={SIGNATURE_OTP_LENGTH} error={step.form.formState.errors.otp?.message} {...step.form.register('otp')} />
    </StepForm>
  );
}
