/**
 * Dates shown to the user (spec §9 "default date display day/month/year"): dd/MM/yyyy.
 *
 * date-fns `lightFormat` rather than `format(date, 'dd/MM/yyyy', { locale: it })`: for numeric tokens the
 * output is the same in every locale, and `format` with the `it` locale weighs about 7 KB gz against under
 * 1 KB (the screen chunk budget is 15 KB gz). Use `format` with `it` once month or weekday names are shown.
 * (src/format/dates.ts has no display helper; this one can move there.)
 */
import { lightFormat } from 'date-fns';

/** "05/03/1990"; '' for an invalid date. */
export function formatDisplayDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : lightFormat(date, 'dd/MM/yyyy');
}
