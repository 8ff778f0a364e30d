/**
 * The one request function every API call goes through (issue 2 item 5, spec §4 Session,
 * §7, §8), built on redaxios:
 * - JSON in and out; `form` bodies are `application/x-www-form-urlencoded`;
 * - query arrays repeat the key (`?a=1&a=2`, spec §7);
 * - a bearer header when a token exists;
 * - `_embedded` bodies unwrapped (spec §3);
 * - any body carrying `access_token` stores both tokens (spec §4 Session);
 * - a 401 triggers ONE shared refresh and ONE retry; a failed refresh expires the session
 *   once and blocks further refreshes (spec §4 Session);
 * - every failure becomes an {@link ApiError} (spec §8 error normalisation).
 *
 * Tokens never appear in error messages or logs.
 */
import redaxios from 'redaxios';
import type { Response as RedaxiosResponse } from 'redaxios';
import * as z from 'zod/mini';
import { ErrorBodySchema, TokenResponseSchema } from './schemas';
import { ApiError, asApiError, isMaintenanceSignal, joinUrl } from './errors';

export { ApiError, joinUrl, type ApiErrorInit, type ApiErrorKind } from './errors';

/** Token endpoint path under the security base (common contract, spec §7 Authentication). */
export const TOKEN_PATH = '/sec/v2/oauth/token';

/** Prefix of every §7 resource path under the API base. */
export const USR = '/usr/v2';

/** Default time-out of one HTTP attempt. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** How the client reads and stores the session; implemented by the app (see `src/session/hooks`). */
export interface SessionHooks {
  /** The current access token, or null when logged out. */
  getAccessToken(): string | null;
  /** The current refresh token, or null. */
  getRefreshToken(): string | null;
  /** The client id for refresh: from the stored token data (spec §6). */
  getClientId(): 'web' | 'webapp';
  /** Store both tokens (and update token data); must be synchronous so the next call sees them. */
  onTokens(tokens: { access_token: string; refresh_token: string }): void;
  /** The app runs the §4 Session expiry procedure. Called once per expiry. */
  onSessionExpired(): void;
}

/** Which configured base a path is relative to. */
export type ApiBase = 'api' | 'security';

/** A query value; arrays repeat the key, null/undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** One API call. */
export interface ApiRequest<T = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the base, e.g. `/usr/v2/users/me`. */
  path: string;
  /** Base the path is relative to; default 'api'. 'security' is the token endpoint's base. */
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Form body (`application/x-www-form-urlencoded`); wins over `body`. */
  form?: Record<string, string>;
  /**
   * Multipart body (files: document scans); wins over `form` and `body`. No content-type is set here: the
   * browser adds `multipart/form-data` with its boundary. The same FormData is sent again on the 401 retry.
   */
  multipart?: FormData;
  headers?: Record<string, string>;
  /**
   * Validates the (unwrapped) body; a mismatch rejects with kind 'invalid-response'. Any zod v4
   * schema (zod/mini or classic) whose output is `T`.
   */
  schema?: z.core.$ZodType<T>;
  /** Send the bearer header; default true ('security' calls: false). */
  auth?: boolean;
  /** Refresh and retry once on 401; default true. Never for the token endpoint. */
  retryOn401?: boolean;
  /** Time-out of each attempt in ms; default the client's (30 s). */
  timeoutMs?: number;
}

/** Options of the `get`/`post` helpers. */
export type RequestOptions<T> = Omit<ApiRequest<T>, 'method' | 'path' | 'body'>;

/** The API client of one element instance. */
export interface ApiClient {
  /** Issues one call (see module doc). */
  request<T = unknown>(req: ApiRequest<T>): Promise<T>;
  /** `request` with method GET. */
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** `request` with method POST and a JSON body. */
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  /** Absolute-or-rooted URL of a path under a base (for documents opened in a new window). */
  url(path: string, base?: ApiBase): string;
  /** Leaves the expired state so refreshes are attempted again (e.g. after a new login). */
  resetExpiry(): void;
  /** True after a failed refresh: no refresh is attempted until {@link ApiClient.resetExpiry}. */
  readonly expired: boolean;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API base, default in the element `/api`. */
  apiBase: string;
  /** Base of the token endpoint; '' = same origin. */
  securityBase: string;
  session: SessionHooks;
  /** fetch implementation (tests inject a mock); default the global fetch. */
  fetch?: typeof fetch;
  /** Time-out of each attempt in ms; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Any call answered the maintenance signal ({@link MAINTENANCE_CODE}); the call then fails with kind 'maintenance'. */
  onMaintenance?: () => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/** Serialises a query with repeated keys for arrays (spec §7); null/undefined are skipped. */
export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const list: ReadonlyArray<string | number | boolean> = Array.isArray(value)
      ? (value as ReadonlyArray<string | number | boolean>)
      : [value as string | number | boolean];
    for (const item of list) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * Spec §3: callers receive the embedded content of a HAL body, e.g.
 * `{ _embedded: { registrations: [...] }, page }` -> `{ registrations: [...] }`. Repeated
 * while the result is itself a wrapper.
 */
export function unwrapEmbedded(body: unknown): unknown {
  let current = body;
  while (isRecord(current) && isRecord(current._embedded)) current = current._embedded;
  return current;
}

// Bodies kept on errors must not carry tokens (they may reach tracking).
function redactTokens(body: unknown): unknown {
  if (!isRecord(body) || !('access_token' in body || 'refresh_token' in body)) return body;
  const copy: Record<string, unknown> = { ...body };
  if ('access_token' in copy) copy.access_token = '[redacted]';
  if ('refresh_token' in copy) copy.refresh_token = '[redacted]';
  return copy;
}

function headerOf(headers: unknown, name: string): string | undefined {
  if (headers && typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  return undefined;
}

/** Builds the {@link ApiError} of a non-2xx response (spec §8 normalisation). */
export function errorFromResponse(status: number, body: unknown, headers?: unknown): ApiError {
  const parsed = ErrorBodySchema.safeParse(body);
  const err = parsed.success ? parsed.data : undefined;
  return new ApiError({
    kind: 'http',
    status,
    code: err?.context?.code ?? err?.error ?? `HTTP_${status}`,
    message: err?.context?.message ?? err?.error_description ?? `Request failed with status ${status}`,
    trace: err?.trace ?? headerOf(headers, 'tnb-trace'),
    fieldErrors: err?.context?.errors ?? [],
    body: redactTokens(body),
  });
}

/**
 * Normalises anything thrown around an API call into an {@link ApiError}: ApiErrors pass
 * through, a redaxios response (non-2xx) is read as §8 says, an AbortError is a time-out,
 * anything else is a network failure carrying its own message.
 */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (isRecord(e) && typeof e.status === 'number' && 'data' in e) {
    return errorFromResponse(e.status, e.data === '' ? undefined : e.data, e.headers);
  }
  if (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError')) {
    return new ApiError({ kind: 'timeout', message: e.message || 'Request timed out', cause: e });
  }
  return asApiError(e);
}

/** Creates the API client of one element instance (no state is shared between clients). */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const { session } = opts;
  // Late-bound so a stubbed global fetch is honoured and `fetch` is never called unbound.
  const baseFetch: typeof fetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeout = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let expired = false;
  let refreshing: Promise<string> | null = null;

  const url = (path: string, base: ApiBase = 'api'): string =>
    joinUrl(base === 'security' ? opts.securityBase : opts.apiBase, path);

  async function send(req: ApiRequest<unknown>, accessToken: string | null): Promise<RedaxiosResponse<unknown>> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'it-IT' };
    for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
    let data: string | FormData | undefined;
    if (req.multipart) {
      // redaxios passes a FormData through untouched (no JSON encoding, no content-type of its own).
      data = req.multipart;
    } else if (req.form) {
      data = new URLSearchParams(req.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (req.body !== undefined) {
      // Encoded here (not by redaxios) so strings, numbers and arrays are JSON too.
      data = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;

    const query = serializeQuery(req.query);
    const timeoutMs = req.timeoutMs ?? defaultTimeout;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    // redaxios has no `signal` option; its `fetch` option lets us add one.
    const fetchWithSignal: typeof fetch = (input, init) => baseFetch(input, { ...init, signal: controller.signal });
    try {
      return await redaxios<unknown>({
        url: url(req.path, req.base),
        method: req.method,
        headers,
        data,
        ...(query ? { params: req.query, paramsSerializer: () => query } : {}),
        responseType: 'text',
        fetch: fetchWithSignal,
        // Every status resolves; this module decides what is an error.
        validateStatus: () => true,
      });
    } catch (e) {
      if (controller.signal.aborted) {
        throw new ApiError({ kind: 'timeout', message: `No response within ${timeoutMs} ms`, cause: e });
      }
      throw toApiError(e);
    } finally {
      clearTimeout(timer);
    }
  }

  function sessionExpiredError(cause?: unknown): ApiError {
    return new ApiError({ kind: 'session-expired', message: 'Session expired', cause });
  }

  async function refresh(): Promise<string> {
    try {
      const refreshToken = session.getRefreshToken();
      if (!refreshToken) throw new ApiError({ kind: 'session-expired', message: 'No refresh token' });
      // Goes through `request`, so the new tokens are stored by the access_token rule.
      const tokens = await request({
        method: 'POST',
        base: 'security',
        path: TOKEN_PATH,
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: session.getClientId() },
        auth: false,
        retryOn401: false,
        schema: TokenResponseSchema,
      });
      return tokens.access_token;
    } catch (cause) {
      // Spec §4 Session: a failed refresh expires the session once; no further attempts.
      expired = true;
      session.onSessionExpired();
      throw sessionExpiredError(cause);
    }
  }

  /** A token newer than `used`: shares an in-flight refresh, or starts the only one. */
  function freshToken(used: string): Promise<string> {
    if (expired) return Promise.reject(sessionExpiredError());
    if (refreshing) return refreshing;
    // Our request was sent before another one's refresh completed: use its token.
    const current = session.getAccessToken();
    if (current && current !== used) return Promise.resolve(current);
    refreshing = refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function handle<T>(req: ApiRequest<T>, res: RedaxiosResponse<unknown>): T {
    const data = res.data === '' ? undefined : res.data;
    if (res.status < 200 || res.status >= 300) {
      const error = errorFromResponse(res.status, data, res.headers);
      if (!isMaintenanceSignal(error.status, error.code)) throw error;
      opts.onMaintenance?.();
      throw new ApiError({
        kind: 'maintenance',
        status: res.status,
        code: error.code,
        message: error.message,
        ...(error.trace ? { trace: error.trace } : {}),
        cause: error,
      });
    }

    if (isRecord(data) && typeof data.access_token === 'string' && data.access_token) {
      // Spec §4 Session: both tokens stored; the next call reads the new access token.
      const refreshToken = typeof data.refresh_token === 'string' ? data.refresh_token : session.getRefreshToken();
      session.onTokens({ access_token: data.access_token, refresh_token: refreshToken ?? '' });
    }

    const body = unwrapEmbedded(data);
    if (!req.schema) return body as T;
    const parsed = z.safeParse(req.schema, body);
    if (parsed.success) return parsed.data;
    // Paths only: issue messages never quote the body, which may hold personal data.
    const where = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))].join(', ');
    throw new ApiError({
      kind: 'invalid-response',
      status: res.status,
      message: `Unexpected response from ${req.method} ${req.path} at ${where}`,
      body: redactTokens(body),
    });
  }

  async function request<T = unknown>(req: ApiRequest<T>): Promise<T> {
    const isTokenEndpoint = req.base === 'security';
    const auth = req.auth ?? !isTokenEndpoint;
    const token = auth ? session.getAccessToken() : null;
    let res = await send(req, token);
    // A 401 without a token sent means "not logged in", not "token expired": no refresh.
    if (res.status === 401 && token && !isTokenEndpoint && (req.retryOn401 ?? true)) {
      const fresh = await freshToken(token);
      res = await send(req, fresh); // the single retry: a second 401 is an ordinary error
    }
    return handle(req, res);
  }

  return {
    request,
    get: (path, options) => request({ ...options, method: 'GET', path }),
    post: (path, body, options) => request({ ...options, method: 'POST', path, body }),
    url,
    resetExpiry: () => {
      expired = false;
    },
    get expired() {
      return expired;
    },
  };
}
