/**
 * Identity recognition (spec §7 "Identity recognition"); paths verbatim under `/usr/v2/`.
 * Bodies and responses are not shown in the spec.
 */
import { USR } from './client';
import type { ApiClient, QueryValue } from './client';
import { RecognitionDocumentDataSchema } from './document-schemas';
import type { RecognitionDocumentData } from './document-schemas';

const RECOG = `${USR}/registrations/recog`;

/** `POST registrations/recog/token`. */
export function getRecognitionToken(api: ApiClient, body?: unknown): Promise<unknown> {
  return api.post(`${RECOG}/token`, body);
}

/** `POST registrations/recog/start`. */
export function startRecognition(api: ApiClient, body?: unknown): Promise<unknown> {
  return api.post(`${RECOG}/start`, body);
}

/** `POST registrations/recog/documentRenewalStart`. */
export function startDocumentRenewalRecognition(api: ApiClient, body?: unknown): Promise<unknown> {
  return api.post(`${RECOG}/documentRenewalStart`, body);
}

/** `GET registrations/recog/callback` (query forwarded from the provider's redirect, if any). */
export function getRecognitionCallback(api: ApiClient, query?: Record<string, QueryValue>): Promise<unknown> {
  return api.get(`${RECOG}/callback`, query ? { query } : undefined);
}

/**
 * `GET registrations/recog/document-data`: what the recognition provider read on the identity document
 * (`{ documentType, documentNumber, issueDate, expiryDate, issuingAuthority, issuingPlace }`, dates
 * YYYY-MM-DD), used to prefill DocumentType and DocumentData.
 */
export function getRecognitionDocumentData(api: ApiClient): Promise<RecognitionDocumentData> {
  return api.get(`${RECOG}/document-data`, { schema: RecognitionDocumentDataSchema });
}
