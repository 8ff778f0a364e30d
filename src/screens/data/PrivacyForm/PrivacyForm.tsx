/**
 * PrivacyForm (spec §4 CONSUMER 1,3): the terms of `GET documents/terms` (level 2, size 30) that are
 * not radio items and have type 0 (spec §7), each with a link that opens it as a document (spec §6: with
 * the access token as `at` when there is one). Mandatory consents cannot be skipped: Prosegui stays
 * disabled until each is ticked. A term without the `mandatory` flag counts as mandatory.
 */
import { useEffect, useState } from 'react';
import { filterTerms, getTerms, termDocumentPath } from '../../../api/documents';
import type { Term } from '../../../api/schemas';
import { useInstance } from '../../../kit/hooks';
import { CheckboxField, DocumentLink } from '../../../kit/fields';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useDraft } from '../../../kit/useDraft';
import { useStepForm } from '../../../kit/useStepForm';
import { StepHeading } from '../../../kit/StepHeading';
import stepCss from '../../../kit/step.css?inline';
import { PRIVACY_COPY } from './copy';
import { consentsSchema, isMandatory, type ConsentsInput } from './schema';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; terms: Term[] };

export default function PrivacyForm(_props: ScreenProps) {
  const { instance } = useInstance();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getTerms(instance.api).then(
      (terms) => {
        if (!live) return;
        setLoaded({ kind: 'ready', terms: filterTerms(terms) });
      },
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [instance, attempt]);

  if (loaded.kind === 'ready') return <ConsentsForm terms={loaded.terms} />;
  return (
    <section className="screen step" data-screen="PrivacyForm">
      <style>{stepCss}</style>
      <StepHeading>{PRIVACY_COPY.title}</StepHeading>
      <p className="step-status" role="status">
        {loaded.kind === 'loading' ? PRIVACY_COPY.loading : PRIVACY_COPY.loadError}
      </p>
      {loaded.kind === 'failed' && (
        <div className="step-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoaded({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {PRIVACY_COPY.retry}
          </button>
        </div>
      )}
    </section>
  );
}

function ConsentsForm({ terms }: { terms: Term[] }) {
  const { instance, wizard } = useInstance();
  const { values, sent } = useDraft();
  const [schema] = useState(() => consentsSchema(terms));
  const ids = terms.map((term) => String(term.id));
  const consentsOf = (accepted: boolean[]) => ids.filter((_, index) => accepted[index]);
  // A server error on `consents` goes under the first mandatory consent not given (else the first).
  const missing = terms.findIndex((term, index) => isMandatory(term) && !values.consents.includes(ids[index] ?? ''));
  const step = useStepForm<ConsentsInput, ConsentsInput>({
    screen: 'PrivacyForm',
    schema,
    defaultValues: { accepted: ids.map((id) => values.consents.includes(id)) },
    serverFields: { consents: `accepted.${Math.max(missing, 0)}` },
    sent,
    onLeave: ({ accepted }) => instance.store.actions.updateDraft({ consents: consentsOf(accepted) }),
    onValid: async ({ accepted }) => {
      instance.store.actions.updateDraft({ consents: consentsOf(accepted) });
      await wizard.submit();
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm
      {...step.frame}
      title={PRIVACY_COPY.title}
      intro={PRIVACY_COPY.intro}
    >
      {terms.map((term, index) => {
        const docId = `consent-${index}-doc`;
        const description = term.description ?? String(term.id);
        return (
          <CheckboxField
            key={String(term.id)}
            label={`${description} ${isMandatory(term) ? PRIVACY_COPY.mandatory : PRIVACY_COPY.optional}`}
            error={formState.errors.accepted?.[index]?.message}
            aria-describedby={docId}
            {...register(`accepted.${index}`)}
            after={
              <DocumentLink id={docId} className="check-doc" href={instance.api.url(termDocumentPath(String(term.id)))} about={description}>
                {PRIVACY_COPY.read}
              </DocumentLink>
            }
          />
        );
      })}
    </StepForm>
  );
}
