/**
 * The end of the consumer registration at the API boundary (the sandbox's calls, spec §7 shows
 * none of their shapes): the access-code check (ConfirmAccessCode 8,4), the mobile-token activation
 * (ConfirmMobileToken 8,5) and the missing-documents upload (MissingDocuments). Documented in
 * demo-host/server/README.md.
 */
import * as z from 'zod/mini';

/** `POST registrations/{id}/verify-access-code` `{ accessCode }` -> `{ verified: true }`. */
export const AccessCodeVerifiedSchema = z.looseObject({ verified: z.literal(true) });
export type AccessCodeVerified = z.infer<typeof AccessCodeVerifiedSchema>;

/** The wrong access code (400, field `accessCode`). */
export const ACCESS_CODE_INVALID_CODE = 'USR_REG_ACCESS_CODE_INVALID';
/** Too many wrong access codes: the code is locked (423, no field). */
export const ACCESS_CODE_LOCKED_CODE = 'USR_REG_ACCESS_CODE_LOCKED';

/** The files a missing document may be: a photo or a PDF scan, at most 10 MB (the sandbox's limits). */
export const DOCS_REQUEST_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCS_REQUEST_MAX_BYTES = 10 * 1024 * 1024;
