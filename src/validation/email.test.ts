import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EmailSchema, isValidEmail } from './email';
import { EMAIL, REQUIRED } from './messages';

function messagesOf(value: string): string[] {
  const result = EmailSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('§5 EMAIL', () => {
  it('§5 EMAIL: practical local@domain.tld addresses are accepted', () => {
    for (const ok of [
      'mario.rossi@example.com',
      'MARIO.ROSSI@EXAMPLE.IT',
      'mario+banca@mail.example.co.uk',
      "o'neil@example.ie",
      'a_b-c@sub-domain.example.museum',
      'x@ab.it',
      '1234@123.example.org',
      ' mario@example.com ',
    ]) {
      expect(messagesOf(ok), ok).toEqual([]);
    }
    expect(EmailSchema.parse(' mario@example.com ')).toBe('mario@example.com');
  });

  it("§5 EMAIL: anything else gives 'L'email inserita non è valida'", () => {
    for (const bad of [
      'mario',
      'mario@',
      '@example.com',
      'mario@example',
      'mario@example.c',
      'mario@example.c0m',
      'mario rossi@example.com',
      'mario@exa mple.com',
      'mario@@example.com',
      'mario@example..com',
      '.mario@example.com',
      'mario.@example.com',
      'mario..rossi@example.com',
      'mario@-example.com',
      'mario@example-.com',
      'mario@.example.com',
      'mario@example.com.',
      'màrio@example.com',
      '"mario"@example.com',
      'mario@[127.0.0.1]',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(messagesOf(bad), bad).toEqual([EMAIL]);
    }
  });

  it('§5 EMAIL: at most 254 characters in all (RFC 5321)', () => {
    const domain = `${['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63)].join('.')}.it`; // 194 characters
    const longest = `${'x'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(longest.length).toBe(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`x${longest}`)).toBe(false);
  });

  it('§5 EMAIL: required', () => {
    expect(messagesOf('')).toEqual([REQUIRED]);
    expect(messagesOf('  ')).toEqual([REQUIRED]);
  });
});
