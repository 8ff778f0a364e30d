/**
 * Italian copy of CodeForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const CODE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.CodeForm,
  intro: 'Con il tuo numero di cellulare, ti servirà per accedere e per riprendere la registrazione.',
  label: 'Codice di accesso',
  hint: 'Cinque cifre, non tutte uguali e non in sequenza (ad esempio non 11111 o 12345).',
  alreadySet: 'Hai già scelto il codice di accesso: usalo con il tuo numero di cellulare per accedere.',
} as const;
