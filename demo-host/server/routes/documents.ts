/**
 * Documents (spec §7 Documents): the consent terms list `GET documents/terms?level=&size=` and one
 * term as a document, `GET documents/terms/{term}` (opened with the access token as `?at=`, spec §6).
 * Both are open to anonymous callers, since the privacy step runs before pre-registration, but a
 * sent token (header or `at`) must be valid.
 */
import { USR_PREFIX } from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { optionalAuth } from '../context';
import { errors } from '../errors';
import { DOCUMENT_TYPES } from '../registrations/identityDocument';
import { DEFAULT_TERMS_LEVEL, DEFAULT_TERMS_SIZE, findTerm, termDocumentHtml, termsForLevel } from '../terms';
import { verifyToken } from '../tokens';
import { registerContractRoutes } from './contracts';
import { registerStaticContractRoutes } from './static-contracts';

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

/** Headers of a term document: HTML that may not run scripts or load anything, never cached or referred. */
const DOCUMENT_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  ...PRIVATE_DOCUMENT_HEADERS,
};

/**
 * Spec §6: a document opened with the access token as `?at=`: a sent `at` must be a valid access token.
 * @throws ApiError 401 UNAUTHORIZED otherwise.
 */
export function checkDocumentToken(db: RouteDeps['db'], at: string | undefined): void {
  if (at !== undefined && !verifyToken(db.sql, at, 'access')) throw errors.unauthorized();
}

/** Registers the document routes. */
export function registerDocumentRoutes(app: SandboxApp, { db }: RouteDeps): void {
  const base = `${USR_PREFIX}/documents`;

  // HAL-style like the other lists (the client unwraps `_embedded`).
  app.get(`${base}/terms`, optionalAuth(db), (c) => {
    const level = positiveIntParam('level', c.req.query('level'), DEFAULT_TERMS_LEVEL);
    const size = positiveIntParam('size', c.req.query('size'), DEFAULT_TERMS_SIZE);
    const all = termsForLevel(level);
    const terms = all.slice(0, size);
    return c.json({
      _embedded: { terms },
      page: { size, totalElements: all.length, totalPages: Math.ceil(all.length / size), number: 0 },
    });
  });

  // DocumentType (spec §4 CONSUMER 7,0): the identity-document types, in the order shown.
  app.get(`${base}/types`, optionalAuth(db), (c) => c.json({ documentTypes: DOCUMENT_TYPES }));

  app.get(`${base}/terms/:term`, optionalAuth(db), (c) => {
    checkDocumentToken(db, c.req.query('at'));
    const term = findTerm(c.req.param('term'));
    if (!term) throw errors.notFound('Term not found');
    return c.body(termDocumentHtml(term), 200, DOCUMENT_HEADERS);
  });

  registerStaticContractRoutes(app, db, base);
  registerContractRoutes(app, db, base);
}
