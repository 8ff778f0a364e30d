/**
 * The bank's side of a BUSINESS registration (sole trader `DI`, liberal professional `LP`): the business
 * data pre-registration carries, its field rules (ours: the spec shows none; the client's src/validation/business.ts
 * applies the same ones), the partita IVA's uniqueness, and the documents the business must send (a docs request
 * opened at pre-registration and kept in the registration's `business.docsRequest`).
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { ApiError } from '../errors';
import { vatNumberTaken } from '../repositories/registrations';
import type { CompanyType, DocsRequest, Registration } from '../repositories/registrations';
import { MSG } from './messages';

/** The messages of the business rules (Italian, as the client shows them). */
export const BUSINESS_MSG = {
  vatLength: 'La partita IVA deve avere 11 cifre.',
  vatInvalid: 'La partita IVA inserita non è valida',
  vatTaken: 'Questa partita IVA è già registrata',
  adultHolder: 'Per aprire un conto per la tua attività devi essere maggiorenne.',
} as const;

/** The professional registers a liberal professional may belong to (codes the client's select sends). */
const PROFESSIONAL_REGISTERS = [
  'AVVOCATI',
  'COMMERCIALISTI',
  'CONSULENTI_LAVORO',
  'INGEGNERI',
  'ARCHITETTI',
  'MEDICI',
  'PSICOLOGI',
  'GEOMETRI',
  'NOTAI',
  'FARMACISTI',
  'GIORNALISTI',
  'VETERINARI',
  'INFERMIERI',
  'ALTRO',
] as const;

/** A partita IVA as checked: spaces removed, a leading IT (any case) dropped. */
export const normaliseVatNumber = (value: string): string => value.replace(/\s+/g, '').replace(/^it/i, '');

/**
 * The partita IVA's check digit over its first 10 digits: odd positions summed as they are, even positions doubled
 * (less 9 above 9), then (10 - sum % 10) % 10.
 */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (const [i, c] of [...first10].entries()) {
    const d = Number(c);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The provincial office code (digits 8-10): 001-100, or 120, 121, 888, 999. */
const validOffice = (code: number) => (code >= 1 && code <= 100) || [120, 121, 888, 999].includes(code);

/** The message for a normalised partita IVA, or null when it is valid. */
export function vatNumberProblem(vat: string): string | null {
  if (vat === '') return MSG.required;
  if (!/^\d+$/.test(vat)) return MSG.numeric;
  if (vat.length !== 11) return BUSINESS_MSG.vatLength;
  if (/^0+$/.test(vat) || !validOffice(Number(vat.slice(7, 10))) || vatCheckDigit(vat.slice(0, 10)) !== Number(vat[10])) {
    return BUSINESS_MSG.vatInvalid;
  }
  return null;
}

const text = () => z.string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalid) }).trim();

/** The `business` object of a BUSINESS `pre-register` body; LP-only fields are dropped for DI after parsing. */
export const businessBodySchema = z
  .object({
    companyType: z.enum(['DI', 'LP'], { error: MSG.invalid }),
    businessName: text()
      .min(1, { error: MSG.required, abort: true })
      .min(2, MSG.minLength(2))
      .max(60, MSG.maxLength(60))
      .regex(/^[\p{L}\d .,'’&\-/()]+$/u, MSG.invalid),
    vatNumber: z
      .string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalid) })
      .transform(normaliseVatNumber)
      .superRefine((vat, ctx) => {
        const problem = vatNumberProblem(vat);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    professionalRegister: z.string().nullish(),
    registerNumber: z.string().nullish(),
  })
  .superRefine((business, ctx) => {
    if (business.companyType !== 'LP') return;
    const register = business.professionalRegister?.trim() ?? '';
    if (register === '') ctx.addIssue({ code: 'custom', path: ['professionalRegister'], message: MSG.required });
    else if (!(PROFESSIONAL_REGISTERS as readonly string[]).includes(register)) {
      ctx.addIssue({ code: 'custom', path: ['professionalRegister'], message: MSG.invalid });
    }
    const number = business.registerNumber?.trim() ?? '';
    if (number === '') ctx.addIssue({ code: 'custom', path: ['registerNumber'], message: MSG.required });
    else if (number.length > 20) ctx.addIssue({ code: 'custom', path: ['registerNumber'], message: MSG.maxLength(20) });
    else if (!/^[\p{L}\d /.-]+$/u.test(number)) ctx.addIssue({ code: 'custom', path: ['registerNumber'], message: MSG.invalid });
  })
  .transform((business) => ({
    companyType: business.companyType as CompanyType,
    businessName: business.businessName,
    vatNumber: business.vatNumber,
    professionalRegister: business.companyType === 'LP' ? (business.professionalRegister?.trim() ?? null) : null,
    registerNumber: business.companyType === 'LP' ? (business.registerNumber?.trim().toUpperCase() ?? null) : null,
  }));

/** The documents each kind of business sends (UploadBizDocuments). */
export const BUSINESS_DOCUMENTS: Readonly<Record<CompanyType, readonly string[]>> = {
  DI: ["Visura camerale dell'impresa (non più vecchia di 6 mesi)", 'Certificato di attribuzione della partita IVA'],
  LP: ["Certificato di iscrizione all'albo o all'ordine professionale", 'Certificato di attribuzione della partita IVA'],
};

/** A new, open request for the business's documents. */
export function businessDocsRequest(companyType: CompanyType): DocsRequest {
  return {
    id: `bdr-${randomUUID()}`,
    status: 'OPEN',
    documents: BUSINESS_DOCUMENTS[companyType].map((description, i) => ({ id: `doc-${i + 1}`, description, uploaded: false })),
  };
}

/**
 * A partita IVA belongs to one business: another BUSINESS registration that is not CANCELED holding it refuses it.
 * @throws ApiError 400 BAD_REQUEST with field `business.vatNumber`.
 */
export function checkVatNumberFree(sql: Database.Database, vatNumber: string): void {
  if (vatNumberTaken(sql, vatNumber)) {
    throw new ApiError(400, 'USR_REG_VAT_NUMBER_EXISTS', 'Partita IVA already registered', [
      { field: 'business.vatNumber', message: BUSINESS_MSG.vatTaken },
    ]);
  }
}

/** BUSINESS's UploadBizDocuments step (the CONSUMER table with it inserted as step 5). */
const BUSINESS_DOCUMENTS_STEP = 5;

/**
 * Saving a step past UploadBizDocuments on a BUSINESS registration needs its documents request COMPLETED.
 * @throws ApiError 409 USR_REG_BIZ_DOCS_MISSING otherwise.
 */
export function requireBusinessDocuments(registration: Registration, step: number): void {
  if (registration.flow !== 'BUSINESS' || step <= BUSINESS_DOCUMENTS_STEP || registration.currentStep > BUSINESS_DOCUMENTS_STEP) return;
  const request = registration.business?.docsRequest;
  if (request && request.status !== 'COMPLETED') {
    throw new ApiError(409, 'USR_REG_BIZ_DOCS_MISSING', 'Send the business documents first');
  }
}
