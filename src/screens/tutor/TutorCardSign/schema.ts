/** The form schema of TutorCardSign (spec §4 TUTOR): every contract della carta accepted (§5 required). */
export { acknowledgementsSchema as tutorCardSignSchema } from '../../../kit/connected/DocumentChecklist';
