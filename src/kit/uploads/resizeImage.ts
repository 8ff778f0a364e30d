/**
 * A document photo made small before it is uploaded (spec §4 CONSUMER 7,1 DocumentData; spec §7
 * `document-scans` and `docs-request/{requestId}/document-scans`): a phone camera's photo is 3–12 MB, too
 * much for a mobile connection in a webview, and far more than a readable document needs.
 *
 * An image the browser can decode (JPEG, PNG, WebP, HEIC where the browser reads it) is decoded with the
 * browser's own `createImageBitmap(file, { imageOrientation: 'from-image' })` (the EXIF orientation applied,
 * so a photo taken upright stays upright), scaled so its long side is at most 2,000 px (never enlarged),
 * drawn on an `OffscreenCanvas` (a `<canvas>` where there is none) over white (a transparent PNG's
 * background), and encoded as a JPEG of quality 0.85 named `<name>.jpg`. A PDF, or anything else that is
 * not an image, passes unchanged; so does an image the browser cannot decode (the server's size limit
 * decides), and a JPEG or PNG that needed no scaling and is already smaller than its re-encoding.
 *
 * Loaded on demand (preparedFiles.ts imports it when a file is chosen): it stays out of the entry chunk.
 */
import { isPreparable } from './preparable';

/** The longest side of an uploaded photo, in pixels. */
export const MAX_SIDE = 2000;
/** The JPEG quality of a re-encoded photo. */
export const JPEG_QUALITY = 0.85;

/** The size of a `width` × `height` image scaled so its long side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const scale = maxSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `name` with a `.jpg` extension instead of its own ("IMG_0001.HEIC" -> "IMG_0001.jpg"; no name: "foto.jpg"). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'foto'}.jpg`;
}

/** The types kept as they are when no scaling was needed and the original is the smaller file. */
const KEPT_TYPES = new Set(['image/jpeg', 'image/png']);

/** Draws `bitmap` at `width` × `height` over white and encodes it as a JPEG. */
async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null) => {
    if (!context) throw new Error('No 2D context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'));
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'));
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))), 'image/jpeg', JPEG_QUALITY),
  );
}

/**
 * The file to upload for `file`: a scaled JPEG for an image the browser decodes, else `file` itself.
 * Never rejects.
 */
export async function resizeImage(file: File): Promise<File> {
  if (!isPreparable(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height);
    const scaled = size.width !== bitmap.width || size.height !== bitmap.height;
    const jpeg = await encodeJpeg(bitmap, size.width, size.height);
    if (!scaled && KEPT_TYPES.has(file.type) && file.size <= jpeg.size) return file;
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    // A format this browser cannot decode (or a canvas it cannot encode): the original goes as it is.
    return file;
  } finally {
    bitmap?.close();
  }
}
