/**
 * The e-mail confirmation: spec §7 `send-confirmation-email` and `modify-email`, and the sandbox's
 * `verify-email` (spec §7 shows no confirmation call). Rules: registrations/emailConfirmation.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { modifyEmail, sendConfirmationEmail, verifyEmail } from '../../registrations/emailConfirmation';
import { modifyEmailSchema, optionalObjectSchema, verifyEmailSchema } from '../../registrations/schemas';
import { withOwnRegistration } from './own';

/** Registers `{id}/send-confirmation-email`, `{id}/modify-email` and `{id}/verify-email` below `base`. */
export function registerEmailRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  // A new code (always SANDBOX_OTP_CODE) to the user's address; the link points back at this origin.
  app.post(`${base}/:id/send-confirmation-email`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration, _body, user) =>
      sendConfirmationEmail(db.sql, registration, user.id, new URL(c.req.url).origin),
    ),
  );

  // A new address, and a new code sent there.
  app.post(`${base}/:id/modify-email`, auth, (c) =>
    withOwnRegistration(c, db, modifyEmailSchema, (registration, { email }, user) =>
      modifyEmail(db.sql, registration, user.id, email, new URL(c.req.url).origin),
    ),
  );

  // Confirms the address with the sent code.
  app.post(`${base}/:id/verify-email`, auth, (c) =>
    withOwnRegistration(c, db, verifyEmailSchema, (registration, { code }) => verifyEmail(db.sql, registration, code)),
  );
}
