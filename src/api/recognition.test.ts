import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';
import { getRecognitionCallback, getRecognitionDocumentData, getRecognitionToken, startRecognition } from './recognition';

const R = '/api/usr/v2/registrations/recog';
const DOCUMENT = {
  documentType: 'CARTA_IDENTITA_ELETTRONICA',
  documentNumber: 'CA12345AB',
  issueDate: '2023-05-10',
  expiryDate: '2033-05-10',
  issuingAuthority: 'Comune',
  issuingPlace: 'Milano',
};

describe('§7 Identity recognition: paths verbatim under /usr/v2/, typed bodies, validated answers', () => {
  it('§7 POST registrations/recog/token with an empty object', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { token: 'rt-1' }));
    await expect(getRecognitionToken(api)).resolves.toEqual({ token: 'rt-1' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${R}/token`, body: '{}' });
  });

  it('§7 POST registrations/recog/start { token, returnUrl }', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { sessionId: 's1', redirectUrl: 'http://x/recognition-provider/?session=s1' }));
    const body = { token: 'rt-1', returnUrl: 'http://x/#/idnowRecognition' };
    await expect(startRecognition(api, body)).resolves.toMatchObject({ sessionId: 's1' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${R}/start` });
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(body);
  });

  it('§7 GET registrations/recog/callback, with the session id when given', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { sessionId: 's1', status: 'PENDING' }));
    await expect(getRecognitionCallback(api, 's1')).resolves.toMatchObject({ status: 'PENDING' });
    await getRecognitionCallback(api);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${R}/callback?session=s1`, `GET ${R}/callback`]);
  });

  it('an unknown status is an invalid response (the document data is checked in document-calls.test.ts)', async () => {
    const { api } = recordingClient(() => jsonResponse(200, { sessionId: 's1', status: 'MAYBE' }));
    await expect(getRecognitionCallback(api)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('§7 GET registrations/recog/document-data', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, DOCUMENT));
    await expect(getRecognitionDocumentData(api)).resolves.toEqual(DOCUMENT);
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${R}/document-data` });
  });
});
