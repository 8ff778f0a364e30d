/**
 * The FIRST_NAME / LAST_NAME rule family of spec §5 (and §9: names 2 to 30 characters): letters of any
 * alphabet including accented ones, spaces and apostrophes (both ' and the typographic ’).
 */
import * as z from 'zod/mini';
import { maxLength, minLength, required } from './common';
import { NAME } from './messages';

/** §9 names: at least 2 characters. */
export const NAME_MIN_LENGTH = 2;
/** §9 names: at most 30 characters. */
export const NAME_MAX_LENGTH = 30;

/**
 * §5 name characters: letters (`\p{L}`: accented and non-Latin letters too), spaces, ' and ’, with at
 * least one letter (a value of only apostrophes is not a name). Hyphens are not in §5's list.
 */
const NAME_PATTERN = /^(?=.*\p{L})[\p{L} '’]+$/u;

/** §5 name pattern check, with the name message. Expects a trimmed, NFC-normalised value. */
function namePattern() {
  return z.regex(NAME_PATTERN, { error: NAME });
}

/**
 * §5 FIRST_NAME / LAST_NAME field: trimmed and NFC-normalised (so an "e" plus a combining accent, as
 * some keyboards type it, counts as the one letter "é"); required; the name pattern; then 2 to 30
 * characters. The pattern comes before the lengths so "1" says what is wrong with it.
 */
export const PersonNameSchema = z
  .string()
  .check(z.trim(), z.normalize('NFC'), required(), namePattern(), minLength(NAME_MIN_LENGTH), maxLength(NAME_MAX_LENGTH));
