/**
 * Registrations (spec §7 "Registrations"); paths verbatim under `/usr/v2/`. `{id}` is the
 * current registration id or 'me'. Request bodies are typed from their schemas (contract-schemas.ts);
 * responses the element does not read are `unknown`. Tracking events: tracking.ts.
 */
import { USR } from './client';
import { SetTutorResponseSchema, type SetTutorBody, type SetTutorResponse } from './tutor-schemas';
import type { ApiClient } from './client';
import {
  DocsRequestSchema,
  EmailSentSchema,
  OtpSentSchema,
  PreRegisterResponseSchema,
  RegistrationListSchema,
  RegistrationLookupSchema,
  RegistrationSchema,
} from './schemas';
import type { FatcaGianosBody } from './declarations-schemas';
import type { DocsRequest, EmailSent, OtpSent, PreRegisterResponse, Registration, RegistrationFlow, RegistrationLookup } from './schemas';
import type { SelectCardBody, ShipmentBody, TermsBody } from './cards-schemas';
import { DocumentScansResponseSchema, SCAN_SIDES } from './document-schemas';
import type { DocumentScansResponse, ScanSide } from './document-schemas';
import { AccessCodeVerifiedSchema, type AccessCodeVerified } from './completion-schemas';
import type { AddressesBody, DocumentBody, PreRegisterBody, RegistrationProgressBody, UpdateRegistrationBody } from './contract-schemas';
import { DOCUMENT_SCANS_TIMEOUT_SECONDS } from '../flows/timings';

/** A registration id, or 'me' for the current user's. */
export type RegistrationId = string;

const reg = (id: RegistrationId, action?: string): string =>
  `${USR}/registrations/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** The bot-protection token header of `pre-register` (spec §7). */
export const RECAPTCHA_HEADER = 'X-Recaptcha-Response-Token';

/** The error code of a code request the server rate-limits (SMS and e-mail codes: 5 in 10 minutes in the sandbox). */
export const OTP_TOO_MANY_CODE = 'USR_REG_OTP_TOO_MANY';

/** Body of the start calls that take one (spec §7: level A, profile CONSUMER). */
const START_LEVEL_A_CONSUMER = { level: 'A', profile: 'CONSUMER' } as const;

/** `GET registrations` ("my registrations"), unwrapped from `_embedded`. */
export async function listRegistrations(api: ApiClient): Promise<Registration[]> {
  const body = await api.get(`${USR}/registrations`, { schema: RegistrationListSchema });
  return body.registrations;
}

/** `GET registrations/{id}`: for 'me' registrations/lastRegistration, else registration; plus user, business. */
export function getRegistration(api: ApiClient, id: RegistrationId): Promise<RegistrationLookup> {
  return api.get(reg(id), { schema: RegistrationLookupSchema });
}

/**
 * `POST registrations/pre-register` with the bot-protection token header. The tokens in the answer start
 * the session (the client stores any `access_token` it receives, spec §4 Session).
 */
export function preRegister(api: ApiClient, data: PreRegisterBody, recaptchaToken: string): Promise<PreRegisterResponse> {
  return api.post(`${USR}/registrations/pre-register`, data, {
    headers: { [RECAPTCHA_HEADER]: recaptchaToken },
    schema: PreRegisterResponseSchema,
  });
}

/**
 * `POST registrations/{id}/complete-registration` `{}` -> the registration, COMPLETED and closed (the
 * sandbox's answer; spec §7 shows no shape). Idempotent: a completed registration answers itself.
 */
export function completeRegistration(api: ApiClient, id: RegistrationId): Promise<Registration> {
  return api.post(reg(id, 'complete-registration'), {}, { schema: RegistrationSchema });
}

/** `POST registrations/me/start-upgrade-b-to-a`, body level A / CONSUMER. */
export function startUpgradeBToA(api: ApiClient): Promise<unknown> {
  return api.post(reg('me', 'start-upgrade-b-to-a'), START_LEVEL_A_CONSUMER);
}

/** `POST registrations/me/start-upgrade`, body level A / CONSUMER. */
export function startUpgrade(api: ApiClient): Promise<unknown> {
  return api.post(reg('me', 'start-upgrade'), START_LEVEL_A_CONSUMER);
}

/** `POST registrations/me/start-add-wallet`, body level A / CONSUMER (corporate user, spec §4). */
export function startAddWallet(api: ApiClient): Promise<unknown> {
  return api.post(reg('me', 'start-add-wallet'), START_LEVEL_A_CONSUMER);
}

/** `POST registrations/me/start-document-renewal` (no body in spec §7). */
export function startDocumentRenewal(api: ApiClient): Promise<unknown> {
  return api.post(reg('me', 'start-document-renewal'));
}

/** `POST registrations/{id}/update`: saves what the user typed (kept in `data`, so a reload resumes). */
export function updateRegistration(api: ApiClient, id: RegistrationId, data: UpdateRegistrationBody): Promise<Registration> {
  return api.post(reg(id, 'update'), data, { schema: RegistrationSchema });
}

/** `POST registrations/{id}/update-registration-progress`, body `{ flow, step }` (spec §4 Step submit). */
export function updateRegistrationProgress(
  api: ApiClient,
  id: RegistrationId,
  progress: { flow: RegistrationFlow | string; step: number },
): Promise<Registration> {
  const body: RegistrationProgressBody = { flow: progress.flow, step: progress.step };
  return api.post(reg(id, 'update-registration-progress'), body, { schema: RegistrationSchema });
}

/** `POST registrations/{id}/addresses` (Addresses step): the saved registration (`data.addresses`). */
export function saveAddresses(api: ApiClient, id: RegistrationId, body: AddressesBody): Promise<Registration> {
  return api.post(reg(id, 'addresses'), body, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/documents`: the identity document's data (DocumentData, spec §4 CONSUMER 7,1)
 * -> the registration, whose `data.document` holds it. The scans must have been sent first.
 */
export function saveDocuments(api: ApiClient, id: RegistrationId, body: DocumentBody): Promise<Registration> {
  return api.post(reg(id, 'documents'), body, { schema: RegistrationSchema });
}

/** `POST registrations/{id}/fatca-gianos` (the three self-declaration screens): the saved registration (`data.fatcaGianos`). */
export function saveFatcaGianos(api: ApiClient, id: RegistrationId, body: FatcaGianosBody): Promise<Registration> {
  return api.post(reg(id, 'fatca-gianos'), body, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/terms`: the documents accepted, the account's static contracts (ViewDocumentation)
 * or, with scope CARD, the chosen card's (CardDocumentation). Answers the registration (sandbox contract).
 */
export function saveTerms(api: ApiClient, id: RegistrationId, body: TermsBody): Promise<Registration> {
  return api.post(reg(id, 'terms'), body, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/document-scans`: the document's photos as `multipart/form-data`, one part per
 * side (`front`, and `back` when the document has one) -> `{ documentScans: [{ side, name, type, size,
 * sha256 }] }`. Multipart rather than JSON with base64: a third less to upload from a phone, and no
 * 13 MB string built in the page's memory.
 */
export function saveDocumentScans(
  api: ApiClient,
  id: RegistrationId,
  scans: Partial<Record<ScanSide, File>>,
): Promise<DocumentScansResponse> {
  const multipart = new FormData();
  for (const side of SCAN_SIDES) {
    const file = scans[side];
    if (file) multipart.append(side, file, file.name);
  }
  return api.request({
    method: 'POST',
    path: reg(id, 'document-scans'),
    multipart,
    timeoutMs: DOCUMENT_SCANS_TIMEOUT_SECONDS * 1000,
    schema: DocumentScansResponseSchema,
  });
}

/**
 * `POST registrations/{id}/docs-request/{requestId}/document-scans`: one requested document as
 * `multipart/form-data` (`documentId`, `file`) -> the docs request, with that document `uploaded`.
 */
export function saveDocsRequestScan(
  api: ApiClient,
  id: RegistrationId,
  requestId: string,
  upload: { documentId: string; file: File },
): Promise<DocsRequest> {
  const multipart = new FormData();
  multipart.append('documentId', upload.documentId);
  multipart.append('file', upload.file, upload.file.name);
  return api.request({
    method: 'POST',
    path: reg(id, `docs-request/${encodeURIComponent(requestId)}/document-scans`),
    multipart,
    timeoutMs: DOCUMENT_SCANS_TIMEOUT_SECONDS * 1000,
    schema: DocsRequestSchema,
  });
}

/**
 * `POST registrations/{id}/docs-request/{requestId}/complete` `{}` -> the registration, its request
 * COMPLETED (409 USR_REG_DOCS_MISSING while a document is not uploaded).
 */
export function completeDocsRequest(api: ApiClient, id: RegistrationId, requestId: string): Promise<Registration> {
  return api.post(reg(id, `docs-request/${encodeURIComponent(requestId)}/complete`), {}, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/verify-access-code` `{ accessCode }`: checks the access code chosen at step 1
 * (ConfirmAccessCode, spec §4 CONSUMER 8,4). The sandbox's call (spec §7 shows none): a wrong code is a
 * field error on `accessCode`, the fifth a 423 (ACCESS_CODE_LOCKED_CODE).
 */
export function verifyAccessCode(api: ApiClient, id: RegistrationId, accessCode: string): Promise<AccessCodeVerified> {
  return api.post(reg(id, 'verify-access-code'), { accessCode }, { schema: AccessCodeVerifiedSchema });
}

/** `POST registrations/{id}/mobile-token/send-otp` `{}`: texts the mobile-token activation code (sandbox's call). */
export function sendMobileTokenOtp(api: ApiClient, id: RegistrationId): Promise<OtpSent> {
  return api.post(reg(id, 'mobile-token/send-otp'), {}, { schema: OtpSentSchema });
}

/**
 * `POST registrations/{id}/mobile-token/activate` `{ otp }` -> the registration (`data.mobileTokenActive`):
 * activates the mobile token (ConfirmMobileToken, spec §4 CONSUMER 8,5; the sandbox's call).
 */
export function activateMobileToken(api: ApiClient, id: RegistrationId, otp: string): Promise<Registration> {
  return api.post(reg(id, 'mobile-token/activate'), { otp }, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/send-confirmation-email`: e-mails a one-time code (and a link that opens
 * ConfirmEmail with it) to the registration's address.
 */
export function sendConfirmationEmail(api: ApiClient, id: RegistrationId): Promise<EmailSent> {
  return api.post(reg(id, 'send-confirmation-email'), {}, { schema: EmailSentSchema });
}

/**
 * `POST registrations/{id}/verify-email`, body `{ code }`: confirms the e-mail address. Spec §7 does not
 * show how the code is checked; this is the sandbox's call (demo-host/server/README.md).
 */
export function verifyEmail(api: ApiClient, id: RegistrationId, code: string): Promise<Registration> {
  return api.post(reg(id, 'verify-email'), { code }, { schema: RegistrationSchema });
}

/** `POST registrations/{id}/send-phone-number-otp`: texts a one-time code to the registration's phone. */
export function sendPhoneNumberOtp(api: ApiClient, id: RegistrationId): Promise<OtpSent> {
  return api.post(reg(id, 'send-phone-number-otp'), {}, { schema: OtpSentSchema });
}

/**
 * `POST registrations/{id}/verify-phone-number-otp`, body `{ otp }`: certifies the phone number. Spec §7
 * does not show how the code is checked; this is the sandbox's call (demo-host/server/README.md).
 */
export function verifyPhoneNumberOtp(api: ApiClient, id: RegistrationId, otp: string): Promise<Registration> {
  return api.post(reg(id, 'verify-phone-number-otp'), { otp }, { schema: RegistrationSchema });
}

/** `POST registrations/{id}/modify-email`, body `{ email }`: a new address, and a new code sent there. */
export function modifyEmail(api: ApiClient, id: RegistrationId, email: string): Promise<EmailSent> {
  return api.post(reg(id, 'modify-email'), { email }, { schema: EmailSentSchema });
}

/** `GET registrations/check-mgm/{code}`: checks a member-get-member (promo) code. */
export function checkMgm(api: ApiClient, code: string): Promise<unknown> {
  return api.get(`${USR}/registrations/check-mgm/${encodeURIComponent(code)}`);
}

/** `POST registrations/{id}/select-card` `{ cardId }`: the registration, with `prepaidCardResource: { id }`. */
export function selectCard(api: ApiClient, id: RegistrationId, body: SelectCardBody): Promise<Registration> {
  return api.post(reg(id, 'select-card'), body, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/shipment`: where the chosen physical card is sent (`data.shipment`). Spec §7 shows
 * no such call; this is the sandbox's (demo-host/server/README.md).
 */
export function saveShipment(api: ApiClient, id: RegistrationId, body: ShipmentBody): Promise<Registration> {
  return api.post(reg(id, 'shipment'), body, { schema: RegistrationSchema });
}

/**
 * `POST registrations/{id}/set-tutor` `{ firstName, lastName, fiscalCode, phoneNumber (digits, no +39), email }`:
 * names the minor's guardian and sends the invitation (again) -> `{ sent, tutor, registration }`.
 */
export function setTutor(api: ApiClient, id: RegistrationId, body: SetTutorBody): Promise<SetTutorResponse> {
  return api.post(reg(id, 'set-tutor'), body, { schema: SetTutorResponseSchema });
}

/**
 * `GET registrations/as-tutor` (spec §7; §6 the tutor): the minors' registrations whose guardian is the
 * caller, in the lookup shape of `registrations/me` (the sandbox's README, "Minor and tutor").
 */
export function getAsTutor(api: ApiClient): Promise<RegistrationLookup> {
  return api.get(`${USR}/registrations/as-tutor`, { schema: RegistrationLookupSchema });
}

/** `POST registrations/{registrationId}/activate-premium`, no payload (spec §7). */
export function activatePremium(api: ApiClient, registrationId: RegistrationId): Promise<unknown> {
  return api.post(reg(registrationId, 'activate-premium'));
}
