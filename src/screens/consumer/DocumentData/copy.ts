/**
 * Italian copy of DocumentData (spec §4 CONSUMER 7,1). The spec gives the validation messages
 * (src/validation/messages.ts: required, CITY and the three document-number messages) and the button
 * label "Prosegui"; the date messages are in src/validation/document-dates.ts; the rest is ours. The
 * type options are the document types' names, `DOCUMENT_TYPE_LABELS` (src/registration/identity-document.ts).
 */
import type { DocumentNumberKind } from '../../../validation/document-number';
import { SCREEN_TITLES } from '../../../flows';

export const DOCUMENT_DATA_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.DocumentData,
  intro: 'Copia i dati dal documento che hai scelto e aggiungi una foto, leggibile e senza riflessi.',
  loading: 'Caricamento in corso…',
  /** Shown when fields were filled from what the recognition provider read. */
  prefilled: 'Abbiamo compilato alcuni campi con i dati letti durante il riconoscimento: controllali prima di proseguire.',
  documentType: 'Tipo di documento',
  chooseType: 'Seleziona il tipo di documento',
  documentNumber: 'Numero del documento',
  documentNumberHint: {
    PAPER_ID: '2 lettere e 7 cifre, per esempio AB1234567',
    ELECTRONIC_ID: '2 lettere, 5 cifre e 2 lettere, per esempio CA12345AB: è in alto a destra sul fronte',
    OTHER: 'Come è scritto sul documento: lettere, numeri e trattini',
  } satisfies Record<DocumentNumberKind, string>,
  issueDate: 'Data di rilascio',
  expiryDate: 'Data di scadenza',
  dateHint: 'gg/mm/aaaa, per esempio 27/03/2021',
  issuingAuthority: 'Ente di rilascio',
  chooseAuthority: "Seleziona l'ente",
  issuingPlace: 'Luogo di rilascio',
  issuingPlaceHint: "Il comune che ha rilasciato il documento, oppure lo Stato se è stato rilasciato all'estero.",
  front: 'Foto del fronte del documento',
  /** The front's label for a single-sided document (the passport). */
  frontSingle: 'Foto della pagina con i tuoi dati',
  back: 'Foto del retro del documento',
  photoHint: 'JPG o PNG, al massimo 5 MB. Dal telefono puoi scattarla con la fotocamera.',
} as const;
