/** Italian copy of CardSign (spec §4 CONSUMER 8,3). The spec gives none for this screen: ours, short and plain. */
import { SCREEN_TITLES } from '../../../flows';

export const CARD_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.CardSign,
  intro:
    'Leggi i documenti della carta che hai scelto e conferma ciascuno. Premendo Firma li sottoscrivi con la tua firma digitale.',
  loading: 'Caricamento dei contratti della carta in corso…',
  loadError: 'Non è stato possibile caricare i contratti della carta.',
  following: 'Stiamo completando la firma dei contratti della carta: attendi qualche secondo.',
  none: 'Non troviamo i contratti della carta da firmare.',
} as const;
