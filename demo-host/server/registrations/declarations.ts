/**
 * The Addresses step and the self-declaration steps (spec §4 CONSUMER steps 3 and 4; §7
 * `registrations/{id}/addresses`, `registrations/{id}/fatca-gianos`, `documents/gianos`): the
 * seeded activity sectors, the §5 address rules checked server side (the client's messages), the
 * request bodies, and what is stored (`data.addresses`, `data.fatcaGianos`, the user's gianos).
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { saveSelfDeclaration } from '../repositories/users';
import { MSG } from './messages';

/** §5 ADDRESS message (verbatim). */
export const ADDRESS_MESSAGE = "L'indirizzo non è valido, sono ammessi solamente caratteri alfanumerici";
/** The CAP's length message (the client's, src/validation/postal-code.ts). */
export const POSTAL_CODE_MESSAGE = 'Il CAP deve essere di 5 cifre';
/** A "yes" answer that would stop an online registration, or a code outside a list. */
export const BENEFICIAL_OWNER_MESSAGE = 'Per registrarti online devi essere il titolare effettivo del rapporto';

const ACCENTS = 'àèéìíòóùúÀÈÉÌÍÒÓÙÚ';
/** §5 ADDRESS: letters, digits, Italian accents, spaces, apostrophes (at least one letter or digit). */
const ADDRESS_PATTERN = new RegExp(`^(?=.*[A-Za-z0-9])[A-Za-z0-9${ACCENTS} '’]+$`);
/** §5 CITY: letters (any accent), hyphens, spaces, apostrophes. */
const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\- '’]+$/u;
/** §5 HOUSE_NUMBER: letters, digits, slash, space, dot, apostrophe, hyphen. */
const HOUSE_NUMBER_PATTERN = /^(?=.*[\p{L}\d])[\p{L}\d/ .'’-]+$/u;

/** The Italian province abbreviations (107; the client's list with names is src/registration/provinces.ts). */
export const PROVINCE_CODES: readonly string[] = (
  'AG AL AN AO AR AP AT AV BA BT BL BN BG BI BO BZ BS BR CA CL CB CE CT CZ CH CO CS CR KR CN EN FM FE FI FG FC FR ' +
  'GE GO GR IM IS AQ SP LT LE LC LI LO LU MC MN MS MT ME MI MO MB NA NO NU OR PD PA PR PV PG PU PE PC PI PT PN PZ ' +
  'PO RG RA RC RE RI RN RM RO SA SS SV SI SR SO SU TA TE TR TO TP TN TV TS UD VA VE VB VC VR VV VI VT'
).split(' ');

/**
 * §5 address normalisation, as the client sends it: Italian accented vowels become the vowel and an
 * apostrophe, other marks are dropped, ’ becomes ', upper case, spaces collapsed and trimmed.
 */
function normaliseAddress(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([AEIOUaeiou])[\u0300\u0301]/g, "$1'")
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .replace(/’/g, "'")
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Seeded activity sectors of `GET documents/gianos` (ATECO sections, Italian names). */
export const ACTIVITY_SECTORS: readonly { code: string; description: string }[] = [
  { code: 'A', description: 'Agricoltura, silvicoltura e pesca' },
  { code: 'B', description: 'Estrazione di minerali da cave e miniere' },
  { code: 'C', description: 'Attività manifatturiere' },
  { code: 'D', description: 'Fornitura di energia elettrica, gas e vapore' },
  { code: 'F', description: 'Costruzioni' },
  { code: 'G', description: "Commercio all'ingrosso e al dettaglio" },
  { code: 'H', description: 'Trasporto e magazzinaggio' },
  { code: 'I', description: 'Servizi di alloggio e di ristorazione' },
  { code: 'J', description: 'Servizi di informazione e comunicazione' },
  { code: 'K', description: 'Attività finanziarie e assicurative' },
  { code: 'L', description: 'Attività immobiliari' },
  { code: 'M', description: 'Attività professionali, scientifiche e tecniche' },
  { code: 'O', description: 'Pubblica amministrazione e difesa' },
  { code: 'P', description: 'Istruzione' },
  { code: 'Q', description: 'Sanità e assistenza sociale' },
  { code: 'R', description: 'Attività artistiche, sportive e di intrattenimento' },
  { code: 'S', description: 'Altre attività di servizi' },
];

/** Spec §3 job codes; the last four have no activity sector (the client does not ask it). */
export const JOB_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
const JOBS_WITHOUT_SECTOR: readonly string[] = ['06', '07', '08', '09'];
export const PURPOSE_CODES = ['SAVINGS', 'PAYMENTS', 'SALARY_PENSION', 'OTHER'] as const;
export const FUNDS_ORIGIN_CODES = ['WORK_INCOME', 'SAVINGS', 'INHERITANCE_GIFT', 'INVESTMENTS', 'OTHER'] as const;

/** A required text: missing or blank -> the §5 required message. */
const requiredText = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : MSG.invalid) })
    .trim()
    .min(1, { error: MSG.required, abort: true });

/**
 * One postal address, §5 rules; text fields stored normalised. Every address the sandbox takes is checked
 * with it: the residence and domicile of `addresses`, the other address of `shipment` (registrations/cards.ts).
 */
export const postalAddressSchema = z.object(
  {
    address: requiredText().regex(ADDRESS_PATTERN, ADDRESS_MESSAGE).transform(normaliseAddress),
    houseNumber: requiredText().regex(HOUSE_NUMBER_PATTERN, MSG.invalid).transform(normaliseAddress),
    city: requiredText().regex(CITY_PATTERN, MSG.invalid).transform(normaliseAddress),
    postalCode: requiredText()
      .regex(/^\d+$/, { error: MSG.numeric, abort: true })
      .length(5, POSTAL_CODE_MESSAGE),
    province: requiredText().refine((code) => PROVINCE_CODES.includes(code), MSG.invalid),
  },
  { error: MSG.required },
);
export type PostalAddress = z.output<typeof postalAddressSchema>;

/**
 * Body of `POST registrations/{id}/addresses`; `domicile` absent or null when it is the residence; `office` (a
 * business's registered office, kept only on a BUSINESS registration) absent or null when it is the residence.
 */
export const addressesSchema = z.object({
  residence: postalAddressSchema,
  domicile: postalAddressSchema.nullish().transform((v) => v ?? null),
  office: postalAddressSchema.nullish(),
});

const yesNo = () => z.boolean({ error: MSG.required });
/** An optional text that must be there when `needed`; blank counts as absent. */
const maybeText = () => z.string().trim().nullish().transform((v) => (v ? v : null));

/** Body of `POST registrations/{id}/fatca-gianos`: the three self-declaration screens at once. */
export const fatcaGianosSchema = z
  .object({
    beneficialOwner: z.literal(true, { error: BENEFICIAL_OWNER_MESSAGE }),
    fatca: z.object({ usCitizen: yesNo(), usTaxResident: yesNo(), usTin: maybeText() }),
    crs: z.object({ otherTaxResidence: yesNo(), country: maybeText(), foreignTin: maybeText() }),
    gianos: z.object({
      job: z.enum(JOB_CODES, { error: MSG.invalid }),
      activitySector: maybeText(),
    }),
    purpose: z.object({
      purpose: z.enum(PURPOSE_CODES, { error: MSG.invalid }),
      otherPurpose: maybeText(),
      fundsOrigin: z.enum(FUNDS_ORIGIN_CODES, { error: MSG.invalid }),
    }),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const usPerson = body.fatca.usCitizen || body.fatca.usTaxResident;
    if (usPerson && !body.fatca.usTin) issue(['fatca', 'usTin'], MSG.required);
    else if (usPerson && !/^\d{9}$/.test((body.fatca.usTin ?? '').replace(/-/g, ''))) issue(['fatca', 'usTin'], MSG.invalid);
    if (body.crs.otherTaxResidence) {
      if (!body.crs.country) issue(['crs', 'country'], MSG.required);
      else if (!/^[A-Z]{2}$/.test(body.crs.country) || body.crs.country === 'IT') issue(['crs', 'country'], MSG.invalid);
      if (!body.crs.foreignTin) issue(['crs', 'foreignTin'], MSG.required);
    }
    const { job, activitySector } = body.gianos;
    if (!JOBS_WITHOUT_SECTOR.includes(job)) {
      if (!activitySector) issue(['gianos', 'activitySector'], MSG.required);
      else if (!ACTIVITY_SECTORS.some((s) => s.code === activitySector)) issue(['gianos', 'activitySector'], MSG.invalid);
    }
    if (body.purpose.purpose === 'OTHER' && !body.purpose.otherPurpose) issue(['purpose', 'otherPurpose'], MSG.required);
  })
  .transform((body) => ({
    ...body,
    fatca: { ...body.fatca, usTin: body.fatca.usCitizen || body.fatca.usTaxResident ? body.fatca.usTin : null },
    crs: body.crs.otherTaxResidence ? body.crs : { otherTaxResidence: false, country: null, foreignTin: null },
    gianos: { job: body.gianos.job, activitySector: JOBS_WITHOUT_SECTOR.includes(body.gianos.job) ? null : body.gianos.activitySector },
    purpose: { ...body.purpose, otherPurpose: body.purpose.purpose === 'OTHER' ? body.purpose.otherPurpose : null },
  }));
export type FatcaGianosData = z.output<typeof fatcaGianosSchema>;

/**
 * Spec §3 "context … gianos with job and activitySector", and the details call's fatcaCrs and gianos:
 * the self-declaration is mirrored onto the user (the tracking payload's settore/professione read it).
 */
export function reflectOnUser(sql: Database.Database, userId: string, data: FatcaGianosData): void {
  saveSelfDeclaration(sql, userId, data.gianos, { fatca: data.fatca, crs: data.crs });
}
