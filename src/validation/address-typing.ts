/**
 * Spec §5 "Address strings are normalised … address fields clean typed text and then fire an input
 * event", applied AS THE USER TYPES: each character is folded on its own (à → A', other diacritics
 * dropped, ’ → ', upper case), so the transformation is prefix-stable — the normalised form of the
 * text before the caret is the start of the normalised whole — and the caret's new position is the
 * length of the normalised text before it. Unlike {@link normaliseAddress} nothing is trimmed or
 * collapsed while typing (a space typed at the end must stay, or the next word would stick to the
 * last); the submitted value goes through `normaliseAddress` for that. Nothing typed is dropped:
 * characters the §5 rules refuse stay, and the field's message says why.
 */
import { normaliseAddress, type NormaliseAddressOptions } from './normalise';

/** Grave and acute combining accents (the Italian ones): folded to an apostrophe after a vowel. */
const ITALIAN_ACCENT_MARK = /^[\u0300\u0301]$/;
const VOWEL = /^[AEIOUaeiou]$/;
const COMBINING_MARK = /^\p{M}$/u;

/** One code point (a character as typed, possibly an astral one), folded; `previous` is the last folded output. */
function foldCodePoint(char: string, previous: string, apostrophe: boolean): string {
  // A combining mark typed on its own (a dead key that produced a decomposed accent).
  if (COMBINING_MARK.test(char)) {
    return ITALIAN_ACCENT_MARK.test(char) && VOWEL.test(previous) && apostrophe ? "'" : '';
  }
  if (char === '\u2019') return "'";
  const [base = char, ...marks] = [...char.normalize('NFD')];
  if (marks.length === 0) return char.toUpperCase();
  const italian = VOWEL.test(base) && marks.some((mark) => ITALIAN_ACCENT_MARK.test(mark));
  // Other marks (ç, ñ, ö…) and non-Latin letters that decompose are kept as their base letter.
  const folded = base.toUpperCase();
  return italian && apostrophe ? `${folded}'` : folded;
}

/**
 * The §5 address normalisation of text as typed: accents folded (à → A', or A without the apostrophe
 * when `apostrophe` is false), the typographic apostrophe made plain, upper case; spaces and every
 * other character kept where they are.
 */
export function normaliseAddressTyping(text: string, { apostrophe = true }: NormaliseAddressOptions = {}): string {
  let out = '';
  let previous = '';
  for (const char of text) {
    const folded = foldCodePoint(char, previous, apostrophe);
    out += folded;
    if (folded) previous = folded.at(-1) ?? '';
  }
  return out;
}

/**
 * Where a caret at `caret` (a UTF-16 offset into `text`) goes once `text` is normalised: the length of
 * the normalised text before it, so "Cittàx" with the caret after "à" (5) → after "CITTA'" (6).
 */
export function mapAddressCaret(text: string, caret: number, options: NormaliseAddressOptions = {}): number {
  return normaliseAddressTyping(text.slice(0, Math.max(0, Math.min(caret, text.length))), options).length;
}

/** The submitted form of an address field: {@link normaliseAddress} (also trimmed, spaces collapsed). */
export { normaliseAddress };
