/** The form schema of CertificateSign (spec §4 CONSUMER 8,1): the signature code, built from the §5 rules (the kit's). */
import * as z from 'zod/mini';
import { signatureOtpSchema } from '../../../kit/SignatureCode';

export { SIGNATURE_OTP_LENGTH } from '../../../kit/SignatureCode';

/** Required, digits only, exactly SIGNATURE_OTP_LENGTH digits (§5 numeric and length messages). */
export const SignatureOtpFormSchema = z.object({ otp: signatureOtpSchema() });
export type SignatureOtpFormValues = z.infer<typeof SignatureOtpFormSchema>;
