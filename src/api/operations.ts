/**
 * Every call the element makes to the bank's API, as data: method, path template, headers, request body,
 * answer and errors, each with the zod schema the call sends or validates (the same schemas the call modules
 * use). `openapi.ts` turns this list into the OpenAPI document (`openapi.json`, written by
 * `scripts/openapi.ts`); tests check that every call function is listed here and that the sandbox answers as
 * listed.
 *
 * Only scripts and tests import this module (never the element's code), so the runtime bundle does not
 * carry it.
 *
 * `definedBy` says who defines a call: `spec` (onboarding spec §7) or `element` (a call spec §7 does not
 * define, which the element needs for a step; the sandbox implements it and the bank's API must too).
 */
import * as z from 'zod/mini';
import { TOKEN_PATH, USR } from './client';
import {
  AccessCodeBodySchema,
  AcceptClausesBodySchema,
  AddressesBodySchema,
  AssistanceBookingSchema,
  DocsRequestScanFormSchema,
  DocumentBodySchema,
  DocumentScansFormSchema,
  EmailCodeBodySchema,
  EmptyBodySchema,
  ModifyEmailBodySchema,
  OAuthErrorBodySchema,
  OtpBodySchema,
  PreRegisterBodySchema,
  RecognitionStartBodySchema,
  RegistrationProgressBodySchema,
  SelectCardBodySchema,
  SetTutorBodySchema,
  ShipmentBodySchema,
  SignContractsBodySchema,
  StandardErrorBodySchema,
  StartProcessBodySchema,
  TermsBodySchema,
  TokenRequestFormSchema,
  TrackingBodySchema,
  UnavailableDatesBodySchema,
  UpdateRegistrationBodySchema,
} from './contract-schemas';
import {
  BookAssistanceOptionsSchema,
  CertificateStatusSchema,
  DocsRequestSchema,
  EmailSentSchema,
  FiscalCodeLookupSchema,
  OtpSentSchema,
  PreRegisterResponseSchema,
  RegistrationListSchema,
  RegistrationLookupSchema,
  RegistrationSchema,
  StaticContractsResponseSchema,
  TermsResponseSchema,
  TokenResponseSchema,
  TutorSchema,
  UnavailableDatesSchema,
  UserDetailsSchema,
  UserSchema,
  WalletInstrumentSchema,
} from './schemas';
import { PrepaidCardsResponseSchema } from './cards-schemas';
import {
  ContractsResponseSchema,
  DossierSchema,
  DossierTermsSchema,
  SignatureOtpSentSchema,
  SignStatusSchema,
} from './certificate-schemas';
import { AccessCodeVerifiedSchema } from './completion-schemas';
import { FatcaGianosBodySchema, GianosDocumentsSchema, PostalAddressSchema } from './declarations-schemas';
import { DocumentScansResponseSchema, DocumentTypesResponseSchema, RecognitionDocumentDataSchema } from './document-schemas';
import { RecognitionCallbackSchema, RecognitionStartSchema, RecognitionTokenSchema } from './recognition-schemas';
import { SetTutorResponseSchema } from './tutor-schemas';
import { DetailsProfileSchema, ProfileSchema, WalletCardSchema } from './upgrade-schemas';
import { RECAPTCHA_HEADER } from './registrations';

/** Any zod 4 schema (zod/mini or classic). */
type Schema = z.core.$ZodType;

/** Metadata of a named schema: its name under `components/schemas` and what it is. */
export interface SchemaMeta {
  id: string;
  description?: string;
}

/**
 * The named schemas of the document (`components/schemas`): every request body and answer of an
 * operation is one of them, so the document refers to each by name.
 */
export const schemaNames = z.registry<SchemaMeta>();

/** Names `schema` in the document and returns it. */
function named<S extends Schema>(schema: S, id: string, description?: string): S {
  schemaNames.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

// Shared entities, named so every answer refers to them instead of repeating them.
named(UserSchema, 'User', 'Spec §3 User (from `users/me`).');
named(RegistrationSchema, 'Registration', 'Spec §3 Registration.');
named(DocsRequestSchema, 'DocsRequest', "A back-office request for missing documents (OPEN until `docs-request/{requestId}/complete`).");
named(TutorSchema, 'Tutor', "A minor's guardian as the registration carries it.");
named(PostalAddressSchema, 'PostalAddress', 'One postal address, normalised (upper case).');
named(ProfileSchema, 'Profile', 'What the bank already knows of a customer (the upgrade flows read it).');

/** A HAL page (spec §3: list bodies may carry `_embedded` and `page`; the element unwraps `_embedded`). */
const PageSchema = named(
  z.looseObject({
    size: z.optional(z.number()),
    totalElements: z.optional(z.number()),
    totalPages: z.optional(z.number()),
    number: z.optional(z.number()),
  }),
  'Page',
  'HAL paging of a list answer; the element does not read it.',
);

/**
 * A list answer as the element accepts it (spec §3 "Response bodies carrying an _embedded field are
 * unwrapped"): the content itself, or HAL-style under `_embedded`.
 */
function halList<S extends Schema>(content: S, id: string, description: string) {
  named(content, id, description);
  // The plain branch has no `_embedded`, so a wrapped body is read only as wrapped (as the element unwraps it).
  const plain = z.intersection(content, z.looseObject({ _embedded: z.optional(z.never()) }));
  return named(
    z.union([plain, z.looseObject({ _embedded: content, page: z.optional(PageSchema) })]),
    `${id}Answer`,
    `${description} Sent as is or HAL-style as \`{ _embedded: ${id}, page }\`.`,
  );
}

/** `users/me/details`: the spec's user, fatcaCrs and gianos, and the sandbox's `profile` the upgrade flows read. */
const UserDetailsAnswer = named(
  z.intersection(UserDetailsSchema, DetailsProfileSchema),
  'UserDetails',
  '`users/me/details` (spec §7): user, fatcaCrs, gianos; `profile` is what the bank knows of a customer (null for a visitor).',
);

/** `wallet-instruments`: spec §3 Wallet instrument, plus the prepaid card product of its resource. */
const WalletInstrumentsAnswer = named(
  z.looseObject({
    walletInstruments: z.nullish(
      z.array(
        named(
          z.intersection(WalletInstrumentSchema, WalletCardSchema),
          'WalletInstrument',
          'Spec §3 Wallet instrument: `walletInstrumentResource` with walletInstrumentType, state and the prepaidCardId of its card.',
        ),
      ),
    ),
  }),
  'WalletInstruments',
  '`GET wallet-instruments`: the user\'s wallet instruments (the element picks the first PREPAID_CARD ENABLED).',
);

named(TokenRequestFormSchema, 'TokenRequest', 'The token endpoint form: the password grant (login) or the refresh grant.');
named(TokenResponseSchema, 'TokenResponse', 'Both tokens (spec §4 Session: the element stores them).');
named(StandardErrorBodySchema, 'ErrorBody', 'Spec §8: the error body of every call but the token endpoint.');
named(OAuthErrorBodySchema, 'OAuthError', 'The token endpoint\'s error body (spec §8: `invalid_grant` shows "Credenziali errate").');
named(FiscalCodeLookupSchema, 'FiscalCodeLookup', 'The decoded fiscal code (spec §3: response not shown; the sandbox\'s).');
named(PreRegisterBodySchema, 'PreRegisterRequest', 'The pre-registration data (spec §7).');
named(PreRegisterResponseSchema, 'PreRegisterAnswer', 'The new registration and the tokens that start the session.');
named(TrackingBodySchema, 'TrackingPayload', 'Spec §3 tracking payload: exactly flow, orderID, deviceType, inviteCode, gender, cardId, settore, professione.');
named(EmptyBodySchema, 'EmptyObject', 'The `{}` body of a POST that sends nothing.');
named(StartProcessBodySchema, 'StartProcessRequest', 'Level A, profile CONSUMER (spec §7).');
named(UpdateRegistrationBodySchema, 'UpdateRegistrationRequest', 'What the user typed on a step, kept in the registration\'s `data` so a reload resumes.');
named(RegistrationProgressBodySchema, 'RegistrationProgressRequest', 'The step reached (spec §4 Step submit).');
named(RegistrationLookupSchema, 'RegistrationLookup', 'Spec §3 lookup: for `me` registrations and lastRegistration, for an id registration; plus user and business.');
named(AddressesBodySchema, 'AddressesRequest', 'Residence; domicile and registered office only when they differ from it.');
named(DocumentBodySchema, 'DocumentRequest', 'The identity document\'s data (dates YYYY-MM-DD).');
named(FatcaGianosBodySchema, 'FatcaGianosRequest', 'The three self-declaration screens at once: beneficial owner, FATCA/CRS, Gianos, purpose.');
named(TermsBodySchema, 'TermsRequest', 'The documents accepted: the account\'s static contracts, or with scope CARD the chosen card\'s.');
named(DocumentScansFormSchema, 'DocumentScansForm', 'The document\'s photos, one part per side.');
named(DocumentScansResponseSchema, 'DocumentScans', 'The stored scans.');
named(DocsRequestScanFormSchema, 'DocsRequestScanForm', 'One requested document: its id and the file (JPEG, PNG or PDF, at most 10 MB).');
named(EmailSentSchema, 'EmailSent', 'Where the code went (masked), when the server says.');
named(OtpSentSchema, 'OtpSent', 'Where the code went (masked), when the server says.');
named(ModifyEmailBodySchema, 'ModifyEmailRequest', 'The new e-mail address.');
named(SelectCardBodySchema, 'SelectCardRequest', 'The chosen prepaid card (`GET prepaid-cards` id).');
named(SetTutorBodySchema, 'SetTutorRequest', 'The minor\'s guardian (phone as digits without +39).');
named(SetTutorResponseSchema, 'SetTutorAnswer', 'The guardian stored and the registration that now carries it.');
named(EmailCodeBodySchema, 'EmailCodeRequest', 'The 6-digit code e-mailed by `send-confirmation-email`.');
named(OtpBodySchema, 'OtpRequest', 'A 6-digit one-time code.');
named(AccessCodeBodySchema, 'AccessCodeRequest', 'The 5-digit access code chosen at step 1.');
named(AccessCodeVerifiedSchema, 'AccessCodeVerified', 'The access code matches.');
named(ShipmentBodySchema, 'ShipmentRequest', 'Where the physical card is sent: the residence or another address.');
named(DossierSchema, 'Dossier', 'The certificate provider\'s dossier.');
named(DossierTermsSchema, 'DossierTerms', 'The certificate\'s clauses; `html` is server markup the element sanitises.');
named(AcceptClausesBodySchema, 'AcceptClausesRequest', 'The clauses accepted.');
named(SignContractsBodySchema, 'SignContractsRequest', 'The scope and every contract of it the user consented to; `otp` for a minor\'s signature.');
named(SignStatusSchema, 'SignStatus', 'The registration\'s signature state: running operation, progress, what is signed, the signature session.');
named(SignatureOtpSentSchema, 'SignatureOtpSent', 'Where the signature code went (masked).');
named(CertificateStatusSchema, 'CertificateStatus', 'Spec §3 Certificate status: VALID means valid.');
named(RecognitionTokenSchema, 'RecognitionToken', 'A short-lived token for `recog/start`.');
named(RecognitionStartBodySchema, 'RecognitionStartRequest', 'The token and the address the provider sends the user back to.');
named(RecognitionStartSchema, 'RecognitionStart', 'The recognition session and the provider\'s page the element opens in the same window.');
named(RecognitionCallbackSchema, 'RecognitionCallback', 'Where the recognition stands.');
named(RecognitionDocumentDataSchema, 'RecognitionDocumentData', 'What the provider read on the identity document (dates YYYY-MM-DD).');
named(DocumentTypesResponseSchema, 'DocumentTypes', 'The identity-document types, in the order to show.');
named(BookAssistanceOptionsSchema, 'BookAssistanceOptions', 'Spec §3 Book-assistance options.');
named(UnavailableDatesBodySchema, 'UnavailableDatesRequest', 'A one-month window from today in Rome (spec §9).');
named(UnavailableDatesSchema, 'UnavailableDates', 'Spec §3 Unavailable dates (YYYY-MM-DD).');
named(AssistanceBookingSchema, 'AssistanceBookingRequest', 'Spec §3 booking payload.');

const RegistrationListAnswer = halList(RegistrationListSchema, 'RegistrationList', 'The user\'s registrations.');
const PrepaidCardsAnswer = halList(PrepaidCardsResponseSchema, 'PrepaidCards', 'The prepaid cards on offer (spec §3: fields not shown; the sandbox\'s).');
const TermsAnswer = halList(TermsResponseSchema, 'Terms', 'Spec §3 Help terms (consents).');
const StaticContractsAnswer = halList(StaticContractsResponseSchema, 'StaticContracts', 'Spec §3 Static contracts.');
const ContractsAnswer = halList(ContractsResponseSchema, 'Contracts', 'The contracts to sign (spec §3: the list is embedded in `bankDocumentResourceList`).');
const GianosAnswer = halList(GianosDocumentsSchema, 'ActivitySectors', 'The activity sectors of the Gianos self-declaration.');

/** Who defines a call. */
export type DefinedBy = 'spec' | 'element';

/** The API areas of spec §7, the document's tags. */
export const AREAS = [
  'Authentication',
  'User and lookups',
  'Registrations',
  'Certificate and signature provider',
  'Identity recognition',
  'Documents',
  'Help',
] as const;
type Area = (typeof AREAS)[number];

/** How a call is authorised: bearer required, bearer when the user has one, none; `document`: bearer or `?at=`. */
type Auth = 'bearer' | 'optional' | 'none' | 'document';

/** One query or header parameter. */
export interface Parameter {
  name: string;
  schema: Schema;
  required?: boolean;
  description: string;
}

/** A documented error answer beyond the ones every call has (400, 401, 503, default). */
interface ErrorAnswer {
  status: number;
  description: string;
}

/** One call. */
export interface Operation {
  operationId: string;
  method: 'get' | 'post';
  /** Path template under its base, with `{name}` parameters as the client fills them. */
  path: string;
  /** 'security' for the token endpoint (the element's `security-base`); default the API base. */
  base?: 'api' | 'security';
  area: Area;
  definedBy: DefinedBy;
  summary: string;
  /** More about the call: what the element does with it and, for an element call, why it needs it. */
  description?: string;
  auth: Auth;
  query?: Parameter[];
  /** Headers the call sends beyond bearer, `x-request-id` and `idempotency-key`. */
  headers?: Parameter[];
  body?: { type: 'json' | 'form' | 'multipart'; schema: Schema };
  /** The success answer; no schema: the element does not read the body. */
  answer:
    | { status: 200; schema?: Schema; description: string }
    | { status: 204; description: string }
    /** A document opened in a new window (spec §6), never through the API client. */
    | { status: 200; document: readonly string[]; description: string };
  errors?: ErrorAnswer[];
}

/** Path parameters' descriptions, by name. */
export const PATH_PARAMETERS: Readonly<Record<string, string>> = {
  id: "The current registration's id, or 'me' (spec §7).",
  requestId: "The docs request's id (`docsRequest.id` of the registration).",
  cert: "The certificate provider's segment: its configured name (default `infocert`).",
  code: 'The member-get-member (promo) code.',
  term: "The term's id (`GET documents/terms`).",
  contractId: "The contract's id (`GET documents/contracts/{id}`).",
};

const R = `${USR}/registrations`;
const CERT = `${R}/{id}/{cert}`;
const RECOG = `${R}/recog`;
const DOCS = `${USR}/documents`;

const json = (schema: Schema) => ({ type: 'json', schema }) as const;
const registration = (description: string) => ({ status: 200, schema: RegistrationSchema, description }) as const;
const trueFlag = (name: string): Parameter => ({
  name,
  schema: z.literal(true),
  required: true,
  description: 'Always `true`.',
});

/** The error codes of the one-time code requests (SMS, e-mail). */
const OTP_TOO_MANY: ErrorAnswer = { status: 429, description: '`USR_REG_OTP_TOO_MANY`: too many codes requested (the sandbox: 5 in 10 minutes).' };
const SIGN_CONFLICT: ErrorAnswer = {
  status: 409,
  description:
    '`USR_SIGN_RUNNING` (a signature is running: the element follows it), `USR_SIGN_SESSION_EXPIRED` (no active signature session: a new one is opened with an OTP), `USR_CERT_ALREADY_VALID` / `USR_CERT_NOT_VALID`, or a step done out of order.',
};

/** Every call the element makes, in the order of spec §7. */
export const OPERATIONS: readonly Operation[] = [
  // Authentication
  {
    operationId: 'token',
    method: 'post',
    path: TOKEN_PATH,
    base: 'security',
    area: 'Authentication',
    definedBy: 'spec',
    summary: 'Log in (password grant) or refresh the tokens (refresh grant)',
    description:
      'The login modal sends the password grant (username = +39 and the phone number, password = the access code, clientId `webapp`); the API client sends the refresh grant once after a 401 (spec §4 Session).',
    auth: 'none',
    body: { type: 'form', schema: TokenRequestFormSchema },
    answer: { status: 200, schema: TokenResponseSchema, description: 'Both tokens.' },
  },
  // User and lookups
  {
    operationId: 'lookupFiscalCode',
    method: 'get',
    path: `${USR}/lookups/fiscal-code`,
    area: 'User and lookups',
    definedBy: 'spec',
    summary: 'Decode a fiscal code',
    auth: 'optional',
    query: [{ name: 'fiscalCode', schema: z.string(), required: true, description: 'The fiscal code typed by the user.' }],
    answer: { status: 200, schema: FiscalCodeLookupSchema, description: 'The decoded fiscal code.' },
  },
  {
    operationId: 'getMe',
    method: 'get',
    path: `${USR}/users/me`,
    area: 'User and lookups',
    definedBy: 'spec',
    summary: 'The current user',
    auth: 'bearer',
    query: [trueFlag('documents')],
    answer: { status: 200, schema: UserSchema, description: 'Spec §3 User.' },
  },
  {
    operationId: 'getMeDetails',
    method: 'get',
    path: `${USR}/users/me/details`,
    area: 'User and lookups',
    definedBy: 'spec',
    summary: "The current user's details",
    auth: 'bearer',
    query: ['fatcaGianos', 'contracts', 'documents', 'scans'].map(trueFlag),
    answer: { status: 200, schema: UserDetailsAnswer, description: 'User, fatcaCrs, gianos and profile.' },
  },
  {
    operationId: 'getUserContext',
    method: 'get',
    path: `${USR}/users/me/context`,
    area: 'User and lookups',
    definedBy: 'spec',
    summary: "The current user's context (before opening a dynamic document)",
    auth: 'bearer',
    answer: { status: 200, description: 'The user context; the element does not read it.' },
  },
  {
    operationId: 'getPrepaidCards',
    method: 'get',
    path: `${USR}/prepaid-cards`,
    area: 'User and lookups',
    definedBy: 'spec',
    summary: 'The prepaid cards on offer',
    auth: 'bearer',
    answer: { status: 200, schema: PrepaidCardsAnswer, description: 'The cards (CardCarousel).' },
  },
  {
    operationId: 'getWalletInstruments',
    method: 'get',
    path: `${USR}/wallet-instruments`,
    area: 'User and lookups',
    definedBy: 'spec',
    summary: "The user's wallet instruments",
    auth: 'bearer',
    answer: { status: 200, schema: WalletInstrumentsAnswer, description: 'The wallet instruments.' },
  },
  // Registrations
  {
    operationId: 'listRegistrations',
    method: 'get',
    path: R,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'My registrations',
    description: 'Spec §7 names the call ("my registrations") without its exact path; this is the path the element uses.',
    auth: 'bearer',
    answer: { status: 200, schema: RegistrationListAnswer, description: 'The registrations.' },
  },
  {
    operationId: 'preRegister',
    method: 'post',
    path: `${R}/pre-register`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Pre-register: the data steps become a registration',
    description: 'Anonymous; the tokens in the answer start the session (spec §4 Session).',
    auth: 'none',
    headers: [
      {
        name: RECAPTCHA_HEADER,
        schema: z.string(),
        required: true,
        description: "The bot-protection (reCAPTCHA v3) token of the action `preregister`, from the element's `bot-protection-site-key`.",
      },
    ],
    body: json(PreRegisterBodySchema),
    answer: { status: 200, schema: PreRegisterResponseSchema, description: 'The registration and the tokens.' },
    errors: [
      { status: 409, description: 'Phone number, e-mail address (field errors) already registered.' },
    ],
  },
  {
    operationId: 'postTracking',
    method: 'post',
    path: `${R}/{id}/tracking`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Record the tracking payload of a screen view or a step submit',
    description:
      'The body is the spec §3 tracking payload. Sent without waiting, never refreshed on a 401 (a tracking call never starts the session-expiry procedure); a failed one is sent once more later in the session.',
    auth: 'bearer',
    body: json(TrackingBodySchema),
    answer: { status: 204, description: 'Recorded.' },
  },
  {
    operationId: 'completeRegistration',
    method: 'post',
    path: `${R}/{id}/complete-registration`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Complete the registration',
    description: 'Idempotent: a completed registration answers itself.',
    auth: 'bearer',
    body: json(EmptyBodySchema),
    answer: registration('The registration, COMPLETED and closed.'),
    errors: [{ status: 409, description: '`USR_REG_NOT_SIGNED`: the contracts are not signed or the mobile token is not active.' }],
  },
  ...(
    [
      ['startUpgradeBToA', 'start-upgrade-b-to-a', 'Start the level upgrade from B to A'],
      ['startUpgrade', 'start-upgrade', 'Start the upgrade of a former minor'],
      ['startAddWallet', 'start-add-wallet', "Start a corporate user's consumer wallet"],
    ] as const
  ).map(
    ([operationId, action, summary]): Operation => ({
      operationId,
      method: 'post',
      path: `${R}/me/${action}`,
      area: 'Registrations',
      definedBy: 'spec',
      summary,
      auth: 'bearer',
      body: json(StartProcessBodySchema),
      answer: { status: 200, description: 'The new registration; the element reloads the registrations instead of reading it.' },
      errors: [{ status: 409, description: 'The user may not start this process.' }],
    }),
  ),
  {
    operationId: 'startDocumentRenewal',
    method: 'post',
    path: `${R}/me/start-document-renewal`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Start the renewal of the identity document',
    description: 'No body (spec §7).',
    auth: 'bearer',
    answer: { status: 200, description: 'The renewal registration; the element reloads the registrations instead of reading it.' },
    errors: [{ status: 409, description: 'No renewal is due.' }],
  },
  {
    operationId: 'updateRegistration',
    method: 'post',
    path: `${R}/{id}/update`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Save what the user typed on a step',
    auth: 'bearer',
    body: json(UpdateRegistrationBodySchema),
    answer: registration('The saved registration.'),
  },
  {
    operationId: 'updateRegistrationProgress',
    method: 'post',
    path: `${R}/{id}/update-registration-progress`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Record the step reached (step submit)',
    auth: 'bearer',
    body: json(RegistrationProgressBodySchema),
    answer: registration('The registration at its new step.'),
    errors: [{ status: 400, description: '`USR_REG_6003`: the registration is rejected (spec §8: the registration-rejected screen).' }],
  },
  {
    operationId: 'getRegistration',
    method: 'get',
    path: `${R}/{id}`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Look a registration up',
    auth: 'bearer',
    answer: { status: 200, schema: RegistrationLookupSchema, description: 'Spec §3 lookup response.' },
    errors: [
      {
        status: 404,
        description:
          '`USR_REG_0404` with a message starting "Cannot find any NON legacy registration for user with id" (spec §8: the element offers a new registration).',
      },
    ],
  },
  {
    operationId: 'saveAddresses',
    method: 'post',
    path: `${R}/{id}/addresses`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Save the addresses (Addresses step)',
    auth: 'bearer',
    body: json(AddressesBodySchema),
    answer: registration('The registration, `data.addresses` saved.'),
  },
  {
    operationId: 'saveDocuments',
    method: 'post',
    path: `${R}/{id}/documents`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: "Save the identity document's data",
    auth: 'bearer',
    body: json(DocumentBodySchema),
    answer: registration('The registration, `data.document` saved.'),
    errors: [{ status: 409, description: '`USR_REG_DOCUMENT_SCANS_MISSING`: the scans must be sent first.' }],
  },
  {
    operationId: 'saveFatcaGianos',
    method: 'post',
    path: `${R}/{id}/fatca-gianos`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Save the self-declarations',
    auth: 'bearer',
    body: json(FatcaGianosBodySchema),
    answer: registration('The registration, `data.fatcaGianos` saved.'),
  },
  {
    operationId: 'saveTerms',
    method: 'post',
    path: `${R}/{id}/terms`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: "Accept the account's or the chosen card's documents",
    auth: 'bearer',
    body: json(TermsBodySchema),
    answer: registration('The registration.'),
    errors: [{ status: 409, description: '`USR_REG_CARD_MISSING`: scope CARD before a card is chosen.' }],
  },
  {
    operationId: 'saveDocumentScans',
    method: 'post',
    path: `${R}/{id}/document-scans`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: "Upload the identity document's photos",
    description: 'Multipart rather than JSON with base64: a third less to upload from a phone. The element waits up to 120 s.',
    auth: 'bearer',
    body: { type: 'multipart', schema: DocumentScansFormSchema },
    answer: { status: 200, schema: DocumentScansResponseSchema, description: 'The stored scans.' },
  },
  {
    operationId: 'saveDocsRequestScan',
    method: 'post',
    path: `${R}/{id}/docs-request/{requestId}/document-scans`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Upload one requested document',
    auth: 'bearer',
    body: { type: 'multipart', schema: DocsRequestScanFormSchema },
    answer: { status: 200, schema: DocsRequestSchema, description: 'The docs request, that document `uploaded`.' },
    errors: [{ status: 409, description: '`USR_REG_DOCS_REQUEST_CLOSED`: the request is already completed.' }],
  },
  {
    operationId: 'completeDocsRequest',
    method: 'post',
    path: `${R}/{id}/docs-request/{requestId}/complete`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Complete a docs request',
    auth: 'bearer',
    body: json(EmptyBodySchema),
    answer: registration('The registration, its request COMPLETED.'),
    errors: [
      { status: 409, description: '`USR_REG_DOCS_MISSING` (a document is not uploaded) or `USR_REG_DOCS_REQUEST_CLOSED`.' },
    ],
  },
  {
    operationId: 'sendConfirmationEmail',
    method: 'post',
    path: `${R}/{id}/send-confirmation-email`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'E-mail a confirmation code',
    description: 'The e-mail also carries a link that opens ConfirmEmail with the code.',
    auth: 'bearer',
    body: json(EmptyBodySchema),
    answer: { status: 200, schema: EmailSentSchema, description: 'Where the code went.' },
    errors: [OTP_TOO_MANY],
  },
  {
    operationId: 'sendPhoneNumberOtp',
    method: 'post',
    path: `${R}/{id}/send-phone-number-otp`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: "Text a one-time code to the registration's phone",
    auth: 'bearer',
    body: json(EmptyBodySchema),
    answer: { status: 200, schema: OtpSentSchema, description: 'Where the code went.' },
    errors: [OTP_TOO_MANY],
  },
  {
    operationId: 'modifyEmail',
    method: 'post',
    path: `${R}/{id}/modify-email`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Change the e-mail address (and send a new code there)',
    auth: 'bearer',
    body: json(ModifyEmailBodySchema),
    answer: { status: 200, schema: EmailSentSchema, description: 'Where the new code went.' },
    errors: [OTP_TOO_MANY, { status: 409, description: '`USR_REG_EMAIL_EXISTS` (field `email`): the address is already registered.' }],
  },
  {
    operationId: 'checkMgm',
    method: 'get',
    path: `${R}/check-mgm/{code}`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Check a member-get-member (promo) code',
    auth: 'optional',
    answer: { status: 200, description: 'The code is known; the element does not read the body.' },
    errors: [{ status: 404, description: '`USR_REG_MGM_NOT_FOUND`: unknown code.' }],
  },
  {
    operationId: 'selectCard',
    method: 'post',
    path: `${R}/{id}/select-card`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Choose the prepaid card',
    auth: 'bearer',
    body: json(SelectCardBodySchema),
    answer: registration('The registration, with `prepaidCardResource: { id }`.'),
  },
  {
    operationId: 'setTutor',
    method: 'post',
    path: `${R}/{id}/set-tutor`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: "Name the minor's guardian and send (again) the invitation",
    auth: 'bearer',
    body: json(SetTutorBodySchema),
    answer: { status: 200, schema: SetTutorResponseSchema, description: 'The guardian and the registration.' },
  },
  {
    operationId: 'getAsTutor',
    method: 'get',
    path: `${R}/as-tutor`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: "The minors' registrations whose guardian is the caller",
    auth: 'bearer',
    answer: { status: 200, schema: RegistrationLookupSchema, description: 'In the lookup shape of `registrations/me`.' },
  },
  {
    operationId: 'activatePremium',
    method: 'post',
    path: `${R}/{id}/activate-premium`,
    area: 'Registrations',
    definedBy: 'spec',
    summary: 'Activate the Premium subscription (help panel)',
    description: 'No body (spec §7: "no payload shown").',
    auth: 'bearer',
    answer: { status: 200, description: 'Activated; the element does not read the body.' },
    errors: [{ status: 409, description: '`USR_USR_0731`: Premium is already active (spec §8).' }],
  },
  {
    operationId: 'verifyEmail',
    method: 'post',
    path: `${R}/{id}/verify-email`,
    area: 'Registrations',
    definedBy: 'element',
    summary: 'Confirm the e-mail address with the e-mailed code',
    description: `ConfirmEmail (spec §4 CONSUMER step 2) checks the code \`send-confirmation-email\` sent; spec §7 does not say how.`,
    auth: 'bearer',
    body: json(EmailCodeBodySchema),
    answer: registration('The registration, `data.emailConfirmed` true.'),
    errors: [{ status: 400, description: 'A wrong or expired code (field `code`).' }],
  },
  {
    operationId: 'verifyPhoneNumberOtp',
    method: 'post',
    path: `${R}/{id}/verify-phone-number-otp`,
    area: 'Registrations',
    definedBy: 'element',
    summary: 'Certify the phone number with the texted code',
    description: `ConfirmSms (spec §4 CONSUMER 1,6) checks the code \`send-phone-number-otp\` sent; spec §7 does not say how.`,
    auth: 'bearer',
    body: json(OtpBodySchema),
    answer: registration('The registration, `phoneNumberStatus` CERTIFIED.'),
    errors: [{ status: 400, description: 'A wrong or expired code (field `otp`).' }],
  },
  {
    operationId: 'verifyAccessCode',
    method: 'post',
    path: `${R}/{id}/verify-access-code`,
    area: 'Registrations',
    definedBy: 'element',
    summary: 'Check the access code chosen at step 1',
    description: `ConfirmAccessCode (spec §4 CONSUMER 8,4) asks the user to type the access code again.`,
    auth: 'bearer',
    body: json(AccessCodeBodySchema),
    answer: { status: 200, schema: AccessCodeVerifiedSchema, description: 'The code matches.' },
    errors: [
      { status: 400, description: '`USR_REG_ACCESS_CODE_INVALID` (field `accessCode`): a wrong code.' },
      { status: 423, description: '`USR_REG_ACCESS_CODE_LOCKED`: too many wrong codes.' },
    ],
  },
  {
    operationId: 'sendMobileTokenOtp',
    method: 'post',
    path: `${R}/{id}/mobile-token/send-otp`,
    area: 'Registrations',
    definedBy: 'element',
    summary: 'Text the mobile-token activation code',
    description: `ConfirmMobileToken (spec §4 CONSUMER 8,5) activates the mobile token with a texted code.`,
    auth: 'bearer',
    body: json(EmptyBodySchema),
    answer: { status: 200, schema: OtpSentSchema, description: 'Where the code went.' },
    errors: [OTP_TOO_MANY],
  },
  {
    operationId: 'activateMobileToken',
    method: 'post',
    path: `${R}/{id}/mobile-token/activate`,
    area: 'Registrations',
    definedBy: 'element',
    summary: 'Activate the mobile token with the texted code',
    description: `ConfirmMobileToken (spec §4 CONSUMER 8,5).`,
    auth: 'bearer',
    body: json(OtpBodySchema),
    answer: registration('The registration, `data.mobileTokenActive` true.'),
    errors: [{ status: 400, description: 'A wrong or expired code (field `otp`).' }],
  },
  {
    operationId: 'saveShipment',
    method: 'post',
    path: `${R}/{id}/shipment`,
    area: 'Registrations',
    definedBy: 'element',
    summary: 'Where the chosen physical card is sent',
    description: `The Shipment route (spec §2) asks where a physical card goes.`,
    auth: 'bearer',
    body: json(ShipmentBodySchema),
    answer: registration('The registration, `data.shipment` saved.'),
    errors: [{ status: 409, description: '`USR_REG_CARD_MISSING` / `USR_REG_CARD_NOT_PHYSICAL`: no physical card chosen.' }],
  },
  // Certificate and signature provider
  ...(
    [
      ['createDossier', 'post', 'dossiers', 'Create the dossier', EmptyBodySchema, DossierSchema],
      ['startDossier', 'post', 'dossiers/start', 'Start the dossier', EmptyBodySchema, DossierSchema],
      ['signAndAssertAuth', 'post', 'dossiers/sign-and-assert-auth', 'Sign the contracts of a scope', SignContractsBodySchema, SignStatusSchema],
      ['getDossierTerms', 'get', 'dossiers/terms', "The certificate's clauses", undefined, DossierTermsSchema],
      ['acceptClauses', 'post', 'dossiers/accept-clauses', 'Accept the clauses', AcceptClausesBodySchema, DossierSchema],
      ['issueAndSign', 'post', 'dossiers/issue-and-sign', 'Issue the certificate and sign with it', OtpBodySchema, SignStatusSchema],
      ['oneStepSign', 'post', 'dossiers/one-step-sign', 'Sign with the valid certificate', OtpBodySchema, SignStatusSchema],
      ['getSignStatus', 'get', 'dossiers/sign-status', 'Where the signature stands', undefined, SignStatusSchema],
      ['sendSignatureOtp', 'post', 'dossiers/send-signature-otp', 'Text the signature code', EmptyBodySchema, SignatureOtpSentSchema],
      ['getCertificateStatus', 'get', 'certificate-status', "The certificate's status", undefined, CertificateStatusSchema],
    ] as const
  ).map(
    ([operationId, method, action, summary, body, answer]): Operation => ({
      operationId,
      method,
      path: `${CERT}/${action}`,
      area: 'Certificate and signature provider',
      definedBy: 'spec',
      summary,
      auth: 'bearer',
      ...(body ? { body: json(body) } : {}),
      answer: { status: 200, schema: answer, description: 'The answer (spec §7 shows none beyond `status`: the sandbox\'s).' },
      ...(method === 'post' ? { errors: [SIGN_CONFLICT] } : {}),
    }),
  ),
  // Identity recognition
  {
    operationId: 'getRecognitionToken',
    method: 'post',
    path: `${RECOG}/token`,
    area: 'Identity recognition',
    definedBy: 'spec',
    summary: 'A short-lived token for `recog/start`',
    auth: 'bearer',
    body: json(EmptyBodySchema),
    answer: { status: 200, schema: RecognitionTokenSchema, description: 'The token.' },
  },
  {
    operationId: 'startRecognition',
    method: 'post',
    path: `${RECOG}/start`,
    area: 'Identity recognition',
    definedBy: 'spec',
    summary: 'Start the identity recognition',
    auth: 'bearer',
    body: json(RecognitionStartBodySchema),
    answer: { status: 200, schema: RecognitionStartSchema, description: "The session and the provider's page." },
  },
  {
    operationId: 'startDocumentRenewalRecognition',
    method: 'post',
    path: `${RECOG}/documentRenewalStart`,
    area: 'Identity recognition',
    definedBy: 'spec',
    summary: 'Start the recognition of a document renewal',
    description: "The DOCUMENT_RENEWAL flow's start of the same hand-off: `recog/start`'s body and answer.",
    auth: 'bearer',
    body: json(RecognitionStartBodySchema),
    answer: { status: 200, schema: RecognitionStartSchema, description: "The session and the provider's page." },
  },
  {
    operationId: 'getRecognitionCallback',
    method: 'get',
    path: `${RECOG}/callback`,
    area: 'Identity recognition',
    definedBy: 'spec',
    summary: 'Where the recognition stands',
    auth: 'bearer',
    query: [
      {
        name: 'session',
        schema: z.string(),
        description: "The session id the provider's return carried (`recogSession`); without it, the current recognition.",
      },
    ],
    answer: { status: 200, schema: RecognitionCallbackSchema, description: 'The recognition.' },
    errors: [
      {
        status: 404,
        description: '`USR_RECOG_NOT_FOUND` (none started) or `USR_RECOG_SESSION_NOT_FOUND` (the session is not the current one).',
      },
    ],
  },
  {
    operationId: 'getRecognitionDocumentData',
    method: 'get',
    path: `${RECOG}/document-data`,
    area: 'Identity recognition',
    definedBy: 'spec',
    summary: 'What the recognition provider read on the identity document',
    description: 'Prefills DocumentType and DocumentData.',
    auth: 'bearer',
    answer: { status: 200, schema: RecognitionDocumentDataSchema, description: 'The document data.' },
    errors: [{ status: 404, description: 'No approved recognition.' }],
  },
  // Documents
  {
    operationId: 'openTermDocument',
    method: 'get',
    path: `${DOCS}/terms/{term}`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'A term, opened as a document',
    description: 'Opened in a new window with the access token as query `at` (spec §6), not through the API client.',
    auth: 'document',
    answer: { status: 200, document: ['text/html', 'application/pdf'], description: 'The document.' },
  },
  {
    operationId: 'getStaticContracts',
    method: 'get',
    path: `${DOCS}/static-contracts`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'The static contracts',
    description: 'The element keeps status 1 and the types UNICO_BP, UNICO_I, GD_AZIENDA, GD_PRIVATI, UNICO_CSI, UNICO_BP_M (spec §7).',
    auth: 'optional',
    query: [
      { name: 'size', schema: z.number().check(z.int()), required: true, description: '50, or 30 with `flow` (spec §9).' },
      { name: 'flow', schema: z.enum(['REG_MIN', 'REG_CONS']), description: 'Spec §3 flow filter.' },
    ],
    answer: { status: 200, schema: StaticContractsAnswer, description: 'The static contracts.' },
  },
  {
    operationId: 'getTerms',
    method: 'get',
    path: `${DOCS}/terms`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'The terms (consents)',
    description: 'The element keeps radio false and type 0 (spec §7).',
    auth: 'optional',
    query: [
      { name: 'level', schema: z.number().check(z.int()), required: true, description: 'Default 2 (spec §9).' },
      { name: 'size', schema: z.number().check(z.int()), required: true, description: '30 (spec §9).' },
    ],
    answer: { status: 200, schema: TermsAnswer, description: 'The terms.' },
  },
  {
    operationId: 'getContracts',
    method: 'get',
    path: `${DOCS}/contracts/{id}`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'The contracts to sign',
    auth: 'bearer',
    answer: { status: 200, schema: ContractsAnswer, description: 'The contracts.' },
  },
  {
    operationId: 'openContractDocument',
    method: 'get',
    path: `${DOCS}/contracts/{id}/{contractId}`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'A contract, opened as a document',
    description: 'Opened in a new window with the access token as query `at` (spec §6), not through the API client.',
    auth: 'document',
    answer: { status: 200, document: ['application/pdf'], description: 'The contract.' },
  },
  {
    operationId: 'getDocumentTypes',
    method: 'get',
    path: `${DOCS}/types`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'The identity-document types',
    auth: 'optional',
    answer: { status: 200, schema: DocumentTypesResponseSchema, description: 'The types (DocumentType).' },
  },
  {
    operationId: 'getGianosDocuments',
    method: 'get',
    path: `${DOCS}/gianos`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'The activity sectors of the Gianos self-declaration',
    auth: 'optional',
    answer: { status: 200, schema: GianosAnswer, description: 'The activity sectors.' },
  },
  {
    operationId: 'openStaticContractDocument',
    method: 'get',
    path: `${DOCS}/static-contracts/{id}`,
    area: 'Documents',
    definedBy: 'spec',
    summary: 'A static contract, opened as a document',
    description:
      "Opened in a new window with the access token as query `at` (spec §6), not through the API client: ViewDocumentation, CardDocumentation and the help panel's documents. `{id}` is the contract's documentId.",
    auth: 'document',
    answer: { status: 200, document: ['application/pdf'], description: 'The contract.' },
  },
  // Help
  {
    operationId: 'getBookAssistanceOptions',
    method: 'get',
    path: `${USR}/help/book-assistance-options`,
    area: 'Help',
    definedBy: 'spec',
    summary: 'The callback booking options',
    auth: 'bearer',
    answer: { status: 200, schema: BookAssistanceOptionsSchema, description: 'Reasons and time slots.' },
  },
  {
    operationId: 'getUnavailableDates',
    method: 'post',
    path: `${USR}/bank-transfer/unavailable-dates`,
    area: 'Help',
    definedBy: 'spec',
    summary: 'The dates with no callback',
    auth: 'bearer',
    body: json(UnavailableDatesBodySchema),
    answer: { status: 200, schema: UnavailableDatesSchema, description: 'The dates.' },
  },
  {
    operationId: 'bookAssistance',
    method: 'post',
    path: `${USR}/help/book-assistance`,
    area: 'Help',
    definedBy: 'spec',
    summary: 'Book a callback',
    description: "On failure the element shows 'Non è stato possibile inviare la richiesta. Riprovare più tardi' (spec §8).",
    auth: 'bearer',
    body: json(AssistanceBookingSchema),
    answer: { status: 200, description: 'Booked; the element does not read the body.' },
  },
];
