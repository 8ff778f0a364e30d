/**
 * The `me/start-*` processes (spec §7, §4 start-up rules): start-upgrade, start-upgrade-b-to-a,
 * start-add-wallet and start-document-renewal. What each creates: registrations/rules.ts.
 */
import { parseJsonBody } from '../../body';
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { START_PROCESSES, startProcess } from '../../registrations/rules';
import type { StartAction } from '../../registrations/rules';
import { optionalObjectSchema, startProcessSchema } from '../../registrations/schemas';
import { currentUser } from './own';

/** Registers `me/start-*` below `base`. */
export function registerProcessRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  for (const action of Object.keys(START_PROCESSES) as StartAction[]) {
    app.post(`${base}/me/${action}`, requireAuth(db), async (c) => {
      await parseJsonBody(c, action === 'start-document-renewal' ? optionalObjectSchema : startProcessSchema);
      return c.json(db.sql.transaction(() => startProcess(db.sql, currentUser(db.sql, c.get('userId')), action))());
    });
  }
}
