/**
 * Italian copy of AgeForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const AGE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.AgeForm,
  intro: 'Inserisci la tua data di nascita: ci serve per proporti il conto adatto a te.',
  label: 'Data di nascita',
  hint: 'Nel formato gg/mm/aaaa, ad esempio 21/04/1990.',
} as const;
