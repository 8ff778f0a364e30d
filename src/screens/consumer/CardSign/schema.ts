/** The form schema of CardSign (spec §4 CONSUMER 8,3): every contract of the card accepted (§5 required). */
export { acknowledgementsSchema as cardSignSchema } from '../../../kit/connected/DocumentChecklist';
