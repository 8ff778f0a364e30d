/**
 * Saving what the user typed: `POST registrations/{id}/update` (whitelisted fields, data merged
 * shallowly; the Citizenship step's three fields are checked together, registrations/identity.ts)
 * and `POST registrations/{id}/update-registration-progress` (the step, and the sandbox-only
 * status progression).
 */
import { requireBusinessDocuments } from '../../registrations/business';
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { checkIdentityData, hasIdentityData } from '../../registrations/identity';
import { statusAfterProgress } from '../../registrations/rules';
import { progressSchema, updateSchema } from '../../registrations/schemas';
import { updateRegistration } from '../../repositories/registrations';
import { signerView } from '../../registrations/signature';
import { isOpenRenewal, saveRenewalProgress } from '../../registrations/renewal';
import { saveTutorProgress } from '../../registrations/tutor';
import { withKnownIdentity } from '../../registrations/upgrades';
import { withOwnOrGuardedRegistration, withOwnRegistration } from './own';

/** Registers `{id}/update` and `{id}/update-registration-progress` below `base`. */
export function registerUpdateRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  app.post(`${base}/:id/update`, auth, (c) =>
    withOwnRegistration(c, db, updateSchema, (registration, patch) => {
      const { data } = patch;
      // On an upgrade the customer's known Citizenship facts stand in for those not sent (upgrades.ts).
      const identity = hasIdentityData(data) ? checkIdentityData(db.sql, registration, withKnownIdentity(db.sql, registration, data)) : undefined;
      const checked = identity ? { ...patch, data: { ...data, ...identity } } : patch;
      return updateRegistration(db.sql, registration.id, checked);
    }),
  );

  // Also the guardian's, for the TUTOR flow's own steps only (registrations/tutor.ts saveTutorProgress).
  app.post(`${base}/:id/update-registration-progress`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, progressSchema, (registration, { step }, _user, signer) => {
      if (signer.role === 'TUTOR') return signerView(saveTutorProgress(db.sql, registration, step), signer);
      // A document renewal completes when its last step is saved (registrations/renewal.ts).
      if (isOpenRenewal(registration)) return saveRenewalProgress(db.sql, registration, step);
      // A business moves past UploadBizDocuments (step 5) only once its documents are sent.
      requireBusinessDocuments(registration, step);
      return updateRegistration(db.sql, registration.id, { currentStep: step, status: statusAfterProgress(registration.status, step) });
    }),
  );
}
