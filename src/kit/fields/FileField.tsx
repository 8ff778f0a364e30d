/**
 * A file to upload (an identity document, a form): the chosen file's type and size are checked as soon as
 * it is picked, and a wrong one is refused with an Italian message built from `accept` and `maxBytes`
 * ("Il file deve essere in formato JPG, PNG o PDF", "Il file non può superare i 5 MB") in the frame's
 * error, and the input is emptied. Valid files go to `onFiles`, and a visually hidden live status reads
 * "File selezionato: <name>" (forms.md: Bootstrap Italia's "File caricato:" status).
 *
 * Where JPEG is accepted, a photo is uploaded scaled (../uploads/preparedFiles.ts: at most 2,000 px, JPEG):
 * the picker offers any image (`image/*`, so a phone offers its camera and a HEIC or WebP photo can be
 * converted), the preparation starts at once, and the photo's size and type are checked on what will be
 * uploaded once it is ready (a 12 MB camera photo is fine; a format the browser cannot decode is refused
 * then, with `onRefused`). Until then the original is the chosen file (`onFiles`), and the upload awaits
 * the same preparation (`preparedFile`).
 */
import { useRef, useState } from 'react';
import { isPreparable } from '../uploads/preparable';
import { preparedFile } from '../uploads/preparedFiles';
import { FIELD_COPY } from './copy';
import { FieldFrame, splitFrame, type FrameProps } from './FieldFrame';
import { withClass, type InputProps } from './TextField';

const MB = 1024 * 1024;

/** "JPG, PNG o PDF" for image/jpeg, image/png, application/pdf (other types: their subtype in capitals). */
export function fileTypesText(accept: readonly string[]): string {
  const names = [...new Set(accept.map((type) => (type === 'image/jpeg' ? 'JPG' : (type.split('/')[1] ?? type).toUpperCase())))];
  const last = names.pop() ?? '';
  return names.length ? `${names.join(', ')}${FIELD_COPY.or}${last}` : last;
}

/** "i 5 MB", "1 MB", "i 1,5 MB" (MB = 1024 × 1024 bytes), "i 500 KB" below one MB. */
export function fileSizeText(maxBytes: number): string {
  const size = maxBytes >= MB ? `${String(Math.round((maxBytes / MB) * 10) / 10).replace('.', ',')} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return size === '1 MB' ? size : `i ${size}`;
}

/** Why `file` is refused, or undefined when it is fine. */
function fileProblem(file: File, accept: readonly string[], maxBytes: number): string | undefined {
  if (!accept.includes(file.type)) return FIELD_COPY.fileType(fileTypesText(accept));
  if (file.size > maxBytes) return FIELD_COPY.fileSize(fileSizeText(maxBytes));
  return undefined;
}

export interface FileFieldProps extends Omit<InputProps, 'type' | 'accept'>, FrameProps {
  /** Accepted MIME types, e.g. ['image/jpeg', 'image/png', 'application/pdf']. */
  accept: readonly string[];
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** The chosen files, once all of them are valid (a photo still being prepared counts as valid). */
  onFiles?: ((files: File[]) => void) | undefined;
  /** The chosen files were refused: at once, or once a photo's prepared form turned out wrong. */
  onRefused?: (() => void) | undefined;
}

/** Whether photos picked with `accept` are uploaded prepared (scaled JPEG): JPEG is accepted. */
const preparesPhotos = (accept: readonly string[]) => accept.includes('image/jpeg');

/** The picker's `accept`: any image where photos are prepared (they become JPEG), plus the other types. */
export function pickerAccept(accept: readonly string[]): string {
  if (!preparesPhotos(accept)) return accept.join(',');
  return ['image/*', ...accept.filter((type) => !type.startsWith('image/'))].join(',');
}

export function FileField(props: FileFieldProps) {
  const [frame, { accept, maxBytes, onFiles, onRefused, onChange, className, ...input }] = splitFrame(props);
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState('');
  // The latest pick: a preparation that ends after another pick is not reported.
  const picks = useRef(0);
  return (
    <FieldFrame {...frame} error={problem ?? frame.error}>
      {(control) => (
        <>
          <input
            {...input}
            {...control}
            type="file"
            accept={pickerAccept(accept)}
            className={withClass('field-input field-file', className)}
            onChange={(event) => {
              const target = event.target;
              const files = [...(target.files ?? [])];
              const pick = ++picks.current;
              const refuse = (message: string) => {
                setProblem(message);
                setChosen('');
                target.value = '';
                onRefused?.();
              };
              // A photo is checked once prepared (its upload size is the scaled one's).
              const later = preparesPhotos(accept) ? files.filter(isPreparable) : [];
              const refused = files.map((file) => (later.includes(file) ? undefined : fileProblem(file, accept, maxBytes))).find(Boolean);
              if (refused) {
                refuse(refused);
              } else {
                setProblem(undefined);
                setChosen(files.map((file) => file.name).join(', '));
                if (files.length) onFiles?.(files);
                if (later.length) {
                  void Promise.all(later.map(preparedFile)).then((ready) => {
                    const late = ready.map((file) => fileProblem(file, accept, maxBytes)).find(Boolean);
                    if (late && pick === picks.current) refuse(late);
                  });
                }
              }
              return onChange?.(event);
            }}
          />
          <p className="sr-only" aria-live="polite">
            {chosen && FIELD_COPY.fileSelected + chosen}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
