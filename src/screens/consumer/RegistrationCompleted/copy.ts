/**
 * Italian copy of RegistrationCompleted (spec §4 CONSUMER step 9; §2 header hidden, back blocked). The spec
 * gives no wording: ours says what happened, what happens next and how to sign in from now on.
 */
import { SCREEN_TITLES } from '../../../flows';

export const COMPLETED_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.RegistrationCompleted,
  completing: 'Stiamo completando la tua registrazione…',
  failed: 'Non è stato possibile completare la registrazione. Riprova tra qualche istante.',
  paragraphs: [
    'Grazie! Hai firmato i contratti e attivato il Mobile Token: la tua registrazione è completa.',
    'Stiamo attivando il tuo conto e la tua carta prepagata. Ti invieremo un’email appena saranno pronti all’uso.',
    'Se hai scelto la carta fisica, la riceverai all’indirizzo di spedizione che hai indicato.',
    'Da ora accedi con il tuo numero di cellulare e il codice di accesso che hai scelto.',
  ],
  /**
   * TUTOR 10: the guardian signed the minor's registration; complete-registration changes nothing for the
   * guardian (the minor closes it from their own session).
   */
  tutorParagraphs: [
    'Grazie! Hai firmato, come genitore o tutore, i contratti del conto e della carta del minorenne: la sua registrazione è firmata.',
    'Ora il minorenne completa la registrazione dal proprio dispositivo: se ha la pagina aperta prosegue da solo, altrimenti accede con il suo numero di cellulare e il suo codice di accesso.',
    'Non devi fare altro: puoi chiudere questa pagina.',
  ],
  /** The §9 exit (the app's home page, the public site or home banking). */
  exit: 'Vai alla home',
} as const;
