/**
 * RequestCertificate (spec §4 CONSUMER 8,0, `/requestCertificate`): the certificate of the digital signature
 * provider (§7). On arrival `GET certificate-status`: VALID (§3 "VALID means valid") does the step submit at
 * once. Else the dossier is opened (`POST dossiers`, `POST dossiers/start`, both idempotent); a dossier whose
 * clauses were already accepted moves on too; otherwise the clauses (`GET dossiers/terms`) are shown, their
 * HTML sanitised with DOMPurify, each with a required box. Prosegui sends `POST dossiers/accept-clauses
 * {clauseIds}` and does the step submit (on to CertificateSign).
 */
import { useId, useState } from 'react';
import type { ApiClient } from '../../../api/client';
import { acceptClauses, createDossier, getCertificateStatus, getDossierTerms, isCertificateValid, startDossier } from '../../../api/certificate';
import { useCertTarget } from '../../../kit/ContractSignStep';
import { CheckboxField } from '../../../kit/fields';
import { useInstance } from '../../../kit/hooks';
import { LoadingStep } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { useOnce } from '../../../kit/useOnce';
import { useStepForm } from '../../../kit/useStepForm';
import { REQUEST_CERTIFICATE_COPY as COPY } from './copy';
import { clausesSchema, safeClauses, type ClausesInput, type SafeClause } from './schema';
import css from './clauses.css?inline';

type Arrival = { kind: 'move-on' } | { kind: 'clauses'; clauses: SafeClause[] };

export default function RequestCertificate(_props: ScreenProps) {
  const { wizard } = useInstance();
  const target = useCertTarget();
  const { loaded, retry } = useLoaded(async (api: ApiClient): Promise<Arrival> => {
    if (isCertificateValid(await getCertificateStatus(api, target))) return { kind: 'move-on' };
    await createDossier(api, target);
    const dossier = await startDossier(api, target);
    if (dossier.clausesAccepted) return { kind: 'move-on' };
    return { kind: 'clauses', clauses: await safeClauses((await getDossierTerms(api, target)).terms) };
  });
  const moveOn = loaded.kind === 'ready' && loaded.value.kind === 'move-on';
  useOnce(() => void wizard.submit({ force: true }), moveOn);

  if (loaded.kind === 'ready' && loaded.value.kind === 'clauses') return <ClausesForm clauses={loaded.value.clauses} />;
  return (
    <LoadingStep screen="RequestCertificate" copy={COPY} loaded={loaded} onRetry={retry} />
  );
}

function ClausesForm({ clauses }: { clauses: SafeClause[] }) {
  const { instance, wizard } = useInstance();
  const target = useCertTarget();
  const idPrefix = useId();
  const [schema] = useState(() => clausesSchema(clauses.length));
  const step = useStepForm<ClausesInput, ClausesInput>({
    screen: 'RequestCertificate',
    schema,
    defaultValues: { accepted: clauses.map(() => false) },
    // The provider's field error (a clause missing) goes under the first box.
    serverFields: { clauseIds: 'accepted.0' },
    onValid: async () => {
      await acceptClauses(instance.api, target, { clauseIds: clauses.map((c) => c.id) });
      await wizard.submit({ force: true });
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro} css={css}>
      {clauses.map((clause, index) => {
        const headingId = `${idPrefix}-clause-${index}`;
        return (
          <section key={clause.id} className="clause" aria-labelledby={headingId}>
            <h2 id={headingId} className="clause-title">
              {clause.title}
            </h2>
            {/* Sanitised with DOMPurify (schema.ts safeClauses). */}
            <div className="clause-text" dangerouslySetInnerHTML={{ __html: clause.safeHtml }} />
            <CheckboxField
              label={COPY.accept(clause.title)}
              error={formState.errors.accepted?.[index]?.message}
              {...register(`accepted.${index}`)}
            />
          </section>
        );
      })}
    </StepForm>
  );
}
