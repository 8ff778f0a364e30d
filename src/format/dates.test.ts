import { eachDayOfInterval, format, startOfWeek } from 'date-fns';
import { it as itLocale } from 'date-fns/locale/it';
import { describe, expect, it } from 'vitest';
import { formatDate, WEEK_STARTS_ON } from './dates';

describe('§9 dates', () => {
  it('§9 default date display day/month/year: gg/mm/aaaa with two-digit day and month', () => {
    expect(formatDate(new Date(1990, 2, 5))).toBe('05/03/1990');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDate('2026-01-09')).toBe('09/01/2026');
    expect(formatDate('2026-01-09T22:30:00Z')).toBe('09/01/2026'); // the calendar day as written, not shifted
  });

  it('§9 the display is the Italian locale short date (date-fns it, pattern P)', () => {
    for (const day of eachDayOfInterval({ start: new Date(2025, 11, 25), end: new Date(2026, 0, 8) })) {
      expect(formatDate(day)).toBe(format(day, 'P', { locale: itLocale }));
    }
  });

  it('unreadable or non-existent dates show nothing', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('09/01/2026')).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('§9 week starts Monday: WEEK_STARTS_ON is the it locale\'s, and a week computed with it starts on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(itLocale.options?.weekStartsOn);
    // Sunday 11 January 2026 belongs to the week that began on Monday 5 January.
    expect(startOfWeek(new Date(2026, 0, 11), { weekStartsOn: WEEK_STARTS_ON })).toEqual(new Date(2026, 0, 5));
  });
});
