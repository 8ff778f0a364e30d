/** Italian copy of TutorBankSign (spec §4 TUTOR 9,2). The spec gives none for this screen: ours, for the guardian. */
import { SCREEN_TITLES } from '../../../flows';

export const TUTOR_BANK_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.TutorBankSign,
  intro:
    'Leggi i documenti del conto del minorenne e conferma ciascuno. Premendo Firma li sottoscrivi, come genitore o tutore, con la tua firma digitale.',
  loading: 'Caricamento dei contratti del conto in corso…',
  loadError: 'Non è stato possibile caricare i contratti del conto.',
  following: 'Stiamo completando la firma dei contratti del conto: attendi qualche secondo.',
  none: 'Non troviamo i contratti del conto da firmare.',
} as const;
