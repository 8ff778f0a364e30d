/**
 * The documents repository: where a registration keeps its documents. The identity document of DocumentData
 * (spec §4 CONSUMER 7,1: `data.document` and `data.documentType`) and the metadata of its photos
 * (`data.documentScans`); the bank's request for missing documents (`data.docsRequest`, its files'
 * metadata in `data.docsRequestFiles`) and, on a BUSINESS registration, the request for the business's documents
 * (`business.docsRequest`, files in `data.businessDocsFiles`). The bytes themselves are files on disk
 * (registrations/uploads.ts); the rules are registrations/identityDocument.ts and registrations/docsRequest.ts.
 */
import type Database from 'better-sqlite3';
import type { DocumentBody, DocumentScan } from '../registrations/identityDocument';
import type { StoredFile } from '../registrations/uploads';
import type { DocsRequest, Registration } from './registrations';
import { updateRegistration } from './registrations';

/** Keeps the metadata of the identity document's photos (replacing any earlier ones). */
export function saveDocumentScans(sql: Database.Database, registrationId: string, documentScans: DocumentScan[]): void {
  updateRegistration(sql, registrationId, { data: { documentScans } });
}

/** Keeps the identity document's data (and its type, where DocumentType saves it). */
export function saveIdentityDocument(sql: Database.Database, registrationId: string, document: DocumentBody): Registration | undefined {
  return updateRegistration(sql, registrationId, { data: { documentType: document.documentType, document } });
}

/** Keeps a new back-office request, replacing any earlier one and its files' metadata. */
export function replaceDocsRequest(sql: Database.Database, registration: Registration, docsRequest: DocsRequest): Registration {
  return updateRegistration(sql, registration.id, { data: { docsRequest, docsRequestFiles: {} } }) ?? registration;
}

/** Whether `request` is the business's documents request of `registration`. */
const isBusinessRequest = (registration: Registration, request: DocsRequest) => registration.business?.docsRequest?.id === request.id;

/** The data key of the files' metadata of `request`. */
const filesKey = (registration: Registration, request: DocsRequest) =>
  isBusinessRequest(registration, request) ? 'businessDocsFiles' : 'docsRequestFiles';

/** The metadata of the files sent for `request`, by document id ({} before the first). */
export function docsRequestFiles(registration: Registration, request: DocsRequest): Record<string, StoredFile> {
  return (registration.data[filesKey(registration, request)] as Record<string, StoredFile> | undefined) ?? {};
}

/** Saves `next` (the request after a change) where it lives, with its files' metadata when given. */
export function saveDocsRequest(sql: Database.Database, registration: Registration, next: DocsRequest, files?: Record<string, StoredFile>): Registration {
  if (isBusinessRequest(registration, next) && registration.business) {
    return (
      updateRegistration(sql, registration.id, {
        business: { ...registration.business, docsRequest: next },
        ...(files ? { data: { businessDocsFiles: files } } : {}),
      }) ?? registration
    );
  }
  return updateRegistration(sql, registration.id, { data: { docsRequest: next, ...(files ? { docsRequestFiles: files } : {}) } }) ?? registration;
}
