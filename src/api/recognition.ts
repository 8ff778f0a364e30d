/**
 * Identity recognition (spec §7 "Identity recognition"); paths verbatim under `/usr/v2/`.
 * Bodies and responses are not shown in the spec: the schemas (recognition-schemas.ts) are the sandbox's
 * contract (demo-host/server/README.md "Identity recognition").
 */
import { USR } from './client';
import type { ApiClient } from './client';
import { RecognitionDocumentDataSchema, type RecognitionDocumentData } from './document-schemas';
import {
  RecognitionCallbackSchema,
  RecognitionStartSchema,
  RecognitionTokenSchema,
  type RecognitionCallback,
  type RecognitionStart,
  type RecognitionStartBody,
  type RecognitionToken,
} from './recognition-schemas';

const RECOG = `${USR}/registrations/recog`;

/** `POST registrations/recog/token` (body `{}`): a short-lived token for `recog/start`. */
export function getRecognitionToken(api: ApiClient): Promise<RecognitionToken> {
  return api.post(`${RECOG}/token`, {}, { schema: RecognitionTokenSchema });
}

/** `POST registrations/recog/start` `{ token, returnUrl }`: the session and the provider's page. */
export function startRecognition(api: ApiClient, body: RecognitionStartBody): Promise<RecognitionStart> {
  return api.post(`${RECOG}/start`, body, { schema: RecognitionStartSchema });
}

/**
 * `POST registrations/recog/documentRenewalStart` `{ token, returnUrl }`: the DOCUMENT_RENEWAL flow's start of the
 * same hand-off (the body and answer are `recog/start`'s, the sandbox's contract).
 */
export function startDocumentRenewalRecognition(api: ApiClient, body: RecognitionStartBody): Promise<RecognitionStart> {
  return api.post(`${RECOG}/documentRenewalStart`, body, { schema: RecognitionStartSchema });
}

/**
 * `GET registrations/recog/callback[?session=<id>]`: the recognition's status. With the session id the
 * provider's return carried, that session (404 when it is not the current one); without, the
 * registration's current recognition (404 `USR_RECOG_NOT_FOUND` when none was started).
 */
export function getRecognitionCallback(api: ApiClient, sessionId?: string): Promise<RecognitionCallback> {
  return api.get(`${RECOG}/callback`, { schema: RecognitionCallbackSchema, ...(sessionId ? { query: { session: sessionId } } : {}) });
}

/**
 * `GET registrations/recog/document-data`: what the recognition provider read on the identity document
 * (`{ documentType, documentNumber, issueDate, expiryDate, issuingAuthority, issuingPlace }`, dates
 * YYYY-MM-DD), used to prefill DocumentType and DocumentData.
 */
export function getRecognitionDocumentData(api: ApiClient): Promise<RecognitionDocumentData> {
  return api.get(`${RECOG}/document-data`, { schema: RecognitionDocumentDataSchema });
}
