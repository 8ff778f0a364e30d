/**
 * Italian copy of the shell, verbatim from the specification where it gives the text (section cited),
 * so tests and screens import it instead of retyping it (STYLE.md, Swan).
 */
import { UNKNOWN_ROUTE_DIALOG } from '../flows/engine';
import type { ModalContent } from '../state/store';

/** spec §8 "Generic error modal". */
export const GENERIC_ERROR = {
  title: 'Attenzione',
  message: 'Si è verificato un errore. Per maggiori informazioni contattaci',
} as const satisfies ModalContent;

/**
 * spec §8 "Custom error modal: given message and title", shown instead of the generic error when a call got no
 * response while the browser is offline. Ours: the spec gives no offline text.
 */
export const OFFLINE_ERROR = {
  title: 'Attenzione',
  message: 'Sei offline. Controlla la connessione e riprova.',
} as const satisfies ModalContent;

/** spec §8: trace label of the generic error modal. */
export const ERROR_CODE_LABEL = 'Codice di errore';

/** spec §4 Session / §8 "Token refresh fails". */
export const SESSION_EXPIRED = { title: 'Attenzione', message: 'Sessione scaduta' } as const satisfies ModalContent;

/**
 * spec §8 load-registration error "Cannot find any NON legacy registration…": the dialog's title and its
 * two sentences, verbatim (one per line).
 */
export const NEW_REGISTRATION_DIALOG = {
  title: 'Inizia una nuova registrazione',
  message:
    "E' passato troppo tempo dall'inizio della tua registrazione.\nInizia una nuova registrazione cliccando sul pulsante \"Registrati\"",
} as const satisfies ModalContent;

/**
 * spec §6 tutor, §7 `as-tutor`: the invitation link's registration is not among the guardian's (another
 * guardian was named, the link is old, or the guardian logged in with another account). Ours.
 */
export const TUTOR_INVITATION_INVALID_DIALOG = {
  title: 'Invito non valido',
  message:
    "L'invito come genitore o tutore non è valido o non è più attivo per il tuo account.\nChiedi al minorenne di inviarti di nuovo l'invito e accedi con il numero di cellulare o il codice fiscale che ha indicato.",
} as const satisfies ModalContent;

/** spec §2 "Navigation rules" / §8 "Unknown route". */
export const UNKNOWN_ROUTE = UNKNOWN_ROUTE_DIALOG;

/**
 * The actions of an error dialog that can be tried again (the start-up's first call got no answer): "Riprova"
 * first, then the usual close.
 */
export const RETRY_ACTIONS = [
  { id: 'retry', label: 'Riprova', variant: 'primary' },
  { id: 'close', label: 'Chiudi', variant: 'secondary' },
] as const satisfies ModalContent['actions'];

/** spec §8 "Interrupted back navigation". */
export const INTERRUPT_DIALOG = {
  title: 'Attenzione',
  message:
    'Proseguendo interromperai la registrazione. Potrai comunque riprenderla, accedendo con il tuo numero di telefono e il codice di accesso.',
  actions: [
    { id: 'continue', label: 'Continua la registrazione', variant: 'primary' },
    { id: 'exit', label: 'Esci dalla registrazione', variant: 'secondary' },
  ],
} as const satisfies ModalContent;

/** spec §2 "Header and footer": desktop footer links. */
export const FOOTER_LINKS = [
  { label: 'Privacy', path: 'privacy' },
  { label: 'Cookie policy', path: 'cookie-policy' },
  { label: 'Trasparenza', path: 'trasparenza' },
  { label: 'Disclaimer', path: 'disclaimer' },
  { label: 'Note Legali', path: 'note-legali' },
] as const;

export const SHELL_COPY = {
  supportLink: 'Supporto online',
  copyright: (year: number) => `© ${year} Conto e carta prepagata. Tutti i diritti riservati.`,
  loading: 'Caricamento in corso',
  close: 'Chiudi',
  back: 'Indietro',
  help: 'Aiuto',
  callback: 'Fatti chiamare',
  contactUs: 'contattaci',
  progress: 'Avanzamento della registrazione',
  stepper: 'Fasi della registrazione',
  logoWallet: 'Conto e carta prepagata',
  logoBank: 'Banca partner',
  /** A lazily loaded part (a screen, the help panel, a dialog) failed to download; "Riprova" tries again. */
  chunkFailed: 'Non è stato possibile caricare questa parte della pagina. Controlla la connessione e riprova.',
  retry: 'Riprova',
  helpTitle: 'Aiuto',
  region: 'Registrazione conto e carta',
} as const;
