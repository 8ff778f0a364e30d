/**
 * The form schema of RequestCertificate (spec §4 CONSUMER 8,0): every clause of the certificate's terms
 * accepted (§5 required); the clause HTML is made safe to show by the kit (CertificateClauses, safeClauses).
 */
export { acknowledgementsSchema as clausesSchema, type AcknowledgementsInput as ClausesInput } from '../../../kit/connected/DocumentChecklist';
export { safeClauses, type SafeClause } from '../../../kit/connected/CertificateClauses';
