/**
 * Italian copy of a recognition's outcome (spec §4 CONSUMER 6,0 `/<provider>CheckResult`, and UserRecognition
 * of MINOR and the upgrades, which read the outcome on the same screen). The spec gives no wording: ours says
 * the outcome first, then what the customer can do.
 */

const seconds = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);

export const RECOGNITION_OUTCOME_COPY = {
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
