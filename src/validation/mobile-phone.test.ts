import { describe, expect, it } from 'vitest';
import { PHONE, PHONE_PREFIX, REQUIRED } from './messages';
import { DEFAULT_PHONE_PREFIX, MobileNumberSchema, withDefaultPrefix } from './mobile-phone';

function messagesOf(value: string): string[] {
  const result = MobileNumberSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('registration mobile number (fixed +39)', () => {
  it('§9 the default phone prefix is +39', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+39');
    expect(withDefaultPrefix(' 3331234567 ')).toBe('+393331234567');
  });

  it('§5 PHONE_PREFIX: a number starting with + or 00 gets the prefix message alone', () => {
    for (const bad of ['+393331234567', '+3333', '+', '00393331234567', '0044123456', '00', ' +393331234567']) {
      expect(messagesOf(bad), bad).toEqual([PHONE_PREFIX]);
    }
  });

  it('§5 phone: after the prefix, 6 to 12 digits', () => {
    for (const ok of ['123456', '3331234567', '123456789012', '0612345678', ' 3331234567 ']) {
      expect(messagesOf(ok), ok).toEqual([]);
    }
    for (const bad of ['12345', '1234567890123', '333 1234567', '333-1234567', '333123456a', '39+3331234']) {
      expect(messagesOf(bad), bad).toEqual([PHONE]);
    }
  });

  it('§5 phone: required', () => {
    expect(messagesOf('')).toEqual([REQUIRED]);
    expect(messagesOf('   ')).toEqual([REQUIRED]);
  });

  it('the submitted number is trimmed (the form adds the +39)', () => {
    expect(MobileNumberSchema.parse(' 3331234567 ')).toBe('3331234567');
  });
});
