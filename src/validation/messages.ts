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

/** §5 the one message of CITY, HOUSE_NUMBER and FULL_ADDRESS. */
export const INVALID_VALUE = 'Il valore inserito non è valido';

/** §5 CITY. */
export const CITY = INVALID_VALUE;

/** §5 HOUSE_NUMBER. */
export const HOUSE_NUMBER = INVALID_VALUE;

/** §5 FULL_ADDRESS. */
export const FULL_ADDRESS = INVALID_VALUE;
