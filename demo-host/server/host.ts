/**
 * The demo host: one origin serving the sandbox (`/api`, `/sec`, `/__sandbox`) and the static
 * pages and built element, so the demo pages' element calls the sandbox on its own origin (a page on
 * another origin goes through cors.ts).
 */
import { Hono } from 'hono';
import { createSandboxApp, isSandboxPath } from './app';
import { sandboxCors } from './cors';
import type { SandboxAppOptions } from './app';
import { sendError } from './errors';
import type { StaticRoots } from './static';
import { DEFAULT_STATIC_ROOTS, staticFiles } from './static';

/** Options of {@link createHostApp}: the sandbox's, plus the static roots (tests use temp dirs). */
export interface HostAppOptions extends SandboxAppOptions {
  staticRoots?: StaticRoots;
}

/** Builds the app `main.ts` serves: sandbox paths go to the sandbox app, the rest to static files. */
export function createHostApp(opts: HostAppOptions): Hono {
  const sandbox = createSandboxApp(opts);
  const host = new Hono();
  host.use('*', sandboxCors(isSandboxPath)); // the bundle and its chunks load cross-origin too (cors.ts)
  host.all('*', (c, next) => (isSandboxPath(c.req.path) ? sandbox.fetch(c.req.raw) : next()));
  host.get('*', staticFiles(opts.staticRoots ?? DEFAULT_STATIC_ROOTS));
  host.onError((err, c) => {
    opts.log?.(`demo host: unexpected error on ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return sendError(c, 500, 'INTERNAL_ERROR', 'Unexpected demo-host error');
  });
  return host;
}
