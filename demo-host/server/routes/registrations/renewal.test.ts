// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { USR_PREFIX } from '../../constants';
import { RENEWAL_CODES, RENEWAL_NOT_NEWER_MSG, renewalDue } from '../../registrations/renewal';
import { DEMO_USER_ID } from '../../seed';
import { findUserProfile, updateUserProfile } from '../../repositories/users';
import type { ErrorJson } from '../../testing';
import { api, json, setupSandbox } from '../../testing';
import { PROVIDER_API } from './recognition';
import type { App } from './fixtures';
import { demoToken } from './fixtures';

const RETURN = 'http://localhost/?updateDocument=true#/idnowRecognition';
const OLD_DOCUMENT = {
  documentType: 'CARTA_IDENTITA_ELETTRONICA',
  documentNumber: 'CA00000AA',
  issueDate: '2016-12-01',
  expiryDate: '2026-12-13',
  issuingAuthority: 'Comune',
  issuingPlace: 'Milano',
};
const NEW_PASSPORT = {
  documentType: 'PASSAPORTO',
  documentNumber: 'YA7654321',
  issueDate: '2026-01-10',
  expiryDate: '2036-01-09',
  issuingAuthority: 'Questura',
  issuingPlace: 'Milano',
};

const post = (app: App, token: string, path: string, body: unknown = {}) => api(app, path, { token, method: 'POST', body });

async function renewalOf(app: App, token: string): Promise<{ id: string; type: string; flow: string; currentStep: number }> {
  const res = await post(app, token, '/registrations/me/start-document-renewal');
  expect(res.status).toBe(200);
  return json(res);
}

async function recognise(app: App, token: string, outcome: 'APPROVED' | 'REJECTED') {
  const { token: recogToken } = await json<{ token: string }>(await post(app, token, '/registrations/recog/token'));
  const res = await post(app, token, '/registrations/recog/documentRenewalStart', { token: recogToken, returnUrl: RETURN });
  expect(res.status).toBe(200);
  const { sessionId, redirectUrl } = await json<{ sessionId: string; redirectUrl: string }>(res);
  expect(redirectUrl).toContain(`/recognition-provider/?session=${sessionId}`);
  const chosen = await app.request(`${PROVIDER_API}/${sessionId}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(chosen.status).toBe(200);
}

async function sendScans(app: App, token: string, id: string) {
  const form = new FormData();
  form.append('front', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], 'front.jpg', { type: 'image/jpeg' }));
  const scans = await app.request(`${USR_PREFIX}/registrations/${id}/document-scans`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(scans.status).toBe(200);
}

async function saveDocument(app: App, token: string, id: string) {
  await sendScans(app, token, id);
  expect((await post(app, token, `/registrations/${id}/documents`, NEW_PASSPORT)).status).toBe(200);
}

/** `YYYY-MM-DD` `days` from today. */
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const progress = (app: App, token: string, id: string, step: number) =>
  post(app, token, `/registrations/${id}/update-registration-progress`, { flow: 'DOCUMENT_RENEWAL', step });

describe('§4 DOCUMENT_RENEWAL in the sandbox', () => {
  it('§7 start-document-renewal, recog/documentRenewalStart, the new document, progress 2: COMPLETED and the profile holds the new document', async () => {
    const { app, db } = setupSandbox();
    updateUserProfile(db.sql, DEMO_USER_ID, { document: OLD_DOCUMENT, documentType: OLD_DOCUMENT.documentType });
    const token = await demoToken(app);
    const renewal = await renewalOf(app, token);
    expect(renewal).toMatchObject({ type: 'DOCUMENT_RENEWAL', flow: 'DOCUMENT_RENEWAL', currentStep: 1 });

    await recognise(app, token, 'APPROVED');
    await saveDocument(app, token, renewal.id);
    expect(findUserProfile(db.sql, DEMO_USER_ID)?.document).toEqual(OLD_DOCUMENT); // not before the last step

    const done = await progress(app, token, renewal.id, 2);
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ id: renewal.id, status: 'COMPLETED', closed: true, currentStep: 2 });
    expect(findUserProfile(db.sql, DEMO_USER_ID)).toMatchObject({ document: NEW_PASSPORT, documentType: 'PASSAPORTO' });
  });

  it('(decision) documents on a renewal: the new document must expire after the one on file, else 400 with the field error on expiryDate', async () => {
    const { app, db } = setupSandbox();
    const expiring = { ...OLD_DOCUMENT, expiryDate: isoIn(20) };
    updateUserProfile(db.sql, DEMO_USER_ID, { document: expiring, documentType: expiring.documentType });
    const token = await demoToken(app);
    const renewal = await renewalOf(app, token);
    await recognise(app, token, 'APPROVED');
    await sendScans(app, token, renewal.id);
    // The same card sent again, or a document expiring before it: refused, nothing saved.
    for (const expiryDate of [expiring.expiryDate, isoIn(10)]) {
      const res = await post(app, token, `/registrations/${renewal.id}/documents`, { ...NEW_PASSPORT, expiryDate });
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.errors).toEqual([{ field: 'expiryDate', message: RENEWAL_NOT_NEWER_MSG }]);
    }
    expect((await progress(app, token, renewal.id, 2)).status).toBe(409);
    // One day later than the card on file is accepted.
    const res = await post(app, token, `/registrations/${renewal.id}/documents`, { ...NEW_PASSPORT, expiryDate: isoIn(21) });
    expect(res.status).toBe(200);
    expect((await progress(app, token, renewal.id, 2)).status).toBe(200);
    expect(findUserProfile(db.sql, DEMO_USER_ID)?.document?.expiryDate).toBe(isoIn(21));
  });

  it('§7 recog/documentRenewalStart refuses a caller whose current registration is not an open renewal (409)', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const { token: recogToken } = await json<{ token: string }>(await post(app, token, '/registrations/recog/token'));
    const res = await post(app, token, '/registrations/recog/documentRenewalStart', { token: recogToken, returnUrl: RETURN });
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe(RENEWAL_CODES.notRenewal);
  });

  it('progress 2 without the document, or after a REJECTED recognition, is refused (409) and nothing changes', async () => {
    const { app, db } = setupSandbox();
    updateUserProfile(db.sql, DEMO_USER_ID, { document: OLD_DOCUMENT });
    const token = await demoToken(app);
    const renewal = await renewalOf(app, token);
    await recognise(app, token, 'APPROVED');
    const early = await progress(app, token, renewal.id, 2);
    expect(early.status).toBe(409);
    expect((await json<ErrorJson>(early)).context.code).toBe(RENEWAL_CODES.incomplete);

    await recognise(app, token, 'REJECTED');
    await saveDocument(app, token, renewal.id);
    expect((await progress(app, token, renewal.id, 2)).status).toBe(409);
    expect(findUserProfile(db.sql, DEMO_USER_ID)?.document).toEqual(OLD_DOCUMENT);
    // Saving an earlier step is only recorded.
    expect(await json(await progress(app, token, renewal.id, 1))).toMatchObject({ status: 'CONSUMER_IN_PROGRESS', closed: false });
  });

  it('§7 start-document-renewal only for a document expiring within 60 days or expired (409 USR_RENEWAL_NOT_DUE, nothing created); a completed renewal is not started again', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    const startRenewal = () => post(app, token, '/registrations/me/start-document-renewal');
    // No document on file (not a customer), then one valid for years: refused.
    for (const document of [null, { ...OLD_DOCUMENT, expiryDate: '2099-01-01' }]) {
      updateUserProfile(db.sql, DEMO_USER_ID, { document });
      const res = await startRenewal();
      expect(res.status).toBe(409);
      expect((await json<ErrorJson>(res)).context.code).toBe(RENEWAL_CODES.notDue);
    }
    expect(renewalDue({ document: { ...OLD_DOCUMENT, expiryDate: '2026-03-01' } }, new Date('2026-01-01T12:00:00Z'))).toBe(true);
    expect(renewalDue({ document: { ...OLD_DOCUMENT, expiryDate: '2026-03-03' } }, new Date('2026-01-01T12:00:00Z'))).toBe(false);
    expect(renewalDue({ document: { ...OLD_DOCUMENT, expiryDate: '2025-12-01' } }, new Date('2026-01-01T12:00:00Z'))).toBe(true);

    updateUserProfile(db.sql, DEMO_USER_ID, { document: OLD_DOCUMENT });
    const renewal = await renewalOf(app, token);
    await recognise(app, token, 'APPROVED');
    await saveDocument(app, token, renewal.id);
    expect((await progress(app, token, renewal.id, 2)).status).toBe(200);
    // The new passport is valid for ten years: a reload's start-up cannot open a second renewal.
    expect((await startRenewal()).status).toBe(409);
  });
});
