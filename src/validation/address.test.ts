import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  ADDRESS_MAX_LENGTH,
  AddressSchema,
  CITY_MAX_LENGTH,
  CitySchema,
  FULL_ADDRESS_MAX_LENGTH,
  FullAddressSchema,
  HOUSE_NUMBER_MAX_LENGTH,
  HouseNumberSchema,
} from './address';
import { ADDRESS, INVALID_VALUE, maxLengthMessage, REQUIRED } from './messages';
import { normaliseAddress } from './normalise';

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('§5 address rules', () => {
  it('§5 ADDRESS: letters, digits, Italian accents, spaces and apostrophes', () => {
    for (const ok of ['Via Roma 12', 'VIA DELL’ARCO 3', "Piazza Sant'Angelo", 'Via Niccolò Tommaseo 4', 'Corso Città 1', 'VIA CA\' D\'ORO 5']) {
      expect(messagesOf(AddressSchema, ok), ok).toEqual([]);
    }
  });

  it("§5 ADDRESS: anything else gives 'L'indirizzo non è valido, sono ammessi solamente caratteri alfanumerici'", () => {
    for (const bad of ['Via Roma, 12', 'Via Roma 12/B', 'P.zza Duomo', 'Via Roma-Nord', 'Straße 1', 'Via Roma #1', "''"]) {
      expect(messagesOf(AddressSchema, bad), bad).toEqual([ADDRESS]);
    }
  });

  it('§5 CITY: letters, accents, hyphens, spaces and apostrophes', () => {
    for (const ok of ['Milano', "L'Aquila", 'Reggio nell’Emilia', 'Forlì', 'Bolzano-Bozen', 'Köln', 'São Paulo', 'Łódź']) {
      expect(messagesOf(CitySchema, ok), ok).toEqual([]);
    }
    for (const bad of ['Milano 2', 'Milano, MI', 'Roma (RM)', 'St. Moritz', '---', 'Città/Paese']) {
      expect(messagesOf(CitySchema, bad), bad).toEqual([INVALID_VALUE]);
    }
  });

  it('§5 HOUSE_NUMBER: letters, digits, slash, space, dot, apostrophe, hyphen', () => {
    for (const ok of ['12', '12/B', '12 B', 'KM 3.5', 'SNC', "12'", '10-12', '7/A-bis']) {
      expect(messagesOf(HouseNumberSchema, ok), ok).toEqual([]);
    }
    for (const bad of ['12,B', '12#', '(12)', '12+1', '/', '.-']) {
      expect(messagesOf(HouseNumberSchema, bad), bad).toEqual([INVALID_VALUE]);
    }
  });

  it('§5 FULL_ADDRESS: the address characters plus commas (and slash, dot, hyphen)', () => {
    for (const ok of ['Via Roma, 12', 'Via Roma, 12/B', 'P.zza Duomo, 1', 'Via Niccolò Tommaseo, 4 - Scala B', "VIA DELL'ARCO, 3"]) {
      expect(messagesOf(FullAddressSchema, ok), ok).toEqual([]);
    }
    for (const bad of ['Via Roma; 12', 'Via Roma #12', 'Via Roma (12)', 'Straße 1', ',,,']) {
      expect(messagesOf(FullAddressSchema, bad), bad).toEqual([INVALID_VALUE]);
    }
  });

  it('§5 max length (hostile input): a pasted 10,000-character value is refused with the §5 message', () => {
    const cases = [
      [AddressSchema, ADDRESS_MAX_LENGTH],
      [CitySchema, CITY_MAX_LENGTH],
      [HouseNumberSchema, HOUSE_NUMBER_MAX_LENGTH],
      [FullAddressSchema, FULL_ADDRESS_MAX_LENGTH],
    ] as const;
    for (const [schema, max] of cases) {
      expect(messagesOf(schema, 'A'.repeat(max))).toEqual([]);
      expect(messagesOf(schema, ` ${'A'.repeat(max)} `)).toEqual([]);
      expect(messagesOf(schema, 'A'.repeat(max + 1))).toEqual([maxLengthMessage(max)]);
      expect(messagesOf(schema, 'A'.repeat(10_000))).toEqual([maxLengthMessage(max)]);
    }
    expect(messagesOf(CitySchema, 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch')).toEqual([]);
  });

  it('§5 address fields: required, blanks trimmed', () => {
    for (const schema of [AddressSchema, CitySchema, HouseNumberSchema, FullAddressSchema]) {
      expect(messagesOf(schema, '')).toEqual([REQUIRED]);
      expect(messagesOf(schema, '   ')).toEqual([REQUIRED]);
    }
    expect(AddressSchema.parse('  Via Roma 1  ')).toBe('Via Roma 1');
  });

  it('§5 normalised address text passes the address rules', () => {
    const typed = 'via Niccolò Tommaseo 4 — Città';
    expect(messagesOf(AddressSchema, normaliseAddress('Via Niccolò Tommaseo 4'))).toEqual([]);
    expect(messagesOf(AddressSchema, normaliseAddress('Via Niccolò Tommaseo 4', { apostrophe: false }))).toEqual([]);
    expect(messagesOf(CitySchema, normaliseAddress('Forlì'))).toEqual([]);
    expect(messagesOf(FullAddressSchema, normaliseAddress('Piazza Sant’Andrea, 12/B'))).toEqual([]);
    expect(messagesOf(AddressSchema, normaliseAddress(typed))).toEqual([ADDRESS]); // the dash is still not allowed
  });
});
