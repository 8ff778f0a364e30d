/**
 * The schemas the element states but never parses: the request bodies of its calls and the error bodies of
 * spec §8. The call functions' parameter types are inferred from them (`z.infer`), and `operations.ts` turns
 * them into the OpenAPI document (openapi.json), so the document and the calls cannot drift apart.
 *
 * Only `operations.ts` (scripts and tests) imports values from here; the call modules import types, which
 * TypeScript erases, so the runtime bundle carries none of this module. Objects are plain `z.object`: a
 * body holds what is listed (the server may ignore more, the element sends no more).
 */
import * as z from 'zod/mini';
import { PostalAddressSchema } from './declarations-schemas';
import { DOCUMENT_TYPE_CODES } from './document-schemas';

/** A calendar day, `YYYY-MM-DD`. */
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The OAuth clients (spec §6: login uses `webapp`, the refresh the client id of the stored token data). */
const ClientIdSchema = z.enum(['web', 'webapp']);

/** `POST /sec/v2/oauth/token`, password grant (spec §7 Authentication; the login modal). */
const PasswordGrantFormSchema = z.object({
  grant_type: z.literal('password'),
  /** The phone number with the +39 prefix (spec §4 Login). */
  username: z.string().check(z.minLength(1)),
  /** The 5-digit access code. */
  password: z.string().check(z.minLength(1)),
  clientId: ClientIdSchema,
});
export type PasswordGrantForm = z.infer<typeof PasswordGrantFormSchema>;

/** `POST /sec/v2/oauth/token`, refresh grant (spec §4 Session: one refresh after a 401). */
const RefreshGrantFormSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().check(z.minLength(1)),
  client_id: ClientIdSchema,
});
export type RefreshGrantForm = z.infer<typeof RefreshGrantFormSchema>;

/** The token endpoint's form body: one of the two grants. */
export const TokenRequestFormSchema = z.discriminatedUnion('grant_type', [PasswordGrantFormSchema, RefreshGrantFormSchema]);

/** The business of a BUSINESS pre-registration (the sandbox's contract). */
const PreRegisterBusinessSchema = z.object({
  companyType: z.enum(['DI', 'LP']),
  businessName: z.string(),
  /** The 11 digits of the partita IVA. */
  vatNumber: z.string(),
  /** LP only, else null. */
  professionalRegister: z.nullable(z.string()),
  registerNumber: z.nullable(z.string()),
});

/** Body of `POST registrations/pre-register` (spec §7 "the pre-registration data"). */
export const PreRegisterBodySchema = z.object({
  flow: z.enum(['CONSUMER', 'MINOR', 'BUSINESS']),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: day(),
  email: z.string(),
  /** Digits after +39. */
  phoneNumber: z.string(),
  /** The 5-digit access code, the future login password. */
  accessCode: z.string(),
  /** Promo (member-get-member) code, or null. */
  mgmCode: z.nullable(z.string()),
  /** Ids of the accepted terms (`GET documents/terms`). */
  consents: z.array(z.string()),
  /** BUSINESS only. */
  business: z.optional(PreRegisterBusinessSchema),
});
export type PreRegisterBody = z.infer<typeof PreRegisterBodySchema>;

/** A tracking payload value: a short scalar, or null when not known yet. */
const TrackingValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Body of `POST registrations/{id}/tracking`: the spec §3 tracking payload itself, exactly its eight keys
 * (flow, orderID, deviceType, inviteCode, gender, cardId, settore, professione), each a scalar or null.
 */
export const TrackingBodySchema = z.strictObject({
  flow: TrackingValueSchema,
  orderID: TrackingValueSchema,
  deviceType: TrackingValueSchema,
  inviteCode: TrackingValueSchema,
  gender: TrackingValueSchema,
  cardId: TrackingValueSchema,
  settore: TrackingValueSchema,
  professione: TrackingValueSchema,
});
export type TrackingBody = z.infer<typeof TrackingBodySchema>;

/** The `{}` body of the POST calls that send nothing but must send a JSON object. */
export const EmptyBodySchema = z.object({});

/** Body of `registrations/me/start-upgrade-b-to-a`, `start-upgrade`, `start-add-wallet` (spec §7). */
export const StartProcessBodySchema = z.object({ level: z.literal('A'), profile: z.literal('CONSUMER') });

/** Body of `POST registrations/{id}/update`: what the user typed, kept in the registration's `data`. */
export const UpdateRegistrationBodySchema = z.object({ data: z.record(z.string(), z.unknown()) });
export type UpdateRegistrationBody = z.infer<typeof UpdateRegistrationBodySchema>;

/** Body of `POST registrations/{id}/update-registration-progress` (spec §4 Step submit). */
export const RegistrationProgressBodySchema = z.object({
  /** The registration flow (spec §3 Registration.flow) or the journey's flow name. */
  flow: z.string(),
  step: z.number().check(z.int(), z.minimum(0)),
});
export type RegistrationProgressBody = z.infer<typeof RegistrationProgressBodySchema>;

/**
 * Body of `POST registrations/{id}/addresses`; `domicile` only when it differs from the residence; `office` (a
 * BUSINESS registration's registered office) only when it differs from the residence.
 */
export const AddressesBodySchema = z.object({
  residence: PostalAddressSchema,
  domicile: z.optional(PostalAddressSchema),
  office: z.optional(PostalAddressSchema),
});
export type AddressesBody = z.infer<typeof AddressesBodySchema>;

/** Body of `POST registrations/{id}/documents` (dates `YYYY-MM-DD`, number upper case). */
export const DocumentBodySchema = z.object({
  documentType: z.enum(DOCUMENT_TYPE_CODES),
  documentNumber: z.string(),
  issueDate: day(),
  expiryDate: day(),
  issuingAuthority: z.string(),
  issuingPlace: z.string(),
});
export type DocumentBody = z.infer<typeof DocumentBodySchema>;

/** A document scan or a requested document as a multipart part (a photo or a PDF). */
const upload = () => z.file();

/** Multipart body of `POST registrations/{id}/document-scans`: one part per side (`back` when the document has one). */
export const DocumentScansFormSchema = z.object({ front: upload(), back: z.optional(upload()) });

/** Multipart body of `POST registrations/{id}/docs-request/{requestId}/document-scans`: one requested document. */
export const DocsRequestScanFormSchema = z.object({
  /** The id of the requested document (`docsRequest.documents[].id`). */
  documentId: z.string(),
  /** JPEG, PNG or PDF, at most 10 MB (the sandbox's limits). */
  file: upload(),
});

/** Body of `POST registrations/{id}/terms`: the accepted documents, the account's (default) or the chosen card's. */
export const TermsBodySchema = z.object({
  scope: z.optional(z.enum(['ACCOUNT', 'CARD'])),
  accepted: z.array(z.string()),
});
export type TermsBody = z.infer<typeof TermsBodySchema>;

/** Body of `POST registrations/{id}/select-card`. */
export const SelectCardBodySchema = z.object({ cardId: z.string() });
export type SelectCardBody = z.infer<typeof SelectCardBodySchema>;

/** Body of `POST registrations/{id}/shipment`: the residence, or another address as Addresses sends one. */
export const ShipmentBodySchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('RESIDENCE') }),
  z.object({ to: z.literal('OTHER'), address: PostalAddressSchema }),
]);
export type ShipmentBody = z.infer<typeof ShipmentBodySchema>;

/** Body of `POST registrations/{id}/verify-access-code`: the access code chosen at step 1 (5 digits). */
export const AccessCodeBodySchema = z.object({ accessCode: z.string() });

/**
 * Body of the calls that take a one-time code as `otp` (6 digits): `verify-phone-number-otp`,
 * `mobile-token/activate`, and the certificate provider's `issue-and-sign` and `one-step-sign`.
 */
export const OtpBodySchema = z.object({ otp: z.string() });
export type SignOtpBody = z.infer<typeof OtpBodySchema>;

/** Body of `POST registrations/{id}/verify-email`: the 6-digit code e-mailed by `send-confirmation-email`. */
export const EmailCodeBodySchema = z.object({ code: z.string() });

/** Body of `POST registrations/{id}/modify-email`. */
export const ModifyEmailBodySchema = z.object({ email: z.string() });

/** Body of `POST registrations/{id}/set-tutor`: the minor's guardian, the phone as digits without +39. */
export const SetTutorBodySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type SetTutorBody = z.infer<typeof SetTutorBodySchema>;

/** Body of `POST …/dossiers/accept-clauses`. */
export const AcceptClausesBodySchema = z.object({ clauseIds: z.array(z.string()) });
export type AcceptClausesBody = z.infer<typeof AcceptClausesBodySchema>;

/** Body of `POST …/dossiers/sign-and-assert-auth`: the scope, and every contract of it the user consented to. */
export const SignContractsBodySchema = z.object({
  scope: z.enum(['ACCOUNT', 'CARD']),
  contractIds: z.array(z.string()),
  /** The SMS code of a minor's signature (no certificate, one code per scope); ignored for others. */
  otp: z.optional(z.string()),
});
export type SignContractsBody = z.infer<typeof SignContractsBodySchema>;

/** Body of `POST registrations/recog/start` and `recog/documentRenewalStart`. */
export const RecognitionStartBodySchema = z.object({
  /** The token of `recog/token`. */
  token: z.string(),
  /** The page hosting the element (never carrying tokens); the provider appends `recogSession`. */
  returnUrl: z.string(),
});
export type RecognitionStartBody = z.infer<typeof RecognitionStartBodySchema>;

/** Body of `POST bank-transfer/unavailable-dates`: a one-month window from today in Rome (spec §9). */
export const UnavailableDatesBodySchema = z.object({ startDate: day(), endDate: day() });
export type UnavailableDatesBody = z.infer<typeof UnavailableDatesBodySchema>;

/** Body of `POST help/book-assistance` (spec §3 booking payload). */
export const AssistanceBookingSchema = z.object({
  bookDate: day(),
  notes: z.string(),
  reasonId: z.union([z.number(), z.string()]),
  timeSlotId: z.union([z.number(), z.string()]),
});
export type AssistanceBooking = z.infer<typeof AssistanceBookingSchema>;

/**
 * The error body of every call but the token endpoint (spec §8): the trace the generic error modal shows
 * ("Codice di errore", also sent as the `tnb-trace` header), the code and message the element tracks and
 * acts on, and the field errors shown under the fields (spec §5). The element reads it with the lenient
 * `ErrorBodySchema` (schemas.ts).
 */
export const StandardErrorBodySchema = z.looseObject({
  trace: z.string(),
  context: z.looseObject({
    code: z.string(),
    message: z.string(),
    errors: z.optional(
      z.array(
        z.object({
          /** Dotted path of the field in the request body. */
          field: z.string(),
          message: z.string(),
        }),
      ),
    ),
  }),
});

/** The token endpoint's error body (OAuth): `error` is what the login modal keys on (spec §8: invalid_grant). */
export const OAuthErrorBodySchema = z.looseObject({
  error: z.string(),
  error_description: z.optional(z.string()),
  trace: z.optional(z.string()),
});
