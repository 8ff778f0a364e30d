/**
 * A contract-signature step (spec §4 CONSUMER 8,2 BankSign and 8,3 CardSign; they differ only by scope and
 * copy). On arrival it reads the sign status and the contracts (`GET documents/contracts/{id}`, the items of
 * its scope) together:
 * - the scope already signed → the step submit at once (nothing is signed twice);
 * - a signature RUNNING → followed with its progress (never signed again), then the same decision;
 * - else each contract is listed with a link that opens it (`documents/contracts/{id}/{contractId}` with the
 *   access token as `at`, DocumentLink; each one a dynamic document, so `GET users/me/context` answers
 *   first, spec §7) and one required box per contract (explicit consent); Firma (the
 *   submit lock) sends `sign-and-assert-auth {scope, contractIds}`, the progress shows while the signature
 *   runs, and DONE does the step submit.
 * Without an active signature session (409 USR_SIGN_SESSION_EXPIRED) a dialog says so and the wizard goes
 * back to CertificateSign, which opens a new session with an OTP and then returns here.
 *
 * With `withCode` (the minor: no certificate, no session) each scope is signed with its own SMS
 * code: once the form shows, one code is sent (`send-signature-otp`, once per arrival; "Invia di nuovo il
 * codice" after the visible resend cooldown), the code field follows the boxes, and Firma sends
 * `sign-and-assert-auth {scope, contractIds, otp}`; a refused code shows under the field, what is typed kept.
 */
import { useState } from 'react';
import * as z from 'zod/mini';
import { getSignStatus, signAndAssertAuth, type CertTarget } from '../../api/certificate';
import type { ContractDocument, ContractScope } from '../../api/certificate-schemas';
import { contractDocumentPath, getContracts } from '../../api/documents';
import { getUserContext } from '../../api/users';
import { positionOf, type ScreenId } from '../../flows';
import type { ApiClient } from '../../api/client';
import { SIGNATURE_CODE_COPY, SIGNATURE_COPY } from '../copy';
import {
  acknowledgementsSchema,
  DocumentChecklist,
  useChecklistStep,
  type AcknowledgementsInput,
  type ChecklistDocument,
} from './DocumentChecklist';
import { OtpField } from '../fields';
import { SIGNATURE_OTP_LENGTH, SignatureCodeResend, SignatureCodeStatus, signatureOtpSchema, useSignatureCode } from './SignatureCode';
import { useInstance } from '../hooks';
import { LoadState } from '../LoadState';
import { SignatureFollow, SignatureProgress } from '../SignatureProgress';
import { StepForm } from '../StepForm';
import { useLoaded } from '../useLoaded';
import { useOnce } from '../useOnce';
import { useSignature, type Signature, type SignOutcome } from './useSignature';
import { signScreensOf } from '../../registration/signature';

interface ContractSignCopy {
  title: string;
  intro: string;
  loading: string;
  loadError: string;
  /** While a signature found running is followed. */
  following: string;
  /** No contract of the scope was found (the way on is Riprova). */
  none: string;
}

interface ContractSignBase {
  screen: ScreenId;
  scope: ContractScope;
  copy: ContractSignCopy;
}

/** Signed in the certificate's signature session (CONSUMER, TUTOR). */
interface SessionContractSignProps extends ContractSignBase {
  withCode?: false;
  /** The screen's form schema: `acknowledgementsSchema` under the screen's name (its schema.ts). */
  schemaOf: (count: number) => z.ZodMiniType<AcknowledgementsInput, AcknowledgementsInput>;
}

/** The boxes and the SMS code of a signature without a certificate (the minor's). */
type CodeSignInput = AcknowledgementsInput & { otp: string };

/** Signed with an SMS code of its own (MINOR: no certificate). */
interface CodeContractSignProps extends ContractSignBase {
  withCode: true;
  /** The screen's form schema: {@link codeSignSchema} under the screen's name (its schema.ts). */
  schemaOf: (count: number) => z.ZodMiniType<CodeSignInput, CodeSignInput>;
}

export type ContractSignStepProps = SessionContractSignProps | CodeContractSignProps;

/** Every one of `count` boxes ticked and the signature code (§5 required, digits, 6 of them). */
export function codeSignSchema(count: number) {
  return z.extend(acknowledgementsSchema(count), { otp: signatureOtpSchema() });
}

/** The registration and provider segment of the signature calls. */
export function useCertTarget(): CertTarget {
  const { instance } = useInstance();
  return { registrationId: instance.store.state.registrations?.id ?? 'me', cert: instance.providers.certificate };
}

/** Spec §4 Session: USR_SIGN_SESSION_EXPIRED → the dialog, then CertificateSign opens a new session. */
function useSessionExpired(): () => Promise<void> {
  const { instance, wizard } = useInstance();
  return async () => {
    const { title, message, ok } = SIGNATURE_COPY.sessionExpiredDialog;
    await instance.showModal({ title, message, actions: [{ id: 'ok', label: ok, variant: 'primary' }] });
    // The position moves too, so the certificate screen's step submit comes back to the signature left unsigned.
    const { certificate, account } = signScreensOf(instance.store.state.flow);
    const at = positionOf(instance.store.state.flow, certificate ?? account);
    if (at) wizard.goTo(at);
  };
}

export function ContractSignStep(props: ContractSignStepProps) {
  const { screen, scope, copy } = props;
  const { wizard } = useInstance();
  const target = useCertTarget();
  const signature = useSignature({ target: scope, read: (api) => getSignStatus(api, target) });
  const [mode, setMode] = useState<'arrival' | 'form'>('arrival');
  const { loaded, retry } = useLoaded(async (api: ApiClient) => {
    const [status, contracts] = await Promise.all([getSignStatus(api, target), getContracts(api, target.registrationId)]);
    return { status, contracts: contracts.filter((c) => c.scope === scope) };
  });
  const ready = loaded.kind === 'ready' ? loaded.value : null;

  useOnce(() => {
    if (!ready) return;
    void signature.arrive(ready.status).then((outcome) => {
      if (outcome.kind === 'done') void wizard.submit({ force: true });
      else if (outcome.kind !== 'stopped') setMode('form');
    });
  }, ready !== null);

  if (!ready || (mode === 'form' && ready.contracts.length === 0)) {
    return (
      <LoadState
        screen={screen}
        title={copy.title}
        failed={loaded.kind === 'failed' || ready !== null}
        loadingText={copy.loading}
        failedText={ready ? copy.none : copy.loadError}
        onRetry={retry}
      />
    );
  }
  if (mode === 'arrival') return <SignatureFollow screen={screen} title={copy.title} text={copy.following} state={signature.state} />;
  return props.withCode ? (
    <CodeContractsForm {...props} contracts={ready.contracts} signature={signature} />
  ) : (
    <ContractsForm {...props} contracts={ready.contracts} signature={signature} />
  );
}

/** The contracts as documents to confirm, each opened with `at` (kept for the form's life). */
function useContractDocuments(contracts: readonly ContractDocument[]): ChecklistDocument[] {
  const { instance } = useInstance();
  const target = useCertTarget();
  const [documents] = useState<ChecklistDocument[]>(() =>
    contracts.map((c) => ({
      id: c.contractId,
      name: c.description,
      href: instance.api.url(contractDocumentPath(target.registrationId, c.contractId)),
    })),
  );
  return documents;
}

function ContractsForm({
  screen,
  scope,
  copy,
  schemaOf,
  contracts,
  signature,
}: SessionContractSignProps & { contracts: ContractDocument[]; signature: Signature }) {
  const { wizard } = useInstance();
  const target = useCertTarget();
  const sessionExpired = useSessionExpired();
  const documents = useContractDocuments(contracts);
  const { step, checklist } = useChecklistStep({
    screen,
    documents,
    schemaOf,
    serverField: 'contractIds',
    onValid: async () => {
      const outcome: SignOutcome = await signature.sign((api) =>
        signAndAssertAuth(api, target, { scope, contractIds: documents.map((d) => d.id) }),
      );
      if (outcome.kind === 'done') await wizard.submit({ force: true });
      else if (outcome.kind === 'failed' && outcome.failure === 'session-expired') await sessionExpired();
    },
  });

  return (
    <StepForm
      {...step.frame}
      lock={{ locked: step.frame.lock.locked || signature.busy }}
      title={copy.title}
      intro={copy.intro}
      submitLabel={SIGNATURE_COPY.sign}
      after={<SignatureProgress state={signature.state} />}
    >
      <DocumentChecklist {...checklist} beforeOpen={getUserContext} />
    </StepForm>
  );
}

function CodeContractsForm({
  screen,
  scope,
  copy,
  schemaOf,
  contracts,
  signature,
}: CodeContractSignProps & { contracts: ContractDocument[]; signature: Signature }) {
  const { wizard } = useInstance();
  const target = useCertTarget();
  const documents = useContractDocuments(contracts);
  const code = useSignatureCode(signature, target);
  useOnce(() => void code.request());
  const { step, checklist } = useChecklistStep<{ otp: string }>({
    screen,
    documents,
    schemaOf,
    serverField: 'contractIds',
    more: { defaults: { otp: '' }, serverFields: { otp: 'otp' } },
    onValid: async ({ otp }) => {
      const outcome = await signature.sign((api) =>
        signAndAssertAuth(api, target, { scope, contractIds: documents.map((d) => d.id), otp }),
      );
      if (outcome.kind === 'done') await wizard.submit({ force: true });
    },
  });

  return (
    <StepForm
      {...step.frame}
      lock={{ locked: step.frame.lock.locked || signature.busy }}
      title={copy.title}
      intro={
        <>
          <p className="step-text">{copy.intro}</p>
          <SignatureCodeStatus state={signature.state} />
        </>
      }
      submitLabel={SIGNATURE_COPY.sign}
      after={
        <>
          <SignatureProgress state={signature.state} />
          <SignatureCodeResend signature={signature} code={code} />
        </>
      }
    >
      <DocumentChecklist {...checklist} beforeOpen={getUserContext} />
      <OtpField
        label={SIGNATURE_CODE_COPY.label}
        length={SIGNATURE_OTP_LENGTH}
        error={step.form.formState.errors.otp?.message}
        {...step.form.register('otp')}
      />
    </StepForm>
  );
}
