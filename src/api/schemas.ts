/**
 * zod schemas for the API boundary (DESIGN §2: zod at every boundary). Objects are loose
 * (`z.looseObject`): the server may send more than spec §3 names ("not shown"), and those
 * extra fields pass through untouched. Fields the spec names are typed.
 */
import * as z from 'zod/mini';

/** Spec §3 Registration.flow (CORPORATE exists but is rejected by registration selection). */
const RegistrationFlowSchema = z.enum(['CONSUMER', 'MINOR', 'BUSINESS', 'DOCUMENT_RENEWAL', 'CORPORATE']);
export type RegistrationFlow = z.infer<typeof RegistrationFlowSchema>;

const LevelSchema = z.enum(['A', 'B']);

/** A list the server may omit or send as null, read as `[]` (classic zod: `.array(x).nullish().transform(v => v ?? [])`). */
function orEmpty<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((v: z.infer<T>[] | null | undefined) => v ?? []),
  );
}

/** An optional string read leniently: any other value becomes `undefined` (classic: `.optional().catch(undefined)`). */
const lenientString = z.catch(z.optional(z.string()), undefined);

/** Spec §3 User (from `users/me`). */
export const UserSchema = z.looseObject({
  id: z.string(),
  status: z.enum(['ENABLED', 'SUSPENDED', 'PENDING']),
  phoneNumber: z.nullish(z.string()),
  defaultWallet: z.nullish(z.looseObject({ type: z.string() })),
  availableProcesses: orEmpty(z.looseObject({ level: z.string(), profile: z.string() })),
  context: z.nullish(
    z.looseObject({
      walletType: z.nullish(z.string()),
      userBirthDate: z.nullish(z.string()),
      gender: z.nullish(z.enum(['M', 'F'])),
      mgmCode: z.nullish(z.string()),
      minor: z.nullish(z.boolean()),
      gianos: z.nullish(z.looseObject({ job: z.nullish(z.string()), activitySector: z.nullish(z.string()) })),
    }),
  ),
});
export type User = z.infer<typeof UserSchema>;

/**
 * A back-office request for missing documents (sandbox/design extension: the spec names the
 * `docs-request/{requestId}` calls of §7 but not the entity). OPEN: MissingDocuments asks for each
 * document; COMPLETED once `docs-request/{requestId}/complete` was accepted.
 */
export const DocsRequestSchema = z.looseObject({
  id: z.string(),
  status: z.enum(['OPEN', 'COMPLETED']),
  documents: orEmpty(z.looseObject({ id: z.string(), description: z.string(), uploaded: z.boolean() })),
});
export type DocsRequest = z.infer<typeof DocsRequestSchema>;

/**
 * A minor's guardian as the registration carries it (`data.tutor` without its link; the sandbox's
 * field names, spec §7 shows none). Read leniently: each field may be missing.
 */
export const TutorSchema = z.looseObject({
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  fiscalCode: z.nullish(z.string()),
  phoneNumber: z.nullish(z.string()),
  email: z.nullish(z.string()),
  invitedAt: z.nullish(z.string()),
  invitations: z.nullish(z.number()),
});
export type Tutor = z.infer<typeof TutorSchema>;

/** Spec §3 Registration (common contract "Entities"). */
export const RegistrationSchema = z.looseObject({
  id: z.string(),
  flow: RegistrationFlowSchema,
  type: z.enum(['REGISTRATION', 'DOCUMENT_RENEWAL']),
  /**
   * Spec §3 status values the client acts on: CONSUMER_PREREGISTERED, MINOR_PREREGISTERED, BUSINESS_PREREGISTERED,
   * CONTRACTS_SIGNED, WIZARD_COMPLETED, COMPLETED, C_PREPAID_CARD_ASSOCIATED, CANCELED. The server has more (a
   * registration past the data steps is "in progress" under a status the spec does not name), so it is read as any
   * string and compared with these.
   */
  status: z.string(),
  closed: z.boolean(),
  code: z.nullish(z.string()),
  currentStep: z.number(),
  mode: z.nullish(z.string()),
  phoneNumberStatus: z.nullish(z.string()),
  startLevel: z.nullish(LevelSchema),
  targetLevel: z.nullish(LevelSchema),
  startProfile: z.nullish(z.string()),
  targetProfile: z.nullish(z.string()),
  user: z.nullish(z.looseObject({ id: z.optional(z.string()), status: z.optional(z.string()) })),
  /**
   * A BUSINESS registration's business (the sandbox's contract): its kind (LP or other), what the name form
   * sent, and the request for its documents (UploadBizDocuments), read leniently like `docsRequest`.
   */
  business: z.nullish(
    z.looseObject({
      companyType: z.string(),
      businessName: z.nullish(z.string()),
      vatNumber: z.nullish(z.string()),
      professionalRegister: z.nullish(z.string()),
      registerNumber: z.nullish(z.string()),
      docsRequest: z.catch(z.nullish(DocsRequestSchema), null),
    }),
  ),
  infocertSignRunning: z.optional(z.boolean()),
  upgradeFromBConsumerToAConsumer: z.optional(z.boolean()),
  isUpgrade: z.optional(z.boolean()),
  premiumActivationRequested: z.optional(z.boolean()),
  prepaidCardResource: z.nullish(z.looseObject({ id: z.string() })),
  /**
   * The missing-documents request, if the back office made one (DocsRequestSchema). Read leniently: a
   * malformed one is null rather than a registration that cannot be read at all.
   */
  docsRequest: z.catch(z.nullish(DocsRequestSchema), null),
  data: z.nullish(z.record(z.string(), z.unknown())),
  /** A MINOR registration's guardian, once named (MinorSetTutor); a malformed one reads as none. */
  tutor: z.catch(z.nullish(TutorSchema), null),
});
export type Registration = z.infer<typeof RegistrationSchema>;

/**
 * `GET registrations/{id}`: for 'me' `{ registrations, lastRegistration, user, business }`,
 * for a real id `{ registration, user, business }` (spec §3 "The lookup response").
 */
export const RegistrationLookupSchema = z.looseObject({
  registration: z.nullish(RegistrationSchema),
  registrations: z.nullish(z.array(RegistrationSchema)),
  lastRegistration: z.nullish(RegistrationSchema),
  user: z.nullish(UserSchema),
  business: z.optional(z.unknown()),
});
export type RegistrationLookup = z.infer<typeof RegistrationLookupSchema>;

/** `GET registrations` after `_embedded` unwrapping. */
export const RegistrationListSchema = z.looseObject({
  registrations: orEmpty(RegistrationSchema),
});

/** `POST registrations/pre-register`: the new registration and the tokens that start the session. */
export const PreRegisterResponseSchema = z.looseObject({
  registration: RegistrationSchema,
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});
export type PreRegisterResponse = z.infer<typeof PreRegisterResponseSchema>;

/** `POST registrations/{id}/send-phone-number-otp`: where the code went (masked), when the server says. */
export const OtpSentSchema = z.looseObject({
  sent: z.optional(z.boolean()),
  phoneNumber: lenientString,
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/**
 * `POST registrations/{id}/send-confirmation-email` and `modify-email` (shapes not shown in the spec; the
 * sandbox's): where the code went, when the server says.
 */
export const EmailSentSchema = z.looseObject({
  sent: z.optional(z.boolean()),
  email: lenientString,
});
export type EmailSent = z.infer<typeof EmailSentSchema>;

/** `GET lookups/fiscal-code` (shape not shown in the spec; the sandbox's): the decoded code. */
export const FiscalCodeLookupSchema = z.looseObject({
  fiscalCode: z.string(),
  /** yyyy-mm-dd. */
  birthDate: lenientString,
  gender: lenientString,
  birthPlaceCode: lenientString,
});
export type FiscalCodeLookup = z.infer<typeof FiscalCodeLookupSchema>;

/** Token endpoint success body (common contract). */
export const TokenResponseSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** One server validation error, mapped to a form field by the screens. */
const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Error body of every non-OAuth error (common contract), read leniently. */
export const ErrorBodySchema = z.looseObject({
  trace: lenientString,
  context: z.catch(
    z.optional(
      z.looseObject({
        code: lenientString,
        message: lenientString,
        errors: z.pipe(
          z.catch(z.optional(z.array(z.unknown())), undefined),
          z.transform((list: unknown[] | undefined) =>
            (list ?? []).flatMap((e) => {
              const parsed = FieldErrorSchema.safeParse(e);
              return parsed.success ? [parsed.data] : [];
            }),
          ),
        ),
      }),
    ),
    undefined,
  ),
  error: lenientString,
  error_description: lenientString,
});

/** Spec §3 Wallet instrument. */
export const WalletInstrumentSchema = z.looseObject({
  walletInstrumentResource: z.nullish(
    z.looseObject({ walletInstrumentType: z.nullish(z.string()), state: z.nullish(z.string()) }),
  ),
  walletInstrumentType: z.nullish(z.string()),
  state: z.nullish(z.string()),
});
export type WalletInstrument = z.infer<typeof WalletInstrumentSchema>;

export const WalletInstrumentsSchema = z.looseObject({
  walletInstruments: orEmpty(WalletInstrumentSchema),
});

/** Spec §3 Help term. */
const TermSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  description: z.nullish(z.string()),
  radio: z.nullish(z.boolean()),
  type: z.nullish(z.union([z.number(), z.string()])),
  /** Whether the consent is required to go on (sandbox field; the spec's Help term does not show it). */
  mandatory: z.nullish(z.boolean()),
});
export type Term = z.infer<typeof TermSchema>;

export const TermsResponseSchema = z.looseObject({
  terms: orEmpty(TermSchema),
});

/** Spec §3 Static contract. */
const StaticContractSchema = z.looseObject({
  documentId: z.string(),
  description: z.nullish(z.string()),
  status: z.nullish(z.union([z.number(), z.string()])),
  type: z.nullish(z.string()),
});
export type StaticContract = z.infer<typeof StaticContractSchema>;

export const StaticContractsResponseSchema = z.looseObject({
  staticContracts: orEmpty(StaticContractSchema),
});

/** Spec §3 Certificate status: VALID means valid (NONE before the request, REQUESTED after accept-clauses). */
export const CertificateStatusSchema = z.looseObject({ status: z.string() });
export type CertificateStatus = z.infer<typeof CertificateStatusSchema>;

/** Spec §3 Book-assistance options. */
export const BookAssistanceOptionsSchema = z.looseObject({
  reasons: z.array(z.looseObject({ id: z.union([z.number(), z.string()]), code: z.string() })),
  timeSlots: z.array(
    z.looseObject({ id: z.union([z.number(), z.string()]), from: z.string(), to: z.string() }),
  ),
});
export type BookAssistanceOptions = z.infer<typeof BookAssistanceOptionsSchema>;

/** Spec §3 Unavailable dates. */
export const UnavailableDatesSchema = z.looseObject({
  dates: orEmpty(z.string()),
});

/** `users/me/details` (spec §7): user, fatcaCrs, gianos. */
export const UserDetailsSchema = z.looseObject({
  user: z.nullish(UserSchema),
  fatcaCrs: z.optional(z.unknown()),
  gianos: z.optional(z.unknown()),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
