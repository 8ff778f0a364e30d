/**
 * The form schemas of TutorRequestCertificate (spec §4 TUTOR 9,1): every clause accepted (§5 required), then
 * the 6-digit signature code (§5 numeric and length rules). Both are the kit's, shared with RequestCertificate
 * and CertificateSign.
 */
export { acknowledgementsSchema as clausesSchema, type AcknowledgementsInput as ClausesInput } from '../../../kit/connected/DocumentChecklist';
export { SIGNATURE_OTP_LENGTH, SignatureOtpFormSchema, type SignatureOtpFormValues } from '../../../kit/connected/SignatureCode';
