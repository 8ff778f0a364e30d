/**
 * TutorBankSign (spec §4 TUTOR 9,2, `/tutorBankSign`): the guardian signs the minor's contracts del conto
 * (`GET documents/contracts/{id}`, scope ACCOUNT), each opened with `at` and confirmed with its own box, with
 * Firma (`sign-and-assert-auth {scope: 'ACCOUNT', contractIds}`) in the session the guardian's certificate
 * opened. The kit's ContractSignStep does the rest, as for BankSign: the scope already signed moves on, a
 * running signature is followed, an expired session goes back to TutorRequestCertificate.
 */
import { ContractSignStep } from '../../../kit/connected/ContractSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { TUTOR_BANK_SIGN_COPY } from './copy';
import { tutorBankSignSchema } from './schema';

export default function TutorBankSign({ screen }: ScreenProps) {
  return <ContractSignStep screen={screen} scope="ACCOUNT" copy={TUTOR_BANK_SIGN_COPY} schemaOf={tutorBankSignSchema} />;
}
