/**
 * The admin surface under `/__sandbox/` (issue 2 item 8, DESIGN.md §6) for tests and demos:
 * reset, fault injection, token expiry, the maintenance switch, the outbox and the request log.
 * No auth and no simulated latency: it is a test hook on localhost, not part of the bank's API.
 */
import { z } from 'zod';
import { parseJsonBody } from './body';
import type { RouteDeps, SandboxApp } from './context';
import { resetSandboxDb } from './db';
import { errors } from './errors';
import { FAULT_PRESETS } from './fault-presets';
import { addFault, clearFaults, deleteFault, faultSchema, listFaults } from './faults';
import { isMaintenanceOn, setMaintenance } from './maintenance';
import { listMessages } from './outbox';
import { clearRequests, listRequests } from './requestLog';
import { normalisePhone } from './store';
import { expireTokens } from './tokens';

const optionalPhone = (to: string | undefined) => (to === undefined ? undefined : normalisePhone(to));

/** Mount point of the admin surface. */
export const ADMIN_PREFIX = '/__sandbox';

const expireSchema = z.union([z.undefined(), z.object({ refresh: z.boolean().optional() })]);

/** Body of `POST /__sandbox/maintenance`. */
const maintenanceSchema = z.object({ on: z.boolean() });

/** Registers the admin routes. */
export function registerAdminRoutes(app: SandboxApp, { db }: RouteDeps): void {
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
}
