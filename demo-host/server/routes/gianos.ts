/**
 * `GET documents/gianos` (spec §7 Documents): the activity sectors the Gianos self-declaration offers,
 * HAL-style like the other lists (`_embedded.activitySectors`, unwrapped by the client). Anonymous
 * allowed, but a sent token must be valid.
 */
import { USR_PREFIX } from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { optionalAuth } from '../context';
import { ACTIVITY_SECTORS } from '../registrations/declarations';

export function registerGianosRoutes(app: SandboxApp, { db }: RouteDeps): void {
  app.get(`${USR_PREFIX}/documents/gianos`, optionalAuth(db), (c) =>
    c.json({ _embedded: { activitySectors: ACTIVITY_SECTORS }, page: { size: ACTIVITY_SECTORS.length, totalElements: ACTIVITY_SECTORS.length, totalPages: 1, number: 0 } }),
  );
}
