/**
 * Italian copy of CardCarousel (spec §4 CONSUMER 5,1). The spec gives "Prosegui" and the required message;
 * the rest is ours, written for a customer on a phone.
 */
import { SCREEN_TITLES } from '../../../flows';

export const CARD_CAROUSEL_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.CardCarousel,
  intro: 'Scorri le carte disponibili e scegli quella che preferisci. Potrai attivarla al termine della registrazione.',
  loading: 'Caricamento delle carte in corso…',
  loadError: 'Non è stato possibile caricare le carte.',
  empty: 'Al momento non ci sono carte disponibili. Riprova più tardi.',
  /** A flow without the Shipment step (spec §4: MINOR, the upgrades) offers only cards that need no shipment. */
  virtualOnly: 'In questa registrazione la carta non viene spedita: puoi scegliere tra le carte virtuali.',
  noVirtual: 'In questa registrazione puoi scegliere solo una carta virtuale, e al momento non ce n’è nessuna disponibile. Riprova più tardi.',
  /** The carousel region (WAI-ARIA carousel pattern) and its slides. */
  carouselLabel: 'Carte disponibili',
  roleDescription: 'carosello',
  slideRoleDescription: 'carta',
  slideLabel: (index: number, count: number, name: string) => `${index + 1} di ${count}: ${name}`,
  previous: 'Carta precedente',
  next: 'Carta successiva',
  /** Announced when the carousel shows another card. */
  showing: (index: number, count: number, name: string) => `Carta ${index + 1} di ${count}: ${name}`,
  physical: 'Carta fisica, spedita a casa tua',
  virtual: 'Carta virtuale, subito disponibile nell’app',
  fee: 'Costo annuo:',
  free: 'Nessun costo annuo',
  /** The selection control: one radio per card. */
  choiceLabel: 'Quale carta scegli?',
} as const;
