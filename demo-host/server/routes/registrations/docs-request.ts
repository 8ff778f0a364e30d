/**
 * The missing documents: `{id}/docs-request/{requestId}/document-scans` (multipart `documentId`,
 * `file`: JPG, PNG or PDF up to 10 MB) answers the request; `{id}/docs-request/{requestId}/complete` the
 * registration. Rules: registrations/docsRequest.ts; the admin opens a request (admin.ts).
 */
import { bodyLimit } from 'hono/body-limit';
import { parseMultipartBody } from '../../body';
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { errors, sendError } from '../../errors';
import {
  checkDocsUpload,
  completeDocsRequest,
  DOCS_BODY_LIMIT,
  DOCS_MSG,
  docsFolder,
  docsRequestOf,
  markUploaded,
  storeMissingDocument,
} from '../../registrations/docsRequest';
import { scansDirectory } from '../../registrations/identityDocument';
import { MSG } from '../../registrations/messages';
import { optionalObjectSchema } from '../../registrations/schemas';
import { ownRegistration, withOwnRegistration } from './own';

/** Registers the `{id}/docs-request/{requestId}/…` routes below `base`. */
export function registerDocsRequestRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);
  const limit = bodyLimit({
    maxSize: DOCS_BODY_LIMIT,
    onError: (c) => sendError(c, 413, 'PAYLOAD_TOO_LARGE', 'The document is too large', [{ field: 'file', message: DOCS_MSG.fileSize }]),
  });

  app.post(`${base}/:id/docs-request/:requestId/document-scans`, auth, limit, async (c) => {
    const userId = c.get('userId');
    const requestId = c.req.param('requestId');
    const registration = ownRegistration(db.sql, userId, c.req.param('id'));
    const request = docsRequestOf(registration, requestId, true);
    const parts = await parseMultipartBody(c, { field: 'file', message: MSG.required });
    const checked = checkDocsUpload(request, parts);
    if ('errors' in checked) throw errors.badRequest('Invalid document', checked.errors);
    const stored = await storeMissingDocument(docsFolder(scansDirectory(db), registration.id, requestId), checked.documentId, checked.file);
    // Read again after the (asynchronous) write, so a concurrent upload of another document is kept.
    const answer = db.sql.transaction(() => {
      const current = ownRegistration(db.sql, userId, registration.id);
      return markUploaded(db.sql, current, docsRequestOf(current, requestId, true), checked.documentId, stored);
    })();
    return c.json(answer);
  });

  app.post(`${base}/:id/docs-request/:requestId/complete`, auth, (c) =>
    withOwnRegistration(c, db, optionalObjectSchema, (registration) =>
      completeDocsRequest(db.sql, registration, docsRequestOf(registration, c.req.param('requestId'))),
    ),
  );
}
