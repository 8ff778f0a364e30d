/**
 * The phone one-time code of a registration: `send-phone-number-otp` (spec §7) and the sandbox's
 * `verify-phone-number-otp` (spec §7 shows no verification call). Limits in constants.ts.
 */
import type Database from 'better-sqlite3';
import {
  isAcceptedOtp,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  SANDBOX_OTP_CODE,
} from '../constants';
import { ApiError } from '../errors';
import { sendMessage } from '../outbox';
import { countOtpSends, deleteOtpChallenge, findOtpChallenge, recordOtpFailure, saveOtpChallenge, updateRegistration } from '../store';
import type { Registration } from '../store';
import { MSG, otpSmsText } from './messages';

/**
 * Sends a new code (always {@link SANDBOX_OTP_CODE}) by SMS to `phoneNumber`; it replaces any
 * pending one.
 * @throws ApiError 409 USR_REG_PHONE_ALREADY_CERTIFIED; 429 USR_REG_OTP_TOO_MANY after
 *   {@link OTP_MAX_SENDS} sends within {@link OTP_SEND_WINDOW_MS}.
 */
export function sendPhoneOtp(sql: Database.Database, registration: Registration, phoneNumber: string, now = Date.now()): void {
  if (registration.phoneNumberStatus === 'CERTIFIED') {
    throw new ApiError(409, 'USR_REG_PHONE_ALREADY_CERTIFIED', 'The phone number is already certified');
  }
  if (countOtpSends(sql, registration.id, now - OTP_SEND_WINDOW_MS) >= OTP_MAX_SENDS) {
    throw new ApiError(429, 'USR_REG_OTP_TOO_MANY', `At most ${OTP_MAX_SENDS} codes can be sent in 10 minutes`);
  }
  saveOtpChallenge(sql, registration.id, SANDBOX_OTP_CODE, now, now - OTP_SEND_WINDOW_MS);
  sendMessage(sql, { channel: 'sms', to: phoneNumber, code: SANDBOX_OTP_CODE, text: otpSmsText(SANDBOX_OTP_CODE) });
}

function otpError(status: 400 | 409, code: string, message: string, fieldMessage: string): ApiError {
  return new ApiError(status, code, message, [{ field: 'otp', message: fieldMessage }]);
}

/**
 * Checks `otp` against the pending code and certifies the phone when it matches (an already
 * CERTIFIED phone is answered as it is). A wrong code counts an attempt; the
 * {@link OTP_MAX_ATTEMPTS}th, or a code older than {@link OTP_TTL_MS}, throws the challenge away.
 * @returns the registration, or the error to answer (returned, not thrown, so that the attempts
 *   and deletions are kept when the caller's transaction commits).
 */
export function verifyPhoneOtp(sql: Database.Database, registration: Registration, otp: string): Registration | ApiError {
  const { id } = registration;
  if (registration.phoneNumberStatus === 'CERTIFIED') return registration;
  const challenge = findOtpChallenge(sql, id);
  if (!challenge) return otpError(409, 'USR_REG_OTP_NOT_SENT', 'No code was sent for this registration', MSG.otpNotSent);
  if (Date.now() - challenge.createdAt > OTP_TTL_MS) {
    deleteOtpChallenge(sql, id);
    return otpError(400, 'USR_REG_OTP_EXPIRED', 'The code has expired', MSG.otpExpired);
  }
  if (!isAcceptedOtp(otp) || otp !== challenge.code) {
    if (recordOtpFailure(sql, id) < OTP_MAX_ATTEMPTS) {
      return otpError(400, 'USR_REG_OTP_INVALID', 'Wrong code', MSG.otpInvalid);
    }
    deleteOtpChallenge(sql, id);
    return otpError(400, 'USR_REG_OTP_EXPIRED', `Wrong code typed ${OTP_MAX_ATTEMPTS} times`, MSG.otpLocked);
  }
  deleteOtpChallenge(sql, id);
  return updateRegistration(sql, id, { phoneNumberStatus: 'CERTIFIED' }) ?? registration;
}
