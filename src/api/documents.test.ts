import { describe, expect, it } from 'vitest';
import {
  contractDocumentPath,
  documentUrl,
  filterStaticContracts,
  filterTerms,
  getStaticContracts,
  getTerms,
  openableDocumentUrl,
  termDocumentPath,
} from './documents';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';

describe('documents', () => {
  it('§7 filterTerms keeps the terms with radio false and type 0', () => {
    const terms = [
      { id: 1, radio: false, type: 0 },
      { id: 2, radio: true, type: 0 },
      { id: 3, radio: false, type: 1 },
      { id: 4, radio: false, type: '0' },
      { id: 5, radio: null, type: 0 },
    ];
    expect(filterTerms(terms).map((t) => t.id)).toEqual([1, 4]);
  });

  it('§7 filterStaticContracts keeps status 1 of the listed types and relabels INF_PCU1', () => {
    const contracts = [
      { documentId: 'A', description: 'a', status: 1, type: 'UNICO_BP' },
      { documentId: 'B', description: 'b', status: 0, type: 'UNICO_BP' },
      { documentId: 'C', description: 'c', status: 1, type: 'OTHER' },
      { documentId: 'INF_PCU1', description: 'Informativa', status: 1, type: 'GD_PRIVATI' },
      { documentId: 'D', description: 'd', status: '1', type: 'UNICO_BP_M' },
      { documentId: 'E', description: 'e', status: 1, type: 'UNICO_I' },
      { documentId: 'F', description: 'f', status: 1, type: 'GD_AZIENDA' },
      { documentId: 'G', description: 'g', status: 1, type: 'UNICO_CSI' },
      { documentId: 'H', description: 'h', status: 1, type: null },
    ];
    const kept = filterStaticContracts(contracts, 'InfoCert');
    expect(kept.map((c) => c.documentId)).toEqual(['A', 'INF_PCU1', 'D', 'E', 'F', 'G']);
    expect(kept.find((c) => c.documentId === 'INF_PCU1')?.description).toBe('Informativa privacy InfoCert');
    expect(contracts[3]?.description).toBe('Informativa');
  });

  it('§6 documents open with the access token appended as query at', () => {
    expect(documentUrl('/api/usr/v2/documents/terms/T1', 'tok+/=')).toBe('/api/usr/v2/documents/terms/T1?at=tok%2B%2F%3D');
    expect(documentUrl('/x?a=1', 't')).toBe('/x?a=1&at=t');
    expect(documentUrl('/x?a=1#frag', 't')).toBe('/x?a=1&at=t#frag');
    expect(documentUrl('/x', null)).toBe('/x');
    const { api } = recordingClient();
    expect(openableDocumentUrl(api, contractDocumentPath('c 1', 'k'), 't')).toBe('/api/usr/v2/documents/contracts/c%201/k?at=t');
    expect(termDocumentPath('T1')).toBe('/usr/v2/documents/terms/T1');
  });

  it('§7 §9 terms are read with level (default 2) and size 30', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { terms: [{ id: 1, radio: false, type: 0 }] }));
    await expect(getTerms(api)).resolves.toEqual([{ id: 1, radio: false, type: 0 }]);
    await getTerms(api, 1);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/usr/v2/documents/terms?level=2&size=30',
      '/api/usr/v2/documents/terms?level=1&size=30',
    ]);
  });

  it('§7 §9 static contracts are read with size 50, or size 30 with a flow filter', async () => {
    const { api, calls } = recordingClient(() =>
      jsonResponse(200, { staticContracts: [{ documentId: 'A', status: 1, type: 'UNICO_BP' }] }),
    );
    await expect(getStaticContracts(api)).resolves.toHaveLength(1);
    await getStaticContracts(api, 'REG_MIN');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/usr/v2/documents/static-contracts?size=50',
      '/api/usr/v2/documents/static-contracts?size=30&flow=REG_MIN',
    ]);
  });
});
