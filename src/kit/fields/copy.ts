/** Italian copy of the field primitives (spec §9 "Interface locale Italian"). */
export const FIELD_COPY = {
  /** Appended to the label of a field that may stay empty. */
  optional: ' (facoltativo)',
  datePlaceholder: 'gg/mm/aaaa',
  readDocument: 'Leggi il documento',
  /** Read after a document link's text (it opens a new window). */
  newWindow: ' (si apre in una nuova finestra)',
  fileSelected: 'File selezionato: ',
  /** "JPG, PNG o PDF". */
  fileType: (types: string) => `Il file deve essere in formato ${types}`,
  /** "i 5 MB", "1 MB". */
  fileSize: (size: string) => `Il file non può superare ${size}`,
  or: ' o ',
} as const;
