/**
 * The identity document of DocumentData (spec §4 CONSUMER 7,1; spec §7 Registrations):
 * `POST registrations/{id}/document-scans` (multipart photos `front`, `back`) and
 * `POST registrations/{id}/documents` (the document's data; the photos must have been sent).
 * Rules: registrations/identityDocument.ts.
 */
import { bodyLimit } from 'hono/body-limit';
import { parseMultipartBody } from '../../body';
import { requireAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { ApiError, errors, sendError } from '../../errors';
import { checkScanParts, documentBodySchema, missingScans, SCANS_BODY_LIMIT, scansDirectory, storeScans } from '../../registrations/identityDocument';
import { MSG } from '../../registrations/messages';
import { checkRenewedDocument, isOpenRenewal } from '../../registrations/renewal';
import { saveDocumentScans, saveIdentityDocument } from '../../repositories/documents';
import { ownRegistration, withOwnRegistration } from './own';

/** Registers `{id}/document-scans` and `{id}/documents` below `base`. */
export function registerIdentityDocumentRoutes(app: SandboxApp, { db }: RouteDeps, base: string): void {
  const auth = requireAuth(db);
  // Two 5 MB photos and the multipart framing; more is refused before it is read.
  const limit = bodyLimit({
    maxSize: SCANS_BODY_LIMIT,
    onError: (c) => sendError(c, 413, 'PAYLOAD_TOO_LARGE', 'The document scans are too large', [{ field: 'front', message: MSG.scanSize }]),
  });

  app.post(`${base}/:id/document-scans`, auth, limit, async (c) => {
    const registration = ownRegistration(db.sql, c.get('userId'), c.req.param('id') ?? '');
    const parts = await parseMultipartBody(c, { field: 'front', message: MSG.required });
    const checked = checkScanParts(parts);
    if ('errors' in checked) throw errors.badRequest('Invalid document scans', checked.errors);
    const documentScans = await storeScans(scansDirectory(db), registration.id, checked.files);
    saveDocumentScans(db.sql, registration.id, documentScans);
    return c.json({ documentScans });
  });

  app.post(`${base}/:id/documents`, auth, (c) =>
    withOwnRegistration(c, db, documentBodySchema(), (registration, document) => {
      const missing = missingScans(document.documentType, registration.data['documentScans']);
      if (missing.length) throw new ApiError(409, 'USR_REG_DOCUMENT_SCANS_MISSING', 'Send the document scans first', missing);
      // A renewal's new document must expire after the one on file (registrations/renewal.ts).
      if (isOpenRenewal(registration)) checkRenewedDocument(db.sql, registration, document);
      return saveIdentityDocument(db.sql, registration.id, document);
    }),
  );
}
