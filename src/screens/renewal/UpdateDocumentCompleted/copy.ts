/**
 * Italian copy of UpdateDocumentCompleted (spec §4 DOCUMENT_RENEWAL, §2 header hidden, back blocked). The spec
 * gives no wording beyond the renewal stepper's last title, which is the heading: ours says what happened, that
 * the bank checks the new document, and where the exit leads.
 */
import { SCREEN_TITLES } from '../../../flows';

export const UPDATE_DOCUMENT_COMPLETED_COPY = {
  /** The heading: the registry's title, "Aggiornamento completato" (the renewal stepper's last stage). */
  title: SCREEN_TITLES.UpdateDocumentCompleted,
  paragraphs: [
    'Grazie! Abbiamo ricevuto il tuo nuovo documento d’identità.',
    'Lo verifichiamo entro pochi giorni lavorativi: se servisse altro ti scriveremo via email. Nel frattempo puoi continuare a usare il conto e la carta come sempre.',
  ],
  /** The §9 exit (the app's home page inside the app, home banking on the web). */
  exit: 'Torna al conto',
} as const;
