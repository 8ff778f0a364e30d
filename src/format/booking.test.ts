import { describe, expect, it } from 'vitest';
import type { BookAssistanceOptions } from '../api/schemas';
import { bookingWindow, minutesOf, planCallback, romeDay, romeMinutes } from './booking';

const SLOTS = [
  { id: 11, from: '09:00', to: '11:00' },
  { id: 12, from: '11:00', to: '13:00' },
  { id: 13, from: '14:00', to: '19:00' },
];
const options = (over: Partial<BookAssistanceOptions> = {}): BookAssistanceOptions => ({
  reasons: [
    { id: 3, code: 'conto' },
    { id: 21, code: 'altro' },
  ],
  timeSlots: SLOTS,
  ...over,
});
/** 2025-06-10 is a Tuesday; Rome is UTC+2 in June (CEST) and UTC+1 in January (CET). */
const rome = (iso: string) => new Date(iso);

describe('§4 Other states: callback booking', () => {
  it('§4 today available: the first slot ending later than now', () => {
    const plan = planCallback({ now: rome('2025-06-10T10:30:00+02:00'), options: options(), unavailableDates: [] });
    expect(plan).toEqual({ bookDate: '2025-06-10', notes: 'Onboarding', reasonId: 21, timeSlotId: 11 });
  });

  it('§4 a slot ending exactly now has not "ended later than now": the next one', () => {
    expect(planCallback({ now: rome('2025-06-10T11:00:00+02:00'), options: options(), unavailableDates: [] })?.timeSlotId).toBe(12);
    expect(planCallback({ now: rome('2025-06-10T10:59:00+02:00'), options: options(), unavailableDates: [] })?.timeSlotId).toBe(11);
  });

  it('§4 between slots (13:30) the next slot; before the first (07:00) the first', () => {
    expect(planCallback({ now: rome('2025-06-10T13:30:00+02:00'), options: options(), unavailableDates: [] })?.timeSlotId).toBe(13);
    expect(planCallback({ now: rome('2025-06-10T07:00:00+02:00'), options: options(), unavailableDates: [] })?.timeSlotId).toBe(11);
  });

  it('§4 after the last slot has ended (19:30) the fallback is the last slot, today', () => {
    const plan = planCallback({ now: rome('2025-06-10T19:30:00+02:00'), options: options(), unavailableDates: [] });
    expect(plan).toMatchObject({ bookDate: '2025-06-10', timeSlotId: 13 });
  });

  it('§4 today unavailable (a weekend): skips forward to Monday and takes the first slot, whatever the hour', () => {
    const plan = planCallback({
      now: rome('2025-06-14T10:30:00+02:00'), // Saturday
      options: options(),
      unavailableDates: ['2025-06-14', '2025-06-15'],
    });
    expect(plan).toMatchObject({ bookDate: '2025-06-16', timeSlotId: 11 });
  });

  it('§4 a run of unavailable dates across a month and a year end', () => {
    const plan = planCallback({
      now: rome('2025-12-30T16:00:00+01:00'),
      options: options(),
      unavailableDates: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-03'],
    });
    expect(plan).toMatchObject({ bookDate: '2026-01-02', timeSlotId: 11 });
  });

  it('§4 unavailable dates that are not today change nothing', () => {
    const plan = planCallback({ now: rome('2025-06-10T12:00:00+02:00'), options: options(), unavailableDates: ['2025-06-11'] });
    expect(plan).toMatchObject({ bookDate: '2025-06-10', timeSlotId: 12 });
  });

  it('Europe/Rome day change: 22:30 UTC on the 10th is 00:30 on the 11th in Rome (summer and winter)', () => {
    const summer = planCallback({ now: new Date('2025-06-10T22:30:00Z'), options: options(), unavailableDates: [] });
    expect(summer).toMatchObject({ bookDate: '2025-06-11', timeSlotId: 11 });
    const winter = planCallback({ now: new Date('2025-01-10T23:30:00Z'), options: options(), unavailableDates: ['2025-01-11', '2025-01-12'] });
    expect(winter).toMatchObject({ bookDate: '2025-01-13', timeSlotId: 11 });
    // 17:30 UTC in June is 19:30 in Rome: every slot has ended.
    expect(planCallback({ now: new Date('2025-06-10T17:30:00Z'), options: options(), unavailableDates: [] })?.timeSlotId).toBe(13);
  });

  it('§4/§9 the reason coded altro, else id 8', () => {
    const now = rome('2025-06-10T10:30:00+02:00');
    expect(planCallback({ now, options: options(), unavailableDates: [] })?.reasonId).toBe(21);
    expect(planCallback({ now, options: options({ reasons: [{ id: 3, code: 'conto' }] }), unavailableDates: [] })?.reasonId).toBe(8);
    expect(planCallback({ now, options: options({ reasons: [] }), unavailableDates: [] })?.reasonId).toBe(8);
  });

  it('slots with seconds are read; no slots at all gives no booking', () => {
    const withSeconds = options({ timeSlots: [{ id: 'a', from: '09:00:00', to: '12:00:00' }, { id: 'b', from: '12:00:00', to: '18:00:00' }] });
    expect(planCallback({ now: rome('2025-06-10T12:15:00+02:00'), options: withSeconds, unavailableDates: [] })?.timeSlotId).toBe('b');
    expect(planCallback({ now: rome('2025-06-10T12:15:00+02:00'), options: options({ timeSlots: [] }), unavailableDates: [] })).toBeNull();
  });

  it('Rome clock helpers', () => {
    expect(romeDay(new Date('2025-03-30T00:30:00Z'))).toBe('2025-03-30');
    expect(romeMinutes(new Date('2025-03-30T01:30:00Z'))).toBe(3 * 60 + 30); // after the spring change, UTC+2
    expect(minutesOf('9:05')).toBe(545);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('nine')).toBeNull();
  });

  it('§9 the unavailable-dates window: one month from today in Rome', () => {
    expect(bookingWindow(new Date('2025-01-31T10:00:00Z'))).toEqual({ startDate: '2025-01-31', endDate: '2025-02-28' });
    expect(bookingWindow(new Date('2025-06-09T22:30:00Z'))).toEqual({ startDate: '2025-06-10', endDate: '2025-07-10' });
  });
});
