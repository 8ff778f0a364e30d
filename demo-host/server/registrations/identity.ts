/**
 * The Citizenship step's data (spec §4 CONSUMER step 1): citizenship, birth place and fiscal
 * code, which `update` validates together.
 */
import type Database from 'better-sqlite3';
import { ApiError, errors } from '../errors';
import type { FieldError } from '../errors';
import { decodeFiscalCode } from '../fiscalCode';
import { fiscalCodeTakenByOtherUser } from '../repositories/registrations';
import type { Registration } from '../repositories/registrations';
import { MSG } from './messages';

/** The registration data that `update` validates together. */
const IDENTITY_FIELDS = ['citizenship', 'birthPlace', 'fiscalCode'] as const;
type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** ISO 3166-1 alpha-2, upper-case. */
const CITIZENSHIP_PATTERN = /^[A-Z]{2}$/;
/** Spec §5 CITY: letters (accents included), spaces, apostrophes, hyphens; 2 to 60 characters. */
const CITY_PATTERN = /^(?=.*\p{L})[\p{L} '\u2019-]{2,60}$/u;

/** Whether an `update`'s data sends one of the {@link IDENTITY_FIELDS} (then all three are checked). */
export function hasIdentityData(data: Record<string, unknown> | undefined): data is Record<string, unknown> {
  return !!data && IDENTITY_FIELDS.some((key) => Object.hasOwn(data, key));
}

/**
 * Checks the citizenship, birth place and fiscal code an `update` sends (all three are required
 * once one is sent) against the registration.
 * @returns the values to store (trimmed; fiscal code upper-cased).
 * @throws ApiError 409 USR_REG_PHONE_NOT_CERTIFIED, 400 BAD_REQUEST (fields `data.*`),
 *   409 USR_REG_FISCAL_CODE_EXISTS.
 */
export function checkIdentityData(
  sql: Database.Database,
  registration: Registration,
  data: Record<string, unknown>,
): Record<IdentityField, string> {
  if (registration.phoneNumberStatus !== 'CERTIFIED') {
    throw new ApiError(409, 'USR_REG_PHONE_NOT_CERTIFIED', 'The phone number of the registration is not certified yet');
  }
  const fieldErrors: FieldError[] = [];
  /** The trimmed value of a field, or '' after recording its error (required, or `message`). */
  const text = (key: IdentityField, valid: (value: string) => boolean, message: string): string => {
    const raw = data[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (typeof value === 'string' && value !== '' && valid(value)) return value;
    const missing = value === undefined || value === null || value === '';
    fieldErrors.push({ field: `data.${key}`, message: missing ? MSG.required : message });
    return '';
  };
  const citizenship = text('citizenship', (v) => CITIZENSHIP_PATTERN.test(v), MSG.invalid);
  const birthPlace = text('birthPlace', (v) => CITY_PATTERN.test(v), MSG.invalid);
  const decoded = decodeFiscalCode(text('fiscalCode', (v) => decodeFiscalCode(v) !== undefined, MSG.fiscalCode));
  if (fieldErrors.length > 0 || !decoded) throw errors.badRequest('Invalid registration data', fieldErrors);

  // The birth date typed earlier (or sent in the same update). The century is not in the code
  // (fiscalCode.ts), so only year-in-century, month and day are compared.
  const birthDate = { ...registration.data, ...data }.birthDate;
  if (typeof birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && birthDate.slice(2) !== decoded.birthDate.slice(2)) {
    throw errors.badRequest('Fiscal code does not match the birth date', [
      { field: 'data.fiscalCode', message: MSG.fiscalCodeBirthDate },
    ]);
  }
  if (fiscalCodeTakenByOtherUser(sql, decoded.fiscalCode, registration.user.id)) {
    throw new ApiError(409, 'USR_REG_FISCAL_CODE_EXISTS', 'Fiscal code already registered', [
      { field: 'data.fiscalCode', message: MSG.fiscalCodeExists },
    ]);
  }
  return { citizenship, birthPlace, fiscalCode: decoded.fiscalCode };
}
