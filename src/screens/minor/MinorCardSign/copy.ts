/** Italian copy of MinorCardSign (spec §4 MINOR 7,0). The spec gives none: ours, short and plain for a 14–17-year-old. */
import { SCREEN_TITLES } from '../../../flows';

export const MINOR_CARD_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.MinorCardSign,
  intro:
    'Leggi i documenti della carta che hai scelto e conferma ciascuno. Poi scrivi il nuovo codice che ti abbiamo mandato via SMS e premi Firma.',
  loading: 'Caricamento dei contratti della carta in corso…',
  loadError: 'Non è stato possibile caricare i contratti della carta.',
  following: 'Stiamo completando la firma dei contratti della carta: attendi qualche secondo.',
  none: 'Non troviamo i contratti della carta da firmare.',
} as const;
