/**
 * Session key `bookAssistance` (spec §3 "Session storage keys"): the day of the operator callback this session
 * booked (spec §2 Callback panel, §4 Other states "Callback booking", §7 `POST help/book-assistance`), as the
 * booking's `bookDate` (YYYY-MM-DD). Written once the booking succeeds; read when the callback section opens,
 * so a booked call shows 'Chiamata prenotata' again (closing the panel resets it to main, spec §2) instead of
 * a second Conferma that would book the same call twice. A booking for a day already past in Rome (a tab left
 * open) no longer counts. It goes with the rest of the session (spec §4 Session: "all stored data is cleared").
 *
 * Kept apart from booking.ts so the help panel reads it without loading the booking rule (date-fns), which
 * loads with the click on Conferma.
 */
import { readSession, writeSession } from '../session/storage';

/** The bank's day (Europe/Rome, like booking.ts) at `now`, YYYY-MM-DD ('en-CA' formats dates that way). */
const romeDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Stores the day of the callback just booked. */
export function rememberBookedCallback(bookDate: string): void {
  writeSession('bookAssistance', bookDate);
}

/** Whether this session booked a callback for today or a later day (Rome); false for none, a past day or junk. */
export function hasBookedCallback(now: Date = new Date()): boolean {
  const day = readSession('bookAssistance');
  return day !== null && DAY.test(day) && day >= romeDay(now);
}
