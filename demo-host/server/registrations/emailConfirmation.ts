/**
 * The e-mail confirmation of a registration (ConfirmEmail, spec §4 CONSUMER 2,0): spec §7
 * `send-confirmation-email` and `modify-email`, and the sandbox's `verify-email` (spec §7 shows no
 * confirmation call). The code is always SANDBOX_OTP_CODE; limits as the phone's (constants.ts). The
 * confirmation is kept in the registration's `data.emailConfirmed`; the address in the user's e-mail
 * and the registration's `data.email`.
 */
import type Database from 'better-sqlite3';
import { EMAIL_CODE_PARAM } from '../constants';
import { ApiError } from '../errors';
import { sendMessage } from '../outbox';
import { updateRegistration } from '../repositories/registrations';
import { emailTakenByOtherUser, findUserEmail, updateUserEmail } from '../repositories/users';
import type { Registration } from '../repositories/registrations';
import { emailConfirmationText, MSG } from './messages';
import { checkOtpChallenge, issueOtpChallenge } from './otpChallenge';

/** The answer of `send-confirmation-email` and `modify-email`: where the code went. */
export interface EmailSent {
  sent: true;
  email: string;
}

/** Whether the registration's e-mail address is confirmed. */
function isEmailConfirmed(registration: Registration): boolean {
  return registration.data.emailConfirmed === true;
}

/** The link in the e-mail: the wizard's ConfirmEmail route on `origin`, carrying the code. */
export function emailConfirmationLink(origin: string, code: string): string {
  return `${origin}/#/confirmEmail?${EMAIL_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** Sends the code to `email` after the send limit check (shared by the send and the change). */
function sendCode(sql: Database.Database, registrationId: string, email: string, origin: string, now: number): EmailSent {
  const code = issueOtpChallenge(sql, registrationId, 'email', now);
  sendMessage(sql, { channel: 'email', to: email, code, text: emailConfirmationText(code, emailConfirmationLink(origin, code)) });
  return { sent: true, email };
}

/**
 * `send-confirmation-email`: a new code (always SANDBOX_OTP_CODE) to the user's e-mail
 * address, replacing any pending one; the text carries the confirmation link on `origin`.
 * @throws ApiError 409 USR_REG_EMAIL_ALREADY_CONFIRMED; 409 USR_REG_EMAIL_MISSING (no address);
 *   429 USR_REG_OTP_TOO_MANY after OTP_MAX_SENDS sends within OTP_SEND_WINDOW_MS.
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

/**
 * `verify-email`: checks `code` against the pending e-mail code and confirms the address when it
 * matches (an already confirmed address is answered as it is). A wrong code counts an attempt; the
 * OTP_MAX_ATTEMPTSth, or a code older than OTP_TTL_MS, throws the challenge away.
 * @returns the registration, or the error to answer (returned, not thrown, so the attempts are kept).
 */
export function verifyEmail(sql: Database.Database, registration: Registration, code: string): Registration | ApiError {
  const { id } = registration;
  if (isEmailConfirmed(registration)) return registration;
  const refused = checkOtpChallenge(sql, id, 'email', code, 'code');
  if (refused) return refused;
  return updateRegistration(sql, id, { data: { emailConfirmed: true } }) ?? registration;
}
