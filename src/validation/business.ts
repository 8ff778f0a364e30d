/**
 * The business data a BUSINESS registration asks on its name form (1,1). The spec shows no rule for them
 * ("Other field rules: not shown"), so these are ours, documented in docs/flows.md ("The business (BUSINESS)") and
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
import { isValidVatNumber, normaliseVatNumber } from './vat-number';

export { isValidVatNumber, normaliseVatNumber, vatCheckDigit, type CompanyType } from './vat-number';

const BUSINESS_NAME_MIN_LENGTH = 2;
const BUSINESS_NAME_MAX_LENGTH = 60;
const BUSINESS_NAME_PATTERN = /^[\p{L}\d .,'’&\-/()]+$/u;
const REGISTER_NUMBER_MAX_LENGTH = 20;
const REGISTER_NUMBER_PATTERN = /^[\p{L}\d /.-]+$/u;

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
