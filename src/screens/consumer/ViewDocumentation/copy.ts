/**
 * Italian copy of ViewDocumentation (spec §4 CONSUMER 5,0). The spec gives the button label "Prosegui" and
 * the required message; the rest is ours, written for a customer on a phone.
 */
import { SCREEN_TITLES } from '../../../flows';

export const VIEW_DOCUMENTATION_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ViewDocumentation,
  intro: 'Prima di scegliere la carta, leggi i documenti del conto. Per proseguire devi accettarli tutti.',
  loading: 'Caricamento dei documenti in corso…',
  loadError: 'Non è stato possibile caricare i documenti.',
  empty: 'Non ci sono documenti da accettare in questo momento.',
} as const;
