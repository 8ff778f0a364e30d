/**
 * Italian copy of the recognition hand-off (spec §4 CONSUMER 2,1; §2 route `/<provider>Recognition`).
 * The spec gives no wording: ours tells the customer what will happen, what to have at hand and how
 * long it takes, before they leave for the provider's page.
 */
import { SCREEN_TITLES } from '../../../flows';

export const RECOGNITION_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.Recognition,
  paragraphs: [
    'Per aprire il conto dobbiamo verificare che sia proprio tu: lo facciamo con un breve riconoscimento tramite la fotocamera del tuo dispositivo.',
    "Tieni a portata di mano un documento d'identità valido (carta d'identità, passaporto o patente) e mettiti in un luogo ben illuminato.",
    'Ci vorranno pochi minuti. Ti porteremo sulla pagina del nostro partner per il riconoscimento; quando ti viene chiesto, consenti l’accesso alla fotocamera. Alla fine tornerai qui per proseguire.',
  ],
  start: 'Avvia il riconoscimento',
  restart: 'Avvia di nuovo il riconoscimento',
  leaving: 'Ti stiamo portando alla pagina del riconoscimento…',
  checking: "Stiamo verificando l'esito del riconoscimento…",
  cancelled: 'Non hai completato il riconoscimento. Puoi avviarlo di nuovo quando sei pronto.',
  /** Inside the app, after a recognition left without an outcome: a refused camera is allowed in the app's settings. */
  cameraSettings: 'Se non hai consentito l’accesso alla fotocamera, puoi farlo dalle impostazioni dell’app e poi avviare di nuovo il riconoscimento.',
  openSettings: 'Apri le impostazioni',
  unknown: 'Non troviamo questo riconoscimento: avvialo di nuovo.',
  done: "Il riconoscimento è concluso: ti mostreremo l'esito più avanti. Puoi proseguire con la registrazione.",
  /** UserRecognition (MINOR 5,0): no result screen follows. */
  doneNoResult: 'Il riconoscimento è concluso. Puoi proseguire con la registrazione.',
  /**
   * DOCUMENT_RENEWAL 1,0: the customer already has an account and renews their identity document,
   * so the explanation and the outcomes speak of the new document, not of opening the account.
   */
  renewal: {
    paragraphs: [
      'Per aggiornare il tuo documento d’identità dobbiamo verificare che sia proprio tu: lo facciamo con un breve riconoscimento tramite la fotocamera del tuo dispositivo.',
      'Tieni a portata di mano il nuovo documento d’identità e mettiti in un luogo ben illuminato.',
      'Ci vorranno pochi minuti. Ti porteremo sulla pagina del nostro partner per il riconoscimento; quando ti viene chiesto, consenti l’accesso alla fotocamera. Alla fine tornerai qui per inserire i dati del nuovo documento.',
    ],
    done: 'Il riconoscimento è concluso. Ora inserisci i dati del nuovo documento.',
    rejected: 'Il riconoscimento non è andato a buon fine: per aggiornare il documento è necessario ripeterlo.',
  },
} as const;
