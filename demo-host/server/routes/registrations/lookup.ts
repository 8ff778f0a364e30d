/**
 * Reading registrations: `GET registrations` (my registrations) and `GET registrations/{id|me}`.
 * Legacy registrations are never served (spec §8).
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { errors } from '../../errors';
import { countLegacyRegistrations, listRegistrations } from '../../store';
import { currentUser, ownRegistration } from './own';

/** Registers `GET registrations` at `base`. */
export function registerListRoute(app: SandboxApp, { db }: RouteDeps, base: string): void {
  // "My registrations", HAL-style (common.md: the client unwraps `_embedded`).
  app.get(base, requireAuth(db), (c) => {
    const registrations = listRegistrations(db.sql, c.get('userId'));
    return c.json({
      _embedded: { registrations },
      page: { size: registrations.length, totalElements: registrations.length, totalPages: 1, number: 0 },
    });
  });
}

/** Registers `GET registrations/{id|me}` below `base`; after every two-segment route. */
export function registerLookupRoute(app: SandboxApp, { db }: RouteDeps, base: string): void {
  app.get(`${base}/:id`, requireAuth(db), (c) => {
    const user = currentUser(db.sql, c.get('userId'));
    const id = c.req.param('id');
    if (id === 'me') {
      const registrations = listRegistrations(db.sql, user.id);
      // Only legacy registrations (never served): spec §8 "Cannot find any NON legacy registration".
      if (registrations.length === 0 && countLegacyRegistrations(db.sql, user.id) > 0) {
        throw errors.legacyOnly(user.id);
      }
      const lastRegistration = registrations.at(-1) ?? null;
      return c.json({ registrations, lastRegistration, user, business: lastRegistration?.business ?? null });
    }
    const registration = ownRegistration(db.sql, user.id, id);
    return c.json({ registration, user, business: registration.business });
  });
}
