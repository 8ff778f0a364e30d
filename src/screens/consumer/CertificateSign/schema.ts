/** The form schema of CertificateSign (spec §4 CONSUMER 8,1): the signature code, built from the §5 rules (kit). */
export { SIGNATURE_OTP_LENGTH, SignatureOtpFormSchema, type SignatureOtpFormValues } from '../../../kit/signature-otp';
