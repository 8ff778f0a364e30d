/**
 * zod/mini schemas of the identity-recognition calls (spec §7 "Identity recognition"). The spec shows no
 * bodies or responses: these are the sandbox's contract (demo-host/server/README.md "Identity recognition").
 */
import * as z from 'zod/mini';

/** `POST registrations/recog/token`: a short-lived opaque token bound to the current registration. */
export const RecognitionTokenSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type RecognitionToken = z.infer<typeof RecognitionTokenSchema>;

/**
 * `POST registrations/recog/start` body: the token, and where the provider sends the user back (it appends
 * {@link RECOGNITION_SESSION_PARAM}); its schema is in contract-schemas.ts.
 */
export type { RecognitionStartBody } from './contract-schemas';

/** `POST registrations/recog/start`: the session, and the provider's page to open in the same window. */
export const RecognitionStartSchema = z.looseObject({
  sessionId: z.string().check(z.minLength(1)),
  redirectUrl: z.string().check(z.minLength(1)),
});
export type RecognitionStart = z.infer<typeof RecognitionStartSchema>;

/** Where a recognition stands: STARTED (at the provider, or left without an outcome), then the outcome. */
const RecognitionStatusSchema = z.enum(['STARTED', 'PENDING', 'APPROVED', 'REJECTED']);
export type RecognitionStatus = z.infer<typeof RecognitionStatusSchema>;

/** `GET registrations/recog/callback[?session=]`: the registration's (current) recognition. */
export const RecognitionCallbackSchema = z.looseObject({
  sessionId: z.string(),
  status: RecognitionStatusSchema,
  startedAt: z.optional(z.string()),
  completedAt: z.optional(z.string()),
});
export type RecognitionCallback = z.infer<typeof RecognitionCallbackSchema>;

// The document the provider read (`recog/document-data`) is typed with the identity document, document-schemas.ts.

/** The parameter the provider appends to the return address (query, or the hash's query). */
export const RECOGNITION_SESSION_PARAM = 'recogSession';

/** `recog/callback` 404: the registration has no recognition yet. */
export const RECOGNITION_NOT_STARTED_CODE = 'USR_RECOG_NOT_FOUND';
/** `recog/callback?session=` 404: the session is not the registration's current one. */
export const RECOGNITION_SESSION_UNKNOWN_CODE = 'USR_RECOG_SESSION_NOT_FOUND';
