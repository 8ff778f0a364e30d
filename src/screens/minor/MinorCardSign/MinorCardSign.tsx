/**
 * MinorCardSign (spec §4 MINOR 7,0, `/minorCardSign`): the chosen card's contracts (`GET documents/contracts/{id}`,
 * scope CARD), each confirmed with its own box and signed with an SMS code of its own (a minor holds no
 * certificate) through the kit's ContractSignStep code mode: `sign-and-assert-auth {scope: 'CARD',
 * contractIds, otp}`. Then ConfirmAccessCode (7,1) and MinorConfirmMobileToken (7,2).
 */
import { ContractSignStep } from '../../../kit/connected/ContractSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { MINOR_CARD_SIGN_COPY } from './copy';
import { minorCardSignSchema } from './schema';

export default function MinorCardSign(_props: ScreenProps) {
  return <ContractSignStep withCode screen="MinorCardSign" scope="CARD" copy={MINOR_CARD_SIGN_COPY} schemaOf={minorCardSignSchema} />;
}
