/**
 * The help repository: the callback bookings (the `bookings` table) and the callback service's extra unavailable
 * dates (a row of the `settings` table, like the signature duration, cleared by reset). The rules that decide
 * what may be booked are ../help.ts.
 */
import type Database from 'better-sqlite3';
import { deleteSetting, readSetting, writeSetting } from './settings';

// --- The extra unavailable dates ---

const EXTRA_DATES_KEY = 'unavailable-dates';

/** The configured extra unavailable dates, sorted (none until the admin surface sets some). */
export function extraUnavailableDates(sql: Database.Database): string[] {
  const value = readSetting(sql, EXTRA_DATES_KEY);
  return value === undefined ? [] : (JSON.parse(value) as string[]);
}

/** Replaces the extra unavailable dates (sorted, unique); an empty list removes the row. @returns them. */
export function setExtraUnavailableDates(sql: Database.Database, dates: readonly string[]): string[] {
  const sorted = [...new Set(dates)].sort();
  if (sorted.length === 0) deleteSetting(sql, EXTRA_DATES_KEY);
  else writeSetting(sql, EXTRA_DATES_KEY, JSON.stringify(sorted));
  return sorted;
}

// --- Bookings ---

/** A stored booking, as `GET /__sandbox/bookings` lists it. */
export interface Booking {
  id: string;
  userId: string;
  phoneNumber: string;
  bookDate: string;
  timeSlotId: number;
  reasonId: number;
  notes: string;
  /** ISO date-time. */
  createdAt: string;
}

/** Stores a booking (arrival order is kept). */
export function insertBooking(sql: Database.Database, booking: Booking): void {
  sql
    .prepare(
      `INSERT INTO bookings (id, user_id, phone_number, book_date, time_slot_id, reason_id, notes, created_at)
       VALUES (@id, @userId, @phoneNumber, @bookDate, @timeSlotId, @reasonId, @notes, @createdAt)`,
    )
    .run(booking);
}

interface BookingRow {
  id: string;
  user_id: string;
  phone_number: string;
  book_date: string;
  time_slot_id: number;
  reason_id: number;
  notes: string;
  created_at: string;
}

/** Every stored booking, oldest first. */
export function listBookings(sql: Database.Database): Booking[] {
  const rows = sql.prepare('SELECT * FROM bookings ORDER BY seq').all() as BookingRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    phoneNumber: row.phone_number,
    bookDate: row.book_date,
    timeSlotId: row.time_slot_id,
    reasonId: row.reason_id,
    notes: row.notes,
    createdAt: row.created_at,
  }));
}
