/**
 * Tracking events (spec §3 "Tracking payload", §7 `POST registrations/{id}/tracking`): the
 * strict body schema and the `tracking_events` table. The schema is the sandbox's leak detector: the
 * payload may hold only the §3 keys (or, for an error message, `type`/`code`/`message`), so a token, a
 * fiscal code or any other personal field sent by mistake is refused with a 400 instead of stored.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';

/** How many events each registration keeps (the oldest are dropped). */
export const TRACKING_EVENTS_PER_REGISTRATION = 500;

/** Spec §3 "Tracking payload": the only keys a view or submit event may carry. */
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

/** A payload value: short scalars only (no objects, no long text). */
const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/** The §3 payload of a view or submit event; every key optional, no other key. */
const trackingPayloadSchema = z.strictObject(
  Object.fromEntries(TRACKING_PAYLOAD_KEYS.map((key) => [key, scalar.optional()])) as Record<
    (typeof TRACKING_PAYLOAD_KEYS)[number],
    z.ZodOptional<typeof scalar>
  >,
);

/** The payload of an error message event (`messaggio`, type `errore`). */
const messagePayloadSchema = z.strictObject({
  type: z.literal('errore'),
  code: z.string().max(200),
  message: z.string().max(1000),
});

const name = z.string().min(1).max(120);

/** Body of `POST registrations/{id}/tracking`: strict at every level; unknown keys are a 400. */
export const trackingEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ name, kind: z.enum(['view', 'submit']), payload: trackingPayloadSchema }),
  z.strictObject({ name, kind: z.literal('message'), payload: messagePayloadSchema }),
]);
export type TrackingEventBody = z.output<typeof trackingEventSchema>;

/** A stored event, as `GET /__sandbox/registrations/:id/tracking` lists it. */
export interface TrackingEvent {
  name: string;
  kind: TrackingEventBody['kind'];
  payload: Record<string, unknown>;
  /** ISO date-time of arrival. */
  at: string;
}

/** Stores an event for the registration, keeping its last {@link TRACKING_EVENTS_PER_REGISTRATION}. */
export function recordTrackingEvent(sql: Database.Database, registrationId: string, event: TrackingEventBody, now = Date.now()): void {
  sql.transaction(() => {
    sql
      .prepare('INSERT INTO tracking_events (registration_id, name, kind, payload, at) VALUES (?, ?, ?, ?, ?)')
      .run(registrationId, event.name, event.kind, JSON.stringify(event.payload), new Date(now).toISOString());
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
    .prepare('SELECT name, kind, payload, at FROM tracking_events WHERE registration_id = ? ORDER BY id')
    .all(registrationId) as { name: string; kind: TrackingEvent['kind']; payload: string; at: string }[];
  return rows.map((row) => ({ name: row.name, kind: row.kind, payload: JSON.parse(row.payload) as Record<string, unknown>, at: row.at }));
}
