/**
 * Italian copy of CardDocumentation (spec §4 CONSUMER 5,2). The spec gives "Prosegui" and the required
 * message; the rest is ours.
 */
import { SCREEN_REGISTRY } from '../../registry';

export const CARD_DOCUMENTATION_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_REGISTRY.CardDocumentation.title,
  intro: (card: string) => `Leggi i documenti della ${card}. Per proseguire devi accettarli tutti.`,
  loading: 'Caricamento dei documenti della carta in corso…',
  loadError: 'Non è stato possibile caricare i documenti della carta.',
  noCard: 'Non hai ancora scelto una carta: tornaci per proseguire.',
  chooseCard: 'Scegli la carta',
} as const;
