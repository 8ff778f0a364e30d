// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCharacter, decodeFiscalCode } from './fiscalCode';

const NOW = new Date('2026-06-01T00:00:00Z');

/** Replaces the check character so a hand-built code is well-formed. */
function withCheck(first15: string): string {
  return first15 + checkCharacter(first15);
}

describe('fiscal-code decoder (§7 lookups/fiscal-code, §5 FISCAL_CODE)', () => {
  it('computes the check character of published examples', () => {
    // Widely published examples (Mario Rossi; the Wikipedia example for Matteo Moretti).
    expect(checkCharacter('RSSMRA85T10A562')).toBe('S');
    expect(checkCharacter('MRTMTT25D09F205')).toBe('Z');
  });

  it('decodes birth date, gender and birth place of a man', () => {
    expect(decodeFiscalCode('RSSMRA85T10A562S', NOW)).toEqual({
      fiscalCode: 'RSSMRA85T10A562S',
      valid: true,
      birthDate: '1985-12-10',
      gender: 'M',
      birthPlaceCode: 'A562',
    });
  });

  it('reads day + 40 as a woman and accepts lower case and spaces around', () => {
    const code = withCheck('BNCLRA80A41H501');
    expect(decodeFiscalCode(` ${code.toLowerCase()} `, NOW)).toMatchObject({
      fiscalCode: code,
      birthDate: '1980-01-01',
      gender: 'F',
      birthPlaceCode: 'H501',
    });
  });

  it('undoes omocodia letters in year, day and place', () => {
    // Day "10" re-issued as "1L" and place "A562" as "A56N" (L = 0, N = 2).
    const code = withCheck('RSSMRA85T1LA56N');
    expect(decodeFiscalCode(code, NOW)).toMatchObject({ birthDate: '1985-12-10', birthPlaceCode: 'A562' });
  });

  it('reads a two-digit year not after the current one as 20yy, else 19yy', () => {
    expect(decodeFiscalCode(withCheck('RSSMRA10A01F205'), NOW)?.birthDate).toBe('2010-01-01');
    expect(decodeFiscalCode(withCheck('RSSMRA26A01F205'), NOW)?.birthDate).toBe('2026-01-01');
    expect(decodeFiscalCode(withCheck('RSSMRA27A01F205'), NOW)?.birthDate).toBe('1927-01-01');
  });

  it.each([
    ['wrong check character', 'RSSMRA85T10A562T'],
    ['too short', 'RSSMRA85T10A562'],
    ['bad month letter', withCheck('RSSMRA85F10A562')],
    ['impossible date (31 February)', withCheck('RSSMRA85B31A562')],
    ['day zero', withCheck('RSSMRA85B00A562')],
    ['digits where letters belong', withCheck('RSSMR185T10A562')],
    ['empty', ''],
  ])('rejects a code with %s', (_label, code) => {
    expect(decodeFiscalCode(code, NOW)).toBeUndefined();
  });
});
