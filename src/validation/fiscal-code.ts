/**
 * The FISCAL_CODE rule family of spec §5: the Italian personal tax code (codice fiscale) of a natural
 * person, 16 characters (DM 23/12/1976):
 *
 *   RSS MRA 85 T 10 A562 S
 *   |   |   |  | |  |    control character (checked against the official odd/even tables)
 *   |   |   |  | |  municipality or foreign state: 1 letter + 3 digits
 *   |   |   |  | day of birth, +40 for women (01-31, 41-71)
 *   |   |   |  month letter (A B C D E H L M P R S T = January…December)
 *   |   |   year of birth, 2 digits
 *   6 letters (surname, name)
 *
 * Omocodia: when two people would get the same code, digits are replaced, right to left, by
 * L M N P Q R S T U V (= 0…9). Any of the seven digit positions may hold such a letter; we accept any
 * combination, not only right-to-left suffixes, so no real code is refused on that ground.
 * The control character is computed on the code as written (omocodic letters included).
 *
 * The 16-character code of a legal entity (11 digits, partita IVA) is not a personal code: rejected.
 */
import * as z from 'zod/mini';
import { required } from './common';
import { FISCAL_CODE } from './messages';

/** The length of a personal fiscal code. */
export const FISCAL_CODE_LENGTH = 16;

/** The month letters, January to December. */
export const FISCAL_CODE_MONTHS = 'ABCDEHLMPRST';

/** Omocodia substitutes of the digits 0…9 (L = 0, M = 1, … V = 9). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';

/** 0-based positions of the seven digits that omocodia may replace (year, day, municipality digits). */
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;

/** A digit or its omocodia substitute. */
const D = '[0-9LMNPQRSTUV]';

/** The shape of a (normalised) personal fiscal code, omocodia allowed; the control character is not checked. */
const FISCAL_CODE_PATTERN = new RegExp(`^[A-Z]{6}${D}{2}[${FISCAL_CODE_MONTHS}]${D}{2}[A-Z]${D}{3}[A-Z]$`);

/**
 * Values of a character at an odd position (1st, 3rd, … 15th in 1-based counting), official table.
 * Digits share the value of the letter with the same index (0 = A, 1 = B, … 9 = J).
 */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23] as const;

/** Index 0-25 of a letter, 0-9 of a digit; undefined for anything else. */
function charIndex(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48; // '0'-'9'
  if (code >= 65 && code <= 90) return code - 65; // 'A'-'Z'
  return undefined;
}

/**
 * Upper case with all whitespace removed, as a typed or pasted code ("rss mra 85t10 a562s") is
 * compared and submitted.
 */
export function normaliseFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The control character of the first 15 characters of a code (upper-case letters and digits), by the
 * official algorithm: odd positions (1-based) through the odd table, even positions by index
 * (A/0 = 0 … Z = 25), the sum modulo 26 as a letter. Throws on anything but 15 such characters.
 */
export function fiscalCodeControlChar(first15: string): string {
  if (!/^[A-Z0-9]{15}$/.test(first15)) {
    throw new RangeError(`fiscalCodeControlChar: expected 15 upper-case letters or digits, got "${first15}"`);
  }
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const index = charIndex(first15.charAt(i)) ?? 0; // always defined: checked above
    // 0-based even index = 1-based odd position.
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * The code with its omocodia letters turned back into digits and, for a 16-character code, the control
 * character recomputed: the holder's base code (e.g. `RSSMRA85T10A56NH` → `RSSMRA85T10A562S`). The
 * input is normalised first; characters other than omocodia letters are left as they are.
 */
export function decodeOmocodia(code: string): string {
  const chars = [...normaliseFiscalCode(code)];
  for (const position of OMOCODIA_POSITIONS) {
    const digit = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (digit >= 0) chars[position] = String(digit);
  }
  const decoded = chars.join('');
  if (decoded.length !== FISCAL_CODE_LENGTH || !/^[A-Z0-9]{15}/.test(decoded)) return decoded;
  return decoded.slice(0, 15) + fiscalCodeControlChar(decoded.slice(0, 15));
}

/** What the code says about birth: the two-digit year, month 1-12, day 1-31, and whether the holder is a woman. */
export interface FiscalCodeBirthData {
  /** The last two digits of the year of birth (the century is not in the code). */
  year2: number;
  /** 1 = January … 12 = December. */
  month: number;
  /** Day of the month, 1-31 (the +40 of women removed). */
  day: number;
  /** The day was written +40. */
  female: boolean;
}

/** Days per month; February 29 only in a year that may be a leap year (see {@link fiscalCodeBirthData}). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Year, month, day and sex of a well-formed code (omocodia decoded); `null` when the shape is wrong or
 * the day does not exist in that month (00, 32-40, 72+, 30 February, 29 February of a year not a multiple of 4…). The control character is not checked.
 */
export function fiscalCodeBirthData(code: string): FiscalCodeBirthData | null {
  const normalised = normaliseFiscalCode(code);
  if (!FISCAL_CODE_PATTERN.test(normalised)) return null;
  const plain = decodeOmocodia(normalised);
  const year2 = Number(plain.slice(6, 8));
  const month = FISCAL_CODE_MONTHS.indexOf(plain.charAt(8)) + 1;
  const dayField = Number(plain.slice(9, 11));
  const female = dayField > 40;
  const day = female ? dayField - 40 : dayField;
  if (day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return null;
  // The code does not say the century: 29 February exists when the two-digit year is a multiple of 4 (a leap year
  // in 1900-2099 but for 1900, which year 00 may also be 2000) and in no other year, as the sandbox reads it.
  if (month === 2 && day === 29 && year2 % 4 !== 0) return null;
  return { year2, month, day, female };
}

/**
 * §5 FISCAL_CODE: a personal fiscal code (any case, whitespace ignored) with the right shape, an
 * existing day of birth and the right control character.
 */
export function isValidFiscalCode(value: string): boolean {
  const code = normaliseFiscalCode(value);
  if (!FISCAL_CODE_PATTERN.test(code) || fiscalCodeBirthData(code) === null) return false;
  return code.charAt(15) === fiscalCodeControlChar(code.slice(0, 15));
}

/** §5 FISCAL_CODE as a check of an already normalised value (see {@link FiscalCodeSchema}). */
function fiscalCode() {
  return z.refine<string>(isValidFiscalCode, { error: FISCAL_CODE });
}

/**
 * §5 FISCAL_CODE field: required, then a valid personal fiscal code. The output is normalised (upper
 * case, no whitespace), so `'rssmra85t10a562s'` submits `'RSSMRA85T10A562S'`.
 */
export const FiscalCodeSchema = z.string().check(z.overwrite(normaliseFiscalCode), required(), fiscalCode());
