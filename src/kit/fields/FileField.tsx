/**
 * A file to upload (an identity document, a form): the chosen file's type and size are checked as soon as
 * it is picked, and a wrong one is refused with an Italian message built from `accept` and `maxBytes`
 * ("Il file deve essere in formato JPG, PNG o PDF", "Il file non può superare i 5 MB") in the frame's
 * error, and the input is emptied. Valid files go to `onFiles`, and a visually hidden live status reads
 * "File selezionato: <name>" (forms.md: Bootstrap Italia's "File caricato:" status).
 */
import { useState } from 'react';
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
export function fileProblem(file: File, accept: readonly string[], maxBytes: number): string | undefined {
  if (!accept.includes(file.type)) return FIELD_COPY.fileType(fileTypesText(accept));
  if (file.size > maxBytes) return FIELD_COPY.fileSize(fileSizeText(maxBytes));
  return undefined;
}

export interface FileFieldProps extends Omit<InputProps, 'type' | 'accept'>, FrameProps {
  /** Accepted MIME types, e.g. ['image/jpeg', 'image/png', 'application/pdf']. */
  accept: readonly string[];
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** The chosen files, once all of them are valid. */
  onFiles?: ((files: File[]) => void) | undefined;
}

export function FileField(props: FileFieldProps) {
  const [frame, { accept, maxBytes, onFiles, onChange, className, ...input }] = splitFrame(props);
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState('');
  return (
    <FieldFrame {...frame} error={problem ?? frame.error}>
      {(control) => (
        <>
          <input
            {...input}
            {...control}
            type="file"
            accept={accept.join(',')}
            className={withClass('field-input field-file', className)}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              const refused = files.map((file) => fileProblem(file, accept, maxBytes)).find(Boolean);
              setProblem(refused);
              setChosen(refused ? '' : files.map((file) => file.name).join(', '));
              if (refused) event.target.value = '';
              else if (files.length) onFiles?.(files);
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
