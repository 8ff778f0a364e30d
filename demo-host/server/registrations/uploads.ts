/**
 * Uploaded files, shared by the identity document's photos (`document-scans`, ./identityDocument.ts) and
 * the missing documents (`docs-request/{requestId}/document-scans`, ./docsRequest.ts): the check of one
 * multipart file part against a rule (types, size), and its storage on disk with its metadata.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from './messages';

/** What a file part must be. */
export interface FileRule {
  /** Accepted MIME types and their file extensions. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** Metadata of a stored file. */
export interface StoredFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** The part as a file that follows `rule`, or the field message saying why not (required, invalid, type, size). */
export function checkFilePart(part: unknown, rule: FileRule): File | string {
  if (part === undefined) return MSG.required;
  if (!(part instanceof File)) return MSG.invalid;
  if (!(part.type in rule.types)) return rule.typeMessage;
  if (part.size > rule.maxBytes) return rule.sizeMessage;
  if (part.size === 0) return MSG.invalid;
  return part;
}

/** A folder name from an id (anything but letters, digits, `_` and `-` becomes `_`). */
export const safeName = (id: string): string => id.replace(/[^A-Za-z0-9_-]/g, '_');

/** Writes `file` as `<folder>/<baseName>.<extension of its type>` (the folder is created) and returns its metadata. */
export async function storeFile(folder: string, baseName: string, file: File, types: FileRule['types']): Promise<StoredFile> {
  mkdirSync(folder, { recursive: true });
  const bytes = Buffer.from(await file.arrayBuffer());
  writeFileSync(join(folder, `${safeName(baseName)}.${types[file.type] ?? 'bin'}`), bytes);
  return { name: file.name, type: file.type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
