/**
 * Italian copy of MinorSetTutor (spec §4 MINOR 8,0). The spec gives the §5 messages and "Prosegui"; the rest
 * is ours, short and plain for a 14–17-year-old.
 */
import { SCREEN_TITLES } from '../../../flows';

export const MINOR_SET_TUTOR_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.MinorSetTutor,
  intro:
    'Hai meno di 18 anni: per aprire il conto serve anche un tuo genitore o tutore. Scrivi i suoi dati e premi Prosegui: gli mandiamo un invito via SMS e via email per firmare anche lui.',
  firstName: 'Nome del genitore o tutore',
  lastName: 'Cognome del genitore o tutore',
  fiscalCode: 'Codice fiscale del genitore o tutore',
  fiscalCodeHint: 'Il suo codice fiscale, non il tuo.',
  phone: 'Cellulare del genitore o tutore',
  prefix: '+39',
  phoneHint: 'Scrivi il numero senza prefisso: il +39 è già impostato.',
  email: 'Email del genitore o tutore',
} as const;
