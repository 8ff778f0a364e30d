/**
 * The admin surface under `/__sandbox/` (DESIGN.md §6) for tests, demos and the
 * sandbox console (`/sandbox.html`): reset, fault injection and its presets, token
 * expiry, the maintenance switch, the outbox, the request log, the personas, sessions issued
 * without the token endpoint, a read-only view of the registrations, the step-8 signature state and
 * duration and the missing-documents request, and the extra unavailable dates of the callback
 * service, the callback bookings, each registration's tracking events and the file uploaded last.
 * No auth and no simulated latency, faults or maintenance (app.ts applies them to `/api` and
 * `/sec` only): it is a test hook on localhost, not part of the bank's API, and must never be
 * exposed outside a sandbox. Every answer is JSON; errors use the standard error body.
 */
import { z } from 'zod';
import { parseJsonBody } from './body';
import type { RouteDeps, SandboxApp } from './context';
import { resetSandboxDb } from './db';
import { errors } from './errors';
import { FAULT_PRESETS } from './fault-presets';
import { extraDatesSchema } from './help';
import { extraUnavailableDates, listBookings, setExtraUnavailableDates } from './repositories/help';
import { addFault, clearFaults, deleteFault, faultSchema, listFaults } from './faults';
import { isMaintenanceOn, setMaintenance } from './maintenance';
import { listMessages } from './outbox';
import { clearRequests, listRequests } from './requestLog';
import { DEFAULT_MISSING_DOCUMENTS, missingDocumentsSchema, openDocsRequest } from './registrations/docsRequest';
import { setSignatureDurationMs, settleRegistration, signatureDurationMs, signatureOf } from './registrations/signature';
import { PERSONAS } from './seed';
import { findRegistration, listRegistrationSummaries } from './repositories/registrations';
import { findLoginByPhone, findUserSummary, normalisePhone } from './repositories/users';
import type { Registration } from './repositories/registrations';
import { expireTokens, issueTokenPair } from './tokens';
import { listTrackingEvents } from './tracking';
import { tutorInvitation } from './registrations/tutor';
import { scansDirectory } from './registrations/identityDocument';
import { lastUpload } from './registrations/uploads';

const optionalPhone = (to: string | undefined) => (to === undefined ? undefined : normalisePhone(to));

/**
 * A phone number as stored (`+39…`) from what the console sends: `+39` and digits, or digits
 * alone (Italian, `+39` added). Spaces are ignored; an unencoded `+` in a query arrives as a space.
 */
export function adminPhone(value: string): string {
  const phone = normalisePhone(value).replace(/\s+/g, '');
  return /^\d+$/.test(phone) ? `+39${phone}` : phone;
}

/** Body of `POST /__sandbox/sessions`. */
const sessionSchema = z.object({ phone: z.string().min(1) });

/** Client id of the sessions the admin surface issues (the web client of spec §6). */
export const ADMIN_SESSION_CLIENT_ID = 'web';

/** Mount point of the admin surface. */
export const ADMIN_PREFIX = '/__sandbox';

const expireSchema = z.union([z.undefined(), z.object({ refresh: z.boolean().optional() })]);

/** Body of `POST /__sandbox/signature/duration`: 1 ms to 10 minutes. */
const durationSchema = z.object({ ms: z.number().int().min(1).max(600_000) });

/** Body of `POST /__sandbox/maintenance`. */
const maintenanceSchema = z.object({ on: z.boolean() });

/** Registers the admin routes. */
export function registerAdminRoutes(app: SandboxApp, { db, tokenTtl }: RouteDeps): void {
  app.post(`${ADMIN_PREFIX}/reset`, (c) => {
    resetSandboxDb(db);
    return c.json({ ok: true });
  });

  app.post(`${ADMIN_PREFIX}/faults`, async (c) => {
    const fault = addFault(db.sql, await parseJsonBody(c, faultSchema));
    return c.json({ ok: true, fault });
  });
  app.get(`${ADMIN_PREFIX}/faults`, (c) => c.json({ faults: listFaults(db.sql) }));
  app.delete(`${ADMIN_PREFIX}/faults`, (c) => {
    clearFaults(db.sql);
    return c.json({ ok: true });
  });
  app.delete(`${ADMIN_PREFIX}/faults/:id`, (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,15}$/.test(id) || !deleteFault(db.sql, Number(id))) {
      throw errors.notFound(`Nessun guasto in attesa con id ${id}`);
    }
    return c.json({ ok: true });
  });
  app.get(`${ADMIN_PREFIX}/fault-presets`, (c) => c.json({ presets: FAULT_PRESETS }));

  app.post(`${ADMIN_PREFIX}/expire-tokens`, async (c) => {
    const body = await parseJsonBody(c, expireSchema);
    const expired = expireTokens(db.sql, body?.refresh ?? false);
    return c.json({ ok: true, expired });
  });

  // Spec §2 maintenance: while on, every /api and /sec call answers 503 SYS_MAINTENANCE (maintenance.ts).
  app.post(`${ADMIN_PREFIX}/maintenance`, async (c) => {
    const { on } = await parseJsonBody(c, maintenanceSchema);
    setMaintenance(db.sql, on);
    return c.json({ ok: true, on });
  });
  app.get(`${ADMIN_PREFIX}/maintenance`, (c) => c.json({ on: isMaintenanceOn(db.sql) }));

  app.get(`${ADMIN_PREFIX}/outbox`, (c) => c.json({ messages: listMessages(db.sql, optionalPhone(c.req.query('to'))) }));

  app.get(`${ADMIN_PREFIX}/requests`, (c) => c.json({ requests: listRequests(db.sql) }));
  app.delete(`${ADMIN_PREFIX}/requests`, (c) => {
    clearRequests(db.sql);
    return c.json({ ok: true });
  });

  // The personas of seed.ts, as the README's table lists them.
  app.get(`${ADMIN_PREFIX}/personas`, (c) => c.json({ personas: PERSONAS }));

  // A session for any user, issued directly (no token endpoint, so faults and maintenance do not apply).
  app.post(`${ADMIN_PREFIX}/sessions`, async (c) => {
    const { phone } = await parseJsonBody(c, sessionSchema);
    const login = findLoginByPhone(db.sql, adminPhone(phone));
    if (!login) throw errors.notFound(`Nessun utente con il telefono ${phone}`);
    const pair = issueTokenPair(db.sql, { userId: login.user.id, clientId: ADMIN_SESSION_CLIENT_ID }, tokenTtl);
    return c.json({ ...pair, userId: login.user.id });
  });

  // Read-only view of the registrations (legacy ones are never served, here neither).
  app.get(`${ADMIN_PREFIX}/registrations`, (c) => {
    const phone = c.req.query('phone');
    const filter = phone === undefined || phone.trim() === '' ? undefined : adminPhone(phone);
    return c.json({ registrations: listRegistrationSummaries(db.sql, filter) });
  });
  /** The registration `id`, its signature settled. @throws ApiError 404 for an unknown one. */
  const registrationOf = (id: string): Registration => {
    const registration = findRegistration(db.sql, id);
    if (!registration) throw errors.notFound(`Nessuna registrazione con id ${id}`);
    return settleRegistration(db.sql, registration);
  };
  app.get(`${ADMIN_PREFIX}/registrations/:id`, (c) => {
    const registration = registrationOf(c.req.param('id'));
    const user = findUserSummary(db.sql, registration.user.id);
    if (!user) throw errors.notFound(`Nessuna registrazione con id ${registration.id}`);
    return c.json({ registration, user });
  });

  // The certificate-provider signature state, and how many times each scope was signed.
  app.get(`${ADMIN_PREFIX}/registrations/:id/signature`, (c) => {
    const { counts, ...signature } = signatureOf(registrationOf(c.req.param('id')));
    return c.json({ signature, signatures: counts, durationMs: signatureDurationMs(db.sql) });
  });
  // How long a signature runs (SIGNATURE_DURATION_MS until changed here; reset brings it back).
  app.post(`${ADMIN_PREFIX}/signature/duration`, async (c) => {
    const { ms } = await parseJsonBody(c, durationSchema);
    setSignatureDurationMs(db.sql, ms);
    return c.json({ ok: true, ms });
  });
  app.get(`${ADMIN_PREFIX}/signature/duration`, (c) => c.json({ ms: signatureDurationMs(db.sql) }));

  // The bank asks for missing documents (replacing any earlier request).
  app.post(`${ADMIN_PREFIX}/registrations/:id/missing-documents`, async (c) => {
    const registration = registrationOf(c.req.param('id'));
    const body = await parseJsonBody(c, missingDocumentsSchema);
    const descriptions = body?.documents?.map((d) => d.description) ?? DEFAULT_MISSING_DOCUMENTS;
    return c.json(openDocsRequest(db.sql, registration, descriptions));
  });

  // Extra unavailable dates of the callback service (on top of weekends and holidays), replaced
  // as a whole (`[]` clears; reset clears them too).
  app.post(`${ADMIN_PREFIX}/unavailable-dates`, async (c) => {
    const { dates } = await parseJsonBody(c, extraDatesSchema);
    return c.json({ ok: true, dates: setExtraUnavailableDates(db.sql, dates) });
  });
  app.get(`${ADMIN_PREFIX}/unavailable-dates`, (c) => c.json({ dates: extraUnavailableDates(db.sql) }));
  // The callback bookings, oldest first.
  app.get(`${ADMIN_PREFIX}/bookings`, (c) => c.json({ bookings: listBookings(db.sql) }));
  // The tracking events the registration sent (its last 500), in arrival order.
  app.get(`${ADMIN_PREFIX}/registrations/:id/tracking`, (c) =>
    c.json({ events: listTrackingEvents(db.sql, registrationOf(c.req.param('id')).id) }),
  );
  // The file stored last by `document-scans` or a documents request: its size, and a photo's pixel size.
  app.get(`${ADMIN_PREFIX}/uploads/last`, (c) => c.json({ upload: lastUpload(scansDirectory(db)) }));

  // The minor's guardian, the invitation link and the invitation messages sent.
  app.get(`${ADMIN_PREFIX}/registrations/:id/tutor-invitation`, (c) => c.json(tutorInvitation(db.sql, registrationOf(c.req.param('id')))));
}
