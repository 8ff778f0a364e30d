/** The form schema of MinorBankSign (spec §4 MINOR 6,0): every contract of the account accepted and the SMS code (§5). */
export { codeSignSchema as minorBankSignSchema } from '../../../kit/connected/ContractSignStep';
