/**
 * TutorCardSign (spec §4 TUTOR 9,3, `/tutorCardSign`): the guardian signs the minor's contracts della carta
 * (`GET documents/contracts/{id}`, scope CARD), each opened with `at` and confirmed with its own box, with
 * Firma (`sign-and-assert-auth {scope: 'CARD', contractIds}`) in the session the guardian's certificate
 * opened. The kit's ContractSignStep does the rest, as for CardSign: the scope already signed moves on, a
 * running signature is followed, an expired session goes back to TutorRequestCertificate.
 */
import { ContractSignStep } from '../../../kit/connected/ContractSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { TUTOR_CARD_SIGN_COPY } from './copy';
import { tutorCardSignSchema } from './schema';

export default function TutorCardSign({ screen }: ScreenProps) {
  return <ContractSignStep screen={screen} scope="CARD" copy={TUTOR_CARD_SIGN_COPY} schemaOf={tutorCardSignSchema} />;
}
