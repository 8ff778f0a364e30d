import { describe, expect, it } from 'vitest';
import { type DocumentNumberKind, documentNumberSchema, isValidDocumentNumber } from './document-number';
import { DOCUMENT_NUMBER, ELECTRONIC_ID_NUMBER, PAPER_ID_NUMBER, REQUIRED } from './messages';

function messagesOf(kind: DocumentNumberKind, value: string): string[] {
  const result = documentNumberSchema(kind).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('§5 document numbers', () => {
  it('§5 the three messages tell the user to check the selected document type', () => {
    for (const message of [PAPER_ID_NUMBER, ELECTRONIC_ID_NUMBER, DOCUMENT_NUMBER]) {
      expect(message).toContain('controlla il tipo di documento selezionato');
    }
    expect(new Set([PAPER_ID_NUMBER, ELECTRONIC_ID_NUMBER, DOCUMENT_NUMBER]).size).toBe(3);
  });

  it('§5 paper identity card: 2 letters + 7 digits', () => {
    for (const ok of ['AB1234567', 'ab1234567', ' AX0000001 ']) expect(messagesOf('PAPER_ID', ok), ok).toEqual([]);
    for (const bad of ['A12345678', 'AB123456', 'AB12345678', 'CA12345AB', 'AB 1234567', '1234567AB', 'ÀB1234567']) {
      expect(messagesOf('PAPER_ID', bad), bad).toEqual([PAPER_ID_NUMBER]);
    }
  });

  it('§5 electronic identity card: 2 letters, 5 digits, 2 letters', () => {
    for (const ok of ['CA12345AB', 'ca00000aa', ' CA12345AB ']) expect(messagesOf('ELECTRONIC_ID', ok), ok).toEqual([]);
    for (const bad of ['AB1234567', 'CA1234AB', 'CA123456AB', 'CA12345A', 'CA12345ABC', 'C112345AB', 'CA-12345-AB']) {
      expect(messagesOf('ELECTRONIC_ID', bad), bad).toEqual([ELECTRONIC_ID_NUMBER]);
    }
  });

  it('§5 DOCUMENT_NUMBER: letters, digits and hyphens', () => {
    for (const ok of ['YA1234567', 'U1-2345678', 'MI2345678X', '123456', 'ab-12-cd', 'CA12345AB', 'AB1234567']) {
      expect(messagesOf('OTHER', ok), ok).toEqual([]);
    }
    for (const bad of ['AB 123', 'AB/123', 'AB.123', 'AB_123', '---', 'NUMÈRO', '№123']) {
      expect(messagesOf('OTHER', bad), bad).toEqual([DOCUMENT_NUMBER]);
    }
  });

  it('§5 document numbers: required, and submitted trimmed and upper-cased', () => {
    for (const kind of ['PAPER_ID', 'ELECTRONIC_ID', 'OTHER'] as const) {
      expect(messagesOf(kind, ''), kind).toEqual([REQUIRED]);
      expect(messagesOf(kind, '  '), kind).toEqual([REQUIRED]);
    }
    expect(documentNumberSchema('ELECTRONIC_ID').parse(' ca12345ab ')).toBe('CA12345AB');
  });

  it('isValidDocumentNumber is the same rule as a pure predicate', () => {
    expect(isValidDocumentNumber('PAPER_ID', 'ab1234567')).toBe(true);
    expect(isValidDocumentNumber('PAPER_ID', 'CA12345AB')).toBe(false);
    expect(isValidDocumentNumber('ELECTRONIC_ID', 'CA12345AB')).toBe(true);
    expect(isValidDocumentNumber('OTHER', 'A-1')).toBe(true);
    expect(isValidDocumentNumber('OTHER', '')).toBe(false);
  });
});
