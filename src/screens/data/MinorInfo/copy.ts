/**
 * Italian copy of MinorInfo (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const MINOR_INFO_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.MinorInfo,
  paragraphs: [
    'Puoi aprire il conto con carta prepagata anche se sei minorenne, ma serve un genitore o un tutore legale.',
    'Dopo che avrai inserito i tuoi dati, il genitore o il tutore dovrà confermarli e firmare i contratti: gli chiederemo di farlo al termine della tua registrazione.',
    'Tieni a portata di mano il suo numero di cellulare e il suo indirizzo email.',
  ],
  back: 'Modifica la data di nascita',
} as const;
