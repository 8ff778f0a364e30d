// @vitest-environment node
/**
 * The certificate provider's calls of step 8 (spec §7 "Certificate and dossier", "Signature") on
 * persona 3331000016 (step 8, nothing signed), the state machine seen through the API (the running flag on
 * the registration while a signature runs, lazy settling, never twice, CONTRACTS_SIGNED) and the admin view.
 */
import { describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS, SANDBOX_OTP_CODE, SANDBOX_REJECTED_OTP_CODE, SIGNATURE_DURATION_MS } from '../../constants';
import { CERT_MSG, CERTIFICATE_TERMS } from '../../registrations/certificate';
import { MSG } from '../../registrations/messages';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { adminGet, adminPost, api, json, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { fieldErrors } from './fixtures';
import {
  ACCOUNT_CONTRACTS,
  acceptAllClauses,
  CARD_CONTRACTS,
  CLAUSES,
  cert,
  P16,
  setDuration,
  settled,
  signEverything,
  signStatus,
  tokenOf,
  wait,
} from './step8-fixtures';

const code = async (res: Response) => (await json<ErrorJson>(res)).context.code;
const registrationOf = async (app: App, token: string, id: string = P16.registrationId) =>
  (await json<{ registration: Registration }>(await api(app, `/registrations/${id}`, { token }))).registration;
const adminSignature = async (app: App, id: string = P16.registrationId) =>
  json<{ signature: { status: string }; signatures: { certificate: number; account: number; card: number }; durationMs: number }>(
    await adminGet(app, `/registrations/${id}/signature`),
  );

describe('§7 Certificate and dossier', () => {
  it('certificate-status is NONE, then REQUESTED after accept-clauses, then VALID after issue-and-sign finished', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const status = async () => (await json<{ status: string }>(await cert(app, token, 'certificate-status'))).status;
    expect(await status()).toBe('NONE');
    await acceptAllClauses(app, token);
    expect(await status()).toBe('REQUESTED');
    await setDuration(app, 10_000);
    await cert(app, token, 'dossiers/send-signature-otp', {});
    await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    expect(await status()).toBe('REQUESTED');
    await setDuration(app, 1);
    await settled(app, token);
    expect(await status()).toBe('VALID');
  });

  it('dossiers is idempotent; start needs a dossier and answers clausesAccepted; terms need a started dossier', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const noDossier = await cert(app, token, 'dossiers/start', {});
    expect(noDossier.status).toBe(409);
    expect(await code(noDossier)).toBe('USR_CERT_NO_DOSSIER');

    const created = await json<{ dossierId: string; status: string }>(await cert(app, token, 'dossiers', {}));
    expect(created).toEqual({ dossierId: expect.stringMatching(/^dos-/) as unknown, status: 'CREATED' });
    expect(await json(await cert(app, token, 'dossiers', {}))).toEqual(created);

    const notStarted = await cert(app, token, 'dossiers/terms');
    expect(notStarted.status).toBe(409);
    expect(await code(notStarted)).toBe('USR_CERT_NOT_STARTED');

    const started = await cert(app, token, 'dossiers/start', {});
    expect(await json(started)).toEqual({ dossierId: created.dossierId, status: 'STARTED', clausesAccepted: false });
    expect(await json(await cert(app, token, 'dossiers/start', {}))).toEqual({ dossierId: created.dossierId, status: 'STARTED', clausesAccepted: false });

    const { terms } = await json<{ terms: { id: string; title: string; html: string; required: boolean }[] }>(await cert(app, token, 'dossiers/terms'));
    expect(terms.map((t) => t.id)).toEqual(CLAUSES);
    for (const term of terms) {
      expect(term.required).toBe(true);
      expect(term.title.length).toBeGreaterThan(0);
      expect(term.html).toMatch(/^<p>/);
      expect(term.html).not.toMatch(/<script/i);
    }
    expect(terms).toEqual(CERTIFICATE_TERMS);
  });

  it('accept-clauses refuses a missing clause on clauseIds ("Accetta tutte le condizioni per proseguire"), then accepts all', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await cert(app, token, 'dossiers', {});
    await cert(app, token, 'dossiers/start', {});
    const partial = await cert(app, token, 'dossiers/accept-clauses', { clauseIds: CLAUSES.slice(0, 2) });
    expect(partial.status).toBe(400);
    expect(await fieldErrors(partial)).toEqual({ clauseIds: CERT_MSG.clausesRequired });
    expect(CERT_MSG.clausesRequired).toBe('Accetta tutte le condizioni per proseguire');
    const unknown = await cert(app, token, 'dossiers/accept-clauses', { clauseIds: [...CLAUSES, 'OTHER'] });
    expect(await fieldErrors(unknown)).toEqual({ clauseIds: CERT_MSG.clausesRequired });
    const ok = await cert(app, token, 'dossiers/accept-clauses', { clauseIds: CLAUSES });
    expect(ok.status).toBe(200);
    const body = await json<{ dossierId: string; status: string; clausesAccepted: boolean }>(ok);
    expect(body).toMatchObject({ status: 'CLAUSES_ACCEPTED', clausesAccepted: true });
    // A later start (a reload) says the clauses are accepted, so the screen moves on.
    expect(await json(await cert(app, token, 'dossiers/start', {}))).toEqual({ ...body, clausesAccepted: true });
  });

  it("someone else's registration is a 404 and no token a 401", async () => {
    const { app } = setupSandbox();
    const other = await tokenOf(app, '+393331000015');
    expect((await cert(app, other, 'certificate-status')).status).toBe(404);
    expect((await api(app, `/registrations/${P16.registrationId}/infocert/certificate-status`)).status).toBe(401);
  });
});

describe('§7 Signature: the code and the sign calls', () => {
  it('send-signature-otp sends 123456 by SMS (masked number), with the phone code limits, apart from the mobile-token code', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const res = await cert(app, token, 'dossiers/send-signature-otp', {});
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ sent: true, phoneNumber: '+39 333 ***0016' });
    const { messages } = await json<{ messages: { channel: string; code: string }[] }>(await adminGet(app, '/outbox?to=%2B393331000016'));
    expect(messages).toEqual([expect.objectContaining({ channel: 'sms', code: SANDBOX_OTP_CODE })]);
    for (let i = 1; i < OTP_MAX_SENDS; i++) expect((await cert(app, token, 'dossiers/send-signature-otp', {})).status).toBe(200);
    const tooMany = await cert(app, token, 'dossiers/send-signature-otp', {});
    expect(tooMany.status).toBe(429);
    expect(await code(tooMany)).toBe('USR_REG_OTP_TOO_MANY');
  });

  it('issue-and-sign: clauses first (409), then the OTP rules on field otp, then RUNNING', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const early = await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    expect(early.status).toBe(409);
    expect(await code(early)).toBe('USR_CERT_CLAUSES_NOT_ACCEPTED');
    await acceptAllClauses(app, token);

    const notSent = await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    expect(notSent.status).toBe(409);
    expect(await code(notSent)).toBe('USR_REG_OTP_NOT_SENT');
    // A mobile-token code does not count as the signature code.
    await api(app, `/registrations/${P16.registrationId}/mobile-token/send-otp`, { token, method: 'POST', body: {} });
    expect(await code(await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE }))).toBe('USR_REG_OTP_NOT_SENT');

    await cert(app, token, 'dossiers/send-signature-otp', {});
    const wrong = await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_REJECTED_OTP_CODE });
    expect(wrong.status).toBe(400);
    expect(await json<ErrorJson>(wrong)).toMatchObject({ context: { code: 'USR_REG_OTP_INVALID', errors: [{ field: 'otp', message: MSG.otpInvalid }] } });
    expect(MSG.otpInvalid).toBe('Il codice inserito non è corretto');
    const shape = await cert(app, token, 'dossiers/issue-and-sign', { otp: '12' });
    expect(await fieldErrors(shape)).toEqual({ otp: MSG.otpShape });

    const ok = await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({
      status: 'RUNNING',
      operation: 'ISSUE_AND_SIGN',
      scope: 'CERTIFICATE',
      signed: { certificate: false, account: false, card: false },
      session: { active: false, startedAt: null, expiresAt: null },
    });
  });

  it('§7 Signature: infocertSignRunning is true on GET registrations/{id} and the lookup while it runs, cleared once it settles', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await acceptAllClauses(app, token);
    await setDuration(app, 10_000);
    await cert(app, token, 'dossiers/send-signature-otp', {});
    await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    expect((await registrationOf(app, token)).infocertSignRunning).toBe(true);
    const me = await json<{ lastRegistration: Registration }>(await api(app, '/registrations/me', { token }));
    expect(me.lastRegistration.infocertSignRunning).toBe(true);
    const running = await signStatus(app, token);
    expect(running.status).toBe('RUNNING');
    expect(running.progress).toBeGreaterThanOrEqual(0);
    expect(running.progress).toBeLessThan(100);

    // The duration passes (shortened: the setting in force applies to the running signature).
    await setDuration(app, 20);
    await wait(25);
    // The registration read settles it (no sign-status call in between).
    const registration = await registrationOf(app, token);
    expect(registration.infocertSignRunning).toBe(false);
    const done = await signStatus(app, token);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, signed: { certificate: true, account: false, card: false }, session: { active: true } });
    expect(Date.parse(done.session.expiresAt ?? '') - Date.parse(done.session.startedAt ?? '')).toBe(3_300_000);
  });

  it('§7 Signature: never two at once (409 USR_SIGN_RUNNING), never the same scope twice (the current status)', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await setDuration(app, 5);
    await acceptAllClauses(app, token);
    await cert(app, token, 'dossiers/send-signature-otp', {});
    await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    await settled(app, token);

    await setDuration(app, 10_000);
    const account = await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS });
    expect(await json(account)).toMatchObject({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'ACCOUNT' });
    for (const [path, body] of [
      ['dossiers/sign-and-assert-auth', { scope: 'CARD', contractIds: CARD_CONTRACTS }],
      ['dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS }],
      ['dossiers/one-step-sign', { otp: SANDBOX_OTP_CODE }],
    ] as const) {
      const refused = await cert(app, token, path, body);
      expect(refused.status).toBe(409);
      expect(await code(refused)).toBe('USR_SIGN_RUNNING');
    }
    await setDuration(app, 5);
    await settled(app, token);

    // ACCOUNT again: the current status, no new signature.
    const again = await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS });
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ status: 'DONE', scope: 'ACCOUNT', signed: { account: true } });
    // The certificate again: refused, it is valid.
    await cert(app, token, 'dossiers/send-signature-otp', {});
    const reissue = await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    expect(reissue.status).toBe(409);
    expect(await code(reissue)).toBe('USR_CERT_ALREADY_VALID');
    expect((await adminSignature(app)).signatures).toEqual({ certificate: 1, account: 1, card: 0 });
  });

  it('sign-and-assert-auth needs an active session (409 USR_SIGN_SESSION_EXPIRED) and every contract of the scope (400 contractIds)', async () => {
    const { app, db } = setupSandbox();
    const token = await tokenOf(app);
    const noSession = await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS });
    expect(noSession.status).toBe(409);
    expect(await code(noSession)).toBe('USR_SIGN_SESSION_EXPIRED');

    await setDuration(app, 5);
    await acceptAllClauses(app, token);
    await cert(app, token, 'dossiers/send-signature-otp', {});
    await cert(app, token, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE });
    await settled(app, token);
    const missing = await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS.slice(1) });
    expect(missing.status).toBe(400);
    expect(await fieldErrors(missing)).toEqual({ contractIds: CERT_MSG.contractsRequired });
    const wrongScope = await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'CARD', contractIds: ACCOUNT_CONTRACTS });
    expect(await fieldErrors(wrongScope)).toEqual({ contractIds: CERT_MSG.contractsRequired });

    // The session expires 3,300,000 ms after it opened.
    db.sql
      .prepare(`UPDATE registrations SET data = json_set(data, '$.signature.sessionStartedAt', ?) WHERE id = ?`)
      .run(new Date(Date.now() - 3_300_001).toISOString(), P16.registrationId);
    expect((await signStatus(app, token)).session.active).toBe(false);
    const expired = await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS });
    expect(await code(expired)).toBe('USR_SIGN_SESSION_EXPIRED');

    // one-step-sign opens a new session with the valid certificate; nothing is signed again.
    await cert(app, token, 'dossiers/send-signature-otp', {});
    const oneStep = await cert(app, token, 'dossiers/one-step-sign', { otp: SANDBOX_OTP_CODE });
    expect(await json(oneStep)).toMatchObject({ status: 'RUNNING', operation: 'ONE_STEP_SIGN', scope: null });
    expect(await settled(app, token)).toMatchObject({ status: 'DONE', session: { active: true }, signed: { certificate: true, account: false } });
    expect((await adminSignature(app)).signatures.certificate).toBe(1);
    expect((await cert(app, token, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS })).status).toBe(200);
  });

  it('one-step-sign needs a valid certificate (409 USR_CERT_NOT_VALID)', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const res = await cert(app, token, 'dossiers/one-step-sign', { otp: SANDBOX_OTP_CODE });
    expect(res.status).toBe(409);
    expect(await code(res)).toBe('USR_CERT_NOT_VALID');
  });

  it('§7 Signature: ACCOUNT and CARD signed, each once; CONTRACTS_SIGNED waits for the end of step 8 (§4: it skips to the final step)', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await signEverything(app, token);
    expect(await signStatus(app, token)).toMatchObject({ status: 'DONE', signed: { certificate: true, account: true, card: true } });
    const registration = await registrationOf(app, token);
    expect(registration.infocertSignRunning).toBe(false);
    expect(registration.status).not.toBe('CONTRACTS_SIGNED');
    expect((await adminSignature(app)).signatures).toEqual({ certificate: 1, account: 1, card: 1 });
  });
});

describe('§7 Signature: admin surface and the seeded running signature', () => {
  it('the duration is 4000 ms by default, settable, and reset brings the default back', async () => {
    const { app } = setupSandbox();
    expect((await json<{ ms: number }>(await adminGet(app, '/signature/duration'))).ms).toBe(SIGNATURE_DURATION_MS);
    expect(SIGNATURE_DURATION_MS).toBe(4000);
    await setDuration(app, 60_000);
    expect((await adminSignature(app)).durationMs).toBe(60_000);
    expect((await adminPost(app, '/signature/duration', { ms: 0 })).status).toBe(400);
    await adminPost(app, '/reset');
    expect((await json<{ ms: number }>(await adminGet(app, '/signature/duration'))).ms).toBe(SIGNATURE_DURATION_MS);
  });

  it('persona 3331000009: its seeded ACCOUNT signature runs, then settles after the duration and clears the flag', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, '+393331000009');
    expect((await registrationOf(app, token, 'reg-p09')).infocertSignRunning).toBe(true);
    expect((await adminSignature(app, 'reg-p09')).signature.status).toBe('RUNNING');
    // The seeded start is "now" at seed time: a duration of 1 ms makes it finished already.
    await setDuration(app, 1);
    await wait(5);
    const registration = await registrationOf(app, token, 'reg-p09');
    expect(registration).toMatchObject({ infocertSignRunning: false, status: 'CONSUMER_IN_PROGRESS' });
    expect(await signStatus(app, token, 'reg-p09')).toMatchObject({ status: 'DONE', signed: { certificate: true, account: true, card: false } });
    expect((await adminSignature(app, 'reg-p09')).signatures).toEqual({ certificate: 1, account: 1, card: 0 });
  });

  it('GET /__sandbox/registrations/:id/signature of an unknown registration is a 404', async () => {
    const { app } = setupSandbox();
    expect((await adminGet(app, '/registrations/nope/signature')).status).toBe(404);
  });
});
