/** Italian copy of TutorCardSign (spec §4 TUTOR 9,3). The spec gives none for this screen: ours, for the guardian. */
import { SCREEN_TITLES } from '../../../flows';

export const TUTOR_CARD_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.TutorCardSign,
  intro:
    'Leggi i documenti della carta scelta dal minorenne e conferma ciascuno. Premendo Firma li sottoscrivi, come genitore o tutore, con la tua firma digitale.',
  loading: 'Caricamento dei contratti della carta in corso…',
  loadError: 'Non è stato possibile caricare i contratti della carta.',
  following: 'Stiamo completando la firma dei contratti della carta: attendi qualche secondo.',
  none: 'Non troviamo i contratti della carta da firmare.',
} as const;
