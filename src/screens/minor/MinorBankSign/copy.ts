/** Italian copy of MinorBankSign (spec §4 MINOR 6,0). The spec gives none: ours, short and plain for a 14–17-year-old. */
import { SCREEN_TITLES } from '../../../flows';

export const MINOR_BANK_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.MinorBankSign,
  intro:
    'Leggi i documenti del conto e conferma ciascuno. Poi scrivi il codice che ti abbiamo mandato via SMS e premi Firma: è la tua firma sui contratti.',
  loading: 'Caricamento dei contratti del conto in corso…',
  loadError: 'Non è stato possibile caricare i contratti del conto.',
  following: 'Stiamo completando la firma dei contratti del conto: attendi qualche secondo.',
  none: 'Non troviamo i contratti del conto da firmare.',
} as const;
