/**
 * The field rules of spec §5 that the body schemas (./schemas.ts), the registration rules (./rules.ts) and the
 * upgrades (./upgrades.ts) share: the access code's safety, a birth date as a calendar day, and the age.
 * Pure functions with no imports, so every rule module can use them without importing another.
 */

/**
 * Spec §5 PIN/password safety: more than one distinct digit, and not an ascending or descending
 * run of consecutive digits (12345, 54321, 01234, 98765).
 */
export function isSafeAccessCode(code: string): boolean {
  const digits = [...code].map(Number);
  if (new Set(digits).size <= 1) return false;
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  return !steps.every((step) => step === 1) && !steps.every((step) => step === -1);
}

/** A real calendar date (YYYY-MM-DD), not after `now` (epoch ms, default the clock). */
export function isCalendarDate(value: string, now: number = Date.now()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= now;
}

/** Age in whole years on `today` of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}
