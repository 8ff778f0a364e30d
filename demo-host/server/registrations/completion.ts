/**
 * The end of CONSUMER step 8 and the completion (the sandbox's own calls where spec §7 shows
 * none): the access code chosen at pre-registration typed again (`verify-access-code`; wrong attempts in
 * `data.accessCodeAttempts`, success in `data.accessCodeVerified`), the mobile token (`mobile-token/send-otp`,
 * its own one-time-code kind `mobileToken`, and `activate` -> `data.mobileTokenActive`), and
 * `complete-registration` (COMPLETED and closed; the user ENABLED, so the next login hands off to online
 * banking, spec §4 Login flow).
 *
 * A MINOR registration has two signers (./signer.ts). The minor's own mobile token (7,2
 * MinorConfirmMobileToken) does not end the signatures; the guardian's (9,5 TutorConfirmMobileToken) does:
 * the registration becomes CONTRACTS_SIGNED at step 9 (spec §4: MINOR with CONTRACTS_SIGNED at step 8 or 9
 * -> progress 9 -> final step 10), so the minor's waiting page moves on and completes it.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { ACCESS_CODE_MAX_ATTEMPTS } from '../constants';
import { ApiError } from '../errors';
import type { Registration } from '../repositories/registrations';
import { findRegistration, updateRegistration } from '../repositories/registrations';
import { enableUser, findAccessCode, findUserById } from '../repositories/users';
import { checkOtpChallenge } from './otpChallenge';
import { contractsSigned } from './signature';
import type { Signer } from './signer';
import { OWNER } from './signer';
import { completeUpgrade } from './upgrades';

/** The sandbox's messages of these calls. */
export const COMPLETION_MSG = {
  accessCodeShape: 'Il codice di accesso è di 5 cifre',
  accessCodeInvalid: 'Il codice di accesso non è corretto',
  accessCodeLocked: 'Hai superato il numero di tentativi per il codice di accesso',
} as const;

/** Body of `verify-access-code`: `{ accessCode }`, 5 digits. */
export const accessCodeSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({ accessCode: z.string({ error: COMPLETION_MSG.accessCodeShape }).regex(/^\d{5}$/, COMPLETION_MSG.accessCodeShape) }),
);

const attemptsOf = (registration: Registration, signer: Signer): number => {
  const attempts = registration.data[signer.keys.accessCodeAttempts];
  return typeof attempts === 'number' ? attempts : 0;
};

const locked = () => new ApiError(423, 'USR_REG_ACCESS_CODE_LOCKED', COMPLETION_MSG.accessCodeLocked);

/**
 * `verify-access-code`: the code must be the user's access code (the login password). The
 * ACCESS_CODE_MAX_ATTEMPTSth wrong code locks the check for good (423, also for the right code after).
 * @returns `{ verified: true }`, or the error to answer (returned, so the attempt is kept).
 */
export function verifyAccessCode(
  sql: Database.Database,
  registration: Registration,
  userId: string,
  accessCode: string,
  signer: Signer = OWNER,
): { verified: true } | ApiError {
  const attempts = attemptsOf(registration, signer);
  if (attempts >= ACCESS_CODE_MAX_ATTEMPTS) return locked();
  if (findAccessCode(sql, userId) !== accessCode) {
    updateRegistration(sql, registration.id, { data: { [signer.keys.accessCodeAttempts]: attempts + 1 } });
    if (attempts + 1 >= ACCESS_CODE_MAX_ATTEMPTS) return locked();
    return new ApiError(400, 'USR_REG_ACCESS_CODE_INVALID', 'Wrong access code', [
      { field: 'accessCode', message: COMPLETION_MSG.accessCodeInvalid },
    ]);
  }
  updateRegistration(sql, registration.id, {
    data: { [signer.keys.accessCodeVerified]: true, [signer.keys.accessCodeAttempts]: 0 },
  });
  return { verified: true };
}

/**
 * `mobile-token/activate {otp}`: the sent mobile-token code activates `signer`'s token (an active one
 * answers the registration as it is). The end of the signatures sets CONTRACTS_SIGNED: the owner's
 * activation, except on a MINOR registration, where the guardian's does (and moves it to step 9).
 * @returns the registration, or the OTP error (field `otp`, returned so the attempt is kept).
 */
export function activateMobileToken(
  sql: Database.Database,
  registration: Registration,
  otp: string,
  signer: Signer = OWNER,
): Registration | ApiError {
  if (registration.data[signer.keys.mobileTokenActive] === true) return registration;
  if (!contractsSigned(registration, signer)) {
    return new ApiError(409, 'USR_REG_NOT_SIGNED', 'Sign the account and card contracts first');
  }
  const refused = checkOtpChallenge(sql, registration.id, signer.otp.mobileToken, otp, 'otp');
  if (refused) return refused;
  const data = { [signer.keys.mobileTokenActive]: true };
  // A minor's own token: the guardian still has to sign (MINOR 8 MinorSetTutor, 9 MinorWaitingTutorConfirm).
  if (signer.role === 'OWNER' && registration.flow === 'MINOR') return updateRegistration(sql, registration.id, { data }) ?? registration;
  // The guardian's token ends the minor's signatures: CONTRACTS_SIGNED at step 9 (never moved back).
  const step = signer.role === 'TUTOR' ? { currentStep: Math.max(registration.currentStep, 9) } : {};
  // The end of step 8 (CONSUMER) or 9 (the guardian): the contracts are signed and confirmed (see
  // contractsSigned in signature.ts).
  return updateRegistration(sql, registration.id, { status: 'CONTRACTS_SIGNED', ...step, data }) ?? registration;
}

/**
 * `complete-registration`: a CONTRACTS_SIGNED registration (step 8 ended: contracts signed, mobile token
 * active; a seeded persona may be CONTRACTS_SIGNED outright) becomes COMPLETED and closed, and its user ENABLED. An already COMPLETED one, or a WIZARD_COMPLETED one (the bank's checks
 * pending), answers itself. A minor's guardian (`signer` TUTOR) gets the CONTRACTS_SIGNED registration
 * answered as it is: only the minor completes it.
 * @throws ApiError 409 USR_REG_NOT_SIGNED otherwise.
 */
export function completeRegistration(sql: Database.Database, registration: Registration, signer: Signer = OWNER): Registration {
  if (registration.status === 'COMPLETED') return registration;
  // spec §4 "wizard completed" (DOUBLEDOC, WIZARD_COMPLETED): the wizard is done and the bank completes the
  // registration after its own document checks, so the call answers it as it is.
  if (registration.status === 'WIZARD_COMPLETED') return registration;
  if (registration.status !== 'CONTRACTS_SIGNED') {
    throw new ApiError(409, 'USR_REG_NOT_SIGNED', 'Sign the contracts and activate the mobile token first');
  }
  // The guardian's RegistrationCompleted (TUTOR 10): their part is done, but the registration is the minor's,
  // who completes it (and becomes the customer) from their own session.
  if (signer.role === 'TUTOR') return registration;
  const user = findUserById(sql, registration.user.id);
  updateRegistration(sql, registration.id, { status: 'COMPLETED', closed: true });
  // A business's account is a BUSINESS wallet (not CORPORATE: the next login goes to online banking).
  enableUser(sql, registration.user.id, registration.flow === 'BUSINESS' ? 'BUSINESS' : 'CONSUMER');
  // An upgrade also changes the customer (profile, level, minor flag, default wallet).
  if (user) completeUpgrade(sql, registration, user);
  return findRegistration(sql, registration.id) ?? registration;
}
