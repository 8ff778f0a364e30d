/**
 * What every document route shares (routes/documents.ts, contracts.ts, static-contracts.ts): the spec §6 check
 * of a document opened with the access token as `?at=`, the headers that keep such a document out of caches
 * and Referer headers, and the positive-integer query parameters of the lists. A module of its own so that the
 * document routes import it and not each other.
 */
import type { RouteDeps } from '../context';
import { errors } from '../errors';
import { verifyToken } from '../tokens';

/**
 * A positive-integer query parameter, `fallback` when absent.
 * @throws ApiError 400 BAD_REQUEST when present but not a positive integer.
 */
export function positiveIntParam(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(number)) {
    throw errors.badRequest(`Query parameter ${name} must be a positive integer`);
  }
  return number;
}

/** Headers of every document opened with `?at=` (terms, static contracts): never cached or referred. */
export const PRIVATE_DOCUMENT_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The URL carries the access token (`?at=`): keep it out of caches and Referer headers.
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Spec §6: a document opened with the access token as `?at=`: a sent `at` must be a valid access token.
 * @throws ApiError 401 UNAUTHORIZED otherwise.
 */
export function checkDocumentToken(db: RouteDeps['db'], at: string | undefined): void {
  if (at !== undefined && !verifyToken(db.sql, at, 'access')) throw errors.unauthorized();
}
