/**
 * PrivacyForm (spec §4 CONSUMER 1,3): the terms of `GET documents/terms` (level 2, size 30) that are
 * not radio items and have type 0 (spec §7), each with a link that opens it as a document (spec §6: with
 * the access token as `at` when there is one). Mandatory consents cannot be skipped: Prosegui stays
 * disabled until each is ticked. A term without the `mandatory` flag counts as mandatory.
 *
 * In an upgrade the consents are saved on the registration (`registrations/{id}/update`
 * `{ data: { consents } }`) and the submit passes over CodeForm, ConfirmCodeForm and ConfirmSms: the
 * customer already has an access code and a certified phone (src/registration/upgrade.ts).
 */
import { useState } from 'react';
import type { ApiClient } from '../../../api/client';
import { filterTerms, getTerms, termDocumentPath } from '../../../api/documents';
import type { Term } from '../../../api/schemas';
import { useInstance } from '../../../kit/hooks';
import { CheckboxField } from '../../../kit/fields';
import { DocumentLink } from '../../../kit/connected/DocumentLink';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useDraft } from '../../../kit/connected/useDraft';
import { useLoaded } from '../../../kit/useLoaded';
import { saveRegistrationData } from '../../../kit/connected/useUpgradeMode';
import { isUpgradeFlow } from '../../../flows';
import { useStepForm } from '../../../kit/useStepForm';
import { PRIVACY_COPY } from './copy';
import { consentsSchema, isMandatory, type ConsentsInput } from './schema';

/** The terms PrivacyForm shows (spec §7: not radio items, type 0). */
const loadTerms = async (api: ApiClient) => filterTerms(await getTerms(api));

export default function PrivacyForm(_props: ScreenProps) {
  const { loaded, retry } = useLoaded(loadTerms);
  if (loaded.kind === 'ready') return <ConsentsForm terms={loaded.value} />;
  return (
    <LoadState
      screen="PrivacyForm"
      title={PRIVACY_COPY.title}
      loadingText={PRIVACY_COPY.loading}
      failed={loaded.kind === 'failed'}
      failedText={PRIVACY_COPY.loadError}
      onRetry={retry}
    />
  );
}

function ConsentsForm({ terms }: { terms: Term[] }) {
  const { instance, wizard } = useInstance();
  const draft = useDraft();
  const { values } = draft;
  const [upgrade] = useState(() => isUpgradeFlow(instance.store.state.flow));
  // An upgrade's registration exists from the start: the consents are asked, never "sent".
  const sent = upgrade ? false : draft.sent;
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
      if (upgrade) {
        await saveRegistrationData(instance, { consents: consentsOf(accepted) });
        // The upgrade tables only hold CodeForm, ConfirmCodeForm and ConfirmSms (src/flows/flows.ts): the submit
        // passes over them to Citizenship.
        await wizard.submit();
        return;
      }
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
