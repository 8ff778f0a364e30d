import { describe, expect, it } from 'vitest';
import { formatMoney, NO_AMOUNT } from './money';

describe('§9 money', () => {
  it('§9 money: euros with a dot for thousands, a comma for decimals, two decimals, then the euro sign', () => {
    expect(formatMoney(123456)).toBe('1.234,56 €');
    expect(formatMoney(123456789)).toBe('1.234.567,89 €');
    expect(formatMoney(100000000)).toBe('1.000.000,00 €');
  });

  it('§9 money: four-digit euro amounts keep the thousands dot (Intl it-IT would drop it)', () => {
    expect(formatMoney(123400)).toBe('1.234,00 €');
    expect(formatMoney(100001)).toBe('1.000,01 €');
    expect(formatMoney(999999)).toBe('9.999,99 €');
  });

  it('§9 money: exactly two decimals, also below one euro and for whole euros', () => {
    expect(formatMoney(399)).toBe('3,99 €');
    expect(formatMoney(5)).toBe('0,05 €');
    expect(formatMoney(50)).toBe('0,50 €');
    expect(formatMoney(100)).toBe('1,00 €');
    expect(formatMoney(99999)).toBe('999,99 €');
  });

  it('§9 money: a zero amount shows a dash', () => {
    expect(formatMoney(0)).toBe(NO_AMOUNT);
    expect(formatMoney(-0)).toBe(NO_AMOUNT);
    expect(formatMoney('0')).toBe(NO_AMOUNT);
    expect(formatMoney(0.4)).toBe(NO_AMOUNT);
  });

  it('§9 money: a non-numeric amount shows a dash', () => {
    for (const value of [null, undefined, '', ' ', 'abc', '12,50', '1e3', Number.NaN, Infinity, -Infinity, {}, [], true]) {
      expect(formatMoney(value), String(value)).toBe(NO_AMOUNT);
    }
  });

  it('§9 money: numeric strings from the API are read as cents', () => {
    expect(formatMoney('123456')).toBe('1.234,56 €');
    expect(formatMoney(' 399 ')).toBe('3,99 €');
  });

  it('§9 money: negative amounts keep their sign; fractions of a cent are rounded', () => {
    expect(formatMoney(-123456)).toBe('-1.234,56 €');
    expect(formatMoney(-50)).toBe('-0,50 €');
    expect(formatMoney(1234.6)).toBe('12,35 €');
  });
});
