/** The form schema of TutorCardSign (spec §4 TUTOR): every contract della carta accepted (§5 required). */
export { acknowledgementsSchema as tutorCardSignSchema, type AcknowledgementsInput as TutorCardSignInput } from '../../../kit/connected/DocumentChecklist';
