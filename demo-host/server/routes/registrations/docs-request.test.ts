// @vitest-environment node
/**
 * The bank's request for missing documents: the admin opens it, the registration JSON carries it
 * as `docsRequest`, the user uploads each document (multipart `documentId`, `file`) and completes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MISSING_DOCUMENTS, DOCS_FILE_MAX_BYTES, DOCS_MSG, docsFolder } from '../../registrations/docsRequest';
import { scansDirectory } from '../../registrations/identityDocument';
import { MSG } from '../../registrations/messages';
import type { DocsRequest, Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { adminPost, api, json, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { fieldErrors } from './fixtures';
import { P16, post, tokenOf } from './step8-fixtures';

const P17 = { phone: '+393331000017', registrationId: 'reg-p17', requestId: 'dr-seed-p17' };
const code = async (res: Response) => (await json<ErrorJson>(res)).context.code;

function upload(app: App, token: string, requestId: string, parts: Record<string, Blob | string>, id = P17.registrationId) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, part, part instanceof File ? part.name : `${name}.bin`);
  }
  return Promise.resolve(
    app.request(`/api/usr/v2/registrations/${id}/docs-request/${requestId}/document-scans`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

const pdf = () => new File([new TextEncoder().encode('%PDF-1.4 fronte')], 'fronte.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'retro.png', { type: 'image/png' });

describe('missing documents: the admin request and the registration JSON', () => {
  it('a registration without a request serves docsRequest null; the admin opens one with the two default documents', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const before = await json<{ registration: Registration }>(await api(app, `/registrations/${P16.registrationId}`, { token }));
    expect(before.registration.docsRequest).toBeNull();
    const res = await adminPost(app, `/registrations/${P16.registrationId}/missing-documents`);
    expect(res.status).toBe(200);
    const opened = await json<Registration>(res);
    expect(opened.docsRequest).toEqual({
      id: expect.stringMatching(/^dr-/) as unknown,
      status: 'OPEN',
      documents: DEFAULT_MISSING_DOCUMENTS.map((description, i) => ({ id: `doc-${i + 1}`, description, uploaded: false })),
    });
    expect(DEFAULT_MISSING_DOCUMENTS).toEqual(["Fronte del documento d'identità", "Retro del documento d'identità"]);
    const after = await json<{ registration: Registration }>(await api(app, `/registrations/${P16.registrationId}`, { token }));
    expect(after.registration.docsRequest).toEqual(opened.docsRequest);
  });

  it('the admin names the documents; an unknown registration is a 404', async () => {
    const { app } = setupSandbox();
    const res = await adminPost(app, `/registrations/${P16.registrationId}/missing-documents`, { documents: [{ description: 'Busta paga' }] });
    expect((await json<Registration>(res)).docsRequest?.documents).toEqual([{ id: 'doc-1', description: 'Busta paga', uploaded: false }]);
    expect((await adminPost(app, '/registrations/nope/missing-documents')).status).toBe(404);
  });
});

describe('missing documents: docs-request/{requestId}/document-scans and complete', () => {
  it('uploads each document (PDF, PNG), stores it, and completes the request', async () => {
    const { app, db } = setupSandbox();
    const token = await tokenOf(app, P17.phone);
    const early = await post(app, token, `docs-request/${P17.requestId}/complete`, {}, P17.registrationId);
    expect(early.status).toBe(409);
    expect(await code(early)).toBe('USR_REG_DOCS_MISSING');

    const first = await upload(app, token, P17.requestId, { documentId: 'doc-1', file: pdf() });
    expect(first.status).toBe(200);
    expect((await json<DocsRequest>(first)).documents.map((d) => d.uploaded)).toEqual([true, false]);
    const stored = join(docsFolder(scansDirectory(db), P17.registrationId, P17.requestId), 'doc-1.pdf');
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored, 'latin1')).toBe('%PDF-1.4 fronte');

    const second = await upload(app, token, P17.requestId, { documentId: 'doc-2', file: png() });
    expect(await json(second)).toMatchObject({ id: P17.requestId, status: 'OPEN', documents: [{ uploaded: true }, { uploaded: true }] });

    const done = await post(app, token, `docs-request/${P17.requestId}/complete`, {}, P17.registrationId);
    expect(done.status).toBe(200);
    expect((await json<Registration>(done)).docsRequest).toMatchObject({ id: P17.requestId, status: 'COMPLETED' });
    // Closed: no more uploads; complete again answers the registration.
    const closed = await upload(app, token, P17.requestId, { documentId: 'doc-1', file: pdf() });
    expect(closed.status).toBe(409);
    expect(await code(closed)).toBe('USR_REG_DOCS_REQUEST_CLOSED');
    expect((await post(app, token, `docs-request/${P17.requestId}/complete`, {}, P17.registrationId)).status).toBe(200);
  });

  it('refuses a wrong type, an empty or unknown document id, a missing file; an unknown request is a 404', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, P17.phone);
    const gif = new File([new Uint8Array([1, 2, 3])], 'a.gif', { type: 'image/gif' });
    expect(await fieldErrors(await upload(app, token, P17.requestId, { documentId: 'doc-1', file: gif }))).toEqual({ file: DOCS_MSG.fileType });
    expect(await fieldErrors(await upload(app, token, P17.requestId, { documentId: 'doc-9', file: pdf() }))).toEqual({
      documentId: DOCS_MSG.documentUnknown,
    });
    expect(await fieldErrors(await upload(app, token, P17.requestId, { file: pdf() }))).toEqual({ documentId: MSG.required });
    expect(await fieldErrors(await upload(app, token, P17.requestId, { documentId: 'doc-1' }))).toEqual({ file: MSG.required });
    const notMultipart = await post(app, token, `docs-request/${P17.requestId}/document-scans`, { documentId: 'doc-1' }, P17.registrationId);
    expect(await fieldErrors(notMultipart)).toEqual({ file: MSG.required });
    expect((await upload(app, token, 'dr-nope', { documentId: 'doc-1', file: pdf() })).status).toBe(404);
    expect((await post(app, token, 'docs-request/dr-nope/complete', {}, P17.registrationId)).status).toBe(404);
  });

  it('refuses a file over 10 MB (413 on file)', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, P17.phone);
    const big = new File([new Uint8Array(DOCS_FILE_MAX_BYTES + 300 * 1024)], 'big.pdf', { type: 'application/pdf' });
    const res = await upload(app, token, P17.requestId, { documentId: 'doc-1', file: big });
    expect(res.status).toBe(413);
    expect(await fieldErrors(res)).toEqual({ file: DOCS_MSG.fileSize });
  });
});
