/**
 * The EMAIL rule of spec §5: a practical RFC 5321/5322-like address, local@domain.tld, no spaces,
 * a top-level domain of at least two letters. Quoted local parts and IP-literal domains, legal but
 * never typed by customers, are refused.
 */
import * as z from 'zod/mini';
import { required } from './common';
import { EMAIL } from './messages';

/** RFC 5321: an address is at most 254 characters (a path of 256 minus its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Dot-atoms of RFC 5322's allowed characters: no leading, trailing or doubled dot. */
const LOCAL = String.raw`[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+)*`;
/** A DNS label: 1-63 letters, digits or inner hyphens. */
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?`;

/** §5 EMAIL pattern (the local part at most 64 characters, as RFC 5321 says). */
const EMAIL_PATTERN = new RegExp(String.raw`^(?=[^@]{1,64}@)${LOCAL}@(?:${LABEL}\.)+[A-Za-z]{2,63}$`);

/** §5 EMAIL as a pure predicate (expects a trimmed value). */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** §5 EMAIL check, with the e-mail message. */
function email() {
  return z.refine<string>(isValidEmail, { error: EMAIL });
}

/** §5 EMAIL field: trimmed, required, then a valid address. */
export const EmailSchema = z.string().check(z.trim(), required(), email());
