/**
 * The maintenance signal (spec §2 "When under maintenance, the user goes to the maintenance
 * screen"). While the switch is on, every API call (`/api/*`, `/sec/*`) answers 503 with the
 * standard error body, code {@link MAINTENANCE_CODE}, empty `errors`, and `Retry-After`;
 * `/__sandbox/*` and the demo pages are not affected. The switch is a row of the `settings` table,
 * so it survives a restart; `POST /__sandbox/reset` turns it off.
 */
import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './constants';
import { errorBody, MAINTENANCE_CODE, MAINTENANCE_MESSAGE, sendErrorBody } from './errors';
import type { ErrorBody } from './errors';
import { deleteSetting, readSetting, writeSetting } from './repositories/settings';

/** Key of the switch in the `settings` table; no row means off. */
const MAINTENANCE_KEY = 'maintenance';

/** Whether the sandbox is under maintenance. */
export function isMaintenanceOn(sql: Database.Database): boolean {
  return readSetting(sql, MAINTENANCE_KEY) === 'on';
}

/** Turns maintenance on or off. */
export function setMaintenance(sql: Database.Database, on: boolean): void {
  if (on) writeSetting(sql, MAINTENANCE_KEY, 'on');
  else deleteSetting(sql, MAINTENANCE_KEY);
}

/** The maintenance body: the standard error body with `errors: []` (always present, unlike other errors). */
function maintenanceBody(): ErrorBody {
  const body = errorBody(MAINTENANCE_CODE, MAINTENANCE_MESSAGE);
  return { ...body, context: { ...body.context, errors: [] } };
}

/** The 503 answer of an API call under maintenance (`tnb-trace` and `Retry-After` headers). */
export function maintenanceResponse(c: Context): Response {
  c.header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
  return sendErrorBody(c, 503, maintenanceBody());
}
