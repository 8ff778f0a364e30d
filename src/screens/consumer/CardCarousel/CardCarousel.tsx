/**
 * CardCarousel (spec §4 CONSUMER 5,1): the prepaid cards of `GET prepaid-cards` in a swiper carousel (loaded
 * lazily, Cards.tsx) and one radio per card to choose it (the carousel follows the choice). Prosegui sends
 * `POST registrations/{id}/select-card` `{ cardId }`, stores the answered registration (its
 * `prepaidCardResource: { id }`, which CardDocumentation and resume read) and does the step submit
 * (5,1 -> 5,2 CardDocumentation). A card already chosen is preselected.
 * The same module is MINOR 4,1 MinorCardCarousel: `screen` names it.
 * In UPGRADE_MINOR_MAJOR the wallet's card (the prepaid card the start-up loaded from
 * `wallet-instruments`) is preselected when no card is chosen yet (src/registration/upgrade.ts initialCardId).
 * A flow whose §4 table has no Shipment step (MINOR, the minor-to-major and corporate upgrades) offers only
 * the cards that need no shipment (src/flows/shipment.ts cardsOfferedIn); when none is left, the screen says so.
 */
import { getPrepaidCards } from '../../../api/users';
import { selectCard } from '../../../api/registrations';
import type { PrepaidCard } from '../../../api/cards-schemas';
import { RadioGroup } from '../../../kit/fields';
import { useInstance } from '../../../kit/hooks';
import { LoadState } from '../../../kit/LoadState';
import type { ScreenProps } from '../../../kit/screen';
import { StepForm } from '../../../kit/StepForm';
import { useLoaded } from '../../../kit/useLoaded';
import type { ScreenId } from '../../../flows';
import { cardsOfferedIn, flowShipsCards } from '../../../flows/shipment';
import { SCREEN_TITLES } from '../../../flows';
import { serverFieldsOf, useStepForm } from '../../../kit/useStepForm';
import { formatMoney } from '../../../format/money';
import { initialCardId, walletCardId } from '../../../registration/upgrade';
import { Cards } from './Cards';
import { CARD_CAROUSEL_COPY as COPY } from './copy';
import { CardChoiceSchema, type CardChoiceValues } from './schema';

export default function CardCarousel({ screen }: ScreenProps) {
  const { instance } = useInstance();
  const { loaded, retry } = useLoaded(getPrepaidCards);
  const { flow } = instance.store.state;
  const cards = loaded.kind === 'ready' ? cardsOfferedIn(flow, loaded.value) : [];
  if (loaded.kind !== 'ready' || cards.length === 0) {
    // Cards listed but none without shipment, in a flow that ships none: say why the list is empty.
    const empty = loaded.kind === 'ready' && loaded.value.length > 0 ? COPY.noVirtual : COPY.empty;
    return (
      <LoadState
        screen={screen}
        title={SCREEN_TITLES[screen]}
        failed={loaded.kind !== 'loading'}
        loadingText={COPY.loading}
        failedText={loaded.kind === 'ready' ? empty : COPY.loadError}
        onRetry={retry}
      />
    );
  }
  return <CardChoice screen={screen} cards={cards} intro={flowShipsCards(flow) ? COPY.intro : `${COPY.intro} ${COPY.virtualOnly}`} />;
}

/** The radio's hint: physical or virtual, and the fee. */
const hintOf = (card: PrepaidCard) =>
  `${card.physical ? COPY.physical : COPY.virtual}. ${card.feeCents ? `${COPY.fee} ${formatMoney(card.feeCents)}` : COPY.free}.`;

function CardChoice({ screen, cards, intro }: { screen: ScreenId; cards: PrepaidCard[]; intro: string }) {
  const { instance, wizard } = useInstance();
  const { registrations, prepaidCard } = instance.store.state;
  const chosen = initialCardId(
    cards.map((c) => c.id),
    registrations?.prepaidCardResource?.id,
    walletCardId(prepaidCard),
  );
  const step = useStepForm<CardChoiceValues, CardChoiceValues>({
    screen,
    schema: CardChoiceSchema,
    defaultValues: { cardId: chosen },
    serverFields: serverFieldsOf('cardId'),
    onValid: async ({ cardId }) => {
      const registration = instance.store.state.registrations;
      if (!registration) return;
      instance.store.actions.setRegistration(await selectCard(instance.api, registration.id, { cardId }));
      await wizard.submit({ force: true });
    },
  });
  const { register, formState, watch } = step.form;
  const cardId = watch('cardId');

  return (
    <StepForm {...step.frame} title={SCREEN_TITLES[screen]} intro={intro}>
      <Cards cards={cards} showIndex={cards.findIndex((c) => c.id === cardId)} />
      <RadioGroup
        label={COPY.choiceLabel}
        options={cards.map((card) => ({ value: card.id, label: card.name, hint: hintOf(card) }))}
        error={formState.errors.cardId?.message}
        {...register('cardId')}
      />
    </StepForm>
  );
}
