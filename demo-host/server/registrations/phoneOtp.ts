/**
 * The phone one-time code of a registration: `send-phone-number-otp` (spec §7) and the sandbox's
 * `verify-phone-number-otp` (spec §7 shows no verification call). Limits in constants.ts.
 */
import type Database from 'better-sqlite3';
import { ApiError } from '../errors';
import { sendMessage } from '../outbox';
import { updateRegistration } from '../repositories/registrations';
import type { Registration } from '../repositories/registrations';
import { otpSmsText } from './messages';
import { checkOtpChallenge, issueOtpChallenge } from './otpChallenge';

/**
 * Sends a new code (always SANDBOX_OTP_CODE) by SMS to `phoneNumber`; it replaces any
 * pending one.
 * @throws ApiError 409 USR_REG_PHONE_ALREADY_CERTIFIED; 429 USR_REG_OTP_TOO_MANY after
 *   OTP_MAX_SENDS sends within OTP_SEND_WINDOW_MS.
 */
export function sendPhoneOtp(sql: Database.Database, registration: Registration, phoneNumber: string, now = Date.now()): void {
  if (registration.phoneNumberStatus === 'CERTIFIED') {
    throw new ApiError(409, 'USR_REG_PHONE_ALREADY_CERTIFIED', 'The phone number is already certified');
  }
  const code = issueOtpChallenge(sql, registration.id, 'sms', now);
  sendMessage(sql, { channel: 'sms', to: phoneNumber, code, text: otpSmsText(code) });
}

/**
 * Checks `otp` against the pending code and certifies the phone when it matches (an already
 * CERTIFIED phone is answered as it is). A wrong code counts an attempt; the
 * OTP_MAX_ATTEMPTSth, or a code older than OTP_TTL_MS, throws the challenge away.
 * @returns the registration, or the error to answer (returned, not thrown, so that the attempts
 *   and deletions are kept when the caller's transaction commits).
 */
export function verifyPhoneOtp(sql: Database.Database, registration: Registration, otp: string): Registration | ApiError {
  const { id } = registration;
  if (registration.phoneNumberStatus === 'CERTIFIED') return registration;
  const refused = checkOtpChallenge(sql, id, 'sms', otp, 'otp');
  if (refused) return refused;
  return updateRegistration(sql, id, { phoneNumberStatus: 'CERTIFIED' }) ?? registration;
}
