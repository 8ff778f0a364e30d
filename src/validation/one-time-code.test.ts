// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EnteredAccessCodeSchema } from './access-code';
import { NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from './messages';
import { ONE_TIME_CODE_LENGTH, OneTimeCodeSchema } from './one-time-code';

const messagesOf = (schema: typeof OneTimeCodeSchema, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('one-time code (ConfirmMobileToken)', () => {
  it('accepts exactly 6 digits, trimmed', () => {
    expect(ONE_TIME_CODE_LENGTH).toBe(6);
    expect(OneTimeCodeSchema.parse(' 123456 ')).toBe('123456');
  });

  it('§5 required, numeric and length messages', () => {
    expect(messagesOf(OneTimeCodeSchema, '')).toEqual([REQUIRED]);
    expect(messagesOf(OneTimeCodeSchema, '12a456')).toEqual([NUMERIC]);
    expect(messagesOf(OneTimeCodeSchema, '12345')).toEqual([minLengthMessage(6)]);
    expect(messagesOf(OneTimeCodeSchema, '1234567')).toEqual([maxLengthMessage(6)]);
  });
});

describe('§5 Access code typed again (ConfirmAccessCode)', () => {
  it('§5 Access code: required, digits only, maxlength 5 (and 5 digits: the chosen code has 5)', () => {
    expect(messagesOf(EnteredAccessCodeSchema, '13579')).toEqual([]);
    expect(messagesOf(EnteredAccessCodeSchema, '')).toEqual([REQUIRED]);
    expect(messagesOf(EnteredAccessCodeSchema, '12a45')).toEqual([NUMERIC]);
    expect(messagesOf(EnteredAccessCodeSchema, '1357')).toEqual([minLengthMessage(5)]);
    expect(messagesOf(EnteredAccessCodeSchema, '135791')).toEqual([maxLengthMessage(5)]);
  });

  it('no PIN safety rule: the code is checked by the server, not chosen here', () => {
    expect(messagesOf(EnteredAccessCodeSchema, '12345')).toEqual([]);
    expect(messagesOf(EnteredAccessCodeSchema, '11111')).toEqual([]);
  });
});
