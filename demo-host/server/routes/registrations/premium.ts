/**
 * Premium (spec §7 `POST registrations/{id}/activate-premium`, no payload): sets the
 * registration's `premiumActivationRequested`, served by every registration lookup. A second activation
 * is 409 `USR_USR_0731` (spec §8: the client shows "L'abbonamento Premium è stato già attivato correttamente").
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { ApiError } from '../../errors';
import { optionalObjectSchema } from '../../registrations/schemas';
import { updateRegistration } from '../../repositories/registrations';
import { withOwnRegistration } from './own';

/** Error code of a second premium activation (spec §8). */
const PREMIUM_ACTIVE_CODE = 'USR_USR_0731';
/** Message of a second premium activation. */
const PREMIUM_ACTIVE_MESSAGE = 'Premium already active';

/** Registers `{id}/activate-premium` below `base`. */
export function registerPremiumRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  app.post(`${base}/:id/activate-premium`, requireAuth(db), (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration) => {
      if (registration.premiumActivationRequested) throw new ApiError(409, PREMIUM_ACTIVE_CODE, PREMIUM_ACTIVE_MESSAGE);
      updateRegistration(db.sql, registration.id, { premiumActivationRequested: true });
      return { premiumActivationRequested: true };
    }),
  );
}
