// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../app';
import { openSandboxDb } from '../../db';
import { RECOG_CODES, RECOG_MSG, RecognitionTokens, RECOGNITION_TOKEN_TTL_MS } from '../../registrations/recognition';
import { DEMO_REGISTRATION_ID } from '../../seed';
import { findRegistration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { adminPost, api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { fieldErrors } from './fixtures';
import { PROVIDER_API } from './recognition';

/** `app.request` answers on this origin. */
const ORIGIN = 'http://localhost';
const RETURN = `${ORIGIN}/#/idnowRecognition`;

const token = async (app: App) => (await login(app)).access_token;
const getToken = (app: App, t: string, body?: unknown) => api(app, '/registrations/recog/token', { token: t, method: 'POST', body });
const start = (app: App, t: string, body: unknown) => api(app, '/registrations/recog/start', { token: t, method: 'POST', body });
const callback = (app: App, t: string, session?: string) =>
  api(app, `/registrations/recog/callback${session ? `?session=${encodeURIComponent(session)}` : ''}`, { token: t });
const documentData = (app: App, t: string) => api(app, '/registrations/recog/document-data', { token: t });
const providerGet = (app: App, session: string) => Promise.resolve(app.request(`${PROVIDER_API}/${session}`));
const choose = (app: App, session: string, outcome: string) =>
  Promise.resolve(
    app.request(`${PROVIDER_API}/${session}/outcome`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome }),
    }),
  );

/** Logs in, gets a token and starts a session; returns what the tests need. */
async function started(app: App, returnUrl = RETURN) {
  const t = await token(app);
  const { token: recogToken } = await json<{ token: string }>(await getToken(app, t));
  const res = await start(app, t, { token: recogToken, returnUrl });
  expect(res.status).toBe(200);
  const body = await json<{ sessionId: string; redirectUrl: string }>(res);
  return { t, ...body };
}

describe('§7 Identity recognition: recog/token', () => {
  it('answers an opaque token for the caller (body optional)', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    for (const body of [undefined, {}]) {
      const res = await getToken(app, t, body);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ token: expect.stringMatching(/^rt-[0-9a-f]{32}$/) as unknown });
    }
  });

  it('needs a session (401)', async () => {
    const { app } = setupSandbox();
    expect((await api(app, '/registrations/recog/token', { method: 'POST' })).status).toBe(401);
  });

  it('a token expires after 5 minutes and is used once', () => {
    let now = 0;
    const tokens = new RecognitionTokens(() => now);
    const once = tokens.issue('reg-1');
    tokens.consume(once, 'reg-1');
    expect(() => tokens.consume(once, 'reg-1')).toThrow(RECOG_MSG.tokenInvalid);
    const late = tokens.issue('reg-1');
    now = RECOGNITION_TOKEN_TTL_MS;
    expect(() => tokens.consume(late, 'reg-1')).toThrow(RECOG_MSG.tokenInvalid);
    expect(() => tokens.consume(tokens.issue('reg-2'), 'reg-1')).toThrow(RECOG_MSG.tokenInvalid);
  });
});

describe('§7 Identity recognition: recog/start', () => {
  it('starts a session: the provider page address, and data.recognition STARTED with the return address', async () => {
    const { app, db } = setupSandbox();
    const { sessionId, redirectUrl } = await started(app);
    expect(sessionId).toMatch(/^rs-[0-9a-f]{16}$/);
    expect(redirectUrl).toBe(`${ORIGIN}/recognition-provider/?session=${sessionId}`);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.recognition).toEqual({
      sessionId,
      status: 'STARTED',
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      returnUrl: RETURN,
    });
  });

  it('accepts a rooted path as the return address', async () => {
    const { app } = setupSandbox();
    await started(app, '/embed.html');
  });

  it('refuses another origin, a protocol-relative or a script address (400 on returnUrl: no open redirect)', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'relative/path', 'http://localhost:9999/']) {
      const { token: recogToken } = await json<{ token: string }>(await getToken(app, t));
      const res = await start(app, t, { token: recogToken, returnUrl });
      expect(res.status, returnUrl).toBe(400);
      expect((await json<ErrorJson>(res.clone())).context.code).toBe(RECOG_CODES.returnUrlRefused);
      expect(await fieldErrors(res)).toEqual({ returnUrl: RECOG_MSG.returnUrl });
    }
  });

  it('refuses an unknown or reused token (400 on token) and a missing field', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    const unknown = await start(app, t, { token: 'rt-nope', returnUrl: RETURN });
    expect(unknown.status).toBe(400);
    expect(await fieldErrors(unknown)).toEqual({ token: RECOG_MSG.tokenInvalid });
    const { token: recogToken } = await json<{ token: string }>(await getToken(app, t));
    expect((await start(app, t, { token: recogToken, returnUrl: RETURN })).status).toBe(200);
    expect((await start(app, t, { token: recogToken, returnUrl: RETURN })).status).toBe(400);
    const missing = await start(app, t, { token: recogToken });
    expect(missing.status).toBe(400);
    expect(Object.keys(await fieldErrors(missing))).toEqual(['returnUrl']);
  });
});

describe('§7 Identity recognition: the provider page, recog/callback', () => {
  it('the provider page reads the session; an unknown session is 404', async () => {
    const { app } = setupSandbox();
    const { sessionId } = await started(app);
    expect(await json(await providerGet(app, sessionId))).toEqual({ sessionId, status: 'STARTED', returnUrl: RETURN });
    const res = await providerGet(app, 'rs-unknown');
    expect(res.status).toBe(404);
    expect((await json<ErrorJson>(res)).context.code).toBe(RECOG_CODES.sessionUnknown);
  });

  it('callback answers the status, with or without the session id; a stale session id is 404', async () => {
    const { app } = setupSandbox();
    const first = await started(app);
    expect(await json(await callback(app, first.t, first.sessionId))).toEqual({
      sessionId: first.sessionId,
      status: 'STARTED',
      startedAt: expect.any(String) as unknown,
    });
    const second = await started(app);
    expect(await json(await callback(app, second.t))).toMatchObject({ sessionId: second.sessionId, status: 'STARTED' });
    expect((await callback(app, second.t, first.sessionId)).status).toBe(404);
  });

  it('callback without any recognition is 404 USR_RECOG_NOT_FOUND', async () => {
    const { app } = setupSandbox();
    const res = await callback(app, await token(app));
    expect(res.status).toBe(404);
    expect((await json<ErrorJson>(res)).context.code).toBe(RECOG_CODES.notStarted);
  });

  it.each(['APPROVED', 'REJECTED'] as const)('the tester chooses %s: recorded with completedAt, then final (409)', async (outcome) => {
    const { app, db } = setupSandbox();
    const { t, sessionId } = await started(app);
    const res = await choose(app, sessionId, outcome);
    expect(await json(res)).toEqual({ sessionId, status: outcome, returnUrl: RETURN });
    expect(await json(await callback(app, t, sessionId))).toMatchObject({ status: outcome, completedAt: expect.any(String) as unknown });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.recognition).toMatchObject({ status: outcome });
    expect((await choose(app, sessionId, 'PENDING')).status).toBe(409);
  });

  it('PENDING stays pending (no completedAt) and can still get an outcome; CANCELLED records nothing', async () => {
    const { app } = setupSandbox();
    const { t, sessionId } = await started(app);
    expect(await json(await choose(app, sessionId, 'CANCELLED'))).toMatchObject({ status: 'STARTED' });
    expect(await json(await choose(app, sessionId, 'PENDING'))).toMatchObject({ status: 'PENDING' });
    const pending = await json(await callback(app, t));
    expect(pending).toMatchObject({ status: 'PENDING' });
    expect(pending).not.toHaveProperty('completedAt');
    expect((await choose(app, sessionId, 'APPROVED')).status).toBe(200);
  });

  it('refuses an unknown choice (400)', async () => {
    const { app } = setupSandbox();
    const { sessionId } = await started(app);
    expect((await choose(app, sessionId, 'MAYBE')).status).toBe(400);
  });

  it('the state survives a server restart (it is in the registration, not in memory)', async () => {
    const db = openSandboxDb(':memory:');
    const first = createSandboxApp({ db });
    const { sessionId } = await started(first);
    const second = createSandboxApp({ db });
    await choose(second, sessionId, 'APPROVED');
    expect(await json(await callback(second, await token(second)))).toMatchObject({ sessionId, status: 'APPROVED' });
  });
});

describe('§7 Identity recognition: recog/document-data', () => {
  it('after APPROVED: an electronic identity card, issued three years ago, valid ten years, issued by the Comune', async () => {
    const { app } = setupSandbox();
    const { t, sessionId } = await started(app);
    await choose(app, sessionId, 'APPROVED');
    const res = await documentData(app, t);
    expect(res.status).toBe(200);
    const data = await json<Record<string, string>>(res);
    const year = new Date().getUTCFullYear();
    expect(data).toEqual({
      documentType: 'CARTA_IDENTITA_ELETTRONICA',
      documentNumber: 'CA12345AB',
      issueDate: expect.stringMatching(new RegExp(`^${year - 3}-\\d{2}-\\d{2}$`)) as unknown,
      expiryDate: expect.stringMatching(new RegExp(`^${year + 7}-\\d{2}-\\d{2}$`)) as unknown,
      issuingAuthority: 'Comune',
      issuingPlace: 'Milano',
    });
    expect(data.documentNumber).toMatch(/^[A-Z]{2}\d{5}[A-Z]{2}$/); // §5 electronic identity card
    expect(Date.parse(data.expiryDate ?? '')).toBeGreaterThan(Date.now());
  });

  it.each([
    ['no recognition', null],
    ['a PENDING one', 'PENDING'],
    ['a REJECTED one', 'REJECTED'],
  ] as const)('404 USR_RECOG_NOT_APPROVED with %s', async (_label, outcome) => {
    const { app } = setupSandbox();
    const { t, sessionId } = await started(app);
    if (outcome) await choose(app, sessionId, outcome);
    const res = await documentData(app, t);
    expect(res.status).toBe(404);
    expect(await json<ErrorJson>(res)).toMatchObject({ trace: expect.any(String) as unknown, context: { code: RECOG_CODES.notApproved } });
  });
});

describe('admin: POST /__sandbox/recognition/:registrationId', () => {
  it('resolves a PENDING recognition', async () => {
    const { app } = setupSandbox();
    const { t, sessionId } = await started(app);
    await choose(app, sessionId, 'PENDING');
    const res = await adminPost(app, `/recognition/${DEMO_REGISTRATION_ID}`, { status: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      ok: true,
      recognition: { sessionId, status: 'APPROVED', startedAt: expect.any(String) as unknown, completedAt: expect.any(String) as unknown },
    });
    expect(await json(await callback(app, t))).toMatchObject({ status: 'APPROVED' });
  });

  it('404 without a recognition or registration; 400 on another status', async () => {
    const { app } = setupSandbox();
    expect((await adminPost(app, `/recognition/${DEMO_REGISTRATION_ID}`, { status: 'APPROVED' })).status).toBe(404);
    expect((await adminPost(app, '/recognition/reg-nope', { status: 'APPROVED' })).status).toBe(404);
    expect((await adminPost(app, `/recognition/${DEMO_REGISTRATION_ID}`, { status: 'STARTED' })).status).toBe(400);
  });
});
