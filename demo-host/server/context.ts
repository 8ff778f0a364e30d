/**
 * What every sandbox route shares: the Hono environment (the authenticated caller) and the
 * bearer-auth middlewares.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ClientId } from './constants';
import type { SandboxDb } from './db';
import { errors } from './errors';
import type { TokenTtl } from './tokens';
import { bearerToken, verifyToken } from './tokens';

/** Hono environment of the sandbox app: `c.get('userId')` after {@link requireAuth}. */
export interface AppEnv {
  Variables: { userId: string; clientId: ClientId };
}

/** The sandbox app type. */
export type SandboxApp = Hono<AppEnv>;

/** Dependencies handed to each route module. */
export interface RouteDeps {
  db: SandboxDb;
  tokenTtl: TokenTtl;
}

/**
 * Requires a valid access token (`Authorization: Bearer …`): a missing, unknown, expired or
 * revoked one answers 401 `UNAUTHORIZED`, which is what makes the client refresh (spec §4 Session).
 */
export function requireAuth(db: SandboxDb) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const owner = token === undefined ? undefined : verifyToken(db.sql, token, 'access');
    if (!owner) throw errors.unauthorized();
    c.set('userId', owner.userId);
    c.set('clientId', owner.clientId);
    await next();
  });
}

/**
 * Lets anonymous callers through but, when an Authorization header is sent, requires it to be
 * valid, so a stale token still gets the 401 that drives the client's refresh.
 */
export function optionalAuth(db: SandboxDb) {
  const strict = requireAuth(db);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('Authorization') === undefined) return next();
    return strict(c, next);
  });
}
