/** Italian copy of BankSign (spec §4 CONSUMER 8,2). The spec gives none for this screen: ours, short and plain. */
import { SCREEN_TITLES } from '../../../flows';

export const BANK_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.BankSign,
  intro:
    'Leggi i documenti del conto e conferma ciascuno. Premendo Firma li sottoscrivi con la tua firma digitale: hanno lo stesso valore di una firma su carta.',
  loading: 'Caricamento dei contratti del conto in corso…',
  loadError: 'Non è stato possibile caricare i contratti del conto.',
  following: 'Stiamo completando la firma dei contratti del conto: attendi qualche secondo.',
  none: 'Non troviamo i contratti del conto da firmare.',
} as const;
