/**
 * The one request function every API call goes through (spec §4 Session, §7, §8), built on redaxios:
 * - JSON in and out; `form` bodies are `application/x-www-form-urlencoded`;
 * - query arrays repeat the key (`?a=1&a=2`, spec §7);
 * - a bearer header when a token exists;
 * - `_embedded` bodies unwrapped (spec §3);
 * - any body carrying `access_token` stores both tokens (spec §4 Session);
 * - a 401 triggers ONE shared refresh and ONE retry; a failed refresh expires the session
 *   once and blocks further refreshes (spec §4 Session);
 * - every failure becomes an {@link ApiError} (spec §8 error normalisation);
 * - each attempt has an explicit time-out (the element's `request-timeout`, default 30 s) and carries a
 *   fresh `x-request-id`; a call that gets no response (time-out, network) uses it as its trace, so the
 *   §8 modal shows a "Codice di errore" the support team finds in the API's request log;
 * - no automatic retry but the 401 one: writes under `/usr/v2` carry an `Idempotency-Key` that is sent
 *   again when the same write is repeated after an answer that never came (time-out, network, 5xx), so a
 *   user's manual retry cannot create a second copy (see {@link createIdempotencyKeys}).
 *
 * Tokens never appear in error messages or logs.
 */
import redaxios from 'redaxios';
import type { Response as RedaxiosResponse } from 'redaxios';
import * as z from 'zod/mini';
import { ErrorBodySchema, TokenResponseSchema } from './schemas';
import type { RefreshGrantForm } from './contract-schemas';
import { ApiError, asApiError, isDefiniteStatus, isMaintenanceSignal, joinUrl } from './errors';
import { DEFAULT_TIMEOUT_SECONDS } from '../flows/timings';
import { takeStartCall } from './start-call';

export { ApiError, joinUrl, type ApiErrorInit, type ApiErrorKind } from './errors';

/** Token endpoint path under the security base (common contract, spec §7 Authentication). */
export const TOKEN_PATH = '/sec/v2/oauth/token';

/** Prefix of every §7 resource path under the API base. */
export const USR = '/usr/v2';

/** Header of the client's per-attempt request id (logged by the API; the trace of a call with no response). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Header carrying the idempotency key of a write. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How many writes awaiting a definite answer keep their key (oldest forgotten first). */
export const IDEMPOTENCY_KEYS_LIMIT = 64;

/** A random id (UUID v4 form); `crypto.randomUUID` needs a secure context, so it is built from random bytes. */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 32-bit FNV-1a of a text, as 8 hex digits (fingerprints stay small whatever the body's size). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * What makes two writes "the same call": method, base, path, query and body. A FormData body counts by its
 * entry names and, for files, their name, size, type and lastModified (never their bytes); text entries by
 * value. Bodies are hashed, so personal data is not kept in memory longer than the call.
 */
export function requestFingerprint(req: Pick<ApiRequest, 'method' | 'path' | 'base' | 'query' | 'body' | 'form' | 'multipart'>): string {
  let body: string;
  if (req.multipart) {
    const parts: string[] = [];
    req.multipart.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}:file:${value.name}:${value.size}:${value.type}:${(value as File).lastModified ?? ''}`,
      );
    });
    body = `multipart ${parts.join('&')}`;
  } else if (req.form) {
    body = `form ${new URLSearchParams(req.form).toString()}`;
  } else {
    body = req.body === undefined ? '' : `json ${JSON.stringify(req.body)}`;
  }
  return `${req.method} ${req.base ?? 'api'} ${req.path}?${serializeQuery(req.query)} ${fnv1a(body)}:${body.length}`;
}

/** Whether a call is a write that carries an idempotency key: not a GET, under `/usr/v2` of the API base. */
export function isIdempotentWrite(req: Pick<ApiRequest, 'method' | 'path' | 'base'>): boolean {
  return req.method !== 'GET' && (req.base ?? 'api') === 'api' && (req.path === USR || req.path.startsWith(`${USR}/`));
}

/** The idempotency keys of writes still awaiting a definite answer (see {@link createApiClient}). */
export interface IdempotencyKeys {
  /** The key of this write: the one kept from an earlier unanswered attempt of the same call, or a new one. */
  keyFor(fingerprint: string): string;
  /** A definite answer (2xx/4xx) arrived: the next identical call is a new operation with a new key. */
  settle(fingerprint: string): void;
  readonly size: number;
}

/** Keys by fingerprint, at most `limit` (the oldest dropped). */
export function createIdempotencyKeys(limit: number = IDEMPOTENCY_KEYS_LIMIT, newKey: () => string = randomId): IdempotencyKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(fingerprint) {
      const kept = keys.get(fingerprint);
      if (kept) return kept;
      const key = newKey();
      keys.set(fingerprint, key);
      while (keys.size > limit) keys.delete(keys.keys().next().value as string);
      return key;
    },
    settle(fingerprint) {
      keys.delete(fingerprint);
    },
    get size() {
      return keys.size;
    },
  };
}

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
  /** Time-out of each attempt in ms (the element's `request-timeout`); default {@link DEFAULT_TIMEOUT_SECONDS} s. */
  timeoutMs?: number;
  /** Request ids and idempotency keys (tests inject predictable ones); default random UUIDs. */
  newId?: () => string;
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
  const defaultTimeout = opts.timeoutMs !== undefined && opts.timeoutMs > 0 ? opts.timeoutMs : DEFAULT_TIMEOUT_SECONDS * 1000;
  const newId = opts.newId ?? randomId;
  const idempotency = createIdempotencyKeys(IDEMPOTENCY_KEYS_LIMIT, newId);
  let expired = false;
  let refreshing: Promise<string> | null = null;

  const url = (path: string, base: ApiBase = 'api'): string =>
    joinUrl(base === 'security' ? opts.securityBase : opts.apiBase, path);

  async function send(
    req: ApiRequest<unknown>,
    accessToken: string | null,
    idempotencyKey?: string,
  ): Promise<RedaxiosResponse<unknown>> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'it-IT' };
    for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
    // The loader may have sent this very call already (a plain GET, no query, the same token).
    const early = req.method === 'GET' && !req.query && !req.headers ? takeStartCall(url(req.path, req.base), accessToken) : undefined;
    const requestId = early?.requestId ?? newId();
    headers[REQUEST_ID_HEADER] = requestId;
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
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
    const fetchWithSignal: typeof fetch = (input, init) =>
      early
        ? new Promise<Response>((resolve, reject) => {
            controller.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
            early.response.then(resolve, reject);
          })
        : baseFetch(input, { ...init, signal: controller.signal });
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
      // No response: the request id is the only trace the user can quote (the API logged it, if it arrived).
      if (controller.signal.aborted) {
        throw new ApiError({ kind: 'timeout', message: `No response within ${timeoutMs} ms`, trace: requestId, cause: e });
      }
      const error = toApiError(e);
      if (error.kind !== 'network' || error.trace) throw error;
      throw new ApiError({ kind: 'network', message: error.message, code: error.code, trace: requestId, cause: e });
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
      const form: RefreshGrantForm = { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: session.getClientId() };
      // Goes through `request`, so the new tokens are stored by the access_token rule.
      const tokens = await request({
        method: 'POST',
        base: 'security',
        path: TOKEN_PATH,
        form,
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
    // A write keeps its key until a definite answer: a repeat after a lost answer is the same operation.
    const fingerprint = isIdempotentWrite(req) ? requestFingerprint(req) : undefined;
    const key = fingerprint === undefined ? undefined : idempotency.keyFor(fingerprint);
    let res = await send(req, token, key);
    // A 401 without a token sent means "not logged in", not "token expired": no refresh.
    if (res.status === 401 && token && !isTokenEndpoint && (req.retryOn401 ?? true)) {
      const fresh = await freshToken(token);
      res = await send(req, fresh, key); // the single retry: a second 401 is an ordinary error
    }
    if (fingerprint !== undefined && isDefiniteStatus(res.status)) idempotency.settle(fingerprint);
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
