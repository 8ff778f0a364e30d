/**
 * Italian copy of MissingDocuments (spec §2 /missingDocuments, header hidden; the back office's request for
 * documents, a sandbox/design extension). The spec gives no wording: ours says what is asked and what
 * happens after.
 */
import { DOCS_REQUEST_COPY } from '../../../kit/copy';
import { SCREEN_TITLES } from '../../../flows';

export const MISSING_DOCUMENTS_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.MissingDocuments,
  intro:
    'Per completare l’apertura del conto ci servono ancora alcuni documenti. Carica una foto o una scansione di ciascuno e premi "Invia i documenti".',
  /** Under each document's field, and a document already sent (the kit's DocsRequestForm). */
  fileHint: DOCS_REQUEST_COPY.fileHint,
  uploaded: DOCS_REQUEST_COPY.uploaded,
  submit: 'Invia i documenti',
  /** After `complete`: the request is closed. */
  sentTitle: 'Documenti inviati',
  sentParagraphs: [
    'Grazie, abbiamo ricevuto i documenti.',
    'Li verificheremo al più presto e ti scriveremo via email per confermarti l’attivazione del conto e della carta.',
  ],
  /** No request is open (it was completed elsewhere, or withdrawn). */
  noneParagraphs: ['Non ci sono documenti da inviare: non devi fare nulla.'],
  /** The §9 exit (the app's home page, the public site or home banking). */
  exit: 'Vai alla home',
} as const;
