/**
 * The Italian validation messages of spec §5 ("Messages"), verbatim. One constant per message so
 * screens, schemas and tests import the same text instead of retyping it (STYLE.md, Swan). The rule
 * families that use them live beside this module (`common.ts`, `phone.ts`, …), one module each.
 */

/** §5 required. */
export const REQUIRED = 'Il campo è obbligatorio';

/** §5 numeric (digits only). */
export const NUMERIC = 'Il campo deve contenere solo caratteri numerici.';

/** §5 min length, e.g. `minLengthMessage(2)` → 'Il campo deve avere almeno 2 lettere.'. */
export function minLengthMessage(min: number): string {
  return `Il campo deve avere almeno ${min} lettere.`;
}

/** §5 max length, e.g. `maxLengthMessage(5)` → 'Il campo non può superare le 5 lettere.'. */
export function maxLengthMessage(max: number): string {
  return `Il campo non può superare le ${max} lettere.`;
}

/** §5 name pattern (FIRST_NAME, LAST_NAME). */
export const NAME = "Il campo deve contenere solamente caratteri dell'alfabeto";

/** §5 e-mail (EMAIL). */
export const EMAIL = "L'email inserita non è valida";

/** §5 phone (the login phone number among others). */
export const PHONE = 'Il numero di telefono inserito non è valido';

/** §5 phone prefix (PHONE_PREFIX: no plus sign or 00 before the number). */
export const PHONE_PREFIX = 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)';

/** §5 fiscal code (FISCAL_CODE). */
export const FISCAL_CODE = 'Il codice fiscale inserito non è valido';

/** §5 address (ADDRESS). */
export const ADDRESS = "L'indirizzo non è valido, sono ammessi solamente caratteri alfanumerici";

/** §5 the one message of CITY, HOUSE_NUMBER, FULL_ADDRESS and MGM_CODE (the generic message). */
export const INVALID_VALUE = 'Il valore inserito non è valido';

// --- Registration step 1. §5 leaves these texts "not shown"; they are ours. ---

/**
 * §5 paper identity card number (2 letters + 7 digits). §5: tells the user to check the selected
 * document type (wording not shown; ours).
 */
export const PAPER_ID_NUMBER =
  "Il numero della carta d'identità cartacea deve avere 2 lettere e 7 cifre (es. AB1234567): controlla il tipo di documento selezionato.";

/** §5 electronic identity card (CIE) number (2 letters, 5 digits, 2 letters); wording ours, as above. */
export const ELECTRONIC_ID_NUMBER =
  "Il numero della carta d'identità elettronica deve avere 2 lettere, 5 cifre e 2 lettere (es. CA12345AB): controlla il tipo di documento selezionato.";

/** §5 DOCUMENT_NUMBER (passport, driving licence…: letters, digits, hyphens); wording ours, as above. */
export const DOCUMENT_NUMBER =
  'Il numero del documento può contenere solo lettere, numeri e trattini: controlla il tipo di documento selezionato.';

/** §5 PIN/password safety (CodeForm): all digits equal, or an ascending/descending run. Wording ours. */
export const ACCESS_CODE_UNSAFE = 'Il codice è troppo semplice: non usare cifre tutte uguali o consecutive.';

/** ConfirmCodeForm: the repeated access code differs from the chosen one. */
export const ACCESS_CODE_MISMATCH = 'I codici inseriti non coincidono';

/** AgeForm birth date: not a dd/mm/yyyy calendar date. Wording ours (§5 "Other field rules: not shown"). */
export const BIRTH_DATE_INVALID = 'La data inserita non è valida';

/** AgeForm birth date: after today. Wording ours. */
export const BIRTH_DATE_FUTURE = 'La data di nascita non può essere nel futuro';

/** AgeForm birth date: more than 120 years ago (`BIRTH_DATE_MAX_AGE` in `birth-date.ts`). Wording ours. */
export const BIRTH_DATE_TOO_OLD = 'La data di nascita non può essere di oltre 120 anni fa';

// --- The business data of a BUSINESS registration. The spec shows no rules; ours (sandbox mirrors). ---

/** Partita IVA: not 11 digits. */
export const VAT_NUMBER_LENGTH = 'La partita IVA deve avere 11 cifre.';

/** Partita IVA: all zeros, an unknown provincial office or a wrong check digit. */
export const VAT_NUMBER_INVALID = 'La partita IVA inserita non è valida';

/** The business's holder must be an adult (the BUSINESS name form asks their birth date). */
export const BUSINESS_HOLDER_ADULT = 'Per aprire un conto per la tua attività devi essere maggiorenne.';
