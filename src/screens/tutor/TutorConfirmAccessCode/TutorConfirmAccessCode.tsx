/**
 * TutorConfirmAccessCode (spec §4 TUTOR 9,4, `/tutorConfirmAccessCode`), also the tutor's signature recovery
 * (§2 placements "tutor signature recovery 9,4"; §4 Start-up rules: a running signature with isTutor lands
 * here). First the kit's SignatureRecovery: a running signature is followed, then `recoveryTarget` with
 * `signScreensOf('TUTOR')` sends the wizard back to what is still to sign (TutorRequestCertificate,
 * TutorBankSign, TutorCardSign). With everything signed, the guardian's OWN access code (the sandbox checks
 * the caller's, not the minor's) is confirmed with the kit's AccessCodeStep (`verify-access-code`), and the
 * step submit goes on to TutorConfirmMobileToken.
 */
import { AccessCodeStep } from '../../../kit/connected/AccessCodeStep';
import type { ScreenProps } from '../../../kit/screen';
import { SignatureRecovery } from '../../../kit/connected/SignatureRecovery';
import { TUTOR_ACCESS_CODE_COPY as COPY } from './copy';

export default function TutorConfirmAccessCode({ screen }: ScreenProps) {
  return (
    <SignatureRecovery screen={screen} copy={COPY}>
      <AccessCodeStep screen={screen} copy={COPY} />
    </SignatureRecovery>
  );
}
