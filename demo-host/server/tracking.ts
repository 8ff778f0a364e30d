/**
 * Tracking (spec §3 "Tracking payload", §7 `POST registrations/{id}/tracking`): the strict body schema and
 * the `tracking_events` table. The body is the §3 tracking payload itself: exactly the keys flow, orderID,
 * deviceType, inviteCode, gender, cardId, settore, professione (each present, a short scalar or null), no
 * other key. The strictness is also the sandbox's leak detector: a token, a fiscal code or any other
 * personal field sent by mistake is refused with a 400 instead of stored.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';

/** How many events each registration keeps (the oldest are dropped). */
export const TRACKING_EVENTS_PER_REGISTRATION = 500;

/** Spec §3 "Tracking payload": the keys of the body, all of them, no other. */
export const TRACKING_PAYLOAD_KEYS = [
  'flow',
  'orderID',
  'deviceType',
  'inviteCode',
  'gender',
  'cardId',
  'settore',
  'professione',
] as const;

/** A payload value: a short scalar or null (no objects, no long text). */
const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/** Body of `POST registrations/{id}/tracking`: the §3 payload, every key present, no other key (a 400). */
export const trackingEventSchema = z.strictObject(
  Object.fromEntries(TRACKING_PAYLOAD_KEYS.map((key) => [key, scalar])) as Record<(typeof TRACKING_PAYLOAD_KEYS)[number], typeof scalar>,
);
export type TrackingEventBody = z.output<typeof trackingEventSchema>;

/** A stored event, as `GET /__sandbox/registrations/:id/tracking` lists it: the body received and when. */
export interface TrackingEvent {
  payload: TrackingEventBody;
  /** ISO date-time of arrival. */
  at: string;
}

/** Stores an event for the registration, keeping its last {@link TRACKING_EVENTS_PER_REGISTRATION}. */
export function recordTrackingEvent(sql: Database.Database, registrationId: string, event: TrackingEventBody, now = Date.now()): void {
  sql.transaction(() => {
    sql
      // The `name` and `kind` columns (migration 7) have no counterpart in the §3 body: written empty.
      .prepare("INSERT INTO tracking_events (registration_id, name, kind, payload, at) VALUES (?, '', '', ?, ?)")
      .run(registrationId, JSON.stringify(event), new Date(now).toISOString());
    sql
      .prepare(
        `DELETE FROM tracking_events WHERE registration_id = @registrationId AND id NOT IN
           (SELECT id FROM tracking_events WHERE registration_id = @registrationId ORDER BY id DESC LIMIT @keep)`,
      )
      .run({ registrationId, keep: TRACKING_EVENTS_PER_REGISTRATION });
  })();
}

/** The registration's stored events, in arrival order. */
export function listTrackingEvents(sql: Database.Database, registrationId: string): TrackingEvent[] {
  const rows = sql
    .prepare('SELECT payload, at FROM tracking_events WHERE registration_id = ? ORDER BY id')
    .all(registrationId) as { payload: string; at: string }[];
  return rows.map((row) => ({ payload: JSON.parse(row.payload) as TrackingEventBody, at: row.at }));
}
