/**
 * The callback booking of spec §4 "Other states", as a pure function of the clock and the answers of
 * `help/book-assistance-options` and `bank-transfer/unavailable-dates` (§7 Help):
 *
 * - book on today's date, skipping unavailable dates forward;
 * - if today is available, the first time slot ending later than now; with none, the last slot;
 * - on a later day, the first slot;
 * - the reason coded `altro`, else id 8 (§9 "fallback reason id 8"); notes `Onboarding`.
 *
 * "Today" and "now" are the bank's: Europe/Rome, whatever the device's time zone (a phone abroad, a CI
 * machine on UTC), so 00:30 in Rome is already the next day while it is 22:30 UTC.
 */
import { addDays, addMonths, format, parseISO } from 'date-fns';
import type { AssistanceBooking } from '../api/contract-schemas';
import type { BookAssistanceOptions } from '../api/schemas';

/** The bank's time zone: the day and the time the callback service keeps. */
const BOOKING_TIME_ZONE = 'Europe/Rome';
/** spec §4: "Reason is the one coded altro, else id 8". */
const BOOKING_REASON_CODE = 'altro';
const FALLBACK_REASON_ID = 8;
/** spec §4: "Notes text is Onboarding". */
export const BOOKING_NOTES = 'Onboarding';

const romeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function romeParts(now: Date): Record<string, string> {
  return Object.fromEntries(romeClock.formatToParts(now).map((part) => [part.type, part.value]));
}

/** The date in Rome at `now`, YYYY-MM-DD. */
export function romeDay(now: Date): string {
  const { year, month, day } = romeParts(now);
  return `${year}-${month}-${day}`;
}

/** Minutes since midnight in Rome at `now`. */
export function romeMinutes(now: Date): number {
  const { hour, minute } = romeParts(now);
  return Number(hour) * 60 + Number(minute);
}

/** `HH:mm` or `HH:mm:ss` as minutes since midnight; null when unreadable. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The calendar day after `day` (YYYY-MM-DD), month and year ends included. */
const nextDay = (day: string): string => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');

/** spec §7/§9: the unavailable-dates window, from today in Rome to one month later (YYYY-MM-DD). */
export function bookingWindow(now: Date): { startDate: string; endDate: string } {
  const startDate = romeDay(now);
  return { startDate, endDate: format(addMonths(parseISO(startDate), 1), 'yyyy-MM-dd') };
}

export interface CallbackInput {
  now: Date;
  options: BookAssistanceOptions;
  /** Unavailable dates, YYYY-MM-DD (weekends and holidays included by the server). */
  unavailableDates: readonly string[];
}

/** The booking of spec §4 "Other states"; null when the service offers no time slot at all. */
export function planCallback({ now, options, unavailableDates }: CallbackInput): AssistanceBooking | null {
  const slots = options.timeSlots;
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return null;
  const today = romeDay(now);
  const unavailable = new Set(unavailableDates);
  let day = today;
  // A finite set: the walk forward ends at the first day it does not hold.
  while (unavailable.has(day)) day = nextDay(day);
  let slot = first;
  if (day === today) {
    const minutes = romeMinutes(now);
    slot = slots.find((candidate) => (minutesOf(candidate.to) ?? -1) > minutes) ?? last;
  }
  const reason = options.reasons.find((candidate) => candidate.code === BOOKING_REASON_CODE);
  return { bookDate: day, notes: BOOKING_NOTES, reasonId: reason?.id ?? FALLBACK_REASON_ID, timeSlotId: slot.id };
}
