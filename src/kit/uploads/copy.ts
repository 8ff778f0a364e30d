/** Italian copy of an upload's status (UploadStatus: DocumentData's photos, the documents requests). */
export const UPLOAD_COPY = {
  /** The indeterminate progress's label, and what is read while the files are sent. */
  uploading: 'Caricamento in corso…',
  /** A failed upload (not a refused file: that message is under its field); the chosen files stay. */
  failed: 'Caricamento non riuscito. I file scelti sono ancora selezionati: puoi riprovare.',
  retry: 'Riprova',
} as const;
