/**
 * The identity-document number rules of spec §5. Which rule applies depends on the document type the
 * user selected, and each message tells them to check that type (a CIE number typed as "paper card"
 * is the usual mistake):
 * - paper identity card: 2 letters + 7 digits (AB1234567);
 * - electronic identity card (CIE): 2 letters, 5 digits, 2 letters (CA12345AB);
 * - DOCUMENT_NUMBER (passport, driving licence, …): letters, digits and hyphens.
 */
import * as z from 'zod/mini';
import { required } from './common';
import { DOCUMENT_NUMBER, ELECTRONIC_ID_NUMBER, PAPER_ID_NUMBER } from './messages';

/** The three number rules, by the kind of the selected document. */
export type DocumentNumberKind = 'PAPER_ID' | 'ELECTRONIC_ID' | 'OTHER';

/** §5 paper identity card number (upper case). */
const PAPER_ID_PATTERN = /^[A-Z]{2}\d{7}$/;
/** §5 electronic identity card (CIE) number (upper case). */
const ELECTRONIC_ID_PATTERN = /^[A-Z]{2}\d{5}[A-Z]{2}$/;
/** §5 DOCUMENT_NUMBER: letters, digits and hyphens, at least one letter or digit (upper case). */
const DOCUMENT_NUMBER_PATTERN = /^(?=.*[A-Z0-9])[A-Z0-9-]+$/;

const RULES: Readonly<Record<DocumentNumberKind, { pattern: RegExp; message: string }>> = {
  PAPER_ID: { pattern: PAPER_ID_PATTERN, message: PAPER_ID_NUMBER },
  ELECTRONIC_ID: { pattern: ELECTRONIC_ID_PATTERN, message: ELECTRONIC_ID_NUMBER },
  OTHER: { pattern: DOCUMENT_NUMBER_PATTERN, message: DOCUMENT_NUMBER },
};

/** Document numbers are compared and submitted trimmed and upper-cased ('ca12345ab' is a CIE number). */
export function normaliseDocumentNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** §5 the number rule of a document kind, as a pure predicate (any case, surrounding blanks ignored). */
export function isValidDocumentNumber(kind: DocumentNumberKind, value: string): boolean {
  return RULES[kind].pattern.test(normaliseDocumentNumber(value));
}

/**
 * §5 the document-number field for the selected kind: trimmed and upper-cased, required, then that
 * kind's pattern with its "check the selected document type" message.
 */
export function documentNumberSchema(kind: DocumentNumberKind) {
  const { pattern, message } = RULES[kind];
  return z.string().check(z.overwrite(normaliseDocumentNumber), required(), z.regex(pattern, { error: message }));
}
