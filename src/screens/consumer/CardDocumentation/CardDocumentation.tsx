/**
 * CardDocumentation (spec §4 CONSUMER 5,2): the documents of the card chosen on CardCarousel.
 *
 * Source (decision): each prepaid card of `GET prepaid-cards` lists its documents (`documents: [{ documentId,
 * description }]`, the sandbox's fields: spec §3 does not show the list's), and each opens as a static
 * contract, `documents/static-contracts/{id}` with the access token as `at` (spec §6, §7). One required box
 * per document; Prosegui sends `POST registrations/{id}/terms` `{ scope: 'CARD', accepted }` (stored as
 * `data.cardDocumentsAccepted: { cardId, documentIds }`) and does the step submit: on to Shipment (5,3) for
 * a physical card; for a virtual one Shipment is skipped (`wizard.submit({ skip: ['Shipment'] })`), which
 * saves progress and moves to step 6 (src/flows/flows.ts).
 */
import { useState } from 'react';
import type { PrepaidCard } from '../../../api/cards-schemas';
import { staticContractDocumentPath } from '../../../api/documents';
import { saveTerms } from '../../../api/registrations';
import { getPrepaidCards } from '../../../api/users';
import { DocumentChecklist, type ChecklistDocument } from '../../../kit/DocumentChecklist';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { useStepForm } from '../../../kit/useStepForm';
import { CARD_DOCUMENTATION_COPY as COPY } from './copy';
import { cardDocumentsSchema, type CardDocumentsInput } from './schema';

export default function CardDocumentation(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const cardId = instance.store.state.registrations?.prepaidCardResource?.id;
  const { loaded, retry } = useLoaded(getPrepaidCards);
  if (!cardId) {
    // No card chosen (a stale address): the way on is the card choice.
    return (
      <LoadState screen="CardDocumentation" title={COPY.title} failed loadingText="" failedText={COPY.noCard} onRetry={() => wizard.show('CardCarousel')} />
    );
  }
  const card = loaded.kind === 'ready' ? loaded.value.find((c) => c.id === cardId) : undefined;
  if (!card) {
    return (
      <LoadState
        screen="CardDocumentation"
        title={COPY.title}
        failed={loaded.kind !== 'loading'}
        loadingText={COPY.loading}
        failedText={COPY.loadError}
        onRetry={retry}
      />
    );
  }
  return <CardDocumentsForm card={card} />;
}

function CardDocumentsForm({ card }: { card: PrepaidCard }) {
  const { instance, wizard } = useInstance();
  const [schema] = useState(() => cardDocumentsSchema(card.documents.length));
  const documents: ChecklistDocument[] = card.documents.map((d) => ({
    id: d.documentId,
    name: d.description ?? d.documentId,
    href: instance.api.url(staticContractDocumentPath(d.documentId)),
  }));
  const step = useStepForm<CardDocumentsInput, CardDocumentsInput>({
    screen: 'CardDocumentation',
    schema,
    defaultValues: { accepted: documents.map(() => false) },
    serverFields: { accepted: 'accepted.0' },
    onValid: async () => {
      const registration = instance.store.state.registrations;
      if (registration && documents.length > 0) {
        instance.store.actions.setRegistration(
          await saveTerms(instance.api, registration.id, { scope: 'CARD', accepted: documents.map((d) => d.id) }),
        );
      }
      await wizard.submit({ force: true, ...(card.physical ? {} : { skip: ['Shipment'] }) });
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm {...step.frame} title={COPY.title} intro={COPY.intro(card.name)}>
      <DocumentChecklist
        documents={documents}
        field={(index) => register(`accepted.${index}`)}
        error={(index) => formState.errors.accepted?.[index]?.message}
      />
    </StepForm>
  );
}
