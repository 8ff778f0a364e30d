/**
 * Lookups (spec §7 User and lookups): `GET lookups/fiscal-code?fiscalCode=…`.
 * Open to anonymous callers (the data steps may run before pre-registration) but a sent token
 * must be valid.
 */
import { USR_PREFIX } from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { optionalAuth } from '../context';
import { ApiError } from '../errors';
import { decodeFiscalCode } from '../fiscalCode';

/** Registers the lookup routes. */
export function registerLookupRoutes(app: SandboxApp, { db }: RouteDeps): void {
  app.get(`${USR_PREFIX}/lookups/fiscal-code`, optionalAuth(db), (c) => {
    const decoded = decodeFiscalCode(c.req.query('fiscalCode') ?? '');
    if (!decoded) {
      throw new ApiError(400, 'INVALID_FISCAL_CODE', 'Invalid fiscal code', [
        { field: 'fiscalCode', message: 'Il codice fiscale inserito non è valido' },
      ]);
    }
    return c.json(decoded);
  });
}
