/**
 * A small decoder of the Italian personal tax code (codice fiscale), for
 * `GET lookups/fiscal-code` (spec §7; its response shape is "not shown" in spec §3, so the sandbox
 * answers `{ fiscalCode, valid, birthDate, gender, birthPlaceCode }`).
 *
 * Layout (16 characters): surname (3 letters), name (3 letters), year (2 digits), month (1 letter),
 * day (2 digits, +40 for women), birth place (1 letter + 3 digits), check character.
 * "Omocodia" (codes re-issued for homonyms) replaces digits with the letters LMNPQRSTUV.
 */

/** A decoded fiscal code. */
export interface DecodedFiscalCode {
  /** The code, upper-cased. */
  fiscalCode: string;
  valid: true;
  /** YYYY-MM-DD. */
  birthDate: string;
  gender: 'M' | 'F';
  /** Cadastral code of the municipality (e.g. `F205` Milano) or foreign country (`Z…`). */
  birthPlaceCode: string;
}

/** Syntactic shape, letters allowed where omocodia may replace digits. */
const PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

const MONTH_LETTERS = 'ABCDEHLMPRST';
const OMOCODIA_LETTERS = 'LMNPQRSTUV';

/** Values of the characters in odd positions (1st, 3rd, …) for the check character. */
const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Value of a character in an even position: digits are themselves, letters A=0 … Z=25. */
function evenValue(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
}

/** The check character the first 15 characters call for. */
export function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15.charAt(i);
    // Positions are counted from 1, so index 0 is an "odd" position.
    sum += i % 2 === 0 ? (ODD_VALUES[ch] ?? 0) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Turns omocodia letters back into digits. */
function undoOmocodia(text: string): string {
  return text.replace(/[LMNPQRSTUV]/g, (ch) => String(OMOCODIA_LETTERS.indexOf(ch)));
}

/**
 * Decodes a fiscal code, or returns undefined when it is not a syntactically valid one
 * (wrong shape, impossible date or wrong check character).
 *
 * The century is not in the code: a two-digit year not after the current year is read as 20yy,
 * otherwise 19yy (a 2025 newborn and a 1925 centenarian cannot be told apart).
 */
export function decodeFiscalCode(input: string, now: Date = new Date()): DecodedFiscalCode | undefined {
  const code = input.trim().toUpperCase();
  if (!PATTERN.test(code)) return undefined;
  if (checkCharacter(code.slice(0, 15)) !== code.charAt(15)) return undefined;

  const yy = Number(undoOmocodia(code.slice(6, 8)));
  const month = MONTH_LETTERS.indexOf(code.charAt(8)) + 1;
  let day = Number(undoOmocodia(code.slice(9, 11)));
  const gender = day > 40 ? 'F' : 'M';
  if (gender === 'F') day -= 40;
  const currentYy = now.getFullYear() % 100;
  const year = (yy <= currentYy ? 2000 : 1900) + yy;

  // Reject impossible dates (e.g. 31 February) by round-tripping through Date.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;

  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    fiscalCode: code,
    valid: true,
    birthDate: `${year}-${pad(month)}-${pad(day)}`,
    gender,
    birthPlaceCode: code.charAt(11) + undoOmocodia(code.slice(12, 15)),
  };
}
