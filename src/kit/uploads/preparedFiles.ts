/**
 * The file each chosen file is uploaded as (resizeImage.ts: a document photo scaled to at most 2,000 px and
 * re-encoded as JPEG; a PDF as it is). The preparation starts when the file is chosen (FileField), with a
 * dynamic import of the resizer so it stays out of the entry chunk, and the upload awaits the same
 * preparation (`preparedFile`): a submit made while a photo is still being scaled sends the scaled one.
 */
import { isPreparable } from './preparable';

const prepared = new WeakMap<File, Promise<File>>();

/** The file to upload for `file` (started on the first call, the same promise after). Never rejects. */
export function preparedFile(file: File): Promise<File> {
  let ready = prepared.get(file);
  if (!ready) {
    ready = isPreparable(file)
      ? import('./resizeImage').then(({ resizeImage }) => resizeImage(file)).catch(() => file)
      : Promise.resolve(file);
    prepared.set(file, ready);
  }
  return ready;
}
