import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { digitsOnly, maxLength, minLength, required } from './common';
import { NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from './messages';

/** The messages a value gets from a string schema, in order. */
function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('common rules', () => {
  it('§5 required: empty is "Il campo è obbligatorio" alone (later checks are skipped)', () => {
    const schema = z.string().check(required(), digitsOnly(), minLength(3));
    expect(messagesOf(schema, '')).toEqual([REQUIRED]);
    expect(messagesOf(schema, '123')).toEqual([]);
  });

  it('§5 numeric: digits only', () => {
    const schema = z.string().check(digitsOnly());
    for (const ok of ['', '0', '12345']) expect(messagesOf(schema, ok)).toEqual([]);
    for (const bad of ['12a', ' 12', '1.2', '-1', '+1']) expect(messagesOf(schema, bad)).toEqual([NUMERIC]);
  });

  it('§5 min and max length carry their limits in the message', () => {
    expect(messagesOf(z.string().check(minLength(2)), 'a')).toEqual([minLengthMessage(2)]);
    expect(messagesOf(z.string().check(minLength(2)), 'ab')).toEqual([]);
    expect(messagesOf(z.string().check(maxLength(5)), '123456')).toEqual([maxLengthMessage(5)]);
    expect(messagesOf(z.string().check(maxLength(5)), '12345')).toEqual([]);
  });
});
