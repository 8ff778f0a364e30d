/**
 * Request-body parsing for the sandbox routes: every body goes through a zod schema, and a
 * malformed or invalid one becomes a 400 `BAD_REQUEST` (never a crash): a client bug or a hostile body gets an error answer, not a
 * dead server.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldError } from './errors';
import { errors, zodFieldErrors } from './errors';

/**
 * Reads the JSON body and validates it. An empty body is validated as `undefined`, so a schema
 * can make the whole body optional.
 * @throws ApiError 400 BAD_REQUEST on malformed JSON or a schema mismatch.
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = undefined;
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw errors.badRequest('Malformed JSON body');
    }
  }
  return validate(schema, value);
}

/**
 * Validates an already-read value.
 * @throws ApiError 400 BAD_REQUEST with the zod issues mapped into `errors`.
 */
function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw errors.badRequest('Invalid request body', zodFieldErrors(result.error));
  return result.data;
}

/**
 * Reads a `multipart/form-data` body into its parts (files as `File`).
 * @throws ApiError 400 BAD_REQUEST with `missing` as field error when the body is not multipart, and
 *   without field errors when it is malformed.
 */
export async function parseMultipartBody(c: Context, missing: FieldError): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw errors.badRequest('Expected a multipart/form-data body', [missing]);
  }
  try {
    return await c.req.parseBody();
  } catch {
    throw errors.badRequest('Malformed multipart body');
  }
}
