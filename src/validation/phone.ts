/**
 * The phone rule family of spec §5 (login phone number; the registration number with its prefix rule lives in mobile-phone.ts).
 */
import * as z from 'zod/mini';
import { PHONE } from './messages';

/** §5 / §9 login phone number: an optional plus sign followed by 6 to 12 digits. */
const LOGIN_PHONE_PATTERN = /^\+?\d{6,12}$/;

/** §5 login phone number, with the phone message. Expects an already trimmed value. */
export function loginPhone() {
  return z.regex(LOGIN_PHONE_PATTERN, { error: PHONE });
}
