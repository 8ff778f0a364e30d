import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_MAX_AGE,
  MINOR_AGE_LIMIT,
  ageFromBirthDate,
  birthDateSchema,
  isMinor,
  parseBirthDate,
} from './birth-date';
import { BIRTH_DATE_FUTURE, BIRTH_DATE_INVALID, BIRTH_DATE_TOO_OLD, REQUIRED } from './messages';

/** A fixed "today": 15 June 2025, mid-afternoon local time. */
const today = new Date(2025, 5, 15, 15, 30);

describe('§5 age from birth date', () => {
  it('§9 the minor threshold is 18', () => {
    expect(MINOR_AGE_LIMIT).toBe(18);
  });

  it('parseBirthDate reads dd/mm/yyyy and yyyy-mm-dd as local calendar days', () => {
    expect(parseBirthDate('10/12/1985')).toEqual(new Date(1985, 11, 10));
    expect(parseBirthDate(' 29/02/2000 ')).toEqual(new Date(2000, 1, 29));
    expect(parseBirthDate('1985-12-10')).toEqual(new Date(1985, 11, 10));
    expect(parseBirthDate('1985-12-10T00:00:00Z')).toEqual(new Date(1985, 11, 10));
    expect(parseBirthDate('15/06/0085')?.getFullYear()).toBe(85); // not 1985
  });

  it('parseBirthDate refuses other formats and days that do not exist', () => {
    for (const bad of ['', '1/2/1985', '01/02/85', '31/02/2000', '29/02/2023', '00/01/2000', '01/13/2000', '32/01/2000', '10-12-1985', '1985/12/10', 'abc']) {
      expect(parseBirthDate(bad), bad).toBeUndefined();
    }
  });

  it('§5 age: full years on the given day, birthday included', () => {
    expect(ageFromBirthDate('15/06/2007', today)).toBe(18);
    expect(ageFromBirthDate('16/06/2007', today)).toBe(17);
    expect(ageFromBirthDate('10/12/1985', today)).toBe(39);
    expect(ageFromBirthDate(new Date(1985, 11, 10, 23, 59), today)).toBe(39);
    expect(ageFromBirthDate('1985-12-10', today)).toBe(39);
    expect(ageFromBirthDate('15/06/2025', today)).toBe(0);
  });

  it('§5 age: someone born on 29 February is a year older on 1 March of a common year', () => {
    expect(ageFromBirthDate('29/02/2008', new Date(2026, 1, 28))).toBe(17);
    expect(ageFromBirthDate('29/02/2008', new Date(2026, 2, 1))).toBe(18);
    expect(ageFromBirthDate('29/02/2008', new Date(2028, 1, 29))).toBe(20);
  });

  it('§5 age: unreadable dates have no age', () => {
    expect(ageFromBirthDate('31/02/2000', today)).toBeUndefined();
    expect(ageFromBirthDate(new Date(Number.NaN), today)).toBeUndefined();
  });

  it('§5 under 18 means minor', () => {
    expect(isMinor('16/06/2007', today)).toBe(true); // 18 tomorrow
    expect(isMinor('15/06/2007', today)).toBe(false); // 18 today
    expect(isMinor('01/01/2020', today)).toBe(true);
    expect(isMinor('10/12/1985', today)).toBe(false);
    expect(isMinor('not a date', today)).toBe(false);
  });

  it('§5 age: today defaults to the real clock', () => {
    expect(ageFromBirthDate('01/01/1900')).toBeGreaterThanOrEqual(125);
    expect(isMinor(new Date())).toBe(true);
  });
});

describe('AgeForm birth date', () => {
  const schema = birthDateSchema(() => today);
  const messagesOf = (value: string) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('the messages, verbatim', () => {
    expect(BIRTH_DATE_INVALID).toBe('La data inserita non è valida');
    expect(BIRTH_DATE_FUTURE).toBe('La data di nascita non può essere nel futuro');
    expect(BIRTH_DATE_TOO_OLD).toBe(`La data di nascita non può essere di oltre ${BIRTH_DATE_MAX_AGE} anni fa`);
  });

  it('accepts real dd/mm/yyyy dates from 120 years ago to today, minors included', () => {
    for (const ok of ['10/12/1985', '15/06/2025', '16/06/2007', '29/02/2000', '15/06/1905', ' 10/12/1985 ']) {
      expect(messagesOf(ok), ok).toEqual([]);
    }
    expect(schema.parse(' 10/12/1985 ')).toBe('10/12/1985');
  });

  it('required', () => {
    expect(messagesOf('')).toEqual([REQUIRED]);
    expect(messagesOf('  ')).toEqual([REQUIRED]);
  });

  it('refuses other formats and impossible dates', () => {
    for (const bad of ['1/2/1985', '10-12-1985', '1985-12-10', '31/04/1990', '29/02/2001', '10/12/85', '10/12/19855', 'oggi']) {
      expect(messagesOf(bad), bad).toEqual([BIRTH_DATE_INVALID]);
    }
  });

  it('refuses dates after today', () => {
    expect(messagesOf('16/06/2025')).toEqual([BIRTH_DATE_FUTURE]);
    expect(messagesOf('01/01/2100')).toEqual([BIRTH_DATE_FUTURE]);
  });

  it('refuses dates more than 120 years ago', () => {
    expect(messagesOf('14/06/1904')).toEqual([BIRTH_DATE_TOO_OLD]);
    expect(messagesOf('01/01/0001')).toEqual([BIRTH_DATE_TOO_OLD]);
  });
});
