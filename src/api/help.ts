/**
 * Help calls (spec §7 "Help"): callback booking options, unavailable dates, booking; and the premium
 * activation the help panel's premium section makes (spec §7 Registrations, `activate-premium`).
 */
import { bookingWindow } from '../format/booking';
import { USR } from './client';
import type { ApiClient } from './client';
import { BookAssistanceOptionsSchema, UnavailableDatesSchema } from './schemas';
import type { BookAssistanceOptions } from './schemas';
import type { AssistanceBooking, UnavailableDatesBody } from './contract-schemas';

/** Spec §3 booking payload (bookDate YYYY-MM-DD, notes, reasonId, timeSlotId); its schema is in contract-schemas.ts. */
export type { AssistanceBooking } from './contract-schemas';

/** `GET help/book-assistance-options`: reasons and timeSlots. */
export function getBookAssistanceOptions(api: ApiClient): Promise<BookAssistanceOptions> {
  return api.get(`${USR}/help/book-assistance-options`, { schema: BookAssistanceOptionsSchema });
}

/** Spec §9: the unavailable-date window is one month, from today in Rome (dates as YYYY-MM-DD). */
export const unavailableDatesWindow = bookingWindow;

/** `POST bank-transfer/unavailable-dates`, body startDate/endDate one month ahead; resolves with `dates`. */
export async function getUnavailableDates(api: ApiClient, now: Date = new Date()): Promise<string[]> {
  const range: UnavailableDatesBody = unavailableDatesWindow(now);
  const body = await api.post(`${USR}/bank-transfer/unavailable-dates`, range, {
    schema: UnavailableDatesSchema,
  });
  return body.dates;
}

/** `POST help/book-assistance`. */
export function bookAssistance(api: ApiClient, booking: AssistanceBooking): Promise<unknown> {
  return api.post(`${USR}/help/book-assistance`, {
    bookDate: booking.bookDate,
    notes: booking.notes,
    reasonId: booking.reasonId,
    timeSlotId: booking.timeSlotId,
  });
}

/**
 * `POST registrations/{id}/activate-premium`, no payload (spec §7). One function, kept with the
 * registration calls' paths: the help panel imports it from here.
 */
export { activatePremium } from './registrations';
