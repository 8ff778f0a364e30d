import { describe, expect, it } from 'vitest';
import { normaliseAddress, toUpperCaseInput } from './normalise';

describe('§5 address normalisation', () => {
  it("§5 accented letters become the plain letter and an apostrophe (à → A')", () => {
    expect(normaliseAddress('à è é ì í ò ó ù ú')).toBe("A' E' E' I' I' O' O' U' U'");
    expect(normaliseAddress('À È É Ì Ò Ù')).toBe("A' E' E' I' O' U'");
    expect(normaliseAddress('Via Niccolò Tommaseo')).toBe("VIA NICCOLO' TOMMASEO");
    expect(normaliseAddress('Forlì')).toBe("FORLI'");
  });

  it('§5 with the flag off, accented letters become just the plain letter', () => {
    expect(normaliseAddress('à è é ì ò ù', { apostrophe: false })).toBe('A E E I O U');
    expect(normaliseAddress('Via Niccolò Tommaseo', { apostrophe: false })).toBe('VIA NICCOLO TOMMASEO');
  });

  it('§5 address text is upper-cased, spaces collapsed and trimmed', () => {
    expect(normaliseAddress('  via   roma\t 12  ')).toBe('VIA ROMA 12');
    expect(normaliseAddress('Via Cà d’Oro  5')).toBe("VIA CA' D'ORO 5");
  });

  it('other diacritics are dropped, without an apostrophe', () => {
    expect(normaliseAddress('Façade Müller Peña')).toBe('FACADE MULLER PENA');
  });

  it('decomposed accents (a letter + combining mark) are treated the same', () => {
    expect(normaliseAddress('citta\u0300')).toBe("CITTA'");
  });

  it('is idempotent', () => {
    const once = normaliseAddress('  Piazza  Sant’Andrea, 12/b – Città ');
    expect(normaliseAddress(once)).toBe(once);
  });
});

describe('§5 upper-casing input', () => {
  it('§5 the value is upper-cased on every update', () => {
    expect(toUpperCaseInput('rssmra85t10a562s')).toBe('RSSMRA85T10A562S');
    expect(toUpperCaseInput('città')).toBe('CITTÀ');
    expect(toUpperCaseInput('')).toBe('');
    expect(toUpperCaseInput(null)).toBe('');
    expect(toUpperCaseInput(undefined)).toBe('');
  });
});
