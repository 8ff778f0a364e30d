/**
 * Age from the birth date (spec §5 "Age is computed from birth date; under 18 means minor", §9 minor
 * threshold) and AgeForm's birth-date field, typed as dd/mm/yyyy (§9 default date display).
 *
 * Typed dates are read with a strict pattern and a calendar check rather than date-fns `parse`: `parse`
 * with 'dd/MM/yyyy' also takes '1/2/85' (one-digit days and short years), so it would need the same
 * pattern in front, and it brings ~7.5 KB gz of format parsers (~9 KB with the `it` locale) into a screen
 * chunk whose budget is 15 KB (`src/flows/detect.ts` made the same choice for the entry).
 */
import { isAfter, startOfDay } from 'date-fns';
import * as z from 'zod/mini';
import { required } from './common';
import { BIRTH_DATE_FUTURE, BIRTH_DATE_INVALID, BIRTH_DATE_TOO_OLD } from './messages';
import { ageFromBirthDate, parseBirthDate } from '../format/dates';

export { ageFromBirthDate, isMinor, MINOR_AGE_LIMIT, parseBirthDate } from '../format/dates';

/** Birth dates more than this many years ago are refused as typing mistakes. */
export const BIRTH_DATE_MAX_AGE = 120;

/**
 * AgeForm's birth date, 'dd/mm/yyyy': required; a real calendar date; not after today; at most
 * {@link BIRTH_DATE_MAX_AGE} years ago. Minors pass: AgeForm sends them to `/minorInfo`. `today` is
 * read at each validation (injectable for tests). The output is the trimmed text.
 */
export function birthDateSchema(today: () => Date = () => new Date()) {
  return z.string().check(
    z.trim(),
    required(),
    z.refine((value: string) => /^\d{2}\/\d{2}\/\d{4}$/.test(value) && parseBirthDate(value) !== undefined, {
      error: BIRTH_DATE_INVALID,
      abort: true,
    }),
    // The date is readable here: the check above aborts otherwise.
    z.refine((value: string) => !isAfter(parseBirthDate(value) ?? today(), startOfDay(today())), {
      error: BIRTH_DATE_FUTURE,
      abort: true,
    }),
    z.refine((value: string) => (ageFromBirthDate(value, today()) ?? 0) <= BIRTH_DATE_MAX_AGE, {
      error: BIRTH_DATE_TOO_OLD,
    }),
  );
}
