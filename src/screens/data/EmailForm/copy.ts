/**
 * Italian copy of EmailForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const EMAIL_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.EmailForm,
  intro: 'Useremo email e numero di cellulare per scriverti e per verificare che siano tuoi.',
  email: 'Email',
  phone: 'Numero di cellulare',
  prefix: '+39',
  phoneHint: 'Scrivi il numero senza prefisso: il +39 è già impostato.',
  mgmCode: 'Codice promozionale (facoltativo)',
  mgmInfo: "Cos'è il codice promozionale?",
  /** The live check of the promo code while it is typed. */
  mgmChecking: 'Verifica del codice in corso…',
  mgmValid: 'Codice promozionale valido',
  /** When the server refuses a code without a message of its own. */
  mgmUnknown: 'Il codice promozionale non è valido',
} as const;
