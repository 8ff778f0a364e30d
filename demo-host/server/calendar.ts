/**
 * The bank's calendar for the callback booking (spec §7 Help): the day in Rome, Easter, the
 * Italian public holidays and the unavailable dates of `POST bank-transfer/unavailable-dates`.
 * Pure functions on `YYYY-MM-DD` strings (calendar days, no time zone once the Rome day is known).
 */

/** The bank's time zone: "today" is the day in Rome, whatever the server's zone. */
const BANK_TIME_ZONE = 'Europe/Rome';

// en-CA formats a date as YYYY-MM-DD.
const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Rome at `now` (epoch ms or Date), YYYY-MM-DD: 22:30 UTC in summer is already tomorrow. */
export function romeDay(now: number | Date = Date.now()): string {
  return romeDate.format(now);
}

/** Whether `value` is `YYYY-MM-DD` and a real calendar day (no 31 April, no 29 February 2027). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Epoch ms of midnight UTC of a `YYYY-MM-DD` day (days are counted in UTC: no daylight-saving gaps). */
function utcMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` moved by `days` (negative for earlier), YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(utcMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** Whether `day` is a Saturday or a Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(utcMs(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"),
 * YYYY-MM-DD: 2026-04-05, 2027-03-28.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Fixed-date Italian public holidays, MM-DD (national ones; no patron saints). */
const FIXED_HOLIDAYS: readonly string[] = [
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Festa della Liberazione
  '05-01', // Festa del lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Ferragosto
  '11-01', // Ognissanti
  '12-08', // Immacolata Concezione
  '12-25', // Natale
  '12-26', // Santo Stefano
];

/** The Italian public holidays of a year, sorted: the fixed ones and Easter Monday (Easter + 1). */
export function italianHolidays(year: number): string[] {
  const fixed = FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`);
  return [...fixed, addDays(easterSunday(year), 1)].sort();
}

/**
 * The unavailable dates within [startDate, endDate] (both included, `startDate` ≤ `endDate`): every
 * Saturday and Sunday, every Italian public holiday and every date of `extra`, sorted and unique.
 */
export function unavailableDates(startDate: string, endDate: string, extra: readonly string[] = []): string[] {
  const holidays = new Set<string>();
  const firstYear = Number(startDate.slice(0, 4));
  const lastYear = Number(endDate.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) for (const day of italianHolidays(year)) holidays.add(day);
  const extraSet = new Set(extra);
  const dates: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
    if (isWeekend(day) || holidays.has(day) || extraSet.has(day)) dates.push(day);
  }
  return dates;
}
