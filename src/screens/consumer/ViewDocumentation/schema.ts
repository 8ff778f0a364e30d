/** The form schema of ViewDocumentation (spec §4 CONSUMER 5,0): every listed document accepted (§5 required). */
export { acknowledgementsSchema as documentsSchema } from '../../../kit/connected/DocumentChecklist';
