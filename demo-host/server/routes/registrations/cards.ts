/**
 * CONSUMER step 5 (spec §4): `terms` (the account's and the chosen card's documents accepted), `select-card`
 * (spec §7) and the sandbox's `shipment` (where a physical card goes; spec §7 shows no such call).
 * Rules: registrations/cards.ts.
 */
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { acceptTerms, saveShipment, selectCard, selectCardSchema, shipmentSchema, termsSchema } from '../../registrations/cards';
import { signerView } from '../../registrations/signature';
import { withOwnOrGuardedRegistration, withOwnRegistration } from './own';

/**
 * Registers `{id}/terms`, `{id}/select-card` and `{id}/shipment` below `base`. `terms` is also the
 * guardian's (TutorCardDocumentation, on the guardian's own keys); the card choice and delivery stay the
 * owner's.
 */
export function registerCardRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);

  app.post(`${base}/:id/terms`, auth, (c) =>
    withOwnOrGuardedRegistration(c, db, termsSchema, (registration, body, _user, signer) =>
      signerView(acceptTerms(db.sql, registration, body, signer), signer),
    ),
  );

  app.post(`${base}/:id/select-card`, auth, (c) =>
    withOwnRegistration(c, db, selectCardSchema, (registration, { cardId }, user) => selectCard(db.sql, registration, cardId, user)),
  );

  app.post(`${base}/:id/shipment`, auth, (c) =>
    withOwnRegistration(c, db, shipmentSchema, (registration, body) => saveShipment(db.sql, registration, body)),
  );
}
