// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { USR_PREFIX } from '../../constants';
import { documentBodySchema, scansDirectory, SCAN_MAX_BYTES } from '../../registrations/identityDocument';
import { MSG } from '../../registrations/messages';
import { DEMO_REGISTRATION_ID } from '../../seed';
import type { ErrorJson } from '../../testing';
import { api, json, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { demoToken, fieldErrors } from './fixtures';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5]);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const iso = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const paperCard = {
  documentType: 'CARTA_IDENTITA',
  documentNumber: 'ab1234567',
  issueDate: iso(-400),
  expiryDate: iso(3000),
  issuingAuthority: 'Comune',
  issuingPlace: 'Roma',
};

function uploadScans(app: App, token: string | undefined, parts: Record<string, Blob | string>, id = DEMO_REGISTRATION_ID) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, part, part instanceof File ? part.name : `${name}.bin`);
  }
  return Promise.resolve(
    app.request(`${USR_PREFIX}/registrations/${id}/document-scans`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    }),
  );
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });
const saveDocument = (app: App, token: string, body: unknown, id = DEMO_REGISTRATION_ID) =>
  api(app, `/registrations/${id}/documents`, { token, method: 'POST', body });

const registrationData = async (app: App, id = DEMO_REGISTRATION_ID) =>
  (await json<{ registration: { data: Record<string, unknown> } }>(await app.request(`/__sandbox/registrations/${id}`))).registration.data;

const directories = new Set<string>();
afterAll(() => {
  for (const directory of directories) rmSync(join(directory, DEMO_REGISTRATION_ID), { recursive: true, force: true });
});

describe('§7 Documents: GET documents/types', () => {
  it('lists the four document types with their codes and Italian names', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/documents/types');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      documentTypes: [
        { code: 'CARTA_IDENTITA', description: "Carta d'identità cartacea" },
        { code: 'CARTA_IDENTITA_ELETTRONICA', description: "Carta d'identità elettronica (CIE)" },
        { code: 'PASSAPORTO', description: 'Passaporto' },
        { code: 'PATENTE', description: 'Patente di guida' },
      ],
    });
  });
});

describe('§7 Registrations: document-scans', () => {
  it('stores the bytes under the data directory and the metadata in data.documentScans', async () => {
    const { app, db } = setupSandbox();
    const directory = scansDirectory(db);
    directories.add(directory);
    const res = await uploadScans(app, await demoToken(app), { front: file(JPEG, 'fronte.jpg', 'image/jpeg'), back: file(PNG, 'retro.png', 'image/png') });
    expect(res.status).toBe(200);
    const scans = [
      { side: 'front', name: 'fronte.jpg', type: 'image/jpeg', size: JPEG.length, sha256: sha(JPEG) },
      { side: 'back', name: 'retro.png', type: 'image/png', size: PNG.length, sha256: sha(PNG) },
    ];
    expect(await res.json()).toEqual({ documentScans: scans });
    expect((await registrationData(app)).documentScans).toEqual(scans);
    expect(new Uint8Array(readFileSync(join(directory, DEMO_REGISTRATION_ID, 'front.jpg')))).toEqual(JPEG);
    expect(new Uint8Array(readFileSync(join(directory, DEMO_REGISTRATION_ID, 'back.png')))).toEqual(PNG);
  });

  it('a new upload replaces the earlier photos (a passport has no back)', async () => {
    const { app, db } = setupSandbox();
    const directory = scansDirectory(db);
    directories.add(directory);
    const token = await demoToken(app);
    await uploadScans(app, token, { front: file(JPEG, 'a.jpg', 'image/jpeg'), back: file(PNG, 'b.png', 'image/png') });
    const res = await uploadScans(app, token, { front: file(PNG, 'passaporto.png', 'image/png') });
    expect(res.status).toBe(200);
    expect((await registrationData(app)).documentScans).toEqual([
      { side: 'front', name: 'passaporto.png', type: 'image/png', size: PNG.length, sha256: sha(PNG) },
    ]);
    expect(existsSync(join(directory, DEMO_REGISTRATION_ID, 'back.png'))).toBe(false);
    expect(existsSync(join(directory, DEMO_REGISTRATION_ID, 'front.jpg'))).toBe(false);
  });

  it('refuses a missing front, another file type and a file over 5 MB with field errors', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const missing = await uploadScans(app, token, { back: file(PNG, 'b.png', 'image/png') });
    expect(missing.status).toBe(400);
    expect(await fieldErrors(missing)).toEqual({ front: MSG.required });
    const wrong = await uploadScans(app, token, {
      front: file(JPEG, 'doc.pdf', 'application/pdf'),
      back: file(new Uint8Array(SCAN_MAX_BYTES + 1), 'big.jpg', 'image/jpeg'),
    });
    expect(wrong.status).toBe(400);
    expect(await fieldErrors(wrong)).toEqual({ front: MSG.scanType, back: MSG.scanSize });
    const text = await uploadScans(app, token, { front: 'not a file' });
    expect(await fieldErrors(text)).toEqual({ front: MSG.invalid });
    expect((await registrationData(app)).documentScans).toBeUndefined();
  });

  it('accepts two 5 MB photos in one request (the body limit is above that) and refuses a JSON body', async () => {
    const { app, db } = setupSandbox();
    directories.add(scansDirectory(db));
    const token = await demoToken(app);
    const big = new Uint8Array(SCAN_MAX_BYTES);
    const res = await uploadScans(app, token, { front: file(big, 'f.jpg', 'image/jpeg'), back: file(big, 'b.jpg', 'image/jpeg') });
    expect(res.status).toBe(200);
    const asJson = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/document-scans`, { token, method: 'POST', body: { front: 'x' } });
    expect(asJson.status).toBe(400);
  });

  it('refuses a body over the limit (two 5 MB photos and the framing) before reading it: 413, the Italian message on front', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const big = new Uint8Array(SCAN_MAX_BYTES + 512 * 1024);
    const res = await uploadScans(app, token, { front: file(big, 'f.jpg', 'image/jpeg'), back: file(big, 'b.jpg', 'image/jpeg') });
    expect(res.status).toBe(413);
    const body = await json<ErrorJson>(res);
    expect(body.context).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ field: 'front', message: 'Il file non può superare i 5 MB' }] });
    expect(body.trace).toEqual(expect.any(String));
    expect((await registrationData(app)).documentScans).toBeUndefined();
  });

  it('GET /__sandbox/uploads/last tells the stored photo’s byte size and pixel size (read from its JPEG header)', async () => {
    const { app, db } = setupSandbox();
    directories.add(scansDirectory(db));
    const token = await demoToken(app);
    // SOI, then a baseline frame header (SOF0) of 2000 × 1500, then EOI.
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x05, 0xdc, 0x07, 0xd0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
    expect((await uploadScans(app, token, { front: file(photo, 'fronte.jpg', 'image/jpeg') })).status).toBe(200);
    const { upload } = await json<{ upload: unknown }>(await app.request('/__sandbox/uploads/last'));
    expect(upload).toEqual({ file: `${DEMO_REGISTRATION_ID}/front.jpg`, size: photo.length, width: 2000, height: 1500 });
  });

  it('needs a token and the caller’s own registration', async () => {
    const { app } = setupSandbox();
    expect((await uploadScans(app, undefined, { front: file(JPEG, 'f.jpg', 'image/jpeg') })).status).toBe(401);
    const other = await uploadScans(app, await demoToken(app), { front: file(JPEG, 'f.jpg', 'image/jpeg') }, 'reg-p03');
    expect(other.status).toBe(404);
  });
});

describe('§7 Registrations: documents', () => {
  async function withScans(sides: ('front' | 'back')[] = ['front', 'back']) {
    const setup = setupSandbox();
    directories.add(scansDirectory(setup.db));
    const token = await demoToken(setup.app);
    const parts = Object.fromEntries(sides.map((side) => [side, file(JPEG, `${side}.jpg`, 'image/jpeg')]));
    if (sides.length) expect((await uploadScans(setup.app, token, parts)).status).toBe(200);
    return { ...setup, token };
  }

  it('stores data.document (number upper-cased) and data.documentType, and answers the registration', async () => {
    const { app, token } = await withScans();
    const res = await saveDocument(app, token, paperCard);
    expect(res.status).toBe(200);
    const body = await json<{ id: string; data: Record<string, unknown> }>(res);
    expect(body.id).toBe(DEMO_REGISTRATION_ID);
    const stored = { ...paperCard, documentNumber: 'AB1234567' };
    expect(body.data.document).toEqual(stored);
    expect((await registrationData(app)).document).toEqual(stored);
    expect((await registrationData(app)).documentType).toBe('CARTA_IDENTITA');
  });

  it('§5 the number rule of each type, with its message', async () => {
    const { app, token } = await withScans();
    const cases: [string, string, string][] = [
      ['CARTA_IDENTITA', 'CA12345AB', MSG.paperIdNumber],
      ['CARTA_IDENTITA_ELETTRONICA', 'AB1234567', MSG.electronicIdNumber],
      ['PATENTE', 'U1/2345', MSG.documentNumber],
    ];
    for (const [documentType, documentNumber, message] of cases) {
      const authority = documentType === 'PATENTE' ? 'Prefettura' : 'Comune';
      const res = await saveDocument(app, token, { ...paperCard, documentType, documentNumber, issuingAuthority: authority });
      expect(res.status, documentType).toBe(400);
      expect(await fieldErrors(res)).toEqual({ documentNumber: message });
    }
    for (const [documentType, documentNumber, issuingAuthority] of [
      ['CARTA_IDENTITA_ELETTRONICA', 'ca12345ab', "Ministero dell'Interno"],
      ['PATENTE', 'U1-2345678X', 'Motorizzazione civile'],
    ]) {
      expect((await saveDocument(app, token, { ...paperCard, documentType, documentNumber, issuingAuthority })).status).toBe(200);
    }
  });

  it('the date rules: issued no later than today, expiring after today and after the issue date, real dates', async () => {
    const { app, token } = await withScans();
    const errorsOf = async (patch: Record<string, unknown>) => fieldErrors(await saveDocument(app, token, { ...paperCard, ...patch }));
    expect(await errorsOf({ issueDate: iso(1) })).toEqual({ issueDate: MSG.issueDateFuture });
    expect(await errorsOf({ expiryDate: iso(0) })).toEqual({ expiryDate: MSG.documentExpired });
    expect(await errorsOf({ issueDate: '2020-02-31' })).toEqual({ issueDate: MSG.documentDateInvalid });
    expect(await errorsOf({ expiryDate: '31/12/2030' })).toEqual({ expiryDate: MSG.documentDateInvalid });
    expect(await errorsOf({ issueDate: iso(10), expiryDate: iso(5) })).toEqual({ issueDate: MSG.issueDateFuture, expiryDate: MSG.expiryBeforeIssue });
    expect((await saveDocument(app, token, { ...paperCard, issueDate: iso(0), expiryDate: iso(1) })).status).toBe(200);
    expect((await saveDocument(app, token, { ...paperCard, issueDate: '2024-02-29' })).status).toBe(200);
    // The cross-date rule on its own (the two others hold whenever it could fail through the API).
    const parsed = documentBodySchema(() => new Date(2030, 0, 1)).safeParse({ ...paperCard, issueDate: '2029-12-31', expiryDate: '2029-12-31' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['expiryDate', MSG.documentExpired]);
  });

  it('refuses an authority of another type, a place against §5 CITY, missing fields and unknown types', async () => {
    const { app, token } = await withScans();
    const res = await saveDocument(app, token, { ...paperCard, issuingAuthority: 'Questura', issuingPlace: 'Roma 2' });
    expect(await fieldErrors(res)).toEqual({ issuingPlace: MSG.invalid, issuingAuthority: MSG.invalid });
    const authority = await saveDocument(app, token, { ...paperCard, issuingAuthority: 'Questura' });
    expect(await fieldErrors(authority)).toEqual({ issuingAuthority: MSG.invalid });
    const empty = await saveDocument(app, token, { documentType: 'TESSERA' });
    expect(empty.status).toBe(400);
    expect(await fieldErrors(empty)).toEqual({
      documentType: MSG.invalid,
      documentNumber: MSG.required,
      issueDate: MSG.required,
      expiryDate: MSG.required,
      issuingAuthority: MSG.required,
      issuingPlace: MSG.required,
    });
  });

  it('needs the photos first: 409 USR_REG_DOCUMENT_SCANS_MISSING on the missing sides', async () => {
    const none = await withScans([]);
    const res = await saveDocument(none.app, none.token, paperCard);
    expect(res.status).toBe(409);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_DOCUMENT_SCANS_MISSING');
    expect(await fieldErrors(await saveDocument(none.app, none.token, paperCard))).toEqual({ front: MSG.scanMissing, back: MSG.scanMissing });
    expect((await registrationData(none.app)).document).toBeUndefined();
    // A passport needs its front only.
    const front = await withScans(['front']);
    expect(await fieldErrors(await saveDocument(front.app, front.token, paperCard))).toEqual({ back: MSG.scanMissing });
    const passport = { ...paperCard, documentType: 'PASSAPORTO', documentNumber: 'YA1234567', issuingAuthority: 'Questura' };
    expect((await saveDocument(front.app, front.token, passport)).status).toBe(200);
  });
});
