/**
 * Italian copy of the landing page (spec §1, §2 "Landing page (Home)"). Tests and end-to-end specs
 * import these constants instead of retyping the text (STYLE.md, Swan).
 */
import { SCREEN_TITLES } from '../../../flows';

export const HOME_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.Home,
  lead: 'Il conto con carta prepagata che gestisci dallo smartphone, insieme alla nostra banca partner.',
  /** spec §1: "The page promises no registration fee and no monthly fee." */
  promisesLabel: 'I vantaggi',
  promises: ['Nessun costo di attivazione', 'Nessun canone mensile'],
  /** spec §1: "Registration needs an identity document, a fiscal code and a few minutes." */
  needsTitle: 'Cosa ti serve',
  needs: ["Un documento d'identità valido", 'Il tuo codice fiscale', 'Pochi minuti del tuo tempo'],
  /** The Registrati card (spec §2). */
  registerTitle: 'Sei un nuovo cliente?',
  registerText: 'Apri il conto e richiedi la carta prepagata: ti guidiamo passo dopo passo.',
  register: 'Registrati',
  /** The Riprendi la registrazione card (spec §2). */
  resume: 'Riprendi la registrazione',
  resumeText: 'Hai già iniziato? Accedi con il tuo numero di telefono e il codice di accesso.',
  login: 'Accedi',
  /**
   * The guardian's notice (spec §6 tutor: the page was opened from the invitation link, `isTutor`, without a
   * session). Ours: who is invited, what to do, and what a guardian who is not a customer yet does first.
   */
  tutor: {
    title: 'Sei stato invitato come genitore o tutore',
    text: 'Un minorenne ti ha indicato come genitore o tutore per aprire il suo conto. Accedi con il tuo numero di cellulare e il tuo codice di accesso: potrai leggere e firmare i suoi contratti.',
    notCustomer:
      "Non sei ancora cliente? Registrati prima con il pulsante Registrati, poi apri di nuovo il link dell'invito: ti riconosceremo dal numero di cellulare o dal codice fiscale che il minorenne ha indicato.",
    login: 'Accedi come genitore o tutore',
  },
  /** The three app-store links (spec §1). */
  storesTitle: "Scarica l'app",
  storesText: "Dopo la registrazione gestisci conto e carta dall'app.",
  storePrefix: "Scarica l'app da",
  newTab: 'Il link si apre in una nuova scheda',
} as const;

export interface AppStoreLink {
  id: 'app-store' | 'google-play' | 'app-gallery';
  name: string;
  href: string;
}

/**
 * The store listings. Their addresses are not in the specification ("not shown"): these open each
 * store's Italian home until the product's listing addresses are known.
 */
export const APP_STORES: readonly AppStoreLink[] = [
  { id: 'app-store', name: 'App Store', href: 'https://apps.apple.com/it/' },
  { id: 'google-play', name: 'Google Play', href: 'https://play.google.com/store/apps?hl=it' },
  { id: 'app-gallery', name: 'AppGallery', href: 'https://appgallery.huawei.com/' },
];

/** Accessible name of a store link, e.g. "Scarica l'app da App Store" (also its visible text). */
export const storeLinkName = (store: Pick<AppStoreLink, 'name'>) => `${HOME_COPY.storePrefix} ${store.name}`;

export interface Slide {
  tag: string;
  title: string;
  text: string;
}

/**
 * The promotional carousel (spec §1: "slides on money management, managed-savings investing, sharing
 * money with contacts, paying in shops with the app or card, and transfers and bills").
 */
export const HOME_SLIDES: readonly Slide[] = [
  {
    tag: 'Conto',
    title: 'Gestisci il tuo denaro',
    text: "Saldo, entrate e uscite sempre sotto controllo, direttamente dall'app.",
  },
  {
    tag: 'Investimenti',
    title: 'Investi i tuoi risparmi',
    text: 'Fai crescere i tuoi risparmi con soluzioni di risparmio gestito.',
  },
  {
    tag: 'Condivisione',
    title: 'Condividi denaro con i tuoi contatti',
    text: 'Invia e ricevi denaro dai contatti della tua rubrica in pochi secondi.',
  },
  {
    tag: 'Pagamenti',
    title: "Paga nei negozi con l'app o con la carta",
    text: 'Usa lo smartphone o la carta prepagata per pagare nei negozi e online.',
  },
  {
    tag: 'Bonifici e bollette',
    title: 'Bonifici e bollette in un tocco',
    text: "Fai bonifici e paga bollette e bollettini senza uscire dall'app.",
  },
];

export const CAROUSEL_COPY = {
  /** The carousel region's label; its role description is "carosello". */
  label: 'Cosa puoi fare con il conto',
  roleDescription: 'carosello',
  slideRoleDescription: 'slide',
  /** The slide label, e.g. "1 di 5". */
  slideLabel: (index: number, total: number) => `${index + 1} di ${total}`,
  pause: 'Metti in pausa lo scorrimento automatico',
  play: 'Avvia lo scorrimento automatico',
  previous: 'Slide precedente',
  next: 'Slide successiva',
} as const;
