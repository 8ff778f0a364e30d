/**
 * The identity document of spec §4 CONSUMER step 7 (DocumentType 7,0, DocumentData 7,1), what both
 * screens share: the Italian name of each document type, which §5 number rule applies, who issues it,
 * and which sides are photographed. The codes are the API's (src/api/document-schemas.ts).
 */
import type { ApiClient } from '../api/client';
import { isDocumentTypeCode } from '../api/document-schemas';
import type { DocumentTypeCode, RecognitionDocumentData, ScanSide } from '../api/document-schemas';
import { getRecognitionDocumentData } from '../api/recognition';
import type { DocumentNumberKind } from '../validation/document-number';

/** The Italian name of each document type (the option labels of DocumentType). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentTypeCode, string>> = {
  CARTA_IDENTITA: "Carta d'identità cartacea",
  CARTA_IDENTITA_ELETTRONICA: "Carta d'identità elettronica (CIE)",
  PASSAPORTO: 'Passaporto',
  PATENTE: 'Patente di guida',
};

/** §5: the paper card, the CIE and every other document (DOCUMENT_NUMBER) each have their number rule. */
export const DOCUMENT_NUMBER_KINDS: Readonly<Record<DocumentTypeCode, DocumentNumberKind>> = {
  CARTA_IDENTITA: 'PAPER_ID',
  CARTA_IDENTITA_ELETTRONICA: 'ELECTRONIC_ID',
  PASSAPORTO: 'OTHER',
  PATENTE: 'OTHER',
};

/** The issuing authorities (the values sent as `issuingAuthority`). */
export const ISSUING_AUTHORITIES = {
  COMUNE: 'Comune',
  MINISTERO_INTERNO: "Ministero dell'Interno",
  MOTORIZZAZIONE: 'Motorizzazione civile',
  QUESTURA: 'Questura',
  PREFETTURA: 'Prefettura',
} as const;
export type IssuingAuthority = (typeof ISSUING_AUTHORITIES)[keyof typeof ISSUING_AUTHORITIES];

/**
 * Who issues each type in Italy: identity cards the Comune (the CIE is produced for the Ministero
 * dell'Interno, whose name some cards carry), passports the Questura, driving licences the Motorizzazione
 * civile (the Prefettura for older ones).
 */
export const AUTHORITIES_BY_TYPE: Readonly<Record<DocumentTypeCode, readonly IssuingAuthority[]>> = {
  CARTA_IDENTITA: [ISSUING_AUTHORITIES.COMUNE],
  CARTA_IDENTITA_ELETTRONICA: [ISSUING_AUTHORITIES.COMUNE, ISSUING_AUTHORITIES.MINISTERO_INTERNO],
  PASSAPORTO: [ISSUING_AUTHORITIES.QUESTURA],
  PATENTE: [ISSUING_AUTHORITIES.MOTORIZZAZIONE, ISSUING_AUTHORITIES.PREFETTURA],
};

/** The sides to photograph: the passport's data page is one; the cards and the licence have two. */
export const SCAN_SIDES_BY_TYPE: Readonly<Record<DocumentTypeCode, readonly ScanSide[]>> = {
  CARTA_IDENTITA: ['front', 'back'],
  CARTA_IDENTITA_ELETTRONICA: ['front', 'back'],
  PASSAPORTO: ['front'],
  PATENTE: ['front', 'back'],
};

/** The authority among those of `type` that `text` names (any case, blanks ignored), if any. */
export function matchAuthority(type: DocumentTypeCode, text: string | null | undefined): IssuingAuthority | undefined {
  const wanted = (text ?? '').trim().toLowerCase();
  return AUTHORITIES_BY_TYPE[type].find((authority) => authority.toLowerCase() === wanted);
}

/**
 * What the recognition provider read on the document (`GET registrations/recog/document-data`), or
 * undefined when it has nothing (404), fails or answers something unreadable: the prefill is a
 * convenience, so any failure is silent and the user types the data.
 */
export async function recognisedDocument(api: ApiClient): Promise<RecognitionDocumentData | undefined> {
  try {
    return await getRecognitionDocumentData(api);
  } catch {
    return undefined;
  }
}

/** The document type DocumentType saved in the registration (`data.documentType`), if it is a known one. */
export function savedDocumentType(data: Readonly<Record<string, unknown>> | null | undefined): DocumentTypeCode | undefined {
  const value = data?.['documentType'];
  return isDocumentTypeCode(value) ? value : undefined;
}
