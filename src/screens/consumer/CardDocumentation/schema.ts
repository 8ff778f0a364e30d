/** The form schema of CardDocumentation (spec §4 CONSUMER 5,2): every document of the card accepted (§5 required). */
export { acknowledgementsSchema as cardDocumentsSchema } from '../../../kit/connected/DocumentChecklist';
