/**
 * Tracking delivery (spec §7 `POST registrations/{id}/tracking`): the body is the spec §3 tracking payload
 * (flow, orderID, deviceType, inviteCode, gender, cardId, settore, professione), nothing else. Loaded on
 * demand by the tracker's delivery (src/tracking/delivery.ts), never on the landing page.
 */
import { USR } from './client';
import type { ApiClient } from './client';
import type { TrackingBody } from './contract-schemas';

export type { TrackingBody } from './contract-schemas';

/** Spec §3 "Tracking payload": its keys, in the spec's order (the body schema: contract-schemas.ts). */
export const TRACKING_PAYLOAD_KEYS = ['flow', 'orderID', 'deviceType', 'inviteCode', 'gender', 'cardId', 'settore', 'professione'] as const;

/** The §3 body of `payload`: exactly the eight keys, a key the payload lacks as null, any other key left out. */
export function trackingBody(payload: Readonly<Record<string, string | number | boolean | null | undefined>>): TrackingBody {
  return Object.fromEntries(TRACKING_PAYLOAD_KEYS.map((key) => [key, payload[key] ?? null])) as TrackingBody;
}

/**
 * `POST registrations/{id}/tracking` with the §3 body → 204. No refresh on 401: a tracking call never
 * starts the session-expiry procedure (its modal) on its own; the next real call does that.
 */
export async function postTracking(
  api: ApiClient,
  registrationId: string,
  payload: Readonly<Record<string, string | number | boolean | null | undefined>>,
): Promise<void> {
  await api.post(`${USR}/registrations/${encodeURIComponent(registrationId)}/tracking`, trackingBody(payload), { retryOn401: false });
}
