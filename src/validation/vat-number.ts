/**
 * The partita IVA's arithmetic (our rule: docs/flows.md "The business (BUSINESS)"), with no schema library, so
 * that the draft (in the entry) can normalise a number without pulling the field schemas of
 * src/validation/business.ts.
 */

/** The two kinds of business (spec §1): a sole trader (ditta individuale, bizDI) or a liberal professional (bizLP). */
export type CompanyType = 'DI' | 'LP';

/** A partita IVA as checked and sent: spaces removed, a leading IT (any case) dropped. */
export const normaliseVatNumber = (value: string): string => value.replace(/\s+/g, '').replace(/^it/i, '');

/**
 * The check digit of a partita IVA's first 10 digits: digits in odd positions summed as they are, digits in even
 * positions doubled (less 9 when above 9), then (10 - sum % 10) % 10.
 */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (const [i, c] of [...first10].entries()) {
    const d = Number(c);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

const validOffice = (code: number) => (code >= 1 && code <= 100) || [120, 121, 888, 999].includes(code);

/** Whether 11 digits are a real partita IVA: not all zeros, a known office, the right check digit. */
export function isValidVatNumber(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^0+$/.test(digits) && validOffice(Number(digits.slice(7, 10))) && vatCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

