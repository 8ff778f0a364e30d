/** The form schema of MinorCardSign (spec §4 MINOR 7,0): every contract of the card accepted and the SMS code (§5). */
export { codeSignSchema as minorCardSignSchema } from '../../../kit/connected/ContractSignStep';
