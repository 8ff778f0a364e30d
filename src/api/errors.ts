/**
 * The typed error of every API call and the URL helper, kept apart from the client: the app imports
 * these eagerly, while the client itself (redaxios, response schemas, zod) is loaded on first use
 * (see `lazy.ts`), so a landing-page visitor never downloads it.
 */
import type { FieldError } from './schemas';

/**
 * Why a call failed.
 */
export type ApiErrorKind =
  /** No response reached the client (offline, DNS failure, connection reset, CORS). */
  | 'network'
  /** No response within the time-out; the request was aborted. */
  | 'timeout'
  /** The server answered with a non-2xx status (including a 401 on the single retry). */
  | 'http'
  /** The refresh after a 401 failed, or refreshing is blocked after an earlier expiry (spec §4 Session). */
  | 'session-expired'
  /** A 2xx body did not match the schema the caller expects. */
  | 'invalid-response'
  /**
   * The API is under maintenance (HTTP 503 with code {@link MAINTENANCE_CODE}): the instance has already
   * shown the maintenance screen (spec §2), so callers show nothing else.
   */
  | 'maintenance';

/**
 * How the API signals maintenance (spec §2 "When under maintenance, the user goes to the maintenance
 * screen"; the spec does not say how, so this is our contract, shared with the sandbox): HTTP 503 with
 * the standard error body whose `context.code` is this value, on any call.
 */
export const MAINTENANCE_CODE = 'SYS_MAINTENANCE';

/** Whether `status` and `code` are the maintenance signal. */
export const isMaintenanceSignal = (status: number | undefined, code: string | undefined): boolean =>
  status === 503 && code === MAINTENANCE_CODE;

/** Fields of an {@link ApiError}. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code?: string;
  status?: number;
  trace?: string;
  fieldErrors?: FieldError[];
  body?: unknown;
  cause?: unknown;
}

/** The one typed error of every API call (spec §8: code, message and trace). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Why the call failed. */
  readonly kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** `context.code` of the body, else the OAuth `error`, else `HTTP_<status>`, else the kind. */
  readonly code: string;
  /** Trace for the generic error modal ("Codice di errore"): body `trace`, else the `tnb-trace` header. */
  readonly trace?: string;
  /** Server validation errors (`context.errors`), to show under fields (spec §5). */
  readonly fieldErrors: FieldError[];
  /** The decoded response body (tokens redacted). */
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code ?? (init.status !== undefined ? `HTTP_${init.status}` : init.kind);
    this.fieldErrors = init.fieldErrors ?? [];
    if (init.status !== undefined) this.status = init.status;
    if (init.trace !== undefined) this.trace = init.trace;
    if (init.body !== undefined) this.body = init.body;
  }
}

/**
 * The app's view of anything a call rejected with. The client already normalises every failure
 * into an {@link ApiError} (see `toApiError` in `client.ts`); anything else is a programming or
 * network error reported as 'network'.
 */
export function asApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : 'Network error';
  return new ApiError({ kind: 'network', message: message || 'Network error', cause: e });
}

/**
 * Whether a failure is the browser being offline (spec §8 "Custom error modal"): no response
 * came (network failure or time-out) while the browser reports no connection (`navigator.onLine` false).
 */
export function isOfflineFailure(error: ApiError, online: boolean): boolean {
  return !online && (error.kind === 'network' || error.kind === 'timeout');
}

/** Whether an HTTP status is a definite answer: the server decided (2xx-4xx). A 5xx leaves the outcome unknown. */
export const isDefiniteStatus = (status: number): boolean => status < 500;

/**
 * Whether a failed write may still have taken effect: no answer came (network, time-out) or the
 * server failed (5xx), so what the server did is unknown. A definite refusal (4xx) took no effect.
 */
export function isUncertainFailure(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && !isDefiniteStatus(error.status ?? 0));
}

/** Joins a base and a path with exactly one slash; absolute URLs pass through. */
export function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
