/**
 * The standard error body of the sandbox (common.md "Error body") and the typed error that
 * handlers throw; `app.onError` turns it into a response. OAuth errors have their own shape
 * (see routes/auth.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** One field-level error, shown by the client under the field (spec §5). */
export interface FieldError {
  /** Dotted path of the field in the request body, e.g. `email` or `data.address.city`. */
  field: string;
  message: string;
}

/** The JSON body of every non-OAuth error response. */
export interface ErrorBody {
  trace: string;
  context: { code: string; message: string; errors?: FieldError[] };
}

/** A fresh trace id (`tr-` + 16 hex digits), echoed in the body and the `tnb-trace` header. */
export function newTrace(): string {
  return `tr-${randomBytes(8).toString('hex')}`;
}

/** Builds the standard error body; `errors` is left out when empty. */
export function errorBody(code: string, message: string, errors?: FieldError[], trace = newTrace()): ErrorBody {
  const context: ErrorBody['context'] = { code, message };
  if (errors && errors.length > 0) context.errors = errors;
  return { trace, context };
}

/**
 * An error a handler throws to answer with the standard error body.
 * Anything else thrown becomes a 500 `INTERNAL_ERROR`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Sends `body` (an {@link ErrorBody}) with its trace in the `tnb-trace` header. */
export function sendErrorBody(c: Context, status: ContentfulStatusCode, body: ErrorBody): Response {
  c.header('tnb-trace', body.trace);
  return c.json(body, status);
}

/** Answers with the standard error body. */
export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  errors?: FieldError[],
): Response {
  return sendErrorBody(c, status, errorBody(code, message, errors));
}

/**
 * Start of the message of `GET registrations/me` for a user whose registrations are all legacy
 * (spec §8: the client matches this prefix and offers a new registration).
 */
const LEGACY_ONLY_MESSAGE_PREFIX = 'Cannot find any NON legacy registration for user with id';
/** Error code of the legacy-only answer. */
const LEGACY_ONLY_CODE = 'USR_REG_0404';

/** Error code of every API call while the sandbox is under maintenance (spec §2, maintenance.ts). */
export const MAINTENANCE_CODE = 'SYS_MAINTENANCE';
/** Message of the maintenance answer. */
export const MAINTENANCE_MESSAGE = 'Servizio in manutenzione';

/** Shorthands for the errors every route needs. */
export const errors = {
  unauthorized: (message = 'Missing, invalid or expired access token') => new ApiError(401, 'UNAUTHORIZED', message),
  notFound: (message = 'Resource not found') => new ApiError(404, 'NOT_FOUND', message),
  badRequest: (message: string, fieldErrors?: FieldError[]) => new ApiError(400, 'BAD_REQUEST', message, fieldErrors),
  /** 404 `USR_REG_0404`: the user has registrations, but only legacy ones (spec §8). */
  legacyOnly: (userId: string) => new ApiError(404, LEGACY_ONLY_CODE, `${LEGACY_ONLY_MESSAGE_PREFIX} ${userId}`),
};

/** Maps zod issues to field errors (field = dotted path, '' for the body itself). */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}
