import { describe, expect, it } from 'vitest';
import { messages, parsed } from '../../../../test/support/schema';
import { NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from '../../../validation/messages';
import { OTP_LENGTH, OtpFormSchema } from './schema';

describe('ConfirmSms (OTP)', () => {
  const otp = (value: string) => messages(OtpFormSchema, { otp: value }, 'otp');

  it('accepts exactly 6 digits, trimmed', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(otp('123456')).toEqual([]);
    expect(parsed(OtpFormSchema, { otp: ' 123456 ' })).toEqual({ otp: '123456' });
  });

  it('§5 length messages for 5 and 7 digits', () => {
    expect(otp('12345')).toEqual([minLengthMessage(6)]);
    expect(otp('1234567')).toEqual([maxLengthMessage(6)]);
  });

  it("§5 numeric: 'Il campo deve contenere solo caratteri numerici.'", () => {
    expect(otp('12a456')).toEqual([NUMERIC]);
    expect(otp('abcdef')).toEqual([NUMERIC]);
  });

  it('§5 required', () => {
    expect(otp('')).toEqual([REQUIRED]);
    expect(otp('   ')).toEqual([REQUIRED]);
  });
});
