/**
 * The certificate's signature (spec §4 CONSUMER 8,1 CertificateSign; TUTOR 9,1 TutorRequestCertificate after
 * its clauses): the first signature with the certificate provider (§7), which issues the certificate and
 * opens the signature session the contracts are then signed in.
 *
 * On arrival `GET sign-status`:
 * - the certificate signed and a session active → the session's reload is armed from its start (spec §4
 *   Session, `instance.signatureSession.start`) and the step submit moves on: nothing is signed again;
 * - a signature RUNNING → followed with its progress until it ends (never signed again);
 * - else one signature code is sent (`send-signature-otp`, once per arrival: neither a re-render nor
 *   StrictMode sends a second), with "Invia di nuovo il codice" after the visible resend cooldown (RESEND_COOLDOWN_SECONDS).
 * Firma reads `certificate-status` and sends `issue-and-sign {otp}` (certificate not VALID) or
 * `one-step-sign {otp}` (VALID: a new session only), then follows the signature with a progress bar until
 * DONE: the session's reload is armed and the step submit moves on. A refused code shows under the field
 * with what was typed kept.
 */
import { useState, type ReactNode } from 'react';
import { getCertificateStatus, getSignStatus, issueAndSign, oneStepSign } from '../../api/certificate';
import type { SignStatus } from '../../api/certificate-schemas';
import type { ScreenId } from '../../flows';
import { nextSignCall, sessionStartedAt } from '../../registration/signature';
import { useCertTarget } from './ContractSignStep';
import { SIGNATURE_CODE_COPY, SIGNATURE_COPY } from '../copy';
import { OtpField } from '../fields';
import { useInstance } from '../hooks';
import { LoadState } from '../LoadState';
import { SignatureFollow, SignatureProgress } from '../SignatureProgress';
import {
  SIGNATURE_OTP_LENGTH,
  SignatureCodeResend,
  SignatureCodeStatus,
  SignatureOtpFormSchema,
  useSignatureCode,
  type SignatureOtpFormValues,
} from './SignatureCode';
import { StepForm } from '../StepForm';
import { useLoaded } from '../useLoaded';
import { useOnce } from '../useOnce';
import { useSignature } from './useSignature';
import { serverFieldsOf, useStepForm } from '../useStepForm';

/** The texts of the step (the code's status, field and resend are the kit's SIGNATURE_CODE_COPY). */
export interface CertificateSignCopy {
  title: string;
  intro: ReactNode;
  loading: string;
  loadError: string;
  /** While a signature found running is followed. */
  following: string;
}

export function CertificateSignStep({ screen, copy }: { screen: ScreenId; copy: CertificateSignCopy }) {
  const { instance, wizard } = useInstance();
  const target = useCertTarget();
  const signature = useSignature({ target: 'CERTIFICATE', read: (api) => getSignStatus(api, target) });
  const [mode, setMode] = useState<'arrival' | 'form'>('arrival');
  const { loaded, retry } = useLoaded((api) => getSignStatus(api, target));

  /** The signature session is open: arm its reload (spec §4 Session) and move on. */
  const finish = async (status: SignStatus) => {
    const startedAt = sessionStartedAt(status);
    if (startedAt !== null) instance.signatureSession.start(startedAt);
    await wizard.submit({ force: true });
  };

  const code = useSignatureCode(signature, target);

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
    screen,
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
      <LoadState
        screen={screen}
        title={copy.title}
        loadingText={copy.loading}
        failed={loaded.kind === 'failed'}
        failedText={copy.loadError}
        onRetry={retry}
      />
    );
  }
  if (mode === 'arrival') return <SignatureFollow screen={screen} title={copy.title} text={copy.following} state={signature.state} />;

  const { state, busy } = signature;
  return (
    <StepForm
      {...step.frame}
      lock={{ locked: step.frame.lock.locked || busy }}
      title={copy.title}
      submitLabel={SIGNATURE_COPY.sign}
      intro={
        <>
          <p className="step-text">{copy.intro}</p>
          <SignatureCodeStatus state={state} />
        </>
      }
      after={
        <>
          <SignatureProgress state={state} />
          <SignatureCodeResend signature={signature} code={code} />
        </>
      }
    >
      <OtpField label={SIGNATURE_CODE_COPY.label} length={SIGNATURE_OTP_LENGTH} error={step.form.formState.errors.otp?.message} {...step.form.register('otp')} />
    </StepForm>
  );
}
