import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CODES } from '../api/document-schemas';
import {
  AUTHORITIES_BY_TYPE,
  DOCUMENT_NUMBER_KINDS,
  DOCUMENT_TYPE_LABELS,
  ISSUING_AUTHORITIES,
  SCAN_SIDES_BY_TYPE,
  matchAuthority,
} from './identity-document';

describe('identity documents (spec §4 CONSUMER step 7)', () => {
  it('§5 the paper card, the CIE and the other documents each take their own number rule', () => {
    expect(DOCUMENT_NUMBER_KINDS).toEqual({
      CARTA_IDENTITA: 'PAPER_ID',
      CARTA_IDENTITA_ELETTRONICA: 'ELECTRONIC_ID',
      PASSAPORTO: 'OTHER',
      PATENTE: 'OTHER',
    });
  });

  it('every type has an Italian label, at least one authority and a front side', () => {
    for (const code of DOCUMENT_TYPE_CODES) {
      expect(DOCUMENT_TYPE_LABELS[code]).toMatch(/\S/);
      expect(AUTHORITIES_BY_TYPE[code].length).toBeGreaterThan(0);
      expect(SCAN_SIDES_BY_TYPE[code][0]).toBe('front');
    }
    expect(new Set(Object.values(DOCUMENT_TYPE_LABELS)).size).toBe(DOCUMENT_TYPE_CODES.length);
    expect(SCAN_SIDES_BY_TYPE.PASSAPORTO).toEqual(['front']);
  });

  it('matchAuthority finds the authority of the type whatever the case', () => {
    expect(matchAuthority('PASSAPORTO', ' questura ')).toBe(ISSUING_AUTHORITIES.QUESTURA);
    expect(matchAuthority('CARTA_IDENTITA_ELETTRONICA', "MINISTERO DELL'INTERNO")).toBe(ISSUING_AUTHORITIES.MINISTERO_INTERNO);
    // Another type's authority, or none, is no match.
    expect(matchAuthority('PASSAPORTO', 'Comune')).toBeUndefined();
    expect(matchAuthority('PATENTE', undefined)).toBeUndefined();
  });
});
