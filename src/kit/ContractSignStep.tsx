/**
 * A contract-signature step (spec §4 CONSUMER 8,2 BankSign and 8,3 CardSign; they differ only by scope and
 * copy). On arrival it reads the sign status and the contracts (`GET documents/contracts/{id}`, the items of
 * its scope) together:
 * - the scope already signed → the step submit at once (nothing is signed twice);
 * - a signature RUNNING → followed with its progress (never signed again), then the same decision;
 * - else each contract is listed with a link that opens it (`documents/contracts/{id}/{contractId}` with the
 *   access token as `at`, DocumentLink) and one required box per contract (explicit consent); Firma (the
 *   submit lock) sends `sign-and-assert-auth {scope, contractIds}`, the progress shows while the signature
 *   runs, and DONE does the step submit.
 * Without an active signature session (409 USR_SIGN_SESSION_EXPIRED) a dialog says so and the wizard goes
 * back to CertificateSign, which opens a new session with an OTP and then returns here.
 */
import { useState } from 'react';
import type * as z from 'zod/mini';
import { getSignStatus, signAndAssertAuth, type CertTarget } from '../api/certificate';
import type { ContractDocument, ContractScope } from '../api/certificate-schemas';
import { contractDocumentPath, getContracts } from '../api/documents';
import { positionOf, type ScreenId } from '../flows';
import type { ApiClient } from '../api/client';
import { SIGNATURE_COPY } from './copy';
import { DocumentChecklist, useChecklistStep, type AcknowledgementsInput, type ChecklistDocument } from './DocumentChecklist';
import { useInstance } from './hooks';
import { LoadState } from './LoadState';
import { SignatureFollow, SignatureProgress } from './SignatureProgress';
import { StepForm } from './StepForm';
import { useLoaded } from './useLoaded';
import { useOnce } from './useOnce';
import { useSignature, type Signature, type SignOutcome } from './useSignature';
import { signScreensOf } from '../registration/signature';

export interface ContractSignCopy {
  title: string;
  intro: string;
  loading: string;
  loadError: string;
  /** While a signature found running is followed. */
  following: string;
  /** No contract of the scope was found (the way on is Riprova). */
  none: string;
}

export interface ContractSignStepProps {
  screen: ScreenId;
  scope: ContractScope;
  copy: ContractSignCopy;
  /** The screen's form schema: `acknowledgementsSchema` under the screen's name (its schema.ts). */
  schemaOf: (count: number) => z.ZodMiniType<AcknowledgementsInput, AcknowledgementsInput>;
}

/** The registration and provider segment of the signature calls. */
export function useCertTarget(): CertTarget {
  const { instance } = useInstance();
  return { registrationId: instance.store.state.registrations?.id ?? 'me', cert: instance.providers.certificate };
}

/** Spec §4 Session: USR_SIGN_SESSION_EXPIRED → the dialog, then CertificateSign opens a new session. */
export function useSessionExpired(): () => Promise<void> {
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

export function ContractSignStep({ screen, scope, copy, schemaOf }: ContractSignStepProps) {
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
  return <ContractsForm screen={screen} scope={scope} copy={copy} schemaOf={schemaOf} contracts={ready.contracts} signature={signature} />;
}

function ContractsForm({
  screen,
  scope,
  copy,
  schemaOf,
  contracts,
  signature,
}: ContractSignStepProps & { contracts: ContractDocument[]; signature: Signature }) {
  const { instance, wizard } = useInstance();
  const target = useCertTarget();
  const sessionExpired = useSessionExpired();
  const [documents] = useState<ChecklistDocument[]>(() =>
    contracts.map((c) => ({
      id: c.contractId,
      name: c.description,
      href: instance.api.url(contractDocumentPath(target.registrationId, c.contractId)),
    })),
  );
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
      <DocumentChecklist {...checklist} />
    </StepForm>
  );
}
