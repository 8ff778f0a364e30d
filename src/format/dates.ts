/**
 * Birth dates and age (spec §5 "Age is computed from birth date; under 18 means minor", §9 threshold),
 * zod-free so the flow engine in the entry and the validation schemas share one implementation.
 */
import { differenceInYears, lightFormat, startOfDay } from 'date-fns';

/** §9 minor threshold: under 18 is a minor. */
export const MINOR_AGE_LIMIT = 18;

/** A local calendar day at midnight; undefined when it does not exist (31/02/2000). */
function calendarDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day); // setFullYear: `new Date(85, …)` would mean 1985
  date.setHours(0, 0, 0, 0);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** 'YYYY-MM-DD' (optionally with a time part) as a local calendar day. */
function apiDay(text: string): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text.trim());
  return iso ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : undefined;
}

/**
 * A birth date as a local calendar day: 'dd/mm/yyyy' as typed (two-digit day and month, four-digit
 * year) or 'yyyy-mm-dd' as the API sends it (a time part is ignored). Undefined for anything else or
 * a day that does not exist.
 */
export function parseBirthDate(text: string): Date | undefined {
  const value = text.trim();
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (dmy) return calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return apiDay(value);
}

/** A Date as given (undefined when invalid), or a string read by {@link parseBirthDate}. */
function toDate(birthDate: Date | string): Date | undefined {
  if (typeof birthDate === 'string') return parseBirthDate(birthDate);
  return Number.isNaN(birthDate.getTime()) ? undefined : birthDate;
}

/**
 * §5 age in full years on `today` (date-fns `differenceInYears`: someone born on 29 February turns a
 * year older on 1 March in common years). Undefined when the birth date is unreadable; negative for a
 * date in the future.
 */
export function ageFromBirthDate(birthDate: Date | string, today: Date = new Date()): number | undefined {
  const date = toDate(birthDate);
  return date === undefined ? undefined : differenceInYears(startOfDay(today), startOfDay(date));
}

/** §5 / §9 under 18 on `today`; false when the birth date is unreadable. */
export function isMinor(birthDate: Date | string, today: Date = new Date()): boolean {
  const age = ageFromBirthDate(birthDate, today);
  return age !== undefined && age < MINOR_AGE_LIMIT;
}


/**
 * spec §9 "week starts Monday": the `weekStartsOn` of every week computed in the app (date-fns
 * `startOfWeek`, `endOfWeek`, `eachWeekOfInterval`, …). Equal to the date-fns `it` locale's own
 * (dates.test.ts checks it), held here so the `it` locale is not loaded just for this number.
 */
export const WEEK_STARTS_ON = 1 as const;

/**
 * spec §9 "default date display day/month/year": gg/mm/aaaa ("05/03/1990"). Takes a Date or the API's
 * 'YYYY-MM-DD' (a time part is ignored); '' for anything unreadable or a day that does not exist.
 *
 * date-fns `lightFormat`: for these numeric tokens its output is the `it` locale's own short date
 * (`format(date, 'P', { locale: it })`, checked in dates.test.ts) without loading the locale (about
 * 7 KB gz; the screen chunk budget is 15 KB gz). Use `format` with `it` once month or weekday names show.
 */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? apiDay(value) : value;
  return date === undefined || Number.isNaN(date.getTime()) ? '' : lightFormat(date, 'dd/MM/yyyy');
}

