import { describe, expect, it } from 'vitest';
import { CITIZENSHIP_CODES, citizenshipOptions, countryName, ITALY } from './countries';

describe('citizenship options', () => {
  it('Italy comes first, named in Italian', () => {
    const options = citizenshipOptions();
    expect(ITALY).toBe('IT');
    expect(options[0]).toEqual({ code: 'IT', name: 'Italia' });
    expect(options.filter((o) => o.code === 'IT')).toHaveLength(1);
  });

  it('§9 interface locale Italian: the other countries are sorted by their Italian names', () => {
    const options = citizenshipOptions();
    const names = options.slice(1).map((o) => o.name);
    const collator = new Intl.Collator('it');
    for (let i = 1; i < names.length; i += 1) {
      expect(collator.compare(names[i - 1] ?? '', names[i] ?? ''), `${names[i - 1]} before ${names[i]}`).toBeLessThanOrEqual(0);
    }
    const index = (name: string) => names.indexOf(name);
    expect(index('Albania')).toBeGreaterThanOrEqual(0);
    expect(index('Albania')).toBeLessThan(index('Austria'));
    expect(index('Austria')).toBeLessThan(index('Belgio'));
    // Sorted by the Italian name, not the code: Germany (DE) is 'Germania', after 'Francia' (FR).
    expect(index('Francia')).toBeLessThan(index('Germania'));
    expect(options.find((o) => o.code === 'DE')?.name).toBe('Germania');
  });

  it('every code is offered exactly once, as two upper-case letters', () => {
    const codes = citizenshipOptions().map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(CITIZENSHIP_CODES).size).toBe(CITIZENSHIP_CODES.length);
    expect([...codes].sort()).toEqual([...CITIZENSHIP_CODES].sort());
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('every offered country has a name', () => {
    for (const option of citizenshipOptions()) expect(option.name, option.code).not.toBe('');
  });
});

describe('countryName', () => {
  it('names a code in Italian by default, and in another locale on request', () => {
    expect(countryName('IT')).toBe('Italia');
    expect(countryName('CH')).toBe('Svizzera');
    expect(countryName('DE', 'en')).toBe('Germany');
  });

  it('falls back to the code itself for an invalid code', () => {
    expect(countryName('not a code')).toBe('not a code');
    expect(countryName('1')).toBe('1');
  });
});
