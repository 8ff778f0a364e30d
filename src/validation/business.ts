/**
 * Issue 16: the business data a BUSINESS registration asks on its name form (1,1). The spec shows no rule for them
 * ("Other field rules: not shown"), so these are ours, documented in the README ("The business (BUSINESS)") and
 * applied the same way by the sandbox (demo-host/server/registrations/business.ts), which plays the bank:
 * - business name: trimmed, 2 to 60 characters, letters (any, accented too), digits, spaces and ' . , & - / ( );
 * - partita IVA: spaces and a leading IT dropped; digits only; 11 digits; not all zeros; the provincial office
 *   (digits 8-10) 001-100, 120, 121, 888 or 999; the check digit;
 * - a liberal professional's register (one of {@link PROFESSIONAL_REGISTERS}) and register number (1 to 20
 *   letters, digits, spaces, / - .);
 * - the holder's birth date: an adult's.
 */
import * as z from 'zod/mini';
import { maxLength, minLength, required } from './common';
import { birthDateSchema, isMinor } from './birth-date';
import { BUSINESS_HOLDER_ADULT, INVALID_VALUE, NUMERIC, VAT_NUMBER_INVALID, VAT_NUMBER_LENGTH } from './messages';

/** The two kinds of business (spec §1): a sole trader (ditta individuale, bizDI) or a liberal professional (bizLP). */
export type CompanyType = 'DI' | 'LP';

export const BUSINESS_NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MAX_LENGTH = 60;
export const BUSINESS_NAME_PATTERN = /^[\p{L}\d .,'’&\-/()]+$/u;
export const REGISTER_NUMBER_MAX_LENGTH = 20;
export const REGISTER_NUMBER_PATTERN = /^[\p{L}\d /.-]+$/u;

/** The professional registers (codes sent to the bank, Italian names shown in the select). */
export const PROFESSIONAL_REGISTERS = {
  AVVOCATI: 'Ordine degli avvocati',
  COMMERCIALISTI: 'Ordine dei dottori commercialisti e degli esperti contabili',
  CONSULENTI_LAVORO: 'Ordine dei consulenti del lavoro',
  INGEGNERI: 'Ordine degli ingegneri',
  ARCHITETTI: 'Ordine degli architetti',
  MEDICI: 'Ordine dei medici chirurghi e degli odontoiatri',
  PSICOLOGI: 'Ordine degli psicologi',
  GEOMETRI: 'Collegio dei geometri',
  NOTAI: 'Consiglio notarile',
  FARMACISTI: 'Ordine dei farmacisti',
  GIORNALISTI: 'Ordine dei giornalisti',
  VETERINARI: 'Ordine dei medici veterinari',
  INFERMIERI: 'Ordine delle professioni infermieristiche',
  ALTRO: 'Altro albo o elenco',
} as const;
export type ProfessionalRegister = keyof typeof PROFESSIONAL_REGISTERS;

/** A partita IVA as checked and sent: spaces removed, a leading IT (any case) dropped. */
export const normaliseVatNumber = (value: string): string => value.replace(/\s+/g, '').replace(/^it/i, '');

/**
 * The check digit of a partita IVA's first 10 digits: digits in odd positions summed as they are, digits in even
 * positions doubled (less 9 when above 9), then (10 - sum % 10) % 10.
 */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (const [i, c] of [...first10].entries()) {
    const d = Number(c);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

const validOffice = (code: number) => (code >= 1 && code <= 100) || [120, 121, 888, 999].includes(code);

/** Whether 11 digits are a real partita IVA: not all zeros, a known office, the right check digit. */
export function isValidVatNumber(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^0+$/.test(digits) && validOffice(Number(digits.slice(7, 10))) && vatCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** The business name field. */
export const BusinessNameSchema = z
  .string()
  .check(
    z.trim(),
    z.normalize('NFC'),
    required(),
    z.regex(BUSINESS_NAME_PATTERN, { error: INVALID_VALUE }),
    minLength(BUSINESS_NAME_MIN_LENGTH),
    maxLength(BUSINESS_NAME_MAX_LENGTH),
  );

/** The partita IVA field: the output is the 11 digits. */
export const VatNumberSchema = z.pipe(
  z.string().check(z.overwrite(normaliseVatNumber)),
  z
    .string()
    .check(
      required(),
      z.regex(/^\d*$/, { error: NUMERIC, abort: true }),
      z.length(11, { error: VAT_NUMBER_LENGTH, abort: true }),
      z.refine(isValidVatNumber, { error: VAT_NUMBER_INVALID }),
    ),
);

/** A liberal professional's register: one of the known codes. */
export const ProfessionalRegisterSchema = z
  .string()
  .check(required(), z.refine((code: string) => Object.hasOwn(PROFESSIONAL_REGISTERS, code), { error: INVALID_VALUE }));

/** A liberal professional's register number (sent upper-cased). */
export const RegisterNumberSchema = z
  .string()
  .check(z.trim(), required(), maxLength(REGISTER_NUMBER_MAX_LENGTH), z.regex(REGISTER_NUMBER_PATTERN, { error: INVALID_VALUE }));

/** The holder's birth date on the business name form: AgeForm's rules, and an adult's. */
export function holderBirthDateSchema(today: () => Date = () => new Date()) {
  return birthDateSchema(today).check(z.refine((value: string) => !isMinor(value, today()), { error: BUSINESS_HOLDER_ADULT }));
}
