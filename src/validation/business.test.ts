import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BusinessNameSchema,
  holderBirthDateSchema,
  isValidVatNumber,
  normaliseVatNumber,
  ProfessionalRegisterSchema,
  RegisterNumberSchema,
  vatCheckDigit,
  VatNumberSchema,
} from './business';
import { BUSINESS_HOLDER_ADULT, INVALID_VALUE, NUMERIC, REQUIRED, VAT_NUMBER_INVALID, VAT_NUMBER_LENGTH, maxLengthMessage, minLengthMessage } from './messages';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('business rule (ours): the partita IVA', () => {
  it('valid vectors pass, with spaces and a leading IT dropped; the output is the 11 digits', () => {
    for (const vat of ['00743110157', '12345670017', '01234560017', '09876540031']) expect(messageOf(VatNumberSchema, vat)).toBeNull();
    expect(z.parse(VatNumberSchema, 'IT 00743110157')).toBe('00743110157');
    expect(z.parse(VatNumberSchema, 'it00743 110157')).toBe('00743110157');
    expect(normaliseVatNumber(' IT 0074 311 0157 ')).toBe('00743110157');
  });

  it('a wrong check digit is refused: "La partita IVA inserita non è valida"', () => {
    expect(vatCheckDigit('0074311015')).toBe(7);
    expect(messageOf(VatNumberSchema, '00743110158')).toBe(VAT_NUMBER_INVALID);
    expect(messageOf(VatNumberSchema, '12345670018')).toBe(VAT_NUMBER_INVALID);
    // A swap of two digits changes the check.
    expect(isValidVatNumber('07043110157')).toBe(false);
  });

  it('the provincial office (digits 8-10) must be 001-100, 120, 121, 888 or 999; all zeros is not a number', () => {
    const withCheck = (first10: string) => `${first10}${vatCheckDigit(first10)}`;
    expect(messageOf(VatNumberSchema, withCheck('1234567101'))).toBe(VAT_NUMBER_INVALID);
    expect(messageOf(VatNumberSchema, withCheck('1234567000'))).toBe(VAT_NUMBER_INVALID);
    for (const office of ['001', '100', '120', '121', '888', '999']) expect(messageOf(VatNumberSchema, withCheck(`1234567${office}`))).toBeNull();
    expect(messageOf(VatNumberSchema, '00000000000')).toBe(VAT_NUMBER_INVALID);
  });

  it('required, digits only, then exactly 11 digits', () => {
    expect(messageOf(VatNumberSchema, '')).toBe(REQUIRED);
    expect(messageOf(VatNumberSchema, '   ')).toBe(REQUIRED);
    expect(messageOf(VatNumberSchema, '0074311015A')).toBe(NUMERIC);
    expect(messageOf(VatNumberSchema, '0074311015')).toBe(VAT_NUMBER_LENGTH);
    expect(messageOf(VatNumberSchema, '007431101570')).toBe(VAT_NUMBER_LENGTH);
  });
});

describe('business rule (ours): the business name, the register and its number, the adult holder', () => {
  it('the business name: trimmed, 2 to 60 characters of letters, digits and . , \' & - / ( )', () => {
    expect(z.parse(BusinessNameSchema, '  Fioreria Galli  ')).toBe('Fioreria Galli');
    expect(messageOf(BusinessNameSchema, "L'Officina di Gianni & C. (Snc) - 2/A")).toBeNull();
    expect(messageOf(BusinessNameSchema, 'Caffè Sì')).toBeNull();
    expect(messageOf(BusinessNameSchema, '')).toBe(REQUIRED);
    expect(messageOf(BusinessNameSchema, 'A')).toBe(minLengthMessage(2));
    expect(messageOf(BusinessNameSchema, 'A'.repeat(61))).toBe(maxLengthMessage(60));
    expect(messageOf(BusinessNameSchema, 'Bar <b>')).toBe(INVALID_VALUE);
  });

  it('the register is one of the known codes; its number 1 to 20 letters, digits, spaces, / - .', () => {
    expect(messageOf(ProfessionalRegisterSchema, 'INGEGNERI')).toBeNull();
    expect(messageOf(ProfessionalRegisterSchema, '')).toBe(REQUIRED);
    expect(messageOf(ProfessionalRegisterSchema, 'toString')).toBe(INVALID_VALUE);
    expect(messageOf(RegisterNumberSchema, ' 2345/B ')).toBeNull();
    expect(messageOf(RegisterNumberSchema, '')).toBe(REQUIRED);
    expect(messageOf(RegisterNumberSchema, 'A'.repeat(21))).toBe(maxLengthMessage(20));
    expect(messageOf(RegisterNumberSchema, 'A#1')).toBe(INVALID_VALUE);
  });

  it('§5 age: the business holder must be an adult (under 18 is refused with its own message)', () => {
    const today = () => new Date(2026, 10, 24);
    const schema = holderBirthDateSchema(today);
    expect(messageOf(schema, '24/11/2008')).toBeNull();
    expect(messageOf(schema, '25/11/2008')).toBe(BUSINESS_HOLDER_ADULT);
    expect(messageOf(schema, '31/02/1990')).not.toBeNull();
  });
});
