import { describe, expect, it } from 'vitest';
import { mapAddressCaret, normaliseAddressTyping } from './address-typing';
import { AddressSchema, CitySchema } from './address';
import { normaliseAddress } from './normalise';

describe('§5 address normalisation as typed', () => {
  it("§5 accented letters become the plain letter and an apostrophe, upper-cased: 'Città' → \"CITTA'\"", () => {
    expect(normaliseAddressTyping('Città')).toBe("CITTA'");
    expect(normaliseAddressTyping('à è é ì í ò ó ù ú')).toBe("A' E' E' I' I' O' O' U' U'");
    expect(normaliseAddressTyping('À È É Ì Ò Ù')).toBe("A' E' E' I' O' U'");
    expect(normaliseAddressTyping('via Niccolò Tommaseo')).toBe("VIA NICCOLO' TOMMASEO");
  });

  it('§5 with the no-apostrophe flag an accented letter becomes just the plain letter', () => {
    expect(normaliseAddressTyping('Città', { apostrophe: false })).toBe('CITTA');
    expect(normaliseAddressTyping('à è é ì ò ù', { apostrophe: false })).toBe('A E E I O U');
  });

  it('other diacritics lose their mark without an apostrophe; the typographic apostrophe becomes plain', () => {
    expect(normaliseAddressTyping('Façade Müller Peña')).toBe('FACADE MULLER PENA');
    expect(normaliseAddressTyping('Dell’Arco')).toBe("DELL'ARCO");
  });

  it('a decomposed accent (a dead key: vowel + combining mark) is folded the same way', () => {
    expect(normaliseAddressTyping('citta\u0300')).toBe("CITTA'");
    expect(normaliseAddressTyping('citta\u0300', { apostrophe: false })).toBe('CITTA');
    expect(normaliseAddressTyping('n\u0303')).toBe('N');
  });

  it('nothing typed is lost: spaces stay where they are (a trailing one too) and refused characters are kept for the message', () => {
    expect(normaliseAddressTyping('via roma ')).toBe('VIA ROMA ');
    expect(normaliseAddressTyping('  via  roma')).toBe('  VIA  ROMA');
    expect(normaliseAddressTyping('via roma, 12 #b')).toBe('VIA ROMA, 12 #B');
    expect(normaliseAddressTyping('Straße 1')).toBe('STRASSE 1');
    expect(normaliseAddressTyping('')).toBe('');
  });

  it('a pasted address is normalised whole', () => {
    const pasted = 'Piazza Sant’Antonio da Padova, Città di Castello';
    expect(normaliseAddressTyping(pasted)).toBe("PIAZZA SANT'ANTONIO DA PADOVA, CITTA' DI CASTELLO");
  });

  it('is idempotent, and agrees with the submitted normalisation once trimmed and collapsed', () => {
    for (const text of ['Città di Castello', '  via   Cà d’Oro 5 ', 'Forlì-Cesena', 'Façade']) {
      const typed = normaliseAddressTyping(text);
      expect(normaliseAddressTyping(typed)).toBe(typed);
      expect(normaliseAddress(typed)).toBe(normaliseAddress(text));
    }
  });

  it('§5 the normalised text passes the address and city rules', () => {
    expect(AddressSchema.safeParse(normaliseAddressTyping('Via Niccolò Tommaseo 4')).success).toBe(true);
    expect(CitySchema.safeParse(normaliseAddressTyping('Forlì')).success).toBe(true);
    expect(CitySchema.safeParse(normaliseAddressTyping("Sant'Agata de' Goti")).success).toBe(true);
  });
});

describe('§5 the caret through the normalisation', () => {
  it('a caret before a folded letter does not move', () => {
    // "Città": the caret between "Citt" and "à" stays at 4.
    expect(mapAddressCaret('Città', 4)).toBe(4);
    expect(mapAddressCaret('Città', 0)).toBe(0);
  });

  it("a caret after a folded letter moves past the added apostrophe", () => {
    expect(mapAddressCaret('Città', 5)).toBe(6);
    expect(mapAddressCaret('Città di', 6)).toBe(7);
    expect(mapAddressCaret('Città', 5, { apostrophe: false })).toBe(5);
  });

  it('a caret after a decomposed accent counts its apostrophe once', () => {
    expect(mapAddressCaret('citta\u0300x', 6)).toBe(6);
    expect(mapAddressCaret('citta\u0300x', 7)).toBe(7);
  });

  it('a caret in the middle of a pasted text stays after what was pasted', () => {
    // "Via " + pasted "Niccolò" + " 4": the caret after the paste (11) lands after "NICCOLO'" (12).
    const text = 'Via Niccolò 4';
    expect(mapAddressCaret(text, 11)).toBe(12);
    expect(normaliseAddressTyping(text).slice(0, 12)).toBe("VIA NICCOLO'");
  });

  it('out-of-range carets are clamped', () => {
    expect(mapAddressCaret('Città', 99)).toBe(6);
    expect(mapAddressCaret('Città', -3)).toBe(0);
  });
});
