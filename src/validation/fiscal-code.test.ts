import { describe, expect, it } from 'vitest';
import {
  FiscalCodeSchema,
  decodeOmocodia,
  fiscalCodeBirthData,
  fiscalCodeControlChar,
  isValidFiscalCode,
  normaliseFiscalCode,
} from './fiscal-code';
import { FISCAL_CODE, REQUIRED } from './messages';

/** The first 15 characters plus the control character our algorithm gives them. */
function withControl(first15: string): string {
  return first15 + fiscalCodeControlChar(first15);
}

/**
 * Published valid codes: RSSMRA85T10A562S and MRTMTT25D09F205Z (the examples commonly cited), and the
 * encode test vectors of python-codicefiscale (fabiocaccamo), each checked here against an independent
 * implementation of the official tables too.
 */
const PUBLISHED_VALID = [
  'RSSMRA85T10A562S', // Mario Rossi, 10/12/1985, Roma
  'MRTMTT25D09F205Z', // Matteo Moretti, 09/04/1925, Milano
  'CCCFBA85D03L219P',
  'THDSDA95P08Z330H', // born abroad (Z330 Marocco)
  'BLSLGS84C22Z145O', // born abroad (Z145 Lettonia)
  'BRNGNN71B26L219T',
  'GMBLSN84A05G674H',
  'MRTMRA83T56A269B', // a woman: day 16 + 40
  'PNLMHL79R27I158P',
  'QTRDRA71P13G388J',
  'TKKYKU87B68L219F', // a woman: day 28 + 40
  'RSSMRA50B17A558W',
  'RSSMRA97D11F205N',
];

/**
 * Omocodic codes: the digits replaced right to left (positions 14, 13, 12, 10, 9, 7, 6) by their
 * letters, the control character recomputed. The CCCFBA… chain is published (python-codicefiscale's
 * omocode tests); the RSSMRA… chain was computed and cross-checked the same way.
 */
const OMOCODIC_VALID = [
  'CCCFBA85D03L21VE',
  'CCCFBA85D03L2MVP',
  'CCCFBA85D03LNMVE',
  'CCCFBA85D0PLNMVA',
  'CCCFBA85DLPLNMVL',
  'CCCFBA8RDLPLNMVX',
  'CCCFBAURDLPLNMVU',
  'RSSMRA85T10A56NH',
  'RSSMRA85T10A5SNT',
  'RSSMRA85T10ARSNO',
  'RSSMRA85T1LARSNR',
  'RSSMRA85TMLARSNC',
  'RSSMRA8RTMLARSNO',
  'RSSMRAURTMLARSNL',
];

/** Right shape, wrong control character. */
const WRONG_CONTROL = [
  'RSSMRA85T10A562T',
  'RSSMRA85T10A562A',
  'MRTMTT25D09F205A',
  'CCCFBA85D03L219B', // python-codicefiscale's "wrong CIN" case
  'TKKYKU87B68L219G',
  'RSSMRA85T10A56NS', // omocodic letter with the base code's control character, not recomputed
  'CCCFBAURDLPLNMVP',
];

const WRONG_LENGTH = [
  'RSSMRA85T10A562', // 15
  'RSSMRA85T10A562SS', // 17
  'CCCFBA85D03L219PP',
  'RSSMRA85T10A',
  'R',
  '12345678901', // a legal entity's 11-digit code is not a personal fiscal code
];

describe('§5 FISCAL_CODE', () => {
  it('§5 FISCAL_CODE: at least 30 real-format cases are covered', () => {
    expect(PUBLISHED_VALID.length + OMOCODIC_VALID.length + WRONG_CONTROL.length + WRONG_LENGTH.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PUBLISHED_VALID)('§5 FISCAL_CODE: the published valid code %s is accepted', (code) => {
    expect(isValidFiscalCode(code)).toBe(true);
    expect(fiscalCodeControlChar(code.slice(0, 15))).toBe(code.charAt(15));
  });

  it.each(OMOCODIC_VALID)('§5 FISCAL_CODE: omocodic codes with a correct control character are accepted (%s)', (code) => {
    expect(isValidFiscalCode(code)).toBe(true);
  });

  it('§5 FISCAL_CODE: every omocodic variant of a valid code, with its control character recomputed, is accepted', () => {
    const letters = 'LMNPQRSTUV';
    for (const base of PUBLISHED_VALID) {
      const chars = [...base.slice(0, 15)];
      for (const position of [14, 13, 12, 10, 9, 7, 6]) {
        chars[position] = letters.charAt(Number(chars[position]));
        const variant = withControl(chars.join(''));
        expect(isValidFiscalCode(variant), variant).toBe(true);
        expect(decodeOmocodia(variant), variant).toBe(base);
      }
    }
  });

  it.each(WRONG_CONTROL)('§5 FISCAL_CODE: a wrong control character is rejected (%s)', (code) => {
    expect(isValidFiscalCode(code)).toBe(false);
  });

  it('§5 FISCAL_CODE: every control letter but the right one is rejected', () => {
    const first15 = 'RSSMRA85T10A562';
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      expect(isValidFiscalCode(first15 + letter), letter).toBe(letter === 'S');
    }
  });

  it.each(WRONG_LENGTH)('§5 FISCAL_CODE: a wrong length is rejected (%s)', (code) => {
    expect(isValidFiscalCode(code)).toBe(false);
  });

  it('§5 FISCAL_CODE: a letter that is not a month is rejected, even with a matching control character', () => {
    for (const month of 'FGIJKNOQUVWXYZ') {
      const code = withControl(`RSSMRA85${month}10A562`);
      expect(isValidFiscalCode(code), code).toBe(false);
    }
    for (const month of 'ABCDEHLMPRST') expect(isValidFiscalCode(withControl(`RSSMRA85${month}10A562`)), month).toBe(true);
  });

  it('§5 FISCAL_CODE: a day that does not exist is rejected (00, 32-40, over 71, 30 February, 31 April, 29 February of 1985)', () => {
    for (const dayAndMonth of ['D00', 'D32', 'D40', 'D72', 'D99', 'B30', 'B70', 'D31', 'D71', 'B29', 'B69']) {
      const code = withControl(`CCCFBA85${dayAndMonth}L219`);
      expect(isValidFiscalCode(code), code).toBe(false);
    }
    for (const dayAndMonth of ['A31', 'A71', 'D30', 'D41']) {
      expect(isValidFiscalCode(withControl(`CCCFBA85${dayAndMonth}L219`)), dayAndMonth).toBe(true);
    }
    // 29 February of a year that may be a leap year (84: 1984; 00: 2000, though not 1900).
    for (const yearDayAndMonth of ['84B29', '84B69', '00B29']) {
      expect(isValidFiscalCode(withControl(`CCCFBA${yearDayAndMonth}L219`)), yearDayAndMonth).toBe(true);
    }
  });

  it('§5 FISCAL_CODE: invalid characters are rejected', () => {
    for (const code of [
      'RSSMRA85T10A562!',
      'RSSMRÀ85T10A562S',
      'RSSMRA85T10A562-',
      'RSS-MRA-85T10A562S',
      withControl('1SSMRA85T10A562'), // a digit among the name letters
      withControl('RSSMRA8AT10A562'), // A is not an omocodia letter
      withControl('RSSMRA85T10A5W2'), // W is not an omocodia letter
      withControl('RSSMRA85T1055562'.slice(0, 15)), // the municipality must start with a letter
      'RSSMRA85T10A5625', // the control character must be a letter
    ]) {
      expect(isValidFiscalCode(code), code).toBe(false);
    }
  });

  it('§5 FISCAL_CODE: lower case and blanks are accepted and normalised', () => {
    for (const code of ['rssmra85t10a562s', 'RssMra85T10a562S', ' RSS MRA 85T10 A562S ', 'cccfbaurdlplnmvu', 'mrtmtt25d09f205z']) {
      expect(isValidFiscalCode(code), code).toBe(true);
    }
    expect(normaliseFiscalCode(' rss mra 85t10\ta562s ')).toBe('RSSMRA85T10A562S');
  });

  it('§5 FISCAL_CODE field: required, the fiscal-code message, and a normalised output', () => {
    expect(FiscalCodeSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([REQUIRED]);
    expect(FiscalCodeSchema.safeParse('   ').error?.issues.map((i) => i.message)).toEqual([REQUIRED]);
    expect(FiscalCodeSchema.safeParse('RSSMRA85T10A562T').error?.issues.map((i) => i.message)).toEqual([FISCAL_CODE]);
    expect(FiscalCodeSchema.parse(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(FiscalCodeSchema.parse('rssmra85t10a56nh')).toBe('RSSMRA85T10A56NH');
  });
});

describe('fiscal-code helpers', () => {
  it('fiscalCodeControlChar follows the official odd/even tables', () => {
    expect(fiscalCodeControlChar('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeControlChar('MRTMTT25D09F205')).toBe('Z');
    expect(fiscalCodeControlChar('CCCFBA85D03L219')).toBe('P');
    // Odd positions only: 'A' and '0' are worth 1 each there, 'B' and '1' nothing.
    expect(fiscalCodeControlChar('AAAAAAAAAAAAAAA')).toBe('I'); // 8 odd × 1 + 7 even × 0 = 8
    expect(fiscalCodeControlChar('000000000000000')).toBe('I');
    expect(fiscalCodeControlChar('BBBBBBBBBBBBBBB')).toBe('H'); // 8 × 0 + 7 × 1 = 7
    expect(fiscalCodeControlChar('ZZZZZZZZZZZZZZZ')).toBe('V'); // (8 × 23 + 7 × 25) mod 26 = 359 mod 26 = 21 = V
  });

  it('fiscalCodeControlChar refuses anything but 15 upper-case letters or digits', () => {
    for (const bad of ['', 'RSSMRA85T10A56', 'RSSMRA85T10A562S', 'rssmra85t10a562', 'RSSMRA85T10A56!']) {
      expect(() => fiscalCodeControlChar(bad), bad).toThrow(RangeError);
    }
  });

  it('decodeOmocodia turns the omocodia letters back into digits and recomputes the control character', () => {
    expect(decodeOmocodia('RSSMRAURTMLARSNL')).toBe('RSSMRA85T10A562S');
    expect(decodeOmocodia('cccfba85d03l21ve')).toBe('CCCFBA85D03L219P');
    expect(decodeOmocodia('RSSMRA85T10A562S')).toBe('RSSMRA85T10A562S');
    // Letters outside the seven digit positions are not touched (the month T, the name letters).
    expect(decodeOmocodia('MRTMTT25D09F205Z')).toBe('MRTMTT25D09F205Z');
  });

  it('fiscalCodeBirthData reads year, month, day and sex, omocodia decoded', () => {
    expect(fiscalCodeBirthData('RSSMRA85T10A562S')).toEqual({ year2: 85, month: 12, day: 10, female: false });
    expect(fiscalCodeBirthData('MRTMTT25D09F205Z')).toEqual({ year2: 25, month: 4, day: 9, female: false });
    expect(fiscalCodeBirthData('MRTMRA83T56A269B')).toEqual({ year2: 83, month: 12, day: 16, female: true });
    expect(fiscalCodeBirthData('tkkyku87b68l219f')).toEqual({ year2: 87, month: 2, day: 28, female: true });
    expect(fiscalCodeBirthData('CCCFBAURDLPLNMVU')).toEqual({ year2: 85, month: 4, day: 3, female: false });
    expect(fiscalCodeBirthData('RSSMRA00A01A562X')).toEqual({ year2: 0, month: 1, day: 1, female: false });
  });

  it('fiscalCodeBirthData is null for a wrong shape or a day that does not exist', () => {
    for (const bad of ['', 'RSSMRA85T10A562', 'RSSMRA85F10A562S', 'RSSMRA85T00A562S', 'RSSMRA85B30A562S', 'RSSMRA85T75A562S']) {
      expect(fiscalCodeBirthData(bad), bad).toBeNull();
    }
  });
});
