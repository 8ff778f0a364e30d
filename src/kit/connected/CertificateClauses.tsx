/**
 * The certificate's clauses (spec §4 CONSUMER 8,0 RequestCertificate, TUTOR 9,1 TutorRequestCertificate; §7
 * certificate provider): the arrival that decides whether the clauses are still to accept, and their form.
 *
 * `loadClausesArrival`: `GET certificate-status` VALID (§3 "VALID means valid") → nothing to accept. Else the
 * dossier is opened (`POST dossiers`, `POST dossiers/start`, both idempotent); a dossier whose clauses were
 * already accepted → nothing to accept; otherwise the clauses (`GET dossiers/terms`), their HTML sanitised
 * with DOMPurify. `ClausesForm`: each clause with a required box; Prosegui sends `POST dossiers/accept-clauses
 * {clauseIds}`, then `onAccepted`.
 */
import { useId, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { acceptClauses, createDossier, getCertificateStatus, getDossierTerms, isCertificateValid, startDossier, type CertTarget } from '../../api/certificate';
import type { DossierTerm } from '../../api/certificate-schemas';
import type { ScreenId } from '../../flows';
import { sanitiseServerHtml } from '../../format/safe-html';
import { useCertTarget } from './ContractSignStep';
import { acknowledgementsSchema, type AcknowledgementsInput } from './DocumentChecklist';
import { CheckboxField } from '../fields';
import { useInstance } from '../hooks';
import { StepForm } from '../StepForm';
import { useStepForm } from '../useStepForm';
import css from '../clauses.css?inline';

/** A clause ready to show: its server HTML sanitised. */
export type SafeClause = Pick<DossierTerm, 'id' | 'title'> & { safeHtml: string };

/**
 * Sanitises each clause's HTML with DOMPurify (loaded only here) to text structure and links
 * (`sanitiseServerHtml`), its links opening in a new window, so following one never replaces the wizard.
 */
export async function safeClauses(terms: readonly DossierTerm[]): Promise<SafeClause[]> {
  const { default: DOMPurify } = await import('dompurify');
  return terms.map(({ id, title, html }) => ({ id, title, safeHtml: sanitiseServerHtml(DOMPurify, html) }));
}

/** What the arrival found: the clauses accepted already (or a valid certificate), or the clauses to accept. */
export type ClausesArrival = { kind: 'accepted' } | { kind: 'clauses'; clauses: SafeClause[] };

export async function loadClausesArrival(api: ApiClient, target: CertTarget): Promise<ClausesArrival> {
  if (isCertificateValid(await getCertificateStatus(api, target))) return { kind: 'accepted' };
  await createDossier(api, target);
  const dossier = await startDossier(api, target);
  if (dossier.clausesAccepted) return { kind: 'accepted' };
  return { kind: 'clauses', clauses: await safeClauses((await getDossierTerms(api, target)).terms) };
}

interface ClausesCopy {
  title: string;
  intro: string;
  /** The box under each clause. */
  accept: (title: string) => string;
}

export interface ClausesFormProps {
  screen: ScreenId;
  clauses: SafeClause[];
  copy: ClausesCopy;
  /** After accept-clauses answered: the step submit, or the screen's next part. */
  onAccepted: () => Promise<unknown>;
}

export function ClausesForm({ screen, clauses, copy, onAccepted }: ClausesFormProps) {
  const { instance } = useInstance();
  const target = useCertTarget();
  const idPrefix = useId();
  const [schema] = useState(() => acknowledgementsSchema(clauses.length));
  const step = useStepForm<AcknowledgementsInput, AcknowledgementsInput>({
    screen,
    schema,
    defaultValues: { accepted: clauses.map(() => false) },
    // The provider's field error (a clause missing) goes under the first box.
    serverFields: { clauseIds: 'accepted.0' },
    onValid: async () => {
      await acceptClauses(instance.api, target, { clauseIds: clauses.map((c) => c.id) });
      await onAccepted();
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm {...step.frame} title={copy.title} intro={copy.intro} css={css}>
      {clauses.map((clause, index) => {
        const headingId = `${idPrefix}-clause-${index}`;
        return (
          <section key={clause.id} className="clause" aria-labelledby={headingId}>
            <h2 id={headingId} className="clause-title">
              {clause.title}
            </h2>
            {/* Sanitised with DOMPurify (safeClauses). */}
            <div className="clause-text" dangerouslySetInnerHTML={{ __html: clause.safeHtml }} />
            <CheckboxField
              label={copy.accept(clause.title)}
              error={formState.errors.accepted?.[index]?.message}
              {...register(`accepted.${index}`)}
            />
          </section>
        );
      })}
    </StepForm>
  );
}
