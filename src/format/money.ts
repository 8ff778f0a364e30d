/**
 * Money display (spec §9): "Money is held in cents and shown as euros with a dot for thousands, a comma
 * for decimals, exactly two decimals, then the euro sign; a zero or non-numeric amount shows a dash."
 *
 * Built by hand rather than with `Intl.NumberFormat('it-IT')`: Intl leaves out the thousands dot of
 * four-digit amounts ("1234,56 €", CLDR's minimum grouping digits) and puts a no-break space before the
 * sign, so its output differs by amount and by engine. Here the sign follows one normal space
 * ("1.234,56 €"), as the spec's "then the euro sign" reads and as tests and copy can type it; where the
 * amount must not wrap away from its sign, the element shows it with `white-space: nowrap` (MoneyText).
 */

/** What a zero or non-numeric amount shows. */
export const NO_AMOUNT = '-';

/** Cents as a number: a finite number, or a numeric string ("123456", " -50 ", "12.5"); NaN otherwise. */
function centsOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * §9 money: cents as euros, "1.234,56 €" for 123456, "-0,50 €" for -50; a dash for zero and for anything
 * that is not a finite number of cents (null, '', 'abc', NaN, Infinity). Fractions of a cent are rounded.
 */
export function formatMoney(cents: unknown): string {
  const value = Math.round(centsOf(cents));
  if (!Number.isFinite(value) || value === 0) return NO_AMOUNT;
  const digits = String(Math.abs(value)).padStart(3, '0');
  const euros = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${value < 0 ? '-' : ''}${euros},${digits.slice(-2)} €`;
}
