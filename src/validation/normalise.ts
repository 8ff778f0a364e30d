/**
 * Text normalisation of spec §5: address strings become plain upper-case letters, with "A'" for "à"
 * (the way Italian legacy systems and postal data write accents), and one input behaviour upper-cases
 * its value on every update. §5 does not show the address fields' full sanitising rules; this is the
 * part it names.
 */

/** Italian accented vowels (grave or acute) as base vowel + combining mark, after NFD. */
const ACCENTED_VOWEL = /([AEIOUaeiou])[\u0300\u0301]/g;
/** Any combining mark left after NFD (ç, ñ, ö, ā…: plain letter, no apostrophe). */
const COMBINING_MARKS = /\p{M}+/gu;

/** Options of {@link normaliseAddress}. */
export interface NormaliseAddressOptions {
  /** Write an accented vowel as the vowel and an apostrophe (à → A'); off: just the vowel (à → A). Default on. */
  apostrophe?: boolean;
}

/**
 * §5 address normalisation: the Italian accented vowels (à, è, é, ì, í, ò, ó, ù, ú, either case) become
 * the plain vowel followed by an apostrophe, unless `apostrophe` is false; other diacritics are dropped
 * (ç → C); the typographic apostrophe ’ becomes '; then upper case, runs of whitespace collapsed to one
 * space, and the ends trimmed. `normaliseAddress('via Cà d’Oro  5')` → "VIA CA' D'ORO 5".
 */
export function normaliseAddress(text: string, { apostrophe = true }: NormaliseAddressOptions = {}): string {
  return text
    .normalize('NFD')
    .replace(ACCENTED_VOWEL, apostrophe ? "$1'" : '$1')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(/’/g, "'")
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** §5 the input behaviour that upper-cases its value on every update (null and undefined become ''). */
export function toUpperCaseInput(value: string | null | undefined): string {
  return (value ?? '').toUpperCase();
}
