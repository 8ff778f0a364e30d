/**
 * The identity document of spec §4 CONSUMER step 7 (DocumentType, DocumentData) at the API boundary:
 * the document-type codes shared with the sandbox and the recognition provider, and the zod schemas of
 * `GET documents/types`, `GET registrations/recog/document-data`, `POST registrations/{id}/document-scans`
 * and `POST registrations/{id}/documents` (shapes not shown in the spec: ours, documented in
 * demo-host/server/README.md).
 */
import * as z from 'zod/mini';

/** The document-type codes (shared contract with the sandbox and the recognition provider). */
export const DOCUMENT_TYPE_CODES = ['CARTA_IDENTITA', 'CARTA_IDENTITA_ELETTRONICA', 'PASSAPORTO', 'PATENTE'] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number];

/** Whether `value` is one of the {@link DOCUMENT_TYPE_CODES}. */
export function isDocumentTypeCode(value: unknown): value is DocumentTypeCode {
  return typeof value === 'string' && (DOCUMENT_TYPE_CODES as readonly string[]).includes(value);
}

/**
 * `GET documents/types` -> `{ documentTypes: [{ code, description }] }` (in the order to show). Codes the
 * client does not know are kept here and left out by the screen (it has no number rule for them).
 */
export const DocumentTypesResponseSchema = z.looseObject({
  documentTypes: z.array(z.looseObject({ code: z.string(), description: z.nullish(z.string()) })),
});
export type DocumentTypesResponse = z.infer<typeof DocumentTypesResponseSchema>;

/** An optional text read leniently: anything but a string becomes `undefined`. */
const lenientText = z.catch(z.optional(z.string()), undefined);

/**
 * `GET registrations/recog/document-data`: what the recognition provider read on the document. Dates
 * are `YYYY-MM-DD`. Only `documentType` is required; any other field may be missing.
 */
export const RecognitionDocumentDataSchema = z.looseObject({
  documentType: z.string(),
  documentNumber: lenientText,
  issueDate: lenientText,
  expiryDate: lenientText,
  issuingAuthority: lenientText,
  issuingPlace: lenientText,
});
export type RecognitionDocumentData = z.infer<typeof RecognitionDocumentDataSchema>;

/** The two sides of a document scan (form-data part names of `document-scans`). */
export const SCAN_SIDES = ['front', 'back'] as const;
export type ScanSide = (typeof SCAN_SIDES)[number];

/** One stored scan, as `document-scans` answers it (and as the sandbox keeps it in `data.documentScans`). */
const DocumentScanSchema = z.looseObject({
  side: z.enum(SCAN_SIDES),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  sha256: z.string(),
});

/** `POST registrations/{id}/document-scans` -> `{ documentScans: [...] }`. */
export const DocumentScansResponseSchema = z.looseObject({ documentScans: z.array(DocumentScanSchema) });
export type DocumentScansResponse = z.infer<typeof DocumentScansResponseSchema>;
