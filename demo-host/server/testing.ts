/**
 * Helpers for the sandbox's own tests (not a test file itself): an app on a private in-memory
 * database, the token calls, and typed JSON reading.
 */
import { ADMIN_PREFIX } from './admin';
import { createSandboxApp } from './app';
import type { SandboxAppOptions } from './app';
import { TOKEN_PATH, USR_PREFIX } from './constants';
import { openSandboxDb } from './db';
import { DEMO_PHONE, PERSONA_ACCESS_CODE } from './seed';
import type { TokenPair } from './tokens';

/** A fresh sandbox app on its own `:memory:` database. */
export function setupSandbox(opts: Omit<SandboxAppOptions, 'db'> = {}) {
  const db = openSandboxDb(':memory:');
  const app = createSandboxApp({ db, ...opts });
  return { db, app };
}

type App = ReturnType<typeof setupSandbox>['app'];

/** A form-encoded POST to the token endpoint. */
export function tokenRequest(app: App, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request(TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** Logs in (password grant) as the demo persona unless told otherwise; fails the test on error. */
export async function login(
  app: App,
  { username = DEMO_PHONE, password = PERSONA_ACCESS_CODE, clientId = 'webapp' } = {},
): Promise<TokenPair> {
  const res = await tokenRequest(app, { grant_type: 'password', username, password, clientId });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as TokenPair;
}

/** A call under `/api/usr/v2` with an optional bearer token and JSON body. */
export function api(
  app: App,
  path: string,
  { token, method = 'GET', body, headers = {} }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (token) all.Authorization = `Bearer ${token}`;
  if (body !== undefined) all['Content-Type'] = 'application/json';
  return Promise.resolve(
    app.request(`${USR_PREFIX}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** Reads a JSON body with the type the test expects (the assertions check it). */
export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The standard error body, as the tests read it. */
export interface ErrorJson {
  trace: string;
  context: { code: string; message: string; errors?: { field: string; message: string }[] };
}

/** Decodes a JWT-shaped token's payload the way the client does (no verification). */
export function decodePayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A JSON POST to the admin surface (`path` below `/__sandbox`). */
export function adminPost(app: App, path: string, body?: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(`${ADMIN_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** A GET on the admin surface. */
export function adminGet(app: App, path: string): Promise<Response> {
  return Promise.resolve(app.request(`${ADMIN_PREFIX}${path}`));
}

/** A DELETE on the admin surface. */
export function adminDelete(app: App, path: string): Promise<Response> {
  return Promise.resolve(app.request(`${ADMIN_PREFIX}${path}`, { method: 'DELETE' }));
}

/** A pending fault as `GET /__sandbox/faults` lists it. */
export interface FaultJson {
  id: number;
  path: string;
  status: number | null;
  code: string | null;
  message: string | null;
  times: number;
}

/** The pending faults. */
export async function listFaultsOf(app: App): Promise<FaultJson[]> {
  return (await json<{ faults: FaultJson[] }>(await adminGet(app, '/faults'))).faults;
}
