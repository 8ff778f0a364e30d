/**
 * Cross-origin access to the sandbox, so a page on another origin can embed the element against it (the
 * README's embed snippet on a blank page): the API (`/api`, `/sec`, `/__sandbox`) and the static files the
 * element loads from here (the module bundle and its lazy chunks, which a browser fetches in CORS mode).
 *
 * Allowed origins: any port of `http://localhost` and `http://127.0.0.1` (a developer's own pages, test
 * servers), and `null` (a page opened from a file, a sandboxed frame). The sandbox holds test data only and
 * never takes cookies, so no credentials are allowed: the element sends its bearer token in a header.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * The request headers the element sends that a preflight must allow (src/api/client.ts): the bearer token,
 * JSON and form bodies, the idempotency key of a write, the per-attempt request id, and the bot-protection
 * token of pre-registration (spec §7 Registrations). `accept` and `accept-language` are CORS-safelisted.
 */
export const CORS_ALLOW_HEADERS: readonly string[] = [
  'authorization',
  'content-type',
  'idempotency-key',
  'x-request-id',
  'x-recaptcha-response-token',
];

/**
 * The response headers a cross-origin page may read: `tnb-trace` (an error's trace when its body has none,
 * shown as "Codice di errore"), `x-request-id`, `retry-after` (the maintenance answer) and
 * `idempotent-replayed` (a repeated write answered from its first run).
 */
const CORS_EXPOSE_HEADERS: readonly string[] = ['tnb-trace', 'x-request-id', 'retry-after', 'idempotent-replayed'];

/** The methods the API uses. */
const CORS_ALLOW_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** How long a browser may reuse a preflight's answer, in seconds. */
const CORS_MAX_AGE_S = 600;

/** Whether a request's `Origin` may read the sandbox's answers: localhost and 127.0.0.1 over http, or `null`. */
export function isAllowedOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  if (origin === 'null') return true;
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin);
}

/**
 * The CORS middleware: answers preflights itself (with 204, before latency, faults, maintenance and the
 * request log see them) and adds `Access-Control-Allow-Origin` (the caller's origin, `Vary: Origin`) and the
 * exposed headers to every answer for an allowed origin; other origins get no `Access-Control-Allow-Origin`,
 * so their browser keeps the answer from them.
 * `skip(path)`: paths left to another instance (the demo host leaves the sandbox's paths to the sandbox app).
 */
export function sandboxCors(skip?: (path: string) => boolean): MiddlewareHandler {
  const handler = cors({
    origin: (origin) => (isAllowedOrigin(origin) ? origin : null),
    allowMethods: [...CORS_ALLOW_METHODS],
    allowHeaders: [...CORS_ALLOW_HEADERS],
    exposeHeaders: [...CORS_EXPOSE_HEADERS],
    maxAge: CORS_MAX_AGE_S,
  });
  return (c, next) => (skip?.(c.req.path) ? next() : handler(c, next));
}
