/** TutorBankSign (spec §4 TUTOR, §7 sign-and-assert-auth {scope: 'ACCOUNT'}): the guardian's shared contract-signature tests. */
import { describeTutorContractSign } from '../../../../test/support/tutor-sign';
import { TUTOR_BANK_SIGN_COPY } from './copy';
import TutorBankSign from './TutorBankSign';

describeTutorContractSign({ screen: 'TutorBankSign', Component: TutorBankSign, scope: 'ACCOUNT', next: 'TutorCardSign', copy: TUTOR_BANK_SIGN_COPY });
