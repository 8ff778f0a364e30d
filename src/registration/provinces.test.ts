import { describe, expect, it } from 'vitest';
import { isProvinceCode, PROVINCES } from './provinces';

describe('Italian provinces (Addresses step)', () => {
  it('lists the 107 provinces and metropolitan cities, each abbreviation once, two capital letters', () => {
    expect(PROVINCES).toHaveLength(107);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(107);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(107);
    for (const { code } of PROVINCES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name, as the select shows it', () => {
    const names = PROVINCES.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  });

  it('knows the abbreviations, and nothing else', () => {
    for (const code of ['MI', 'RM', 'SU', 'BT', 'MB', 'AO']) expect(isProvinceCode(code)).toBe(true);
    for (const code of ['mi', 'XX', 'EE', '', 'MIL']) expect(isProvinceCode(code)).toBe(false);
  });
});
