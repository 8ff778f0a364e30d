/**
 * Who signs on a registration: its OWNER (the consumer, the minor) or, on a MINOR registration,
 * the guardian (spec §4 TUTOR step 9: TutorCardDocumentation, TutorRequestCertificate, TutorBankSign,
 * TutorCardSign, TutorConfirmAccessCode, TutorConfirmMobileToken). Both go through the same rules (the
 * certificate provider's dossier and signature state machine, the access code, the mobile token, the card
 * documents), each on its own `data` keys and one-time-code kinds, so the guardian's certificate and
 * signatures never touch the minor's.
 *
 * Only the owner's signature drives the `infocert_sign_running` column; the guardian's running signature
 * shows in the registration as the guardian is served it ({@link signerView} in ./signature.ts).
 */
import type { OtpChannel } from '../repositories/codes';

/** The `data` keys of one signer's step-8/9 state. */
interface SignerKeys {
  /** The certificate provider's signature state (./signature.ts SignatureState). */
  signature: string;
  /** The certificate provider's dossier (./certificate.ts Dossier). */
  dossier: string;
  /** The account's static contracts accepted (`terms`, scope ACCOUNT). */
  documentsAccepted: string;
  /** The chosen card's documents accepted (`terms`, scope CARD). */
  cardDocumentsAccepted: string;
  accessCodeAttempts: string;
  accessCodeVerified: string;
  mobileTokenActive: string;
}

export interface Signer {
  role: 'OWNER' | 'TUTOR';
  keys: SignerKeys;
  /** The one-time-code kinds of the signature code and of the mobile token's code. */
  otp: { signature: OtpChannel; mobileToken: OtpChannel };
}

/** The registration's own user (every flow). */
export const OWNER: Signer = {
  role: 'OWNER',
  keys: {
    signature: 'signature',
    dossier: 'dossier',
    documentsAccepted: 'documentsAccepted',
    cardDocumentsAccepted: 'cardDocumentsAccepted',
    accessCodeAttempts: 'accessCodeAttempts',
    accessCodeVerified: 'accessCodeVerified',
    mobileTokenActive: 'mobileTokenActive',
  },
  otp: { signature: 'signature', mobileToken: 'mobileToken' },
};

/** The guardian of a MINOR registration (`data.tutor`, matched by registrations/tutor.ts `isTutorOf`). */
export const TUTOR: Signer = {
  role: 'TUTOR',
  keys: {
    signature: 'tutorSignature',
    dossier: 'tutorDossier',
    documentsAccepted: 'tutorDocumentsAccepted',
    cardDocumentsAccepted: 'tutorCardDocumentsAccepted',
    accessCodeAttempts: 'tutorAccessCodeAttempts',
    accessCodeVerified: 'tutorAccessCodeVerified',
    mobileTokenActive: 'tutorMobileTokenActive',
  },
  otp: { signature: 'tutorSignature', mobileToken: 'tutorMobileToken' },
};

/** Every `data` key of the guardian's state (cleared when `set-tutor` names another guardian). */
export const TUTOR_DATA_KEYS: readonly string[] = Object.values(TUTOR.keys);
