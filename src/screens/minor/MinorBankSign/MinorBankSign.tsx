/**
 * MinorBankSign (spec §4 MINOR 6,0, `/minorBankSign`): the account's contracts (`GET documents/contracts/{id}`,
 * scope ACCOUNT), each opened with `at` and confirmed with its own box, signed with an SMS code of its own
 * (our decision: a minor holds no signature certificate): the kit's ContractSignStep in its code mode
 * (`send-signature-otp` once per arrival, then `sign-and-assert-auth {scope: 'ACCOUNT', contractIds, otp}`).
 * Arrival with the account signed moves on; a running signature is followed.
 */
import { ContractSignStep } from '../../../kit/connected/ContractSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { MINOR_BANK_SIGN_COPY } from './copy';
import { minorBankSignSchema } from './schema';

export default function MinorBankSign(_props: ScreenProps) {
  return <ContractSignStep withCode screen="MinorBankSign" scope="ACCOUNT" copy={MINOR_BANK_SIGN_COPY} schemaOf={minorBankSignSchema} />;
}
