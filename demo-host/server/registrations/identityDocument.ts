/**
 * The identity document of spec §4 CONSUMER step 7 (DocumentType, DocumentData): the document types
 * of `GET documents/types`, the photos of `POST registrations/{id}/document-scans` (bytes on disk under
 * the sandbox data directory, metadata in `data.documentScans`) and the data of
 * `POST registrations/{id}/documents` (`data.document`), checked with the client's rules (spec §5 number
 * rules per type, the document dates, §5 CITY).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { SandboxDb } from '../db';
import type { FieldError } from '../errors';
import { MSG } from './messages';
import type { FileRule, StoredFile } from './uploads';
import { checkFilePart, safeName, storeFile } from './uploads';

/** The document types (shared codes with the client and the recognition provider), in the order shown. */
export const DOCUMENT_TYPES = [
  { code: 'CARTA_IDENTITA', description: "Carta d'identità cartacea" },
  { code: 'CARTA_IDENTITA_ELETTRONICA', description: "Carta d'identità elettronica (CIE)" },
  { code: 'PASSAPORTO', description: 'Passaporto' },
  { code: 'PATENTE', description: 'Patente di guida' },
] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[number]['code'];
const CODES = DOCUMENT_TYPES.map((type) => type.code) as [DocumentTypeCode, ...DocumentTypeCode[]];

/** Spec §5 number rules (upper case) and their messages, by type. */
const NUMBER_RULES: Record<DocumentTypeCode, { pattern: RegExp; message: string }> = {
  CARTA_IDENTITA: { pattern: /^[A-Z]{2}\d{7}$/, message: MSG.paperIdNumber },
  CARTA_IDENTITA_ELETTRONICA: { pattern: /^[A-Z]{2}\d{5}[A-Z]{2}$/, message: MSG.electronicIdNumber },
  PASSAPORTO: { pattern: /^(?=.*[A-Z0-9])[A-Z0-9-]+$/, message: MSG.documentNumber },
  PATENTE: { pattern: /^(?=.*[A-Z0-9])[A-Z0-9-]+$/, message: MSG.documentNumber },
};

/** Who issues each type. */
export const AUTHORITIES: Record<DocumentTypeCode, readonly string[]> = {
  CARTA_IDENTITA: ['Comune'],
  CARTA_IDENTITA_ELETTRONICA: ['Comune', "Ministero dell'Interno"],
  PASSAPORTO: ['Questura'],
  PATENTE: ['Motorizzazione civile', 'Prefettura'],
};

/** The sides each type needs: the passport one (its data page), the others two. */
const SIDES: Record<DocumentTypeCode, readonly ScanSide[]> = {
  CARTA_IDENTITA: ['front', 'back'],
  CARTA_IDENTITA_ELETTRONICA: ['front', 'back'],
  PASSAPORTO: ['front'],
  PATENTE: ['front', 'back'],
};

export type ScanSide = 'front' | 'back';
/** Accepted photo types and their file extensions. */
const SCAN_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
/** Largest photo, as the client (5 MB). */
export const SCAN_MAX_BYTES = 5 * 1024 * 1024;
/** Largest `document-scans` request: two photos plus the multipart framing. */
export const SCANS_BODY_LIMIT = 2 * SCAN_MAX_BYTES + 256 * 1024;

/** What a document photo must be. */
const SCAN_RULE: FileRule = { types: SCAN_TYPES, maxBytes: SCAN_MAX_BYTES, typeMessage: MSG.scanType, sizeMessage: MSG.scanSize };

/** Metadata of one stored photo (`data.documentScans[]`). */
export interface DocumentScan extends StoredFile {
  side: ScanSide;
}

/**
 * Where the photos of a database live: `<folder of the database file>/scans`, or, for an in-memory
 * database (tests), a folder of this process under the system's temporary directory.
 */
export function scansDirectory(db: Pick<SandboxDb, 'path'>): string {
  if (db.path === ':memory:' || db.path.startsWith('file:')) return join(tmpdir(), 'bank-onboarding-sandbox-scans', String(process.pid));
  return join(dirname(db.path), 'scans');
}

/**
 * Checks the parts of a `document-scans` form: `front` required, `back` optional (the passport has
 * none; `documents` checks the sides the type needs), each a JPG or PNG of 1 byte to 5 MB.
 * @returns the files by side, or the field errors.
 */
export function checkScanParts(parts: Record<string, unknown>): { files: Partial<Record<ScanSide, File>> } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const files: Partial<Record<ScanSide, File>> = {};
  for (const side of ['front', 'back'] as const) {
    // `back` is optional: the passport has none.
    if (side === 'back' && parts[side] === undefined) continue;
    const checked = checkFilePart(parts[side], SCAN_RULE);
    if (typeof checked === 'string') errors.push({ field: side, message: checked });
    else files[side] = checked;
  }
  return errors.length ? { errors } : { files };
}

/** Stores the photos of a registration (replacing any earlier ones) and returns their metadata. */
export async function storeScans(directory: string, registrationId: string, files: Partial<Record<ScanSide, File>>): Promise<DocumentScan[]> {
  const folder = join(directory, safeName(registrationId));
  rmSync(folder, { recursive: true, force: true });
  const scans: DocumentScan[] = [];
  for (const side of ['front', 'back'] as const) {
    const file = files[side];
    if (file) scans.push({ side, ...(await storeFile(folder, side, file, SCAN_TYPES)) });
  }
  return scans;
}

/** Today as YYYY-MM-DD (the sandbox's local calendar day). */
function todayIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD that is a real calendar day from 1900 on. */
function isDocumentDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const text = () => z.string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalid) }).trim().min(1, { error: MSG.required, abort: true });
const documentDate = () => text().refine(isDocumentDate, { error: MSG.documentDateInvalid, abort: true });

/** Body of `POST registrations/{id}/documents`; `now` is the clock of the date rules. */
export function documentBodySchema(now: () => Date = () => new Date()) {
  return z
    .object({
      documentType: z.enum(CODES, { error: MSG.invalid }),
      documentNumber: text().transform((value) => value.toUpperCase()),
      issueDate: documentDate().refine((value) => value <= todayIso(now()), MSG.issueDateFuture),
      expiryDate: documentDate().refine((value) => value > todayIso(now()), MSG.documentExpired),
      issuingAuthority: text(),
      // Spec §5 CITY, 2 to 60 characters.
      issuingPlace: text().regex(/^(?=.*\p{L})[\p{L} '\u2019-]{2,60}$/u, MSG.invalid),
    })
    .superRefine((body, ctx) => {
      const rule = NUMBER_RULES[body.documentType];
      if (!rule.pattern.test(body.documentNumber)) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: rule.message });
      if (!AUTHORITIES[body.documentType].includes(body.issuingAuthority)) {
        ctx.addIssue({ code: 'custom', path: ['issuingAuthority'], message: MSG.invalid });
      }
      if (body.expiryDate <= body.issueDate) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: MSG.expiryBeforeIssue });
    });
}
export type DocumentBody = z.output<ReturnType<typeof documentBodySchema>>;

/** The sides `type` needs that `scans` lacks, as field errors (empty when all were sent). */
export function missingScans(type: DocumentTypeCode, scans: unknown): FieldError[] {
  const sent = new Set(Array.isArray(scans) ? scans.map((scan: { side?: unknown }) => scan?.side) : []);
  return SIDES[type].filter((side) => !sent.has(side)).map((side) => ({ field: side, message: MSG.scanMissing }));
}
