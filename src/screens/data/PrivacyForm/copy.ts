/**
 * Italian copy of PrivacyForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const PRIVACY_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.PrivacyForm,
  intro: 'Leggi i documenti e dai i tuoi consensi. Quelli obbligatori servono per aprire il conto.',
  mandatory: '(obbligatorio)',
  optional: '(facoltativo)',
  read: 'Leggi il documento',
  loading: 'Caricamento dei documenti in corso…',
  loadError: 'Non è stato possibile caricare i documenti.',
  consentsLabel: 'Consensi',
} as const;
