/**
 * The form schema of DocumentData (spec §4 CONSUMER 7,1), from the rules of src/validation: the number
 * rule of the selected type (§5: paper card, CIE, DOCUMENT_NUMBER, each with its "check the selected
 * document type" message), the document dates, an issuing authority of that type, the issuing place
 * (§5 CITY) and the photos (the back one unless the type has a single side).
 */
import * as z from 'zod/mini';
import { DOCUMENT_TYPE_CODES, isDocumentTypeCode } from '../../../api/document-schemas';
import { AUTHORITIES_BY_TYPE, DOCUMENT_NUMBER_KINDS, SCAN_SIDES_BY_TYPE } from '../../../registration/identity-document';
import { city } from '../../../validation/address';
import { maxLength, minLength, required } from '../../../validation/common';
import { expiryAfterIssue, expiryDateProblem, expiryDateSchema, issueDateSchema } from '../../../validation/document-dates';
import { documentNumberSchema, normaliseDocumentNumber } from '../../../validation/document-number';
import { REQUIRED } from '../../../validation/messages';

/** The photos: JPG or PNG (what a phone camera gives; a preview can show them), at most 5 MB each. */
export const SCAN_TYPES = ['image/jpeg', 'image/png'] as const;
export const SCAN_MAX_BYTES = 5 * 1024 * 1024;

/** What the form holds (a file is null until one is chosen). */
export interface DocumentDataInput {
  documentType: string;
  documentNumber: string;
  issueDate: string;
  expiryDate: string;
  issuingAuthority: string;
  issuingPlace: string;
  front: File | null;
  back: File | null;
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The first message of `value` under the number rule of `type`, if any. */
function numberProblem(type: string, value: string): string | undefined {
  if (!isDocumentTypeCode(type)) return undefined;
  const result = documentNumberSchema(DOCUMENT_NUMBER_KINDS[type]).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The rules that depend on the type, or join two fields, on the typed values: `[field, message]`. */
function typeRules(value: DocumentDataInput): [keyof DocumentDataInput, string][] {
  const problems: [keyof DocumentDataInput, string][] = [];
  const type = value.documentType;
  if (!isDocumentTypeCode(type)) return problems;
  const number = normaliseDocumentNumber(value.documentNumber);
  const numberMessage = number === '' ? undefined : numberProblem(type, number);
  if (numberMessage) problems.push(['documentNumber', numberMessage]);
  const authorities: readonly string[] = AUTHORITIES_BY_TYPE[type];
  if (value.issuingAuthority !== '' && !authorities.includes(value.issuingAuthority)) problems.push(['issuingAuthority', REQUIRED]);
  if (SCAN_SIDES_BY_TYPE[type].includes('back') && !isFile(value.back)) problems.push(['back', REQUIRED]);
  return problems;
}

/**
 * DocumentData's schema; `today` is read at each check (the date rules' boundary).
 *
 * The fields' own rules and the rules of {@link typeRules} all run on every check, so each field shows its
 * message as soon as it is left, whatever the others hold. (An object `.check()` would not do: zod skips
 * it once a field's rule aborts, and §5 "required" aborts so an empty field shows that message alone.)
 */
export function documentDataSchema(today: () => Date = () => new Date()) {
  const fields = z
    .object({
      documentType: z.enum(DOCUMENT_TYPE_CODES, { error: REQUIRED }),
      // Trimmed and upper-cased; its pattern depends on the type (typeRules).
      documentNumber: z.string().check(z.overwrite(normaliseDocumentNumber), required()),
      issueDate: issueDateSchema(today),
      expiryDate: expiryDateSchema(today),
      issuingAuthority: z.string().check(required()),
      // §5 CITY, 2 to 60 characters (the sandbox's limits for a place name).
      issuingPlace: z.string().check(z.trim(), z.normalize('NFC'), required(), minLength(2), maxLength(60), city()),
      front: z.custom<File>().check(z.refine(isFile, { error: REQUIRED })),
      // Required by type (typeRules); the passport has none.
      back: z.nullable(z.custom<File>()),
    })
    .check(expiryAfterIssue());
  return z.pipe(
    z.custom<DocumentDataInput>().check(
      z.superRefine((value, ctx) => {
        const result = fields.safeParse(value);
        const issues = result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
        const { issueDate, expiryDate } = value;
        // The cross-date rule, also while another field's rule aborts (see above).
        const expiry = expiryDateProblem(expiryDate, issueDate, today());
        if (expiry && !issues.some((issue) => issue.path[0] === 'expiryDate')) issues.push({ path: ['expiryDate'], message: expiry });
        for (const [field, message] of typeRules(value)) issues.push({ path: [field], message });
        for (const { path, message } of issues) ctx.issues.push({ code: 'custom', path, message, input: value });
      }),
    ),
    z.transform((value: DocumentDataInput) => fields.parse(value)),
  );
}

export type DocumentDataValues = z.output<ReturnType<typeof documentDataSchema>>;
