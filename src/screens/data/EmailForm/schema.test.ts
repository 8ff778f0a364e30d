import { describe, expect, it } from 'vitest';
import { messages, parsed } from '../../../../test/support/schema';
import { EMAIL, INVALID_VALUE, PHONE, PHONE_PREFIX, REQUIRED, maxLengthMessage } from '../../../validation/messages';
import { EmailFormSchema, MGM_CODE_MAX_LENGTH } from './schema';

describe('EmailForm', () => {
  const valid = { email: 'mario.rossi@example.it', phoneNumber: '3331234567', mgmCode: '' };
  const field = (name: keyof typeof valid, value: string) => messages(EmailFormSchema, { ...valid, [name]: value }, name);

  it('accepts an e-mail, a number after +39 and an optional promo code, trimmed', () => {
    expect(parsed(EmailFormSchema, { email: ' a@b.it ', phoneNumber: ' 3331234567 ', mgmCode: ' FRIEND10 ' })).toEqual({
      email: 'a@b.it',
      phoneNumber: '3331234567',
      mgmCode: 'FRIEND10',
    });
    expect(field('mgmCode', '')).toEqual([]);
  });

  it("§5 EMAIL: 'L'email inserita non è valida'", () => {
    for (const bad of ['mario', 'mario@', 'mario@example', 'ma rio@example.it', '@example.it']) {
      expect(field('email', bad), bad).toEqual([EMAIL]);
    }
    expect(field('email', '')).toEqual([REQUIRED]);
  });

  it('§5 PHONE_PREFIX: a number starting with + or 00 shows only the prefix message', () => {
    expect(PHONE_PREFIX).toBe('Non è possibile aggiungere un prefisso oltre a quello di default (+39)');
    expect(field('phoneNumber', '+393331234567')).toEqual([PHONE_PREFIX]);
    expect(field('phoneNumber', '00393331234567')).toEqual([PHONE_PREFIX]);
    expect(field('phoneNumber', ' +39 333')).toEqual([PHONE_PREFIX]);
  });

  it('§5 phone: 6 to 12 digits after the prefix, else the phone message', () => {
    expect(field('phoneNumber', '333123')).toEqual([]);
    expect(field('phoneNumber', '333123456789')).toEqual([]);
    expect(field('phoneNumber', '33312')).toEqual([PHONE]);
    expect(field('phoneNumber', '3331234567890')).toEqual([PHONE]);
    expect(field('phoneNumber', '333 1234567')).toEqual([PHONE]);
    expect(field('phoneNumber', '')).toEqual([REQUIRED]);
  });

  it('§5 MGM_CODE: alphanumeric, at most 20 characters', () => {
    expect(MGM_CODE_MAX_LENGTH).toBe(20);
    expect(field('mgmCode', 'A1'.repeat(10))).toEqual([]);
    expect(field('mgmCode', 'PROMO-1')).toEqual([INVALID_VALUE]);
    expect(field('mgmCode', 'PROMO 1')).toEqual([INVALID_VALUE]);
    expect(field('mgmCode', 'A'.repeat(21))).toEqual([maxLengthMessage(20)]);
  });
});
