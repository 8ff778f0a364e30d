/**
 * Reading registrations: `GET registrations` (my registrations) and `GET registrations/{id|me}`.
 * Legacy registrations are never served (spec §8).
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { errors } from '../../errors';
import { settleRegistration, signerView } from '../../registrations/signature';
import { countLegacyRegistrations, listRegistrations } from '../../repositories/registrations';
import type { Registration } from '../../repositories/registrations';
import { currentUser, ownOrGuardedRegistration } from './own';

/** A user's registrations, each with its signature settled (the running flag true only while one runs). */
function settledRegistrations(sql: RouteDeps['db']['sql'], userId: string): Registration[] {
  return listRegistrations(sql, userId).map((registration) => settleRegistration(sql, registration));
}

/** Registers `GET registrations` at `base`. */
export function registerListRoute(app: SandboxApp, { db }: RouteDeps, base: string): void {
  // "My registrations", HAL-style (common.md: the client unwraps `_embedded`).
  app.get(base, requireAuth(db), (c) => {
    const registrations = settledRegistrations(db.sql, c.get('userId'));
    return c.json({
      _embedded: { registrations },
      page: { size: registrations.length, totalElements: registrations.length, totalPages: 1, number: 0 },
    });
  });
}

/**
 * Registers `GET registrations/{id|me}` below `base`; after every two-segment route. A real id is
 * also the guardian's (the TUTOR start-up reads `registrations/{currentRegistrationId}`), served as the
 * guardian sees it (registrations/signature.ts `signerView`); `user` is always the caller.
 */
export function registerLookupRoute(app: SandboxApp, { db }: RouteDeps, base: string): void {
  app.get(`${base}/:id`, requireAuth(db), (c) => {
    const user = currentUser(db.sql, c.get('userId'));
    const id = c.req.param('id');
    if (id === 'me') {
      const registrations = settledRegistrations(db.sql, user.id);
      // Only legacy registrations (never served): spec §8 "Cannot find any NON legacy registration".
      if (registrations.length === 0 && countLegacyRegistrations(db.sql, user.id) > 0) {
        throw errors.legacyOnly(user.id);
      }
      const lastRegistration = registrations.at(-1) ?? null;
      return c.json({ registrations, lastRegistration, user, business: lastRegistration?.business ?? null });
    }
    const { registration, signer } = ownOrGuardedRegistration(db.sql, user.id, id);
    return c.json({ registration: signerView(registration, signer), user, business: registration.business });
  });
}
