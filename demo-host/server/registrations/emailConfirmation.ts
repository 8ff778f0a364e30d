/**
 * The e-mail confirmation of a registration (ConfirmEmail, spec §4 CONSUMER 2,0): spec §7
 * `send-confirmation-email` and `modify-email`, and the sandbox's `verify-email` (spec §7 shows no
 * confirmation call). The code is always SANDBOX_OTP_CODE; limits as the phone's (constants.ts). The
 * confirmation is kept in the registration's `data.emailConfirmed`; the address in the user's e-mail
 * and the registration's `data.email`.
 */
import type Database from 'better-sqlite3';
import {
  EMAIL_CODE_PARAM,
  isAcceptedOtp,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  SANDBOX_OTP_CODE,
} from '../constants';
import { ApiError } from '../errors';
import { sendMessage } from '../outbox';
import {
  countOtpSends,
  deleteOtpChallenge,
  emailTakenByOtherUser,
  findOtpChallenge,
  findUserEmail,
  recordOtpFailure,
  saveOtpChallenge,
  updateRegistration,
  updateUserEmail,
} from '../store';
import type { Registration } from '../store';
import { emailConfirmationText, MSG } from './messages';

/** The answer of `send-confirmation-email` and `modify-email`: where the code went. */
export interface EmailSent {
  sent: true;
  email: string;
}

/** Whether the registration's e-mail address is confirmed. */
export function isEmailConfirmed(registration: Registration): boolean {
  return registration.data.emailConfirmed === true;
}

/** The link in the e-mail: the wizard's ConfirmEmail route on `origin`, carrying the code. */
export function emailConfirmationLink(origin: string, code: string): string {
  return `${origin}/#/confirmEmail?${EMAIL_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** Sends the code to `email` after the send limit check (shared by the send and the change). */
function sendCode(sql: Database.Database, registrationId: string, email: string, origin: string, now: number): EmailSent {
  if (countOtpSends(sql, registrationId, now - OTP_SEND_WINDOW_MS, 'email') >= OTP_MAX_SENDS) {
    throw new ApiError(429, 'USR_REG_OTP_TOO_MANY', `At most ${OTP_MAX_SENDS} codes can be sent in 10 minutes`);
  }
  saveOtpChallenge(sql, registrationId, SANDBOX_OTP_CODE, now, now - OTP_SEND_WINDOW_MS, 'email');
  const link = emailConfirmationLink(origin, SANDBOX_OTP_CODE);
  sendMessage(sql, { channel: 'email', to: email, code: SANDBOX_OTP_CODE, text: emailConfirmationText(SANDBOX_OTP_CODE, link) });
  return { sent: true, email };
}

/**
 * `send-confirmation-email`: a new code (always {@link SANDBOX_OTP_CODE}) to the user's e-mail
 * address, replacing any pending one; the text carries the confirmation link on `origin`.
 * @throws ApiError 409 USR_REG_EMAIL_ALREADY_CONFIRMED; 409 USR_REG_EMAIL_MISSING (no address);
 *   429 USR_REG_OTP_TOO_MANY after {@link OTP_MAX_SENDS} sends within {@link OTP_SEND_WINDOW_MS}.
 */
export function sendConfirmationEmail(sql: Database.Database, registration: Registration, userId: string, origin: string, now = Date.now()): EmailSent {
  if (isEmailConfirmed(registration)) {
    throw new ApiError(409, 'USR_REG_EMAIL_ALREADY_CONFIRMED', 'The e-mail address is already confirmed');
  }
  const email = findUserEmail(sql, userId);
  if (!email) throw new ApiError(409, 'USR_REG_EMAIL_MISSING', 'The user has no e-mail address');
  return sendCode(sql, registration.id, email, origin, now);
}

/**
 * `modify-email`: changes the user's and the registration's address (no longer confirmed) and sends
 * a new code there. Run inside a transaction: a refused send (429) rolls the change back.
 * @throws ApiError 409 USR_REG_EMAIL_EXISTS (field `email`) when another user has the address;
 *   429 USR_REG_OTP_TOO_MANY.
 */
export function modifyEmail(
  sql: Database.Database,
  registration: Registration,
  userId: string,
  email: string,
  origin: string,
  now = Date.now(),
): EmailSent {
  if (emailTakenByOtherUser(sql, email, userId)) {
    throw new ApiError(409, 'USR_REG_EMAIL_EXISTS', 'E-mail address already registered', [{ field: 'email', message: MSG.emailExists }]);
  }
  updateUserEmail(sql, userId, email);
  updateRegistration(sql, registration.id, { data: { email, emailConfirmed: false } });
  return sendCode(sql, registration.id, email.toLowerCase(), origin, now);
}

function codeError(status: 400 | 409, code: string, message: string, fieldMessage: string): ApiError {
  return new ApiError(status, code, message, [{ field: 'code', message: fieldMessage }]);
}

/**
 * `verify-email`: checks `code` against the pending e-mail code and confirms the address when it
 * matches (an already confirmed address is answered as it is). A wrong code counts an attempt; the
 * {@link OTP_MAX_ATTEMPTS}th, or a code older than {@link OTP_TTL_MS}, throws the challenge away.
 * @returns the registration, or the error to answer (returned, not thrown, so the attempts are kept).
 */
export function verifyEmail(sql: Database.Database, registration: Registration, code: string): Registration | ApiError {
  const { id } = registration;
  if (isEmailConfirmed(registration)) return registration;
  const challenge = findOtpChallenge(sql, id, 'email');
  if (!challenge) return codeError(409, 'USR_REG_OTP_NOT_SENT', 'No code was sent for this registration', MSG.otpNotSent);
  if (Date.now() - challenge.createdAt > OTP_TTL_MS) {
    deleteOtpChallenge(sql, id, 'email');
    return codeError(400, 'USR_REG_OTP_EXPIRED', 'The code has expired', MSG.otpExpired);
  }
  if (!isAcceptedOtp(code) || code !== challenge.code) {
    if (recordOtpFailure(sql, id, 'email') < OTP_MAX_ATTEMPTS) {
      return codeError(400, 'USR_REG_OTP_INVALID', 'Wrong code', MSG.otpInvalid);
    }
    deleteOtpChallenge(sql, id, 'email');
    return codeError(400, 'USR_REG_OTP_EXPIRED', `Wrong code typed ${OTP_MAX_ATTEMPTS} times`, MSG.otpLocked);
  }
  deleteOtpChallenge(sql, id, 'email');
  return updateRegistration(sql, id, { data: { emailConfirmed: true } }) ?? registration;
}
