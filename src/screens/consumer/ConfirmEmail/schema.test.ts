import { describe, expect, it } from 'vitest';
import { messages, parsed } from '../../../../test/support/schema';
import { EMAIL, NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from '../../../validation/messages';
import { ChangeEmailFormSchema, EMAIL_CODE_LENGTH, EmailCodeFormSchema } from './schema';

describe('§4 CONSUMER 2,0 ConfirmEmail: the code', () => {
  const code = (value: string) => messages(EmailCodeFormSchema, { code: value }, 'code');

  it('accepts exactly 6 digits, trimmed', () => {
    expect(EMAIL_CODE_LENGTH).toBe(6);
    expect(code('123456')).toEqual([]);
    expect(parsed(EmailCodeFormSchema, { code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it('§5 length, numeric and required messages', () => {
    expect(code('12345')).toEqual([minLengthMessage(6)]);
    expect(code('1234567')).toEqual([maxLengthMessage(6)]);
    expect(code('12a456')).toEqual([NUMERIC]);
    expect(code('')).toEqual([REQUIRED]);
  });
});

describe('§4 CONSUMER 2,0 ConfirmEmail: the new address (§5 EMAIL)', () => {
  const email = (value: string) => messages(ChangeEmailFormSchema, { email: value }, 'email');

  it("§5 EMAIL: 'L'email inserita non è valida'; required", () => {
    expect(email('mario.rossi@example.it')).toEqual([]);
    expect(email('mario@')).toEqual([EMAIL]);
    expect(email('mario.rossi.example.it')).toEqual([EMAIL]);
    expect(email('')).toEqual([REQUIRED]);
    expect(parsed(ChangeEmailFormSchema, { email: ' mario@example.it ' })).toEqual({ email: 'mario@example.it' });
  });
});
