/**
 * Which chosen files go through the resizer (resizeImage.ts). A module of its own, imported by the field, the
 * preparation and the resizer, so the resizer (loaded on demand) imports nothing that imports it.
 */

/** Whether `file` goes through the resizer: an image type, or no type (some pickers give none). */
export function isPreparable(file: Pick<File, 'type'>): boolean {
  return file.type === '' || (file.type.startsWith('image/') && file.type !== 'image/svg+xml');
}
