/**
 * What a form's upload is doing, under its file fields (DocumentData's photos, the documents requests of
 * DocsRequestForm): while the files are sent a `<progress>` labelled "Caricamento in corso…" (indeterminate:
 * the API client reports no upload progress; or n of m files when the caller counts them) and the same text
 * read politely; after a failure that is not a refused file (a refused file's message is under its field) a
 * status saying the chosen files are still there, and "Riprova", a submit button of the form that sends it
 * again (the submit lock of useSubmitLock keeps a double click from sending twice).
 */
import { useCallback, useId, useState } from 'react';
import { asApiError } from '../../api/errors';
import { Styles } from '../styles';
import { UPLOAD_COPY } from './copy';
import uploadsCss from './uploads.css?inline';

export type UploadState = 'idle' | 'uploading' | 'failed';

/** Whether a failed upload is one to try again (not a refused file, not an expired session). */
function isRetryableUploadError(e: unknown): boolean {
  const error = asApiError(e);
  return error.kind !== 'session-expired' && error.fieldErrors.length === 0;
}

/** An upload's state, and `track`, which runs an upload and keeps the state (a rejection is passed on). */
export function useUploadState(): { state: UploadState; track: <T>(upload: () => Promise<T>) => Promise<T> } {
  const [state, setState] = useState<UploadState>('idle');
  const track = useCallback(async <T,>(upload: () => Promise<T>): Promise<T> => {
    setState('uploading');
    try {
      const result = await upload();
      setState('idle');
      return result;
    } catch (e) {
      setState(isRetryableUploadError(e) ? 'failed' : 'idle');
      throw e;
    }
  }, []);
  return { state, track };
}

export interface UploadStatusProps {
  state: UploadState;
  /** The progress's label (default "Caricamento in corso…"). */
  label?: string | undefined;
  /** What is read while uploading (default the label). */
  text?: string | undefined;
  /** A determinate progress: `value` of `max` files sent. */
  progress?: { value: number; max: number } | undefined;
}

export function UploadStatus({ state, label = UPLOAD_COPY.uploading, text, progress }: UploadStatusProps) {
  const labelId = useId();
  return (
    <div className="upload-status">
      <Styles css={uploadsCss} />
      {state === 'uploading' && (
        <>
          <span id={labelId}>{label}</span>
          <progress className="upload-progress" aria-labelledby={labelId} {...(progress ? { max: progress.max, value: progress.value } : {})} />
        </>
      )}
      <p className="step-status" role="status" aria-live="polite">
        {state === 'uploading' ? (text ?? label) : state === 'failed' ? UPLOAD_COPY.failed : ''}
      </p>
      {state === 'failed' && (
        <button type="submit" className="button upload-retry">
          {UPLOAD_COPY.retry}
        </button>
      )}
    </div>
  );
}
