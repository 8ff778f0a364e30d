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
 * The same module is MINOR 4,2 MinorCardDocuments: `screen` names it, and its card choice is
 * MinorCardCarousel (MINOR has no Shipment: the submit ends step 4).
 *
 * TUTOR 9,0 (TutorCardDocumentation) is this screen too: the guardian accepts the documents of the card the
 * minor chose (the sandbox keeps them as the guardian's `data.tutorCardDocumentsAccepted`); the TUTOR step
 * has no Shipment, so the step submit goes on to TutorRequestCertificate.
 */
import type { PrepaidCard } from '../../../api/cards-schemas';
import { positionOf, type FlowName, type Position, type ScreenId } from '../../../flows';
import { saveTerms } from '../../../api/registrations';
import { getPrepaidCards } from '../../../api/users';
import { DocumentChecklist, staticContractDocuments, useChecklistStep } from '../../../kit/connected/DocumentChecklist';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import { SCREEN_TITLES } from '../../../flows';
import { CARD_DOCUMENTATION_COPY as COPY } from './copy';
import { cardDocumentsSchema } from './schema';

/**
 * Where the card of `screen` is chosen in `flow`: the card choice (CardCarousel, or MinorCardCarousel for
 * MinorCardDocuments) when the flow has one (spec §4: CONSUMER and BUSINESS step 5, MINOR step 4, the
 * minor-to-major and corporate upgrades), else undefined. UPGRADE_LEVEL_B_A has no card choice (spec §4
 * "CardCarousel only in the minor-to-major and corporate flows": the card is the one the customer holds),
 * nor has TUTOR (the guardian accepts the card the minor chose).
 */
export function cardChoiceIn(flow: FlowName, screen: ScreenId): Position | undefined {
  return positionOf(flow, screen === 'MinorCardDocuments' ? 'MinorCardCarousel' : 'CardCarousel');
}

export default function CardDocumentation({ screen }: ScreenProps) {
  const { instance, wizard } = useInstance();
  const cardId = instance.store.state.registrations?.prepaidCardResource?.id;
  const { loaded, retry } = useLoaded(getPrepaidCards);
  if (!cardId) {
    // No card on the registration (a stale address). Where the flow has a card choice, the way on is to go
    // back to it (a move inside the wizard). Where it has none, the spec gives no way out here, so none is
    // offered: the card cannot be chosen on this path (the help panel stays open to the user).
    const choice = cardChoiceIn(instance.store.state.flow, screen);
    return choice ? (
      <LoadState
        screen={screen}
        title={SCREEN_TITLES[screen]}
        failed
        loadingText=""
        failedText={COPY.noCard}
        retryLabel={COPY.chooseCard}
        onRetry={() => wizard.goTo(choice)}
      />
    ) : (
      <LoadState screen={screen} title={SCREEN_TITLES[screen]} failed loadingText="" failedText={COPY.noCardToChoose} />
    );
  }
  const card = loaded.kind === 'ready' ? loaded.value.find((c) => c.id === cardId) : undefined;
  if (!card) {
    return (
      <LoadState
        screen={screen}
        title={SCREEN_TITLES[screen]}
        failed={loaded.kind !== 'loading'}
        loadingText={COPY.loading}
        failedText={COPY.loadError}
        onRetry={retry}
      />
    );
  }
  return <CardDocumentsForm screen={screen} card={card} />;
}

function CardDocumentsForm({ screen, card }: { screen: ScreenId; card: PrepaidCard }) {
  const { instance, wizard } = useInstance();
  const documents = staticContractDocuments(instance.api, card.documents);
  const { step, checklist } = useChecklistStep({
    screen,
    documents,
    schemaOf: cardDocumentsSchema,
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

  return (
    <StepForm {...step.frame} title={SCREEN_TITLES[screen]} intro={COPY.intro(card.name)}>
      <DocumentChecklist {...checklist} />
    </StepForm>
  );
}
