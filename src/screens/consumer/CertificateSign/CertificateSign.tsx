/**
 * CertificateSign (spec §4 CONSUMER 8,1, `/infocertSign`: the provider's name followed by Sign). The first
 * signature with the certificate provider (§7): it issues the certificate and opens the signature session
 * the contracts are then signed in. The kit's CertificateSignStep does it all (arrival, the code sent once
 * with the resend cooldown, issue-and-sign or one-step-sign, the progress, the step submit on to
 * BankSign); this screen gives its name and copy.
 */
import { CertificateSignStep } from '../../../kit/connected/CertificateSignStep';
import type { ScreenProps } from '../../../kit/screen';
import { CERTIFICATE_SIGN_COPY } from './copy';

export default function CertificateSign(_props: ScreenProps) {
  return <CertificateSignStep screen="CertificateSign" copy={CERTIFICATE_SIGN_COPY} />;
}
