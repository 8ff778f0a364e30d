/** The form schema of TutorBankSign (spec §4 TUTOR): every contract del conto accepted (§5 required). */
export { acknowledgementsSchema as tutorBankSignSchema, type AcknowledgementsInput as TutorBankSignInput } from '../../../kit/connected/DocumentChecklist';
