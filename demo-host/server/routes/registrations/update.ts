/**
 * Saving what the user typed: `POST registrations/{id}/update` (whitelisted fields, data merged
 * shallowly; the Citizenship step's three fields are checked together, registrations/identity.ts)
 * and `POST registrations/{id}/update-registration-progress` (the step, and the sandbox-only
 * status progression).
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { checkIdentityData, hasIdentityData } from '../../registrations/identity';
import { statusAfterProgress } from '../../registrations/rules';
import { progressSchema, updateSchema } from '../../registrations/schemas';
import { updateRegistration } from '../../store';
import { withOwnRegistration } from './own';

/** Registers `{id}/update` and `{id}/update-registration-progress` below `base`. */
export function registerUpdateRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  app.post(`${base}/:id/update`, auth, (c) =>
    withOwnRegistration(c, db, updateSchema, (registration, patch) => {
      const { data } = patch;
      const checked = hasIdentityData(data) ? { ...patch, data: { ...data, ...checkIdentityData(db.sql, registration, data) } } : patch;
      return updateRegistration(db.sql, registration.id, checked);
    }),
  );

  app.post(`${base}/:id/update-registration-progress`, auth, (c) =>
    withOwnRegistration(c, db, progressSchema, (registration, { step }) =>
      updateRegistration(db.sql, registration.id, { currentStep: step, status: statusAfterProgress(registration.status, step) }),
    ),
  );
}
