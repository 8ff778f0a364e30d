// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, easterSunday, isIsoDay, isWeekend, italianHolidays, romeDay, unavailableDates } from './calendar';

describe('Easter (anonymous Gregorian algorithm)', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2000, '2000-04-23'],
    // The earliest and the latest possible dates.
    [2285, '2285-03-22'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s, a Sunday', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
    expect(new Date(`${expected}T00:00:00Z`).getUTCDay()).toBe(0);
  });
});

describe('Italian public holidays', () => {
  it('2026: the ten fixed holidays and Easter Monday 6 April, sorted', () => {
    expect(italianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('2027: Easter Monday is 29 March (Easter 28 March)', () => {
    expect(italianHolidays(2027)).toContain('2027-03-29');
    expect(italianHolidays(2027)).not.toContain('2027-04-06');
  });
});

describe('unavailable dates (weekends, holidays, extra dates)', () => {
  it('§7 across the year end: weekends, Christmas, Santo Stefano, New Year and Epiphany, sorted and unique', () => {
    // 25 December 2026 is a Friday, so Santo Stefano (26) is also a Saturday: listed once.
    expect(unavailableDates('2026-12-21', '2027-01-08')).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-06',
    ]);
  });

  it('Easter 2026: Saturday 4, Easter Sunday 5 and Easter Monday 6 April; Tuesday 7 is available', () => {
    expect(unavailableDates('2026-04-01', '2026-04-10')).toEqual(['2026-04-04', '2026-04-05', '2026-04-06']);
  });

  it('Easter 2027: Saturday 27, Easter Sunday 28 and Easter Monday 29 March', () => {
    expect(unavailableDates('2027-03-22', '2027-04-02')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
  });

  it('adds the extra dates inside the window only, without duplicates', () => {
    expect(unavailableDates('2026-04-01', '2026-04-10', ['2026-04-02', '2026-04-04', '2026-05-20', '2026-03-31'])).toEqual([
      '2026-04-02',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
    ]);
  });

  it('a one-day window is that day when unavailable, else empty', () => {
    expect(unavailableDates('2026-06-02', '2026-06-02')).toEqual(['2026-06-02']);
    expect(unavailableDates('2026-06-03', '2026-06-03')).toEqual([]);
  });
});

describe('calendar helpers', () => {
  it('isIsoDay accepts real YYYY-MM-DD days only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('02/04/2026')).toBe(false);
    expect(isIsoDay('2026-4-2')).toBe(false);
    expect(isIsoDay('2026-04-02T00:00:00Z')).toBe(false);
  });

  it('adds and counts days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-04-10', '2026-04-01')).toBe(-9);
    expect(isWeekend('2026-04-04')).toBe(true);
    expect(isWeekend('2026-04-07')).toBe(false);
  });

  it('romeDay: the day in Europe/Rome, not in UTC (summer +2, winter +1)', () => {
    expect(romeDay(Date.parse('2026-04-01T21:59:00Z'))).toBe('2026-04-01');
    expect(romeDay(Date.parse('2026-04-01T22:30:00Z'))).toBe('2026-04-02');
    expect(romeDay(Date.parse('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(romeDay(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
