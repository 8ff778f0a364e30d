/** The form schema of ConfirmSms (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { digitsOnly, maxLength, minLength, required } from '../../../validation/common';

/** The SMS code of ConfirmSms: the sandbox (and the bank) send 6 digits. */
export const OTP_LENGTH = 6;

/** ConfirmSms: required, digits only, exactly {@link OTP_LENGTH} digits (§5 numeric and length messages). */
export const OtpFormSchema = z.object({
  otp: z.string().check(z.trim(), required(), digitsOnly(), minLength(OTP_LENGTH), maxLength(OTP_LENGTH)),
});
export type OtpFormValues = z.infer<typeof OtpFormSchema>;
