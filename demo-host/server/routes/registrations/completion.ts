/**
 * The end of CONSUMER step 8 and the completion (issue 12; the sandbox's own calls where spec §7 shows
 * none): `{id}/verify-access-code`, `{id}/mobile-token/send-otp`, `{id}/mobile-token/activate` and
 * `{id}/complete-registration`. Rules: registrations/completion.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { sendSmsCode } from '../../registrations/certificate';
import { accessCodeSchema, activateMobileToken, completeRegistration, verifyAccessCode } from '../../registrations/completion';
import { optionalObjectSchema, verifyOtpSchema } from '../../registrations/schemas';
import { withOwnRegistration } from './own';

/** Registers the access-code, mobile-token and completion routes below `base`. */
export function registerCompletionRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  app.post(`${base}/:id/verify-access-code`, auth, (c) =>
    withOwnRegistration(c, db, accessCodeSchema, (registration, { accessCode }, user) => verifyAccessCode(db.sql, registration, user.id, accessCode)),
  );

  // The mobile token's code: always SANDBOX_OTP_CODE, by SMS, the phone code's limits.
  app.post(`${base}/:id/mobile-token/send-otp`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration, _body, user) => sendSmsCode(db.sql, registration, 'mobileToken', user.phoneNumber)),
  );
  app.post(`${base}/:id/mobile-token/activate`, auth, (c) =>
    withOwnRegistration(c, db, verifyOtpSchema, (registration, { otp }) => activateMobileToken(db.sql, registration, otp)),
  );

  app.post(`${base}/:id/complete-registration`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration) => completeRegistration(db.sql, registration)),
  );
}
