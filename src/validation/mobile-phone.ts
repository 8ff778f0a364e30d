/**
 * The registration mobile number of spec §5 (EmailForm): typed after a fixed +39 prefix (§9 "default
 * phone prefix +39"). PHONE_PREFIX first: the user must not type a prefix of their own (a plus sign or
 * 00); then the phone rule: digits only, 6 to 12 of them. The login phone number is in `phone.ts`.
 */
import * as z from 'zod/mini';
import { required } from './common';
import { PHONE, PHONE_PREFIX } from './messages';

/** §9 the default (and, at registration, fixed) phone prefix. */
export const DEFAULT_PHONE_PREFIX = '+39';

/** §5 PHONE_PREFIX: what a typed international prefix starts with. */
const TYPED_PREFIX_PATTERN = /^(?:\+|00)/;

/** §5 / §9 the number after the fixed prefix: 6 to 12 digits. */
const MOBILE_NUMBER_PATTERN = /^\d{6,12}$/;

/**
 * §5 PHONE_PREFIX check: no plus sign or 00 at the start. It aborts the field's later checks, so
 * '+393331234567' shows only the prefix message.
 */
function noTypedPrefix() {
  return z.refine<string>((value) => !TYPED_PREFIX_PATTERN.test(value), { error: PHONE_PREFIX, abort: true });
}

/** §5 phone check of the number after the prefix: 6 to 12 digits. */
function mobileNumber() {
  return z.regex(MOBILE_NUMBER_PATTERN, { error: PHONE });
}

/**
 * §5 registration mobile number field (without its fixed +39): trimmed, required, PHONE_PREFIX, then
 * 6 to 12 digits.
 */
export const MobileNumberSchema = z.string().check(z.trim(), required(), noTypedPrefix(), mobileNumber());

/** The full number the API receives: the fixed prefix and the typed digits, e.g. '+393331234567'. */
export function withDefaultPrefix(number: string): string {
  return `${DEFAULT_PHONE_PREFIX}${number.trim()}`;
}
