/**
 * The end of CONSUMER step 8 and the completion (the sandbox's own calls where spec §7 shows
 * none): `{id}/verify-access-code`, `{id}/mobile-token/send-otp`, `{id}/mobile-token/activate` and
 * `{id}/complete-registration`. Rules: registrations/completion.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { sendSmsCode } from '../../registrations/certificate';
import { accessCodeSchema, activateMobileToken, completeRegistration, verifyAccessCode } from '../../registrations/completion';
import { optionalObjectSchema, verifyOtpSchema } from '../../registrations/schemas';
import { signerView } from '../../registrations/signature';
import type { Signer } from '../../registrations/signer';
import type { Registration } from '../../repositories/registrations';
import { ApiError } from '../../errors';
import { withOwnOrGuardedRegistration } from './own';

/** A registration answered as `signer` sees it (an error passed on). */
const guardianView = (outcome: Registration | ApiError, signer: Signer) => (outcome instanceof ApiError ? outcome : signerView(outcome, signer));

/**
 * Registers the access-code, mobile-token and completion routes below `base`. All four are also
 * the guardian's on a MINOR registration they guard (TutorConfirmAccessCode with the guardian's own access
 * code, TutorConfirmMobileToken, RegistrationCompleted), on the guardian's keys (registrations/signer.ts).
 */
export function registerCompletionRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  app.post(`${base}/:id/verify-access-code`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, accessCodeSchema, (registration, { accessCode }, user, signer) =>
      verifyAccessCode(db.sql, registration, user.id, accessCode, signer),
    ),
  );

  // The mobile token's code: always SANDBOX_OTP_CODE, by SMS to the caller, the phone code's limits.
  app.post(`${base}/:id/mobile-token/send-otp`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, optionalObjectSchema, (registration, _body, user, signer) =>
      sendSmsCode(db.sql, registration, 'mobileToken', user.phoneNumber, Date.now(), signer),
    ),
  );
  app.post(`${base}/:id/mobile-token/activate`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, verifyOtpSchema, (registration, { otp }, _user, signer) =>
      guardianView(activateMobileToken(db.sql, registration, otp, signer), signer),
    ),
  );

  app.post(`${base}/:id/complete-registration`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, optionalObjectSchema, (registration, _body, _user, signer) =>
      signerView(completeRegistration(db.sql, registration, signer), signer),
    ),
  );
}
