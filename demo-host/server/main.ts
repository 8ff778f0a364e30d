/**
 * Entry point of `npm start` (`tsx demo-host/server/main.ts`): the demo host and the sandbox on
 * one origin, by default http://localhost:5173/.
 *
 * Environment: `PORT` (default 5173), `SANDBOX_DB` (database file, default
 * `demo-host/.data/sandbox.sqlite`), `SANDBOX_LATENCY_MS` (`min-max`, default `80-250`),
 * `SANDBOX_ACCESS_TTL_S` / `SANDBOX_REFRESH_TTL_S` (token lifetimes, default 900 / 86400).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { DEFAULT_DB_PATH, openSandboxDb } from './db';
import { createHostApp } from './host';
import type { LatencyRange } from './latency';
import { parseLatency } from './latency';
import type { StaticRoots } from './static';
import type { TokenTtl } from './tokens';
import { DEFAULT_TOKEN_TTL } from './tokens';

/** Port used when neither the option nor env `PORT` gives one. */
export const DEFAULT_PORT = 5173;

/** Options of {@link startServer}; each falls back to its environment variable, then a default. */
export interface StartServerOptions {
  /** Port to listen on; 0 picks a free one (the returned `url` has the real port). */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** SQLite file (or `:memory:`); default env `SANDBOX_DB`, then `demo-host/.data/sandbox.sqlite`. */
  dbPath?: string;
  /** Latency of `/api` and `/sec`; default env `SANDBOX_LATENCY_MS`, then 80-250 ms. */
  latency?: LatencyRange;
  /** Token lifetimes; default env `SANDBOX_ACCESS_TTL_S`/`SANDBOX_REFRESH_TTL_S`, then 15 min / 24 h. */
  tokenTtl?: TokenTtl;
  /** Static folders (tests point them at temp dirs). */
  staticRoots?: StaticRoots;
  /** No start-up line and no request log lines. */
  quiet?: boolean;
}

/** A running server. */
export interface RunningServer {
  /** `http://localhost:<port>/`. */
  url: string;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

function envSeconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return seconds;
}

/** Starts the demo host + sandbox and resolves once it listens. */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const log = opts.quiet ? undefined : (line: string) => console.log(line);
  const db = openSandboxDb(opts.dbPath ?? (process.env.SANDBOX_DB || DEFAULT_DB_PATH));
  const app = createHostApp({
    db,
    latency: opts.latency ?? parseLatency(process.env.SANDBOX_LATENCY_MS),
    tokenTtl: opts.tokenTtl ?? {
      accessSeconds: envSeconds('SANDBOX_ACCESS_TTL_S', DEFAULT_TOKEN_TTL.accessSeconds),
      refreshSeconds: envSeconds('SANDBOX_REFRESH_TTL_S', DEFAULT_TOKEN_TTL.refreshSeconds),
    },
    staticRoots: opts.staticRoots,
    log,
  });
  // The default node http server (not http2), hence the cast.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? DEFAULT_PORT, opts.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolveListen();
      });
    });
  } catch (err) {
    db.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}/`;
  log?.(`bank-onboarding demo host + sandbox: ${url}`);

  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => {
          db.close();
          resolveClose();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Whether this module is the process entry (`tsx demo-host/server/main.ts`), not an import. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(resolve(entry)) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
  startServer({ port }).then(
    (running) => {
      const stop = () => void running.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err: unknown) => {
      console.error('bank-onboarding demo host failed to start:', err);
      process.exit(1);
    },
  );
}
