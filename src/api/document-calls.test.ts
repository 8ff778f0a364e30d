import { describe, expect, it } from 'vitest';
import { getDocumentTypes } from './documents';
import { getRecognitionDocumentData } from './recognition';
import { saveDocumentScans, saveDocuments } from './registrations';
import { DOCUMENT_SCANS_TIMEOUT_SECONDS } from '../flows/timings';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';

const DOCUMENT_SCANS_TIMEOUT_MS = DOCUMENT_SCANS_TIMEOUT_SECONDS * 1000;

const R = '/api/usr/v2/registrations';
const REGISTRATION = { id: 'r1', flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_IN_PROGRESS', closed: false, currentStep: 7 };
const SCANS = {
  documentScans: [
    { side: 'front', name: 'fronte.jpg', type: 'image/jpeg', size: 3, sha256: 'a'.repeat(64) },
    { side: 'back', name: 'retro.png', type: 'image/png', size: 4, sha256: 'b'.repeat(64) },
  ],
};

describe('§7 the identity-document calls (DocumentType, DocumentData)', () => {
  it('§7 GET documents/types is checked against its schema', async () => {
    const types = { documentTypes: [{ code: 'PASSAPORTO', description: 'Passaporto' }] };
    const { api, calls } = recordingClient(() => jsonResponse(200, types));
    expect(await getDocumentTypes(api)).toEqual(types);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe('/api/usr/v2/documents/types');
    const { api: bad } = recordingClient(() => jsonResponse(200, { documentTypes: [{ description: 'no code' }] }));
    await expect(getDocumentTypes(bad)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('§7 GET registrations/recog/document-data reads the document the provider recognised', async () => {
    const data = { documentType: 'PASSAPORTO', documentNumber: 'YA1234567', issueDate: '2020-01-02', expiryDate: 2030 };
    const { api, calls } = recordingClient(() => jsonResponse(200, data));
    // A field of the wrong type is dropped, not a failure: the rest still prefills.
    expect(await getRecognitionDocumentData(api)).toEqual({ ...data, expiryDate: undefined });
    expect(calls[0]?.url).toBe(`${R}/recog/document-data`);
    const { api: bad } = recordingClient(() => jsonResponse(200, { documentNumber: 'X' }));
    await expect(getRecognitionDocumentData(bad)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('§7 POST registrations/{id}/documents sends the typed JSON body and reads the registration', async () => {
    const body = {
      documentType: 'CARTA_IDENTITA',
      documentNumber: 'AB1234567',
      issueDate: '2020-01-02',
      expiryDate: '2030-01-02',
      issuingAuthority: 'Comune',
      issuingPlace: 'Roma',
    } as const;
    const { api, calls } = recordingClient(() => jsonResponse(200, REGISTRATION));
    expect((await saveDocuments(api, 'r1', body)).id).toBe('r1');
    expect(calls[0]?.url).toBe(`${R}/r1/documents`);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(body);
  });

  it('§7 POST registrations/{id}/document-scans sends multipart form data: no JSON, no content-type of ours', async () => {
    const front = new File(['abc'], 'fronte.jpg', { type: 'image/jpeg' });
    const back = new File(['abcd'], 'retro.png', { type: 'image/png' });
    const { api, calls } = recordingClient(() => jsonResponse(200, SCANS));
    expect(await saveDocumentScans(api, 'r1', { front, back })).toEqual(SCANS);
    const call = calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe(`${R}/r1/document-scans`);
    expect(call?.body).toBeUndefined();
    // The browser sets multipart/form-data with its boundary; a JSON content-type would break it.
    expect(call?.headers['content-type']).toBeUndefined();
    expect(call?.headers.authorization).toBe('Bearer at-1');
    expect(call?.formData?.get('front')).toMatchObject({ name: 'fronte.jpg', size: 3, type: 'image/jpeg' });
    expect(call?.formData?.get('back')).toMatchObject({ name: 'retro.png', size: 4, type: 'image/png' });
    expect(DOCUMENT_SCANS_TIMEOUT_MS).toBeGreaterThan(30_000);
  });

  it('§7 document-scans leaves out a side without a file (a passport has one)', async () => {
    const front = new File(['abc'], 'passaporto.jpg', { type: 'image/jpeg' });
    const { api, calls } = recordingClient(() => jsonResponse(200, { documentScans: [SCANS.documentScans[0]] }));
    await saveDocumentScans(api, 'r1', { front });
    expect([...(calls[0]?.formData?.keys() ?? [])]).toEqual(['front']);
  });

  it('§4 Session: a 401 on document-scans is retried once with the same files and the new token', async () => {
    const front = new File(['abc'], 'fronte.jpg', { type: 'image/jpeg' });
    let access = 'at-1';
    const { api, calls } = recordingClient(
      (call) => {
        if (call.url.endsWith('/oauth/token')) return jsonResponse(200, { access_token: 'at-2', refresh_token: 'rt-2' });
        return call.headers.authorization === 'Bearer at-1' ? jsonResponse(401, {}) : jsonResponse(200, SCANS);
      },
      { getAccessToken: () => access, onTokens: (tokens) => void (access = tokens.access_token) },
    );
    await saveDocumentScans(api, 'r1', { front });
    const uploads = calls.filter((call) => call.url.endsWith('/document-scans'));
    expect(uploads.map((call) => call.headers.authorization)).toEqual(['Bearer at-1', 'Bearer at-2']);
    expect(uploads[1]?.formData).toBe(uploads[0]?.formData);
    expect(uploads[1]?.formData?.get('front')).toMatchObject({ name: front.name, size: front.size });
  });
});
