/**
 * The Addresses step and the self-declaration steps (spec §4 CONSUMER steps 3 and 4): request bodies
 * of `POST registrations/{id}/addresses` and `POST registrations/{id}/fatca-gianos`, the answer of
 * `GET documents/gianos`, and readers of what a registration saved (`data.addresses`,
 * `data.fatcaGianos`). Spec §7 names the calls but not their shapes: these are the sandbox's
 * (demo-host/server/README.md "Addresses and self-declaration").
 */
import * as z from 'zod/mini';

/** One postal address, as sent and stored (normalised: upper case, "A'" for "à"). */
export const PostalAddressSchema = z.object({
  address: z.string(),
  houseNumber: z.string(),
  city: z.string(),
  /** Five digits (CAP). */
  postalCode: z.string(),
  /** Two-letter province abbreviation (src/registration/provinces.ts). */
  province: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

/** `registration.data.addresses` as the server stores it (`domicile` null when it is the residence). */
export const SavedAddressesSchema = z.object({
  residence: PostalAddressSchema,
  domicile: z.nullish(PostalAddressSchema),
  office: z.nullish(PostalAddressSchema),
});
export type SavedAddresses = z.infer<typeof SavedAddressesSchema>;

/** Spec §3 Job codes, as sent in `gianos.job` and kept in the user context. */
export const JOB_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type JobCode = (typeof JOB_CODES)[number];

/** Spec §3 Job codes' names. */
export const JOB_NAMES: Readonly<Record<JobCode, string>> = {
  '01': 'IMPRENDITORE',
  '02': 'LAVORATORE_AUTONOMO',
  '03': 'LIBERO_PROFESSIONISTA',
  '04': 'LAVORATORE_DIPENDENTE',
  '05': 'SOGGETTO_APICALE',
  '06': 'PENSIONATO',
  '07': 'NON_OCCUPATO',
  '08': 'CASALINGA',
  '09': 'STUDENTE',
};

/**
 * The jobs with no activity sector (decision: pensioner, not employed, homemaker, student have no
 * working activity of their own to place in a sector, so the sector is not asked and is sent as null).
 */
const JOBS_WITHOUT_SECTOR: readonly JobCode[] = ['06', '07', '08', '09'];

/** Whether `job` asks for an activity sector. */
export function jobHasSector(job: string): boolean {
  return (JOB_CODES as readonly string[]).includes(job) && !(JOBS_WITHOUT_SECTOR as readonly string[]).includes(job);
}

/** One activity sector of `GET documents/gianos`. */
const ActivitySectorSchema = z.looseObject({ code: z.string(), description: z.string() });
export type ActivitySector = z.infer<typeof ActivitySectorSchema>;

/** `GET documents/gianos` after `_embedded` unwrapping: `{ activitySectors: [{ code, description }] }`. */
export const GianosDocumentsSchema = z.looseObject({
  activitySectors: z.pipe(
    z.nullish(z.array(ActivitySectorSchema)),
    z.transform((list: ActivitySector[] | null | undefined) => list ?? []),
  ),
});

/** Purpose of the relationship (ScopoRapporto). */
export const PURPOSE_CODES = ['SAVINGS', 'PAYMENTS', 'SALARY_PENSION', 'OTHER'] as const;
export type PurposeCode = (typeof PURPOSE_CODES)[number];

/** Origin of the funds (ScopoRapporto). */
export const FUNDS_ORIGIN_CODES = ['WORK_INCOME', 'SAVINGS', 'INHERITANCE_GIFT', 'INVESTMENTS', 'OTHER'] as const;
export type FundsOriginCode = (typeof FUNDS_ORIGIN_CODES)[number];

/** The beneficial-owner and FATCA/CRS answers (TitolareEffettivo). */
export const DeclarationAnswersSchema = z.object({
  /** "Dichiaro di essere il titolare effettivo del rapporto" (always true once sent: see TitolareEffettivo). */
  beneficialOwner: z.boolean(),
  fatca: z.object({
    usCitizen: z.boolean(),
    usTaxResident: z.boolean(),
    /** The US taxpayer identification number (9 digits) of a US person, else null. */
    usTin: z.nullable(z.string()),
  }),
  crs: z.object({
    /** Tax resident in a country other than Italy. */
    otherTaxResidence: z.boolean(),
    /** ISO 3166-1 alpha-2 of that country, else null. */
    country: z.nullable(z.string()),
    /** The tax identification number there, else null. */
    foreignTin: z.nullable(z.string()),
  }),
});
export type DeclarationAnswers = z.infer<typeof DeclarationAnswersSchema>;

/** The job and activity sector (Gianos). */
export const GianosAnswersSchema = z.object({
  job: z.enum(JOB_CODES),
  /** A sector code of `GET documents/gianos`; null for the jobs without a sector. */
  activitySector: z.nullable(z.string()),
});
export type GianosAnswers = z.infer<typeof GianosAnswersSchema>;

/** The purpose of the relationship and the origin of the funds (ScopoRapporto). */
export const PurposeAnswersSchema = z.object({
  purpose: z.enum(PURPOSE_CODES),
  /** The user's words when `purpose` is OTHER, else null. */
  otherPurpose: z.nullable(z.string()),
  fundsOrigin: z.enum(FUNDS_ORIGIN_CODES),
});
export type PurposeAnswers = z.infer<typeof PurposeAnswersSchema>;

/** Body of `POST registrations/{id}/fatca-gianos`: the three self-declaration screens at once. */
export const FatcaGianosBodySchema = z.object({
  ...DeclarationAnswersSchema.shape,
  gianos: GianosAnswersSchema,
  purpose: PurposeAnswersSchema,
});
export type FatcaGianosBody = z.infer<typeof FatcaGianosBodySchema>;

/** What a registration saved under `key` of its data, read with `schema`; null when absent or malformed. */
export function savedPart<T>(data: Readonly<Record<string, unknown>> | null | undefined, key: string, schema: z.ZodMiniType<T>): T | null {
  const parsed = schema.safeParse(data?.[key]);
  return parsed.success ? parsed.data : null;
}
