/**
 * Italian copy of CardDocumentation (spec §4 CONSUMER 5,2). The spec gives "Prosegui" and the required
 * message; the rest is ours.
 */
import { SCREEN_TITLES } from '../../../flows';

export const CARD_DOCUMENTATION_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.CardDocumentation,
  intro: (card: string) => `Leggi i documenti della ${card}. Per proseguire devi accettarli tutti.`,
  loading: 'Caricamento dei documenti della carta in corso…',
  loadError: 'Non è stato possibile caricare i documenti della carta.',
  noCard: 'Non hai ancora scelto una carta: tornaci per proseguire.',
  /** The card choice's button where the flow has one. */
  chooseCard: 'Scegli la carta',
  /** A flow without a card choice (UPGRADE_LEVEL_B_A, TUTOR) whose registration has no card: no way out to offer. */
  noCardToChoose: 'Non troviamo la carta collegata alla registrazione. Per assistenza contattaci dall’area di aiuto.',
} as const;
