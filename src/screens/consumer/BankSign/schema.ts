/** The form schema of BankSign (spec §4 CONSUMER 8,2): every contract of the account accepted (§5 required). */
export { acknowledgementsSchema as bankSignSchema } from '../../../kit/connected/DocumentChecklist';
