/**
 * The sandbox back end as a Hono app: `/api/*` and `/sec/*` (the bank's API of
 * spec §7, with simulated latency, the maintenance switch, injected faults and a request log) and
 * `/__sandbox/*` (admin).
 * No static files here: see host.ts, which puts this app and the demo pages on one origin.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { registerAdminRoutes } from './admin';
import type { AppEnv, RouteDeps, SandboxApp } from './context';
import { sandboxCors } from './cors';
import type { SandboxDb } from './db';
import { ApiError, sendError } from './errors';
import type { Fault } from './faults';
import { faultErrorBody, takeFault } from './faults';
import type { LatencyRange } from './latency';
import { pickDelay, sleep } from './latency';
import { idempotentAnswer, IdempotencyStore } from './idempotency';
import { isMaintenanceOn, maintenanceResponse } from './maintenance';
import { loggableRequestId, logRequest } from './requestLog';
import { registerOpenApiRoute } from './openapi';
import { registerAuthRoutes } from './routes/auth';
import { registerDocumentRoutes } from './routes/documents';
import { registerGianosRoutes } from './routes/gianos';
import { registerHelpRoutes } from './routes/help';
import { registerLookupRoutes } from './routes/lookups';
import { registerPrepaidCardRoutes } from './routes/prepaid-cards';
import { registerRegistrationRoutes } from './routes/registrations';
import { registerUserRoutes } from './routes/users';
import type { TokenTtl } from './tokens';
import { DEFAULT_TOKEN_TTL } from './tokens';

/** Options of {@link createSandboxApp}. */
export interface SandboxAppOptions {
  db: SandboxDb;
  /** Random delay added to every `/api` and `/sec` call (never `/__sandbox`); none when omitted. */
  latency?: LatencyRange;
  /** Token lifetimes; 15 min access / 24 h refresh when omitted. */
  tokenTtl?: TokenTtl;
  /**
   * Receives one line per `/api`/`sec` call (method, path without query, status, ms) and
   * unexpected errors. Silent when omitted. Never given tokens, codes or headers.
   */
  log?: (line: string) => void;
}

/** Whether a path is API traffic (latency, maintenance, faults and the request log apply). */
export function isApiTraffic(path: string): boolean {
  return /^\/(api|sec)(\/|$)/.test(path);
}

/** Whether a path belongs to the sandbox app (as opposed to the demo host's static files). */
export function isSandboxPath(path: string): boolean {
  return /^\/(api|sec|__sandbox)(\/|$)/.test(path);
}

/** Statuses whose response must not carry a body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The response an injected fault answers with (its body, or one built by {@link faultErrorBody}). */
function faultResponse(c: Context, fault: Fault & { status: number }): Response {
  if (NULL_BODY_STATUSES.has(fault.status)) return new Response(null, { status: fault.status });
  const status = fault.status as ContentfulStatusCode;
  if (fault.body !== undefined) {
    return c.json(fault.body as object, status);
  }
  const body = faultErrorBody(fault, c.req.path);
  c.header('tnb-trace', body.trace);
  if ('error' in body) c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/**
 * The `drop` fault: the call was processed; its connection is destroyed without an answer (the
 * response is lost). Only a real Node server has a socket (`c.env.incoming`, @hono/node-server); elsewhere
 * (`app.request` in tests) there is none to destroy and the call fails with a 500 saying so.
 */
function dropConnection(c: Context): boolean {
  const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined;
  const socket = env?.incoming?.socket;
  if (!socket) return false;
  socket.destroy();
  return true;
}

/**
 * Builds the sandbox app. Every handler is covered by `onError`: an {@link ApiError} becomes its
 * standard error body, anything else a 500 `INTERNAL_ERROR`; unknown paths get 404 `NOT_FOUND`.
 */
export function createSandboxApp(opts: SandboxAppOptions): SandboxApp {
  const { db, latency, log } = opts;
  const deps: RouteDeps = { db, tokenTtl: opts.tokenTtl ?? DEFAULT_TOKEN_TTL };
  const app = new Hono<AppEnv>();

  const idempotency = new IdempotencyStore();

  app.use('*', sandboxCors()); // a page on another origin may embed the element against the sandbox (cors.ts)
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (!isApiTraffic(path)) return next();
    const started = Date.now();
    if (latency) await sleep(pickDelay(latency));
    let fault: Fault | undefined;
    // Idempotency first: a repeated write waits for the first and gets its answer, so it takes
    // no fault meant for the first and runs nothing twice. Then maintenance: while it is on, pending faults
    // wait (none is used up). Then the fault, then the route.
    const response = await idempotentAnswer(c, db.sql, idempotency, async () => {
      if (isMaintenanceOn(db.sql)) return maintenanceResponse(c);
      fault = takeFault(db.sql, c.req.method, path);
      if (fault) await sleep(fault.delayMs);
      if (fault && fault.status !== null) return faultResponse(c, { ...fault, status: fault.status });
      await next();
      return c.res;
    });
    // A replayed answer can be lost too: browsers resend a request whose reused connection closed before any
    // byte came back, so a `drop` fault with `times: 2` also drops that silent resend (its replay).
    if (!fault && response.headers.get('idempotent-replayed') === 'true') {
      fault = takeFault(db.sql, c.req.method, path, { dropOnly: true });
    }
    // Path only: query strings can carry tokens (spec §6: documents open with `?at=<token>`).
    const requestId = loggableRequestId(c.req.header('x-request-id'));
    logRequest(db.sql, { method: c.req.method, path, status: response.status, requestId });
    log?.(`${c.req.method} ${path} ${response.status} ${Date.now() - started}ms${fault?.drop ? ' (dropped)' : ''}`);
    if (fault?.drop && !dropConnection(c)) {
      // Assigned, not returned: once the route ran, Hono keeps c.res over a middleware's return value.
      c.res = sendError(c, 500, 'SANDBOX_DROP_UNSUPPORTED', 'drop needs a real server connection');
      return c.res;
    }
    return response;
  });

  registerAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerLookupRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerPrepaidCardRoutes(app, deps);
  registerGianosRoutes(app, deps);
  registerHelpRoutes(app, deps);
  registerOpenApiRoute(app);
  registerAdminRoutes(app, deps);

  app.notFound((c) => sendError(c, 404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err.status, err.code, err.message, err.errors);
    log?.(`sandbox: unexpected error on ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return sendError(c, 500, 'INTERNAL_ERROR', 'Unexpected sandbox error');
  });
  return app;
}
