/**
 * The one-time code a registration is sent on a channel (the phone's SMS, the e-mail), shared by
 * phoneOtp.ts and emailConfirmation.ts: the send limit, and the check of a typed code with its expiry and
 * attempts. The code is always SANDBOX_OTP_CODE; limits in constants.ts.
 */
import type Database from 'better-sqlite3';
import { isAcceptedOtp, OTP_MAX_ATTEMPTS, OTP_MAX_SENDS, OTP_SEND_WINDOW_MS, OTP_TTL_MS, SANDBOX_OTP_CODE } from '../constants';
import { ApiError } from '../errors';
import { countOtpSends, deleteOtpChallenge, findOtpChallenge, recordOtpFailure, saveOtpChallenge } from '../repositories/codes';
import type { OtpChannel } from '../repositories/codes';
import { MSG } from './messages';

/**
 * Records a new pending code on `channel` (replacing any pending one) and returns it, for the caller to
 * send.
 * @throws ApiError 429 USR_REG_OTP_TOO_MANY after {@link OTP_MAX_SENDS} sends within {@link OTP_SEND_WINDOW_MS}.
 */
export function issueOtpChallenge(sql: Database.Database, registrationId: string, channel: OtpChannel, now: number): string {
  if (countOtpSends(sql, registrationId, now - OTP_SEND_WINDOW_MS, channel) >= OTP_MAX_SENDS) {
    throw new ApiError(429, 'USR_REG_OTP_TOO_MANY', `At most ${OTP_MAX_SENDS} codes can be sent in 10 minutes`);
  }
  saveOtpChallenge(sql, registrationId, SANDBOX_OTP_CODE, now, now - OTP_SEND_WINDOW_MS, channel);
  return SANDBOX_OTP_CODE;
}

/**
 * Checks `typed` against the pending code on `channel`. A match uses the code up; a wrong code counts an
 * attempt, and the {@link OTP_MAX_ATTEMPTS}th, or a code older than {@link OTP_TTL_MS}, throws it away.
 * @returns undefined when accepted, else the error to answer, its field message under `field` (returned,
 *   not thrown, so that the attempts and deletions are kept when the caller's transaction commits).
 */
export function checkOtpChallenge(
  sql: Database.Database,
  registrationId: string,
  channel: OtpChannel,
  typed: string,
  field: string,
): ApiError | undefined {
  const refuse = (status: 400 | 409, code: string, message: string, fieldMessage: string) =>
    new ApiError(status, code, message, [{ field, message: fieldMessage }]);
  const challenge = findOtpChallenge(sql, registrationId, channel);
  if (!challenge) return refuse(409, 'USR_REG_OTP_NOT_SENT', 'No code was sent for this registration', MSG.otpNotSent);
  if (Date.now() - challenge.createdAt > OTP_TTL_MS) {
    deleteOtpChallenge(sql, registrationId, channel);
    return refuse(400, 'USR_REG_OTP_EXPIRED', 'The code has expired', MSG.otpExpired);
  }
  if (!isAcceptedOtp(typed) || typed !== challenge.code) {
    if (recordOtpFailure(sql, registrationId, channel) < OTP_MAX_ATTEMPTS) {
      return refuse(400, 'USR_REG_OTP_INVALID', 'Wrong code', MSG.otpInvalid);
    }
    deleteOtpChallenge(sql, registrationId, channel);
    return refuse(400, 'USR_REG_OTP_EXPIRED', `Wrong code typed ${OTP_MAX_ATTEMPTS} times`, MSG.otpLocked);
  }
  deleteOtpChallenge(sql, registrationId, channel);
  return undefined;
}
