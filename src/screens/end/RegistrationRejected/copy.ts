/**
 * Italian copy of RegistrationRejected (spec §2 /registrationRejected, §4 "A SUSPENDED user goes to the
 * rejected screen", §8 step submit USR_REG_6003). The spec gives no wording: ours is short and tells
 * the customer what they can still do.
 */
import { SCREEN_TITLES } from '../../../flows';

export const REJECTED_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.RegistrationRejected,
  paragraphs: [
    'Al momento non possiamo aprire il conto con i dati che ci hai fornito.',
    'Se hai bisogno di maggiori informazioni, contatta il nostro servizio clienti.',
  ],
  contact: 'Contattaci',
  exit: 'Esci dalla registrazione',
} as const;
