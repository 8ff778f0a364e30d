import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { NAME, REQUIRED, maxLengthMessage, minLengthMessage } from './messages';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PersonNameSchema } from './name';

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('§5 FIRST_NAME / LAST_NAME', () => {
  it('§9 names are 2 to 30 characters', () => {
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 30]);
  });

  it('§5 FIRST_NAME / LAST_NAME: letters including accented, spaces and apostrophes are accepted', () => {
    for (const ok of [
      'Al',
      'Mario',
      'Anna Maria',
      "D'Angelo",
      'D’Angelo',
      'Niccolò',
      'José',
      'ÈLISE',
      'Müller',
      'Łukasz',
      'Ioana Ștefănescu',
      'Дмитрий',
      "Dell'Acqua Della Rovere",
      'a'.repeat(30),
    ]) {
      expect(messagesOf(PersonNameSchema, ok), ok).toEqual([]);
    }
  });

  it('§5 FIRST_NAME / LAST_NAME: digits, hyphens and other signs give the name message', () => {
    for (const bad of ['Mario1', 'Anna-Maria', 'Mario.', 'Mario_Rossi', 'M@rio', '12', "''", '’ ’', 'Rossi!']) {
      expect(messagesOf(PersonNameSchema, bad)[0], bad).toBe(NAME);
    }
  });

  it('§5 FIRST_NAME / LAST_NAME: fewer than 2 or more than 30 characters give the length messages', () => {
    expect(messagesOf(PersonNameSchema, 'A')).toEqual([minLengthMessage(2)]);
    expect(messagesOf(PersonNameSchema, 'a'.repeat(31))).toEqual([maxLengthMessage(30)]);
  });

  it('§5 FIRST_NAME / LAST_NAME: required; blanks are trimmed first', () => {
    expect(messagesOf(PersonNameSchema, '')).toEqual([REQUIRED]);
    expect(messagesOf(PersonNameSchema, '   ')).toEqual([REQUIRED]);
    expect(messagesOf(PersonNameSchema, ' A ')).toEqual([minLengthMessage(2)]);
    expect(PersonNameSchema.parse('  Mario  ')).toBe('Mario');
  });

  it('§5 FIRST_NAME / LAST_NAME: a letter typed with a combining accent counts as one accented letter', () => {
    const decomposed = 'Nicolo\u0300'; // "Nicolò" as o + combining grave accent
    expect(messagesOf(PersonNameSchema, decomposed)).toEqual([]);
    expect(PersonNameSchema.parse(decomposed)).toBe('Nicolò');
    expect(messagesOf(PersonNameSchema, `${'a'.repeat(29)}e\u0301`)).toEqual([]); // 30 letters once composed
  });
});
