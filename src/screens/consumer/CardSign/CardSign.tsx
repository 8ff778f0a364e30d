/**
 * CardSign (spec §4 CONSUMER 8,3, `/cardSign`): the chosen card's contracts (`GET documents/contracts/{id}`,
 * scope CARD), each opened with `at` and confirmed with its own box, signed with Firma
 * (`sign-and-assert-auth {scope: 'CARD', contractIds}`) through the kit's ContractSignStep. Once both the
 * account's and the card's contracts are signed the provider sets the registration CONTRACTS_SIGNED.
 */
import { ContractSignStep } from '../../../kit/connected/ContractSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { CARD_SIGN_COPY } from './copy';
import { cardSignSchema } from './schema';

export default function CardSign(_props: ScreenProps) {
  return <ContractSignStep screen="CardSign" scope="CARD" copy={CARD_SIGN_COPY} schemaOf={cardSignSchema} />;
}
