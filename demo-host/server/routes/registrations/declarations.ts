/**
 * `POST registrations/{id}/addresses` (Addresses step, stored in `data.addresses`) and
 * `POST registrations/{id}/fatca-gianos` (the three self-declaration screens, stored in
 * `data.fatcaGianos` and mirrored onto the user's context); rules in ../../registrations/declarations.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { addressesSchema, fatcaGianosSchema, reflectOnUser } from '../../registrations/declarations';
import { updateRegistration } from '../../repositories/registrations';
import { withOwnRegistration } from './own';

/** Registers `{id}/addresses` and `{id}/fatca-gianos` below `base`. */
export function registerDeclarationRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  app.post(`${base}/:id/addresses`, auth, (c) =>
    withOwnRegistration(c, db, addressesSchema, (registration, { office, ...addresses }) =>
      // A registered office belongs to a business only; elsewhere it is not kept.
      updateRegistration(db.sql, registration.id, { data: { addresses: registration.flow === 'BUSINESS' ? { ...addresses, office: office ?? null } : addresses } }),
    ),
  );

  app.post(`${base}/:id/fatca-gianos`, auth, (c) =>
    withOwnRegistration(c, db, fatcaGianosSchema, (registration, fatcaGianos, user) => {
      reflectOnUser(db.sql, user.id, fatcaGianos);
      return updateRegistration(db.sql, registration.id, { data: { fatcaGianos } });
    }),
  );
}
