/**
 * The Italian field messages of the registration calls: the client shows them under the field.
 * Spec §5 "Messages" verbatim where it has one; the sandbox's own wording otherwise.
 */
export const MSG = {
  required: 'Il campo è obbligatorio',
  numeric: 'Il campo deve contenere solo caratteri numerici.',
  minLength: (min: number) => `Il campo deve avere almeno ${min} lettere.`,
  maxLength: (max: number) => `Il campo non può superare le ${max} lettere.`,
  name: "Il campo deve contenere solamente caratteri dell'alfabeto",
  email: "L'email inserita non è valida",
  phone: 'Il numero di telefono inserito non è valido',
  phonePrefix: 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)',
  fiscalCode: 'Il codice fiscale inserito non è valido',
  // Spec §5 has no wording for dates or access-code length: its generic one is used.
  invalid: 'Il valore inserito non è valido',
  // The sandbox's own wording where spec §5 names a rule but shows no message.
  mgmPattern: 'Il codice promozionale può contenere solo lettere e numeri',
  mgmUnknown: 'Il codice promozionale inserito non esiste',
  unsafeAccessCode: 'Il codice scelto è troppo semplice: evita cifre tutte uguali o in sequenza',
  birthDateFlow: 'La data di nascita non corrisponde al tipo di registrazione',
  consentsRequired: 'Per proseguire devi accettare i consensi obbligatori',
  consentUnknown: 'Consenso sconosciuto',
  phoneExists: 'Il numero di telefono è già registrato',
  emailExists: "L'indirizzo email è già registrato",
  otpShape: 'Il codice deve contenere 6 cifre',
  otpNotSent: 'Richiedi un nuovo codice',
  otpInvalid: 'Il codice inserito non è corretto',
  otpLocked: 'Hai superato il numero di tentativi: richiedi un nuovo codice',
  otpExpired: 'Il codice è scaduto: richiedine uno nuovo',
  fiscalCodeBirthDate: 'Il codice fiscale non corrisponde alla data di nascita inserita',
  fiscalCodeExists: 'Il codice fiscale è già registrato',
  // The identity document (DocumentData): the client's wording (src/validation/messages.ts, document-dates.ts).
  paperIdNumber:
    "Il numero della carta d'identità cartacea deve avere 2 lettere e 7 cifre (es. AB1234567): controlla il tipo di documento selezionato.",
  electronicIdNumber:
    "Il numero della carta d'identità elettronica deve avere 2 lettere, 5 cifre e 2 lettere (es. CA12345AB): controlla il tipo di documento selezionato.",
  documentNumber: 'Il numero del documento può contenere solo lettere, numeri e trattini: controlla il tipo di documento selezionato.',
  documentDateInvalid: 'Inserisci una data valida nel formato gg/mm/aaaa',
  issueDateFuture: 'La data di rilascio non può essere successiva a oggi',
  documentExpired: 'Il documento è scaduto: la data di scadenza deve essere successiva a oggi',
  expiryBeforeIssue: 'La data di scadenza deve essere successiva alla data di rilascio',
  scanType: 'Il file deve essere in formato JPG o PNG',
  scanSize: 'Il file non può superare i 5 MB',
  scanMissing: 'Carica la foto del documento prima di proseguire',
} as const;

/**
 * The text of the e-mail that confirms the address: the code, and the link that opens the wizard's
 * ConfirmEmail screen with it (`link`, see emailConfirmationLink).
 */
export function emailConfirmationText(code: string, link: string): string {
  return `Il tuo codice per confermare l'indirizzo email è ${code}. Puoi anche confermarlo aprendo questo link: ${link}`;
}

/** The text of the SMS that carries a phone one-time code. */
export function otpSmsText(code: string): string {
  return `Il tuo codice di verifica è ${code}`;
}
