/**
 * Italian copy of the data-step screens (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
export const AGE_COPY = {
  title: 'Quando sei nato?',
  intro: 'Inserisci la tua data di nascita: ci serve per proporti il conto adatto a te.',
  label: 'Data di nascita',
  hint: 'Nel formato gg/mm/aaaa, ad esempio 21/04/1990.',
  placeholder: 'gg/mm/aaaa',
} as const;

export const MINOR_INFO_COPY = {
  title: 'Hai meno di 18 anni',
  paragraphs: [
    'Puoi aprire il conto con carta prepagata anche se sei minorenne, ma serve un genitore o un tutore legale.',
    'Dopo che avrai inserito i tuoi dati, il genitore o il tutore dovrà confermarli e firmare i contratti: gli chiederemo di farlo al termine della tua registrazione.',
    'Tieni a portata di mano il suo numero di cellulare e il suo indirizzo email.',
  ],
  back: 'Modifica la data di nascita',
} as const;

export const NAME_COPY = {
  title: 'Come ti chiami?',
  intro: "Scrivi nome e cognome come compaiono sul tuo documento d'identità.",
  firstName: 'Nome',
  lastName: 'Cognome',
} as const;

export const EMAIL_COPY = {
  title: 'I tuoi contatti',
  intro: 'Useremo email e numero di cellulare per scriverti e per verificare che siano tuoi.',
  email: 'Email',
  phone: 'Numero di cellulare',
  prefix: '+39',
  phoneHint: 'Scrivi il numero senza prefisso: il +39 è già impostato.',
  mgmCode: 'Codice promozionale (facoltativo)',
  mgmInfo: "Cos'è il codice promozionale?",
} as const;

export const PROMO_INFO_COPY = {
  title: 'Codice promozionale',
  paragraphs: [
    'Se una persona che ha già il conto ti ha invitato, puoi inserire il suo codice promozionale: così potrete ricevere i vantaggi previsti dalla promozione in corso.',
    'Il codice è fatto di lettere e numeri e non è obbligatorio: puoi registrarti anche senza.',
    'Controlliamo il codice quando premi "Prosegui": se non è valido, te lo segnaliamo sotto il campo.',
  ],
  back: 'Torna ai tuoi contatti',
} as const;

export const PRIVACY_COPY = {
  title: 'Privacy e consensi',
  intro: 'Leggi i documenti e dai i tuoi consensi. Quelli obbligatori servono per aprire il conto.',
  mandatory: '(obbligatorio)',
  optional: '(facoltativo)',
  read: 'Leggi il documento',
  loading: 'Caricamento dei documenti in corso…',
  loadError: 'Non è stato possibile caricare i documenti.',
  retry: 'Riprova',
  consentsLabel: 'Consensi',
} as const;

export const CODE_COPY = {
  title: 'Scegli il codice di accesso',
  intro: 'Con il tuo numero di cellulare, ti servirà per accedere e per riprendere la registrazione.',
  label: 'Codice di accesso',
  hint: 'Cinque cifre, non tutte uguali e non in sequenza (ad esempio non 11111 o 12345).',
  alreadySet: 'Hai già scelto il codice di accesso: usalo con il tuo numero di cellulare per accedere.',
} as const;

export const CONFIRM_CODE_COPY = {
  title: 'Conferma il codice di accesso',
  intro: 'Scrivi di nuovo il codice che hai scelto.',
  label: 'Ripeti il codice di accesso',
} as const;

export const SMS_COPY = {
  title: 'Verifica il numero di cellulare',
  sending: 'Stiamo inviando un SMS con il codice di verifica…',
  sentTo: (phone: string) => `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`,
  sentGeneric: 'Ti abbiamo inviato un SMS con un codice di 6 cifre.',
  sendFailed: 'Non è stato possibile inviare l\'SMS: richiedi un nuovo codice.',
  tooMany: 'Hai richiesto troppi codici: attendi qualche minuto e riprova.',
  label: 'Codice ricevuto via SMS',
  resend: 'Invia di nuovo il codice',
  resent: 'Ti abbiamo inviato un nuovo codice.',
} as const;

export const CITIZENSHIP_COPY = {
  title: 'Cittadinanza e codice fiscale',
  intro: 'Ci servono per identificarti, come chiede la normativa antiriciclaggio.',
  citizenship: 'Cittadinanza',
  choose: 'Seleziona la cittadinanza',
  birthPlace: 'Luogo di nascita',
  birthPlaceHint: "Il comune di nascita, oppure lo Stato se sei nato all'estero.",
  fiscalCode: 'Codice fiscale',
  /** The fiscal code's birth date differs from the one typed on AgeForm. */
  birthDateMismatch: 'Il codice fiscale non corrisponde alla data di nascita inserita',
} as const;
