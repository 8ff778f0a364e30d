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
import { registerContractRoutes } from './contracts';
import { checkDocumentToken, positiveIntParam, PRIVATE_DOCUMENT_HEADERS } from './document-access';
import { registerStaticContractRoutes } from './static-contracts';

/** Headers of a term document: HTML that may not run scripts or load anything, never cached or referred. */
const DOCUMENT_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  ...PRIVATE_DOCUMENT_HEADERS,
};

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
