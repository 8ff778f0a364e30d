/**
 * The phone one-time code: spec §7 `send-phone-number-otp`, and the sandbox's
 * `verify-phone-number-otp` (spec §7 shows no verification call). Rules: registrations/phoneOtp.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { sendPhoneOtp, verifyPhoneOtp } from '../../registrations/phoneOtp';
import { maskPhone } from '../../registrations/rules';
import { optionalObjectSchema, verifyOtpSchema } from '../../registrations/schemas';
import { withOwnRegistration } from './own';

/** Registers `{id}/send-phone-number-otp` and `{id}/verify-phone-number-otp` below `base`. */
export function registerPhoneOtpRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  // A new code (always SANDBOX_OTP_CODE) replaces any pending one.
  app.post(`${base}/:id/send-phone-number-otp`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration, _body, user) => {
      sendPhoneOtp(db.sql, registration, user.phoneNumber);
      return { sent: true, phoneNumber: maskPhone(user.phoneNumber) };
    }),
  );

  // Certifies the phone with the sent code.
  app.post(`${base}/:id/verify-phone-number-otp`, auth, (c) =>
    withOwnRegistration(c, db, verifyOtpSchema, (registration, { otp }) => verifyPhoneOtp(db.sql, registration, otp)),
  );
}
