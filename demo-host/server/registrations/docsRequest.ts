/**
 * The bank's request for missing documents: the admin surface opens one on a registration
 * (`POST /__sandbox/registrations/:id/missing-documents`, kept in `data.docsRequest` and served as the
 * registration's `docsRequest`); the user sends each document (`docs-request/{requestId}/document-scans`,
 * multipart `documentId` + `file`, bytes on disk next to the identity-document photos) and closes it
 * (`docs-request/{requestId}/complete`).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { ApiError, errors } from '../errors';
import type { FieldError } from '../errors';
import { docsRequestFiles, replaceDocsRequest, saveDocsRequest } from '../repositories/documents';
import type { DocsRequest, Registration } from '../repositories/registrations';
import { MSG } from './messages';
import type { FileRule, StoredFile } from './uploads';
import { checkFilePart, safeName, storeFile } from './uploads';

/** The documents asked for when the admin names none. */
export const DEFAULT_MISSING_DOCUMENTS = ["Fronte del documento d'identità", "Retro del documento d'identità"] as const;

/** Largest missing document: 10 MB. */
export const DOCS_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest upload request: one file plus the multipart framing. */
export const DOCS_BODY_LIMIT = DOCS_FILE_MAX_BYTES + 256 * 1024;

/** The sandbox's messages of these calls. */
export const DOCS_MSG = {
  fileType: 'Il file deve essere in formato JPG, PNG o PDF',
  fileSize: 'Il file non può superare i 10 MB',
  documentUnknown: 'Documento non richiesto',
} as const;

const DOCS_RULE: FileRule = {
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' },
  maxBytes: DOCS_FILE_MAX_BYTES,
  typeMessage: DOCS_MSG.fileType,
  sizeMessage: DOCS_MSG.fileSize,
};

/** Body of the admin's `missing-documents`: optional descriptions (default {@link DEFAULT_MISSING_DOCUMENTS}). */
export const missingDocumentsSchema = z.union([
  z.undefined(),
  z.object({ documents: z.array(z.object({ description: z.string().trim().min(1) })).min(1).optional() }),
]);

/** Opens a new request (replacing any earlier one, and its files' metadata) with the given documents. */
export function openDocsRequest(sql: Database.Database, registration: Registration, descriptions: readonly string[]): Registration {
  const docsRequest: DocsRequest = {
    id: `dr-${randomUUID()}`,
    status: 'OPEN',
    documents: descriptions.map((description, i) => ({ id: `doc-${i + 1}`, description, uploaded: false })),
  };
  return replaceDocsRequest(sql, registration, docsRequest);
}

/**
 * The registration's request `requestId`: the back office's (`docsRequest`) or, on a BUSINESS registration, the
 * one for the business's documents (`business.docsRequest`).
 * @throws ApiError 404 NOT_FOUND for another id (or none); 409 USR_REG_DOCS_REQUEST_CLOSED when `open` is
 *   asked and it is COMPLETED.
 */
export function docsRequestOf(registration: Registration, requestId: string, open = false): DocsRequest {
  const request = [registration.docsRequest, registration.business?.docsRequest].find((r) => r?.id === requestId);
  if (!request) throw errors.notFound('Docs request not found');
  if (open && request.status !== 'OPEN') throw new ApiError(409, 'USR_REG_DOCS_REQUEST_CLOSED', 'The docs request is closed');
  return request;
}

/** The checked parts of an upload: the requested document and its file, or the field errors. */
export function checkDocsUpload(request: DocsRequest, parts: Record<string, unknown>): { documentId: string; file: File } | { errors: FieldError[] } {
  const fieldErrors: FieldError[] = [];
  const documentId = parts.documentId;
  if (typeof documentId !== 'string' || documentId === '') fieldErrors.push({ field: 'documentId', message: MSG.required });
  else if (!request.documents.some((d) => d.id === documentId)) fieldErrors.push({ field: 'documentId', message: DOCS_MSG.documentUnknown });
  const file = checkFilePart(parts.file, DOCS_RULE);
  if (typeof file === 'string') fieldErrors.push({ field: 'file', message: file });
  return fieldErrors.length || typeof file === 'string' || typeof documentId !== 'string' ? { errors: fieldErrors } : { documentId, file };
}

/** Where a request's files live: `<scans directory>/<registration>-docs/<request>`. */
export function docsFolder(scansDirectory: string, registrationId: string, requestId: string): string {
  return join(scansDirectory, `${safeName(registrationId)}-docs`, safeName(requestId));
}

/** Stores the file of a requested document in `folder` (a later upload of the same document replaces it). */
export async function storeMissingDocument(folder: string, documentId: string, file: File): Promise<StoredFile> {
  return storeFile(folder, documentId, file, DOCS_RULE.types);
}

/** Marks a document of the (open) request uploaded, with its file's metadata in the registration's data. */
export function markUploaded(sql: Database.Database, registration: Registration, request: DocsRequest, documentId: string, stored: StoredFile): DocsRequest {
  const next: DocsRequest = { ...request, documents: request.documents.map((d) => (d.id === documentId ? { ...d, uploaded: true } : d)) };
  saveDocsRequest(sql, registration, next, { ...docsRequestFiles(registration, request), [documentId]: stored });
  return next;
}

/**
 * `complete`: every document uploaded closes the request (a COMPLETED one answers the registration as it is).
 * @throws ApiError 409 USR_REG_DOCS_MISSING while one is not uploaded.
 */
export function completeDocsRequest(sql: Database.Database, registration: Registration, request: DocsRequest): Registration {
  if (request.status === 'COMPLETED') return registration;
  if (request.documents.some((d) => !d.uploaded)) throw new ApiError(409, 'USR_REG_DOCS_MISSING', 'Send every requested document first');
  return saveDocsRequest(sql, registration, { ...request, status: 'COMPLETED' });
}
