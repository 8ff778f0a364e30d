/** The form schema of the certificate's signature code (CertificateSign, TutorRequestCertificate), from the §5 rules. */
import * as z from 'zod/mini';
import { digitsOnly, maxLength, minLength, required } from '../validation/common';

/** The signature OTP: the provider (and the sandbox) send 6 digits. */
export const SIGNATURE_OTP_LENGTH = 6;

/** Required, digits only, exactly {@link SIGNATURE_OTP_LENGTH} digits (§5 numeric and length messages). */
export const SignatureOtpFormSchema = z.object({
  otp: z.string().check(z.trim(), required(), digitsOnly(), minLength(SIGNATURE_OTP_LENGTH), maxLength(SIGNATURE_OTP_LENGTH)),
});
export type SignatureOtpFormValues = z.infer<typeof SignatureOtpFormSchema>;
