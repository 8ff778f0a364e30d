/**
 * Italian copy of the recognition result (spec §4 CONSUMER 6,0; §2 `/<provider>CheckResult`). The spec
 * gives no wording: ours says the outcome first, then what the customer can do.
 */
import { SCREEN_REGISTRY } from '../../registry';

const seconds = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);

export const CHECK_RESULT_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_REGISTRY.RecognitionCheckResult.title,
  checking: "Stiamo verificando l'esito del tuo riconoscimento…",
  approved: 'Il riconoscimento è andato a buon fine: la tua identità è verificata. Puoi proseguire con la registrazione.',
  pending: (n: number) => `La verifica della tua identità è ancora in corso. Controlleremo di nuovo tra ${seconds(n)}.`,
  pendingParagraphs: [
    'Di solito bastano pochi minuti. Puoi restare su questa pagina: si aggiorna da sola.',
    "Se la chiudi, ritroverai qui l'esito al prossimo accesso.",
  ],
  rejected: 'Non è stato possibile verificare la tua identità.',
  rejectedParagraphs: [
    'Può succedere se il documento non era leggibile o se la fotocamera non inquadrava bene il tuo volto.',
    'Puoi ripetere il riconoscimento adesso, con il documento a portata di mano, oppure contattarci: ti aiuteremo a completarlo.',
  ],
  incomplete: 'Il riconoscimento non è stato completato. Avvialo di nuovo per proseguire.',
  checkFailed: "Non è stato possibile verificare l'esito del riconoscimento. Riprova tra poco.",
  leaving: 'Ti stiamo portando alla pagina del riconoscimento…',
  retry: 'Riprova',
  restart: 'Ripeti il riconoscimento',
  contact: 'Contattaci',
} as const;
