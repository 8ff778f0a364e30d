/** The form schema of TutorBankSign (spec §4 TUTOR): every contract del conto accepted (§5 required). */
export { acknowledgementsSchema as tutorBankSignSchema } from '../../../kit/connected/DocumentChecklist';
