/**
 * BankSign (spec §4 CONSUMER 8,2, `/bankSign`): the account's contracts (`GET documents/contracts/{id}`,
 * scope ACCOUNT), each opened with `at` and confirmed with its own box, signed with Firma
 * (`sign-and-assert-auth {scope: 'ACCOUNT', contractIds}`); the kit's ContractSignStep does the rest
 * (arrival with the account signed moves on, a running signature is followed, an expired session goes
 * back to CertificateSign).
 */
import { ContractSignStep } from '../../../kit/connected/ContractSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { BANK_SIGN_COPY } from './copy';
import { bankSignSchema } from './schema';

export default function BankSign(_props: ScreenProps) {
  return <ContractSignStep screen="BankSign" scope="ACCOUNT" copy={BANK_SIGN_COPY} schemaOf={bankSignSchema} />;
}
