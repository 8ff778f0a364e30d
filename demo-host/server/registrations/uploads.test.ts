// @vitest-environment node
/**
 * spec §7 `document-scans`: what the sandbox can tell about an uploaded photo (`GET /__sandbox/uploads/last`) —
 * its pixel size from the JPEG frame header or the PNG IHDR, and which file was stored last.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSize, lastUpload } from './uploads';

/** A JPEG's head: SOI, an APP0 (JFIF) segment, optionally a fill byte, then a baseline (SOF0) or progressive (SOF2) frame header. */
function jpegHead(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00];
  const frame = [0xff, sof, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, ...dqt, ...frame, 0xff, 0xd9]);
}

/** A PNG's signature and IHDR. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('spec §7 document-scans: the pixel size of a stored photo', () => {
  it('reads a JPEG frame header, baseline or progressive, after other segments and fill bytes', () => {
    expect(imageSize(jpegHead(2000, 1500))).toEqual({ width: 2000, height: 1500 });
    expect(imageSize(jpegHead(1500, 2000, 0xc2))).toEqual({ width: 1500, height: 2000 });
  });

  it('reads a PNG IHDR', () => {
    expect(imageSize(pngHead(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it('gives nothing for a PDF, a truncated JPEG or one without a frame header', () => {
    expect(imageSize(new TextEncoder().encode('%PDF-1.7\n'))).toBeUndefined();
    expect(imageSize(jpegHead(2000, 1500).slice(0, 30))).toBeUndefined();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0, 0, 0, 0, 0]))).toBeUndefined();
  });
});

describe('spec §7 document-scans: the file stored last', () => {
  it('is the newest file under the uploads folder, with its size and pixel size; null before any upload', () => {
    const directory = mkdtempSync(join(tmpdir(), 'uploads-test-'));
    folders.push(directory);
    expect(lastUpload(join(directory, 'none'))).toBeNull();
    mkdirSync(join(directory, 'reg-1'));
    mkdirSync(join(directory, 'reg-1-docs', 'REQ-1'), { recursive: true });
    const older = join(directory, 'reg-1', 'front.png');
    writeFileSync(older, pngHead(640, 480));
    utimesSync(older, new Date(1_000_000), new Date(1_000_000));
    const newer = join(directory, 'reg-1-docs', 'REQ-1', 'VISURA.jpg');
    writeFileSync(newer, jpegHead(2000, 1500));
    expect(lastUpload(directory)).toEqual({ file: 'reg-1-docs/REQ-1/VISURA.jpg', size: jpegHead(2000, 1500).length, width: 2000, height: 1500 });
  });
});
