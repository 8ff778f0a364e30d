/**
 * Uploaded files, shared by the identity document's photos (`document-scans`, ./identityDocument.ts) and
 * the missing documents (`docs-request/{requestId}/document-scans`, ./docsRequest.ts): the check of one
 * multipart file part against a rule (types, size), its storage on disk with its metadata, and what the
 * last stored file is (`GET /__sandbox/uploads/last`: its size, and a photo's pixel size read from its header).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/** A photo's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The size a PNG's IHDR or a JPEG's frame header (SOFn) gives, or undefined for anything else. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const byte = (at: number) => bytes[at] ?? 0;
  const u16 = (at: number) => (byte(at) << 8) | byte(at + 1);
  // PNG: the 8-byte signature, then IHDR, whose width and height are at bytes 16 and 20 (big-endian).
  if (bytes.length >= 24 && byte(0) === 0x89 && byte(1) === 0x50 && byte(2) === 0x4e && byte(3) === 0x47) {
    return { width: u16(16) * 0x10000 + u16(18), height: u16(20) * 0x10000 + u16(22) };
  }
  if (byte(0) !== 0xff || byte(1) !== 0xd8) return undefined;
  // JPEG: segments `FF marker length(2) ...` after SOI; the frame header is SOF0-SOF15 but DHT (C4), JPG (C8), DAC (CC).
  let at = 2;
  while (at + 8 < bytes.length) {
    if (byte(at) !== 0xff) return undefined;
    const marker = byte(at + 1);
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // TEM, RSTn, SOI: no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // the image ended, or its data began, without a frame header
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16(at + 5), width: u16(at + 7) };
    }
    at += 2 + u16(at + 2);
  }
  return undefined;
}

/** What `GET /__sandbox/uploads/last` tells about the file stored last. */
export interface LastUpload extends Partial<ImageSize> {
  /** Its path under the uploads folder (`<registration>/front.jpg`, `<registration>-docs/<document>.pdf`). */
  file: string;
  size: number;
}

/** The file stored last under `directory` (the newest modification time), or null when there is none. */
export function lastUpload(directory: string): LastUpload | null {
  let newest: { path: string; time: number } | undefined;
  const visit = (folder: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return; // no upload yet: no folder
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth > 0) visit(path, depth - 1);
      else if (entry.isFile()) {
        const time = statSync(path).mtimeMs;
        if (!newest || time >= newest.time) newest = { path, time };
      }
    }
  };
  visit(directory, 2);
  if (!newest) return null;
  const bytes = readFileSync(newest.path);
  return { file: relative(directory, newest.path).split('\\').join('/'), size: bytes.length, ...imageSize(bytes) };
}
