/**
 * Tracking (spec §7 `POST registrations/{id}/tracking`): the spec §3 tracking payload of the caller's own
 * registration (or `me`), or of the minor's registration the caller guards (the TUTOR step 9 tracks the
 * registration it signs, own.ts `ownOrGuardedRegistration`), validated strictly (tracking.ts: exactly the
 * eight §3 keys; a missing or unknown key is a 400, so a leaked token or personal field is refused, never
 * stored) and kept with the registration's last 500 -> 204.
 */
import { parseJsonBody } from '../../body';
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { recordTrackingEvent, trackingEventSchema } from '../../tracking';
import { ownOrGuardedRegistration } from './own';

/** Registers `{id}/tracking` below `base`. */
export function registerTrackingRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  app.post(`${base}/:id/tracking`, requireAuth(db), async (c) => {
    const { registration } = ownOrGuardedRegistration(db.sql, c.get('userId'), c.req.param('id'));
    const event = await parseJsonBody(c, trackingEventSchema);
    recordTrackingEvent(db.sql, registration.id, event);
    return c.body(null, 204);
  });
}
