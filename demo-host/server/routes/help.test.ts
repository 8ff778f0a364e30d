// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unavailableDatesWindow } from '../../../src/api/help';
import { BOOKING_NOTES, planCallback } from '../../../src/format/booking';
import { HELP_MSG, MAX_UNAVAILABLE_WINDOW_DAYS } from '../help';
import type { Booking } from '../repositories/help';
import { DEMO_PHONE, DEMO_USER_ID } from '../seed';
import type { ErrorJson } from '../testing';
import { adminGet, adminPost, api, json, login, setupSandbox } from '../testing';
import type { App } from './registrations/fixtures';
import { fieldErrors } from './registrations/fixtures';

afterEach(() => {
  vi.useRealTimers();
});

/** Freezes the clock (Date only: the app's promises and timers run normally). */
function at(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function token(app: App): Promise<string> {
  return (await login(app)).access_token;
}

const unavailable = (app: App, t: string | undefined, body: unknown) =>
  api(app, '/bank-transfer/unavailable-dates', { ...(t ? { token: t } : {}), method: 'POST', body });

const book = (app: App, t: string | undefined, body: unknown) =>
  api(app, '/help/book-assistance', { ...(t ? { token: t } : {}), method: 'POST', body });

const booking = (bookDate: string, more: Record<string, unknown> = {}) => ({ bookDate, notes: 'Onboarding', reasonId: 3, timeSlotId: 1, ...more });

async function bookings(app: App): Promise<Booking[]> {
  return (await json<{ bookings: Booking[] }>(await adminGet(app, '/bookings'))).bookings;
}

describe('§7 Help: GET help/book-assistance-options', () => {
  it('§9 reasons (altro is id 3, no id 8) and the Monday–Friday 9–19 two-hour slots, ids 1..5', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/help/book-assistance-options', { token: await token(app) });
    expect(res.status).toBe(200);
    const body = await json<{ reasons: { id: number; code: string; description: string }[]; timeSlots: unknown[] }>(res);
    expect(body.reasons).toContainEqual({ id: 3, code: 'altro', description: 'Altro' });
    expect(body.reasons.length).toBeGreaterThan(1);
    expect(body.reasons.map((r) => r.id)).not.toContain(8);
    expect(body.timeSlots).toEqual([
      { id: 1, from: '09:00', to: '11:00' },
      { id: 2, from: '11:00', to: '13:00' },
      { id: 3, from: '13:00', to: '15:00' },
      { id: 4, from: '15:00', to: '17:00' },
      { id: 5, from: '17:00', to: '19:00' },
    ]);
  });

  it('needs a token (401)', async () => {
    const { app } = setupSandbox();
    expect((await api(app, '/help/book-assistance-options')).status).toBe(401);
  });
});

describe('§7 Help: POST bank-transfer/unavailable-dates', () => {
  it('§7 weekends and holidays across the year end, for the window the client sends (one month from today in Rome)', async () => {
    at('2026-12-20T10:00:00Z');
    const { app } = setupSandbox();
    const window = unavailableDatesWindow(new Date());
    expect(window).toEqual({ startDate: '2026-12-20', endDate: '2027-01-20' });
    const res = await unavailable(app, await token(app), window);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      dates: [
        '2026-12-20',
        '2026-12-25',
        '2026-12-26',
        '2026-12-27',
        '2027-01-01',
        '2027-01-02',
        '2027-01-03',
        '2027-01-06',
        '2027-01-09',
        '2027-01-10',
        '2027-01-16',
        '2027-01-17',
      ],
    });
  });

  it('Easter Monday: 6 April 2026 and 29 March 2027', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    const y2026 = await json<{ dates: string[] }>(await unavailable(app, t, { startDate: '2026-04-06', endDate: '2026-04-07' }));
    expect(y2026.dates).toEqual(['2026-04-06']);
    const y2027 = await json<{ dates: string[] }>(await unavailable(app, t, { startDate: '2027-03-29', endDate: '2027-03-30' }));
    expect(y2027.dates).toEqual(['2027-03-29']);
  });

  it('adds the extra dates of POST /__sandbox/unavailable-dates (replaced as a whole, [] clears, reset clears)', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    const window = { startDate: '2026-04-07', endDate: '2026-04-10' };
    expect((await json<{ dates: string[] }>(await unavailable(app, t, window))).dates).toEqual([]);

    const set = await adminPost(app, '/unavailable-dates', { dates: ['2026-04-09', '2026-04-08', '2026-04-09', '2026-05-12'] });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ ok: true, dates: ['2026-04-08', '2026-04-09', '2026-05-12'] });
    expect(await json(await adminGet(app, '/unavailable-dates'))).toEqual({ dates: ['2026-04-08', '2026-04-09', '2026-05-12'] });
    expect((await json<{ dates: string[] }>(await unavailable(app, t, window))).dates).toEqual(['2026-04-08', '2026-04-09']);

    await adminPost(app, '/unavailable-dates', { dates: ['2026-04-10'] });
    expect((await json<{ dates: string[] }>(await unavailable(app, t, window))).dates).toEqual(['2026-04-10']);
    await adminPost(app, '/unavailable-dates', { dates: [] });
    expect(await json(await adminGet(app, '/unavailable-dates'))).toEqual({ dates: [] });

    await adminPost(app, '/unavailable-dates', { dates: ['2026-04-10'] });
    await adminPost(app, '/reset');
    expect(await json(await adminGet(app, '/unavailable-dates'))).toEqual({ dates: [] });
  });

  it('the admin call refuses a date that is not a real YYYY-MM-DD day (400 on dates.N)', async () => {
    const { app } = setupSandbox();
    const res = await adminPost(app, '/unavailable-dates', { dates: ['2026-04-10', '2026-02-30'] });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({ 'dates.1': HELP_MSG.date });
    expect((await adminPost(app, '/unavailable-dates', {})).status).toBe(400);
    expect(await json(await adminGet(app, '/unavailable-dates'))).toEqual({ dates: [] });
  });

  it('refuses malformed dates, an end before the start and a window wider than three months (400, field errors)', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    const malformed = await unavailable(app, t, { startDate: '02/04/2026', endDate: '2026-02-30' });
    expect(malformed.status).toBe(400);
    expect(await fieldErrors(malformed)).toEqual({ startDate: HELP_MSG.date, endDate: HELP_MSG.date });
    expect(await fieldErrors(await unavailable(app, t, {}))).toEqual({ startDate: HELP_MSG.required, endDate: HELP_MSG.required });
    const reversed = await unavailable(app, t, { startDate: '2026-04-10', endDate: '2026-04-09' });
    expect(reversed.status).toBe(400);
    expect(await fieldErrors(reversed)).toEqual({ endDate: HELP_MSG.endBeforeStart });
    const start = '2026-01-01';
    const widest = new Date(Date.parse(`${start}T00:00:00Z`) + MAX_UNAVAILABLE_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect((await unavailable(app, t, { startDate: start, endDate: widest })).status).toBe(200);
    const tooWide = await unavailable(app, t, { startDate: start, endDate: '2026-04-04' });
    expect(tooWide.status).toBe(400);
    expect(await fieldErrors(tooWide)).toEqual({ endDate: HELP_MSG.windowTooWide });
  });

  it('needs a token (401)', async () => {
    const { app } = setupSandbox();
    expect((await unavailable(app, undefined, { startDate: '2026-04-01', endDate: '2026-04-02' })).status).toBe(401);
  });
});

describe('§7 Help: POST help/book-assistance', () => {
  it('§4 books what the client plans (today in Rome, first slot ending later, reason altro) and stores it', async () => {
    // Thursday 2 April 2026, 11:30 in Rome: slot 2 (11:00–13:00) is the first ending later than now.
    at('2026-04-02T09:30:00Z');
    const { app } = setupSandbox();
    const t = await token(app);
    const options = await json<{ reasons: { id: number; code: string }[]; timeSlots: { id: number; from: string; to: string }[] }>(
      await api(app, '/help/book-assistance-options', { token: t }),
    );
    const { dates } = await json<{ dates: string[] }>(await unavailable(app, t, unavailableDatesWindow(new Date())));
    const plan = planCallback({ now: new Date(), options, unavailableDates: dates });
    expect(plan).toEqual({ bookDate: '2026-04-02', notes: BOOKING_NOTES, reasonId: 3, timeSlotId: 2 });

    const res = await book(app, t, plan);
    expect(res.status).toBe(200);
    const answer = await json<Record<string, unknown>>(res);
    expect(answer).toEqual({ id: expect.any(String) as unknown, bookDate: '2026-04-02', timeSlotId: 2, reasonId: 3, notes: 'Onboarding' });
    expect(await bookings(app)).toEqual([
      {
        id: answer.id,
        userId: DEMO_USER_ID,
        phoneNumber: DEMO_PHONE,
        bookDate: '2026-04-02',
        timeSlotId: 2,
        reasonId: 3,
        notes: 'Onboarding',
        createdAt: '2026-04-02T09:30:00.000Z',
      },
    ]);
  });

  it("§4 accepts today's last slot after it ended (the client's fallback) and ids sent as strings", async () => {
    at('2026-04-02T18:30:00Z'); // 20:30 in Rome
    const { app } = setupSandbox();
    const res = await book(app, await token(app), booking('2026-04-02', { reasonId: '3', timeSlotId: '5' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ reasonId: 3, timeSlotId: 5 });
  });

  it('refuses a date in the past (Rome day): after midnight in Rome yesterday is past even while UTC is still on it', async () => {
    at('2026-04-01T21:30:00Z'); // 23:30 on 1 April in Rome
    const { app } = setupSandbox();
    let t = await token(app);
    expect((await book(app, t, booking('2026-04-01'))).status).toBe(200);
    at('2026-04-01T22:30:00Z'); // 00:30 on 2 April in Rome, still 1 April in UTC
    t = await token(app); // the first one expired meanwhile
    const res = await book(app, t, booking('2026-04-01'));
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res)).context).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'bookDate', message: HELP_MSG.pastDate }] });
    expect((await book(app, t, booking('2026-04-02'))).status).toBe(200);
    expect(await bookings(app)).toHaveLength(2);
  });

  it('refuses an unavailable date: a weekend, Easter Monday, an extra date of the admin surface', async () => {
    at('2026-04-02T08:00:00Z');
    const { app } = setupSandbox();
    const t = await token(app);
    for (const day of ['2026-04-04', '2026-04-05', '2026-04-06']) {
      const res = await book(app, t, booking(day));
      expect(res.status, day).toBe(400);
      expect(await fieldErrors(res), day).toEqual({ bookDate: HELP_MSG.unavailableDate });
    }
    expect((await book(app, t, booking('2026-04-03'))).status).toBe(200);
    await adminPost(app, '/unavailable-dates', { dates: ['2026-04-03'] });
    expect(await fieldErrors(await book(app, t, booking('2026-04-03')))).toEqual({ bookDate: HELP_MSG.unavailableDate });
    expect((await book(app, t, booking('2026-04-07'))).status).toBe(200);
    expect((await bookings(app)).map((b) => b.bookDate)).toEqual(['2026-04-03', '2026-04-07']);
  });

  it('refuses an unknown reason or slot, a malformed date, missing fields and overlong notes (400, field errors)', async () => {
    at('2026-04-02T08:00:00Z');
    const { app } = setupSandbox();
    const t = await token(app);
    const unknown = await book(app, t, booking('2026-04-07', { reasonId: 8, timeSlotId: '6' }));
    expect(unknown.status).toBe(400);
    expect(await fieldErrors(unknown)).toEqual({ reasonId: HELP_MSG.unknownReason, timeSlotId: HELP_MSG.unknownSlot });
    expect(await fieldErrors(await book(app, t, booking('2026-02-30')))).toEqual({ bookDate: HELP_MSG.date });
    expect(await fieldErrors(await book(app, t, booking('07/04/2026')))).toEqual({ bookDate: HELP_MSG.date });
    expect(await fieldErrors(await book(app, t, {}))).toEqual({
      bookDate: HELP_MSG.required,
      notes: HELP_MSG.required,
      reasonId: HELP_MSG.required,
      timeSlotId: HELP_MSG.required,
    });
    expect(await fieldErrors(await book(app, t, booking('2026-04-07', { notes: 'x'.repeat(501) })))).toEqual({ notes: HELP_MSG.notesTooLong });
    expect(await fieldErrors(await book(app, t, booking('2026-04-07', { reasonId: true })))).toEqual({ reasonId: HELP_MSG.unknownReason });
    expect(await bookings(app)).toEqual([]);
  });

  it('a fault injected on POST /api/usr/v2/help/book-assistance makes the booking fail, nothing stored', async () => {
    at('2026-04-02T08:00:00Z');
    const { app } = setupSandbox();
    const t = await token(app);
    const fault = await adminPost(app, '/faults', {
      method: 'POST',
      path: '/api/usr/v2/help/book-assistance',
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Errore interno simulato',
    });
    expect(fault.status).toBe(200);
    const res = await book(app, t, booking('2026-04-07'));
    expect(res.status).toBe(500);
    expect((await json<ErrorJson>(res)).context).toEqual({ code: 'INTERNAL_ERROR', message: 'Errore interno simulato' });
    expect(await bookings(app)).toEqual([]);
    // The fault is used up: the next booking goes through.
    expect((await book(app, t, booking('2026-04-07'))).status).toBe(200);
    expect(await bookings(app)).toHaveLength(1);
  });

  it('needs a token (401); reset clears the bookings', async () => {
    at('2026-04-02T08:00:00Z');
    const { app } = setupSandbox();
    expect((await book(app, undefined, booking('2026-04-07'))).status).toBe(401);
    await book(app, await token(app), booking('2026-04-07'));
    expect(await bookings(app)).toHaveLength(1);
    await adminPost(app, '/reset');
    expect(await bookings(app)).toEqual([]);
  });
});
