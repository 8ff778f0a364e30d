/** TutorCardSign (spec §4 TUTOR, §7 sign-and-assert-auth {scope: 'CARD'}): the guardian's shared contract-signature tests. */
import { describeTutorContractSign } from '../../../../test/support/tutor-sign';
import { TUTOR_CARD_SIGN_COPY } from './copy';
import TutorCardSign from './TutorCardSign';

describeTutorContractSign({ screen: 'TutorCardSign', Component: TutorCardSign, scope: 'CARD', next: 'TutorConfirmAccessCode', copy: TUTOR_CARD_SIGN_COPY });
