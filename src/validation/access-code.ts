/**
 * The access code chosen at registration (CodeForm) and repeated (ConfirmCodeForm): §5 "Access code:
 * required, digits only, maxlength 5", exactly 5 digits here since the user sets it, and §5 PIN/password
 * safety: more than one distinct digit, and not an ascending or descending consecutive run.
 */
import * as z from 'zod/mini';
import { digitsOnly, maxLength, minLength, required } from './common';
import { ACCESS_CODE_MAX_LENGTH } from './login';
import { ACCESS_CODE_MISMATCH, ACCESS_CODE_UNSAFE } from './messages';

/** §9 the access code has 5 digits (the login's maxlength); at registration exactly 5. */
export const ACCESS_CODE_LENGTH = ACCESS_CODE_MAX_LENGTH;

/**
 * §5 PIN/password safety: true when `code` is digits only, has more than one distinct digit, and is
 * not a consecutive run up (01234, 12345, 56789) or down (98765, 43210). Wrap-arounds such as 89012
 * are not runs. Empty or non-digit input is not safe.
 */
export function isSafePin(code: string): boolean {
  if (!/^\d+$/.test(code)) return false;
  const digits = [...code].map(Number);
  if (new Set(digits).size <= 1) return false;
  const steps = digits.slice(1).map((digit, i) => digit - (digits[i] ?? 0));
  const ascending = steps.every((step) => step === 1);
  const descending = steps.every((step) => step === -1);
  return !ascending && !descending;
}

/** §5 PIN safety check, with its message. */
function safePin() {
  return z.refine<string>(isSafePin, { error: ACCESS_CODE_UNSAFE });
}

/**
 * An access code typed again to confirm the registration (ConfirmAccessCode, spec §4 CONSUMER 8,4): §5
 * "required, digits only, maxlength 5", and exactly 5 digits (fewer: the §5 min-length message), since
 * the code chosen on CodeForm always has 5: a shorter one is certainly wrong and would only spend one of
 * the server's limited tries. No safety rule: the code is checked here, not chosen.
 */
export const EnteredAccessCodeSchema = z
  .string()
  .check(required(), digitsOnly(), minLength(ACCESS_CODE_LENGTH), maxLength(ACCESS_CODE_LENGTH));

/**
 * CodeForm's access code: required; digits only; exactly 5 digits (fewer: the §5 min-length message
 * with 5, more: the max-length message); then the safety rule. The form shows the first message.
 */
export const AccessCodeSchema = z
  .string()
  .check(required(), digitsOnly(), minLength(ACCESS_CODE_LENGTH), maxLength(ACCESS_CODE_LENGTH), safePin());

/**
 * ConfirmCodeForm's field: required, then equal to the code chosen on CodeForm (`chosen`), else
 * 'I codici inseriti non coincidono'.
 */
export function confirmAccessCodeSchema(chosen: string) {
  return z.string().check(required(), z.refine((value: string) => value === chosen, { error: ACCESS_CODE_MISMATCH }));
}

/**
 * Both codes in one form (`code`, `confirmCode`): each its own rules, and the mismatch message on
 * `confirmCode` when both are filled in and differ.
 */
export const AccessCodePairSchema = z
  .object({ code: AccessCodeSchema, confirmCode: z.string().check(required()) })
  .check(
    z.refine((pair) => pair.code === pair.confirmCode, {
      error: ACCESS_CODE_MISMATCH,
      path: ['confirmCode'],
    }),
  );
