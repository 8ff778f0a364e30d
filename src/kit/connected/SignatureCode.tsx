/**
 * The SMS code of a signature (spec §4 CONSUMER 8,1 CertificateSign; the minor signs each scope
 * with its own code, no certificate): the code's status line (sending, where it went, why it was not sent),
 * the code field's rule, and "Invia di nuovo il codice" after the visible resend cooldown. `useSignatureCode`
 * sends the code with `send-signature-otp` through the screen's `useSignature` (so its state says where the
 * code went) and opens the cooldown once it is sent.
 */
import * as z from 'zod/mini';
import { sendSignatureOtp, type CertTarget } from '../../api/certificate';
import type { SignatureState } from '../../registration/signature';
import { digitsOnly, maxLength, minLength, required } from '../../validation/common';
import { SIGNATURE_CODE_COPY as COPY } from '../copy';
import { ResendButton } from '../ResendButton';
import { useCooldown, type Cooldown } from '../useCooldown';
import type { Signature } from './useSignature';

/** The signature OTP: the provider (and the sandbox) send 6 digits. */
export const SIGNATURE_OTP_LENGTH = 6;

/** The code field: required, digits only, exactly {@link SIGNATURE_OTP_LENGTH} digits (§5 numeric and length messages). */
export function signatureOtpSchema() {
  return z.string().check(z.trim(), required(), digitsOnly(), minLength(SIGNATURE_OTP_LENGTH), maxLength(SIGNATURE_OTP_LENGTH));
}

/** The form of a screen whose only field is the signature code (CertificateSign, TutorRequestCertificate). */
export const SignatureOtpFormSchema = z.object({ otp: signatureOtpSchema() });
export type SignatureOtpFormValues = z.infer<typeof SignatureOtpFormSchema>;

/** What the code's status line says in `state`. */
function signatureCodeStatus(state: Pick<SignatureState, 'phase' | 'otpProblem' | 'phoneNumber'>): string {
  switch (state.phase) {
    case 'otp-sending':
      return COPY.sending;
    case 'otp-failed':
      return state.otpProblem === 'too-many' ? COPY.tooMany : COPY.sendFailed;
    case 'idle':
      return '';
    default:
      return state.phoneNumber ? COPY.sentTo(state.phoneNumber) : COPY.sentGeneric;
  }
}

export interface SignatureCode {
  cooldown: Cooldown;
  /** Sends a code (`send-signature-otp`); the cooldown starts once it is sent. Never rejects. */
  request: () => Promise<void>;
}

export function useSignatureCode(signature: Signature, target: CertTarget): SignatureCode {
  const cooldown = useCooldown();
  const request = async () => {
    if (await signature.requestOtp((api) => sendSignatureOtp(api, target))) cooldown.start();
  };
  return { cooldown, request };
}

/** The code's status line (a polite live region, always rendered so each change is announced). */
export function SignatureCodeStatus({ state }: { state: SignatureState }) {
  return (
    <p className="step-status" role="status">
      {signatureCodeStatus(state)}
    </p>
  );
}

/** "Invia di nuovo il codice": disabled while a code is sent, a signature runs or is done, and during the cooldown. */
export function SignatureCodeResend({ signature, code }: { signature: Signature; code: SignatureCode }) {
  const { state, busy } = signature;
  return (
    <ResendButton
      cooldown={code.cooldown}
      sending={state.phase === 'otp-sending' || busy || state.phase === 'done'}
      onResend={() => void code.request()}
      cooldownText={COPY.cooldown}
    >
      {COPY.resend}
    </ResendButton>
  );
}
