/**
 * Italian copy of Citizenship (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const CITIZENSHIP_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.Citizenship,
  intro: 'Ci servono per identificarti, come chiede la normativa antiriciclaggio.',
  citizenship: 'Cittadinanza',
  choose: 'Seleziona la cittadinanza',
  birthPlace: 'Luogo di nascita',
  birthPlaceHint: "Il comune di nascita, oppure lo Stato se sei nato all'estero.",
  fiscalCode: 'Codice fiscale',
  /** The fiscal code's birth date differs from the one typed on AgeForm. */
  birthDateMismatch: 'Il codice fiscale non corrisponde alla data di nascita inserita',
} as const;
