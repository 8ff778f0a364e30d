/**
 * The callback service of the help panel (spec §3 "Book-assistance options", §4 "Other
 * states", §7 Help): the seeded reasons and time slots, the request schemas and the booking rules; what is
 * stored (the bookings, the configurable extra unavailable dates) is repositories/help.ts.
 * Rules, no HTTP (routes/help.ts serves them).
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { daysBetween, isIsoDay, romeDay, unavailableDates } from './calendar';
import type { FieldError } from './errors';
import { errors } from './errors';
import { extraUnavailableDates, insertBooking } from './repositories/help';
import type { Booking } from './repositories/help';

/** One reason of `GET help/book-assistance-options`. */
export interface AssistanceReason {
  id: number;
  code: string;
  description: string;
}

/** One time slot of `GET help/book-assistance-options`, `HH:mm`, Rome time. */
export interface TimeSlot {
  id: number;
  from: string;
  to: string;
}

/**
 * The reasons of a callback. The client books the one coded `altro` (spec §4), else id 8, so no seeded
 * reason has id 8: removing `altro` here would make the client's fallback id an unknown reason.
 */
export const ASSISTANCE_REASONS: readonly AssistanceReason[] = [
  { id: 1, code: 'apertura-conto', description: 'Apertura del conto' },
  { id: 2, code: 'documenti', description: 'Documenti e riconoscimento' },
  { id: 3, code: 'altro', description: 'Altro' },
  { id: 4, code: 'carte', description: 'Carte di pagamento' },
  { id: 5, code: 'firma', description: 'Firma dei contratti' },
];

/** Spec §9: the callback service runs Monday to Friday, 9 to 19, in two-hour slots. */
export const TIME_SLOTS: readonly TimeSlot[] = [
  { id: 1, from: '09:00', to: '11:00' },
  { id: 2, from: '11:00', to: '13:00' },
  { id: 3, from: '13:00', to: '15:00' },
  { id: 4, from: '15:00', to: '17:00' },
  { id: 5, from: '17:00', to: '19:00' },
];

/** `POST bank-transfer/unavailable-dates`: the widest window asked at once (three calendar months at most). */
export const MAX_UNAVAILABLE_WINDOW_DAYS = 92;

/** At most this many extra unavailable dates (`POST /__sandbox/unavailable-dates`). */
const MAX_EXTRA_DATES = 400;

/** Longest `notes` of a booking. */
const MAX_NOTES_LENGTH = 500;

/** The Italian field messages of the help calls. */
export const HELP_MSG = {
  required: 'Il campo è obbligatorio',
  date: 'Inserisci una data valida nel formato aaaa-mm-gg',
  endBeforeStart: 'La data di fine non può precedere la data di inizio',
  windowTooWide: `L'intervallo non può superare i ${MAX_UNAVAILABLE_WINDOW_DAYS} giorni`,
  pastDate: 'La data scelta è già passata',
  unavailableDate: 'Il servizio non è disponibile nel giorno scelto',
  unknownReason: 'Motivo della richiesta sconosciuto',
  unknownSlot: 'Fascia oraria sconosciuta',
  notesTooLong: `Le note non possono superare i ${MAX_NOTES_LENGTH} caratteri`,
} as const;

/** A required `YYYY-MM-DD` calendar day. */
const isoDay = () =>
  z.string({ error: (issue) => (issue.input === undefined ? HELP_MSG.required : HELP_MSG.date) }).refine(isIsoDay, HELP_MSG.date);

/** Body of `POST bank-transfer/unavailable-dates`. */
export const unavailableDatesSchema = z
  .object({ startDate: isoDay(), endDate: isoDay() })
  .superRefine(({ startDate, endDate }, ctx) => {
    const days = daysBetween(startDate, endDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: HELP_MSG.endBeforeStart });
    else if (days > MAX_UNAVAILABLE_WINDOW_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: HELP_MSG.windowTooWide });
  });

/** Body of `POST /__sandbox/unavailable-dates`: the extra dates (replacing the earlier ones; `[]` clears). */
export const extraDatesSchema = z.object({ dates: z.array(isoDay()).max(MAX_EXTRA_DATES) });

/** An id of the options: the number, or its digits as a string (`3` or `'3'`); `unknown` for another type. */
const optionId = (unknown: string) =>
  z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? HELP_MSG.required : unknown) });

/** Body of `POST help/book-assistance` (spec §3 booking payload). */
export const bookingSchema = z.object({
  bookDate: isoDay(),
  notes: z.string({ error: HELP_MSG.required }).max(MAX_NOTES_LENGTH, HELP_MSG.notesTooLong),
  reasonId: optionId(HELP_MSG.unknownReason),
  timeSlotId: optionId(HELP_MSG.unknownSlot),
});
export type BookingBody = z.output<typeof bookingSchema>;

/** The unavailable dates within [startDate, endDate]: weekends, Italian holidays and the extra dates. */
export function unavailableDatesIn(sql: Database.Database, startDate: string, endDate: string): string[] {
  return unavailableDates(startDate, endDate, extraUnavailableDates(sql));
}

// --- Bookings ---

/** The answer of `POST help/book-assistance`. */
export type BookingAnswer = Pick<Booking, 'id' | 'bookDate' | 'timeSlotId' | 'reasonId' | 'notes'>;

/** The option whose id is `id` (a number, or the same digits as a string). */
function findOption<T extends { id: number }>(options: readonly T[], id: number | string): T | undefined {
  return options.find((option) => String(option.id) === String(id).trim());
}

/**
 * Checks a booking against the options and the calendar at `now` (Rome day): a known reason and slot, a
 * date not in the past and not unavailable. A slot of today that has already ended is accepted: the
 * client books today's last slot when none ends later (spec §4 "fall back to the last slot").
 * @returns the field errors, empty when the booking is acceptable.
 */
function bookingErrors(sql: Database.Database, body: BookingBody, now: number): FieldError[] {
  const found: FieldError[] = [];
  const today = romeDay(now);
  if (body.bookDate < today) found.push({ field: 'bookDate', message: HELP_MSG.pastDate });
  else if (unavailableDatesIn(sql, body.bookDate, body.bookDate).length > 0) {
    found.push({ field: 'bookDate', message: HELP_MSG.unavailableDate });
  }
  if (!findOption(ASSISTANCE_REASONS, body.reasonId)) found.push({ field: 'reasonId', message: HELP_MSG.unknownReason });
  if (!findOption(TIME_SLOTS, body.timeSlotId)) found.push({ field: 'timeSlotId', message: HELP_MSG.unknownSlot });
  return found;
}

/**
 * Books a callback for the user (phone as stored), after {@link bookingErrors}.
 * @throws ApiError 400 BAD_REQUEST with the field errors.
 */
export function bookAssistance(
  sql: Database.Database,
  user: { id: string; phoneNumber: string },
  body: BookingBody,
  now: number = Date.now(),
): BookingAnswer {
  const fieldErrors = bookingErrors(sql, body, now);
  if (fieldErrors.length > 0) throw errors.badRequest('Invalid booking', fieldErrors);
  const booking: Booking = {
    id: randomUUID(),
    userId: user.id,
    phoneNumber: user.phoneNumber,
    bookDate: body.bookDate,
    timeSlotId: (findOption(TIME_SLOTS, body.timeSlotId) as TimeSlot).id,
    reasonId: (findOption(ASSISTANCE_REASONS, body.reasonId) as AssistanceReason).id,
    notes: body.notes,
    createdAt: new Date(now).toISOString(),
  };
  insertBooking(sql, booking);
  return { id: booking.id, bookDate: booking.bookDate, timeSlotId: booking.timeSlotId, reasonId: booking.reasonId, notes: booking.notes };
}
