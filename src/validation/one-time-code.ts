/**
 * A one-time code received by SMS (the mobile-token activation of ConfirmMobileToken): the sandbox, like
 * the bank, sends 6 digits. §5 messages: required, numeric, min and max length; blanks around it trimmed
 * (a pasted code often carries them).
 */
import * as z from 'zod/mini';
import { digitsOnly, maxLength, minLength, required } from './common';

/** Digits in a one-time code. */
export const ONE_TIME_CODE_LENGTH = 6;

/** The code: trimmed, required, digits only, exactly {@link ONE_TIME_CODE_LENGTH} digits. */
export const OneTimeCodeSchema = z
  .string()
  .check(z.trim(), required(), digitsOnly(), minLength(ONE_TIME_CODE_LENGTH), maxLength(ONE_TIME_CODE_LENGTH));
