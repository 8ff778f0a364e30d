/**
 * Dates shown to the user (spec §9 "default date display day/month/year"): the shared formatter of
 * src/format/dates.ts, under the kit's name.
 */
import { formatDate } from '../../format/dates';

/** "05/03/1990"; '' for an invalid date. */
export function formatDisplayDate(date: Date): string {
  return formatDate(date);
}
