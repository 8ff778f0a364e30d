/** The form schema of CertificateSign (spec §4 CONSUMER 8,1): the signature code, built from the §5 rules (the kit's). */
export { SIGNATURE_OTP_LENGTH, SignatureOtpFormSchema, type SignatureOtpFormValues } from '../../../kit/connected/SignatureCode';
