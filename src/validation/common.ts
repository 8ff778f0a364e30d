/**
 * The generic rule family of spec §5: required, digits only, minimum and maximum length. Each is a
 * zod/mini check carrying its §5 message, composed into a field with `z.string().check(...)`.
 */
import * as z from 'zod/mini';
import { NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from './messages';

/**
 * §5 required: at least one character. It aborts the field's later checks, so an empty field shows
 * 'Il campo è obbligatorio' alone. Put a `z.trim()` before it where blanks count as empty.
 */
export function required() {
  return z.minLength(1, { error: REQUIRED, abort: true });
}

/** §5 numeric: digits only (an empty string passes; pair with {@link required}). */
export function digitsOnly() {
  return z.regex(/^\d*$/, { error: NUMERIC });
}

/** §5 min length, with its message naming `min`. */
export function minLength(min: number) {
  return z.minLength(min, { error: minLengthMessage(min) });
}

/** §5 max length, with its message naming `max`. */
export function maxLength(max: number) {
  return z.maxLength(max, { error: maxLengthMessage(max) });
}
