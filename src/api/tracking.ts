/**
 * Tracking delivery (spec §7 `POST registrations/{id}/tracking`): one tracking event per call. Loaded on
 * demand by the tracker (src/tracking/tracker.ts), never on the landing page.
 */
import { USR } from './client';
import type { ApiClient } from './client';
import type { TrackingEventSchema, TrackingKindSchema } from './contract-schemas';
import type * as z from 'zod/mini';

/** What an event is: a screen view, a step submit, or a message (spec §8 errors as 'messaggio'). */
export type TrackingKind = z.infer<typeof TrackingKindSchema>;

/**
 * One tracking event as the element emits it and the API stores it: `name` is `reg_<Name>_stepN` (spec §2)
 * or `messaggio` (spec §8); `payload` the spec §3 tracking payload, or `{ type: 'errore', code, message }`
 * for a message (schema: contract-schemas.ts).
 */
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/**
 * `POST registrations/{id}/tracking` → 204. No refresh on 401: a tracking call never starts the
 * session-expiry procedure (its modal) on its own; the next real call does that.
 */
export async function postTracking(api: ApiClient, registrationId: string, event: TrackingEvent): Promise<void> {
  await api.post(
    `${USR}/registrations/${encodeURIComponent(registrationId)}/tracking`,
    { name: event.name, kind: event.kind, payload: event.payload },
    { retryOn401: false },
  );
}
