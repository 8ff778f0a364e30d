/**
 * Italian copy of the help panel (spec §2 "Help panel", §8), verbatim where the spec gives the text. The
 * end-to-end spec (test/e2e/help.e2e.ts) finds the panel's parts by these texts.
 */
import { formatMoney } from '../format/money';

/** spec §9: "annual subscription from 3.99 EUR per month", in cents. */
const PREMIUM_MONTHLY_CENTS = 399;

/** spec §2: the greeting the chat link carries. */
export const CHAT_GREETING = 'Buongiorno, ho bisogno di assistenza!';

/** spec §2: the operator entry's tooltip, and what the callback says to a user who may not book. */
export const NOT_AVAILABLE_NOW = 'Non disponibile in questa fase della registrazione';

export const HELP_COPY = {
  close: 'Chiudi',
  back: 'Indietro',
  main: {
    title: 'Come possiamo aiutarti?',
    operator: 'Parla con un operatore',
    contacts: 'Contattaci',
    documentation: 'Documentazione',
    faq: 'Domande frequenti',
    home: 'Torna alla home',
    cancel: 'Annulla',
  },
  contacts: {
    title: 'Contattaci',
    callMe: 'Fatti chiamare',
    chat: 'Scrivici in chat',
    email: (address: string) => `Scrivici un'e-mail a ${address}`,
    chatApp: "Scrivici sull'app di messaggistica",
    tollFree: (number: string) => `Chiama il numero verde dall'Italia: ${number}`,
    abroad: (number: string) => `Chiama dall'estero: ${number}`,
  },
  documentation: {
    title: 'Documentazione',
    level: 'Livello A',
    loading: 'Caricamento dei documenti in corso…',
    failed: 'Non è stato possibile caricare i documenti.',
    empty: 'Nessun documento disponibile.',
    retry: 'Riprova',
  },
  callback: {
    title: 'Vuoi farti richiamare?',
    text: 'Un operatore ti richiamerà al numero di telefono della tua registrazione. Il servizio è attivo dal lunedì al venerdì, dalle 9 alle 19.',
    confirm: 'Conferma',
    sending: 'Invio della richiesta in corso…',
    bookedTitle: 'Chiamata prenotata',
    booked: 'La tua richiesta è stata inviata.',
    /** spec §8 "Callback booking failure". */
    failed: 'Non è stato possibile inviare la richiesta. Riprovare più tardi',
  },
  premium: {
    title: "Vuoi attivare l'abbonamento Premium?",
    activeTitle: 'Abbonamento Premium',
    offer: `Il primo mese è gratis, poi l'abbonamento annuale costa a partire da ${formatMoney(PREMIUM_MONTHLY_CENTS)} al mese.`,
    trial: "Durante il mese di prova puoi disdire l'abbonamento o cambiare il metodo di addebito in qualsiasi momento.",
    benefitsTitle: 'Cosa comprende',
    activate: 'Attiva Premium',
    sending: 'Attivazione in corso…',
    needsLogin: "Accedi con il tuo numero di telefono e il codice di accesso per attivare l'abbonamento Premium.",
    active: "L'abbonamento Premium è attivo.",
    /** spec §2: the eleven benefits, in order. */
    benefits: [
      'Portale sconti con più di 500 marchi',
      'Tassi migliori sul conto deposito',
      'Commissioni scontate sulle criptovalute',
      'Assistenza telefonica dedicata su appuntamento',
      'Primi 5 bollettini gratuiti',
      'Ricarica Power inclusa per le commissioni',
      "Cashback mensile con l'accredito dello stipendio o una domiciliazione",
      'Bonus e promozioni extra',
      "Skin per l'app",
      'Raccolte fondi illimitate',
      'Ricariche di carta e conto, bonifici e prelievi gratuiti e illimitati',
    ],
  },
} as const;

/** spec §8 "Premium activation USR_USR_0731". */
export const PREMIUM_ALREADY_ACTIVE_CODE = 'USR_USR_0731';
export const PREMIUM_ALREADY_ACTIVE = {
  title: 'Attenzione',
  message: "L'abbonamento Premium è stato già attivato correttamente",
} as const;
