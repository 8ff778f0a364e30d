// @vitest-environment node
/**
 * The minor signs without a certificate, which a minor cannot hold (registrations/certificate.ts
 * `signsWithSmsCode`). On a MINOR registration called by its owner, `send-signature-otp` needs no dossier and
 * `sign-and-assert-auth {scope, contractIds, otp}` signs a scope with the SMS code, no certificate and no
 * signature session. Consumers and the guardian still sign in a certificate session.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_OTP_CODE } from '../../constants';
import { findPrepaidCard } from '../../prepaidCards';
import { CERT_MSG } from '../../registrations/certificate';
import { MSG } from '../../registrations/messages';
import type { SignStatus } from '../../registrations/signature';
import { DEMO_PHONE } from '../../seed';
import { requiredAccountDocuments } from '../../staticContracts';
import { findOtpChallenge } from '../../repositories/codes';
import { findRegistration } from '../../repositories/registrations';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { newPerson, preRegister } from './fixtures';
import { ACCOUNT_CONTRACTS, CARD_CONTRACTS, P16, setDuration, wait } from './step8-fixtures';

/** The minor: `newPerson` (phone 3471234567, access code 24681) aged 15. */
const MINOR = { ...newPerson, birthDate: `${new Date().getFullYear() - 15}-01-01`, flow: 'MINOR' };
const MINOR_PHONE = `+39${newPerson.phoneNumber}`;
const CARD_ID = 'CARD_VIRTUAL';
/** The guardian: the demo persona. */
const TUTOR = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', phoneNumber: DEMO_PHONE.slice(3), email: 'demo@example.it' };

const post = (app: App, token: string, id: string, path: string, body: unknown = {}) =>
  api(app, `/registrations/${id}/${path}`, { token, method: 'POST', body });
const cert = (app: App, token: string, id: string, path: string, body?: unknown) =>
  api(app, `/registrations/${id}/infocert/${path}`, { token, ...(body === undefined ? {} : { method: 'POST', body }) });
const sign = (app: App, token: string, id: string, body: unknown) => cert(app, token, id, 'dossiers/sign-and-assert-auth', body);
const signStatus = async (app: App, token: string, id: string) => json<SignStatus>(await cert(app, token, id, 'dossiers/sign-status'));
const registrationOf = async (app: App, token: string, id: string) =>
  (await json<{ registration: Registration }>(await api(app, `/registrations/${id}`, { token }))).registration;
const codeOf = async (res: Response) => (await json<ErrorJson>(res)).context.code;
/** An error answer's code and its field errors as `{ field: message }`. */
async function errorOf(res: Response): Promise<{ status: number; code: string; fields: Record<string, string> }> {
  const { context } = await json<ErrorJson>(res);
  return { status: res.status, code: context.code, fields: Object.fromEntries((context.errors ?? []).map((e) => [e.field, e.message])) };
}

/** Polls sign-status until the signature is no longer RUNNING (the duration must be short). */
async function settled(app: App, token: string, id: string): Promise<SignStatus> {
  for (let i = 0; i < 40; i++) {
    const status = await signStatus(app, token, id);
    if (status.status !== 'RUNNING') return status;
    await wait(5);
  }
  throw new Error('signature still running');
}

/** A freshly pre-registered minor (MINOR_PREREGISTERED, no card): id and token. */
async function preRegisteredMinor(app: App): Promise<{ id: string; token: string }> {
  const res = await preRegister(app, MINOR);
  expect(res.status).toBe(200);
  const body = await json<{ registration: Registration; access_token: string }>(res);
  expect(body.registration).toMatchObject({ flow: 'MINOR', status: 'MINOR_PREREGISTERED' });
  return { id: body.registration.id, token: body.access_token };
}

/** A minor who chose the virtual card: id and token. */
async function minorWithCard(app: App): Promise<{ id: string; token: string }> {
  const minor = await preRegisteredMinor(app);
  expect((await post(app, minor.token, minor.id, 'select-card', { cardId: CARD_ID })).status).toBe(200);
  return minor;
}

const sendCode = async (app: App, token: string, id: string) => {
  const res = await cert(app, token, id, 'dossiers/send-signature-otp', {});
  expect(res.status).toBe(200);
  return json<{ sent: boolean; phoneNumber: string }>(res);
};

describe("§4 MINOR 6,0/7,0 MinorBankSign, MinorCardSign: the minor signs with an SMS code", () => {
  it("§4 MINOR walk: pre-register -> phone -> documents -> card -> contracts -> SMS code -> ACCOUNT, CARD -> access code -> mobile token; the status stays MINOR_IN_PROGRESS", async () => {
    const { app, db } = setupSandbox();
    await setDuration(app, 5);
    const { id, token } = await preRegisteredMinor(app);

    // Steps 1-4 (the calls of the other screens).
    expect((await post(app, token, id, 'send-phone-number-otp')).status).toBe(200);
    expect((await post(app, token, id, 'verify-phone-number-otp', { otp: SANDBOX_OTP_CODE })).status).toBe(200);
    expect((await post(app, token, id, 'update-registration-progress', { flow: 'MINOR', step: 6 })).status).toBe(200);
    expect((await post(app, token, id, 'terms', { scope: 'ACCOUNT', accepted: requiredAccountDocuments('REG_MIN') })).status).toBe(200);
    expect((await post(app, token, id, 'select-card', { cardId: CARD_ID })).status).toBe(200);
    const cardDocuments = findPrepaidCard(CARD_ID)?.documents.map((d) => d.documentId) ?? [];
    expect((await post(app, token, id, 'terms', { scope: 'CARD', accepted: cardDocuments })).status).toBe(200);

    // The contracts of each scope, as MinorBankSign / MinorCardSign list them.
    const contracts = (
      await json<{ _embedded: { bankDocumentResourceList: { contractId: string; scope: string; signed: boolean }[] } }>(
        await api(app, `/documents/contracts/${id}`, { token }),
      )
    )._embedded.bankDocumentResourceList;
    const idsOf = (scope: string) => contracts.filter((c) => c.scope === scope).map((c) => c.contractId);
    expect(idsOf('ACCOUNT')).toEqual(ACCOUNT_CONTRACTS);
    expect(idsOf('CARD')).toEqual(CARD_CONTRACTS);

    // No dossier, no certificate: the code is sent all the same, by SMS to the minor.
    expect(await json(await cert(app, token, id, 'certificate-status'))).toEqual({ status: 'NONE' });
    expect(await sendCode(app, token, id)).toEqual({ sent: true, phoneNumber: expect.stringMatching(/^\+39 347 \*+4567$/) });
    const running = await json<SignStatus>(await sign(app, token, id, { scope: 'ACCOUNT', contractIds: idsOf('ACCOUNT'), otp: SANDBOX_OTP_CODE }));
    expect(running).toMatchObject({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'ACCOUNT' });
    expect(await settled(app, token, id)).toMatchObject({
      status: 'DONE',
      signed: { certificate: false, account: true, card: false },
      session: { active: false, startedAt: null },
    });

    await sendCode(app, token, id);
    expect((await sign(app, token, id, { scope: 'CARD', contractIds: idsOf('CARD'), otp: SANDBOX_OTP_CODE })).status).toBe(200);
    expect(await settled(app, token, id)).toMatchObject({
      signed: { certificate: false, account: true, card: true },
      session: { active: false },
    });
    expect(findRegistration(db.sql, id)?.data.dossier).toBeUndefined();
    expect(await json(await cert(app, token, id, 'certificate-status'))).toEqual({ status: 'NONE' });

    // 7,1 ConfirmAccessCode (the minor's own code) and 7,2 MinorConfirmMobileToken.
    expect(await json(await post(app, token, id, 'verify-access-code', { accessCode: newPerson.accessCode }))).toEqual({ verified: true });
    expect((await post(app, token, id, 'mobile-token/send-otp')).status).toBe(200);
    const activated = await post(app, token, id, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
    expect(activated.status).toBe(200);
    // README "Minor and tutor": the guardian still has to sign, so the minor's token does not end step 8.
    expect(await json<Registration>(activated)).toMatchObject({ id, status: 'MINOR_IN_PROGRESS' });
    expect(findRegistration(db.sql, id)?.data).toMatchObject({ accessCodeVerified: true, mobileTokenActive: true });

    // The contracts read signed; every code went to the minor's phone.
    const signedNow = (
      await json<{ _embedded: { bankDocumentResourceList: { signed: boolean }[] } }>(await api(app, `/documents/contracts/${id}`, { token }))
    )._embedded.bankDocumentResourceList;
    expect(signedNow.map((c) => c.signed)).toEqual(signedNow.map(() => true));
    const outbox = (await json<{ messages: { to: string; code: string }[] }>(await app.request('/__sandbox/outbox'))).messages;
    expect(new Set(outbox.filter((m) => m.code === SANDBOX_OTP_CODE).map((m) => m.to))).toEqual(new Set([MINOR_PHONE]));
  });

  it('while the signature runs the registration says infocertSignRunning; any sign call is 409 USR_SIGN_RUNNING; sign-status has no session', async () => {
    const { app } = setupSandbox();
    await setDuration(app, 60_000);
    const { id, token } = await minorWithCard(app);
    await sendCode(app, token, id);
    expect((await sign(app, token, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: SANDBOX_OTP_CODE })).status).toBe(200);
    expect((await registrationOf(app, token, id)).infocertSignRunning).toBe(true);
    expect(await signStatus(app, token, id)).toMatchObject({
      status: 'RUNNING',
      scope: 'ACCOUNT',
      signed: { certificate: false, account: false },
      session: { active: false, startedAt: null, expiresAt: null },
    });

    await sendCode(app, token, id);
    const second = await sign(app, token, id, { scope: 'CARD', contractIds: CARD_CONTRACTS, otp: SANDBOX_OTP_CODE });
    expect(second.status).toBe(409);
    expect(await codeOf(second)).toBe('USR_SIGN_RUNNING');

    await setDuration(app, 5);
    await settled(app, token, id);
    expect((await registrationOf(app, token, id)).infocertSignRunning).toBe(false);
    // The code was not used by the refused call: CARD signs with it now.
    expect((await json<SignStatus>(await sign(app, token, id, { scope: 'CARD', contractIds: CARD_CONTRACTS, otp: SANDBOX_OTP_CODE }))).status).toBe('RUNNING');
  });

  it('a scope already signed answers the current SignStatus (200, no code needed, nothing signed again)', async () => {
    const { app, db } = setupSandbox();
    await setDuration(app, 5);
    const { id, token } = await minorWithCard(app);
    await sendCode(app, token, id);
    await sign(app, token, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: SANDBOX_OTP_CODE });
    await settled(app, token, id);

    const again = await sign(app, token, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS });
    expect(again.status).toBe(200);
    expect(await json<SignStatus>(again)).toMatchObject({ status: 'DONE', scope: 'ACCOUNT', signed: { account: true, card: false } });
    expect(findRegistration(db.sql, id)?.data.signature).toMatchObject({ counts: { certificate: 0, account: 1, card: 0 } });
  });

  it('§5 otp: missing -> 400 on otp "Il campo è obbligatorio"; malformed -> the code shape message; nothing starts', async () => {
    const { app } = setupSandbox();
    const { id, token } = await minorWithCard(app);
    await sendCode(app, token, id);
    for (const body of [
      { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS },
      { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: '' },
      { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: null },
    ]) {
      expect(await errorOf(await sign(app, token, id, body))).toEqual({ status: 400, code: 'BAD_REQUEST', fields: { otp: MSG.required } });
    }
    for (const otp of ['12345', '12345a', 123456]) {
      const res = await sign(app, token, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp });
      expect(await errorOf(res)).toEqual({ status: 400, code: 'BAD_REQUEST', fields: { otp: MSG.otpShape } });
    }
    expect((await signStatus(app, token, id)).status).toBe('IDLE');
  });

  it('§7 OTP errors on otp as issue-and-sign: not sent (409), wrong (400, attempt kept), 000000 refused; the right one then signs', async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minorWithCard(app);
    const body = (otp: string) => ({ scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp });

    const notSent = await sign(app, token, id, body(SANDBOX_OTP_CODE));
    expect(await errorOf(notSent)).toEqual({ status: 409, code: 'USR_REG_OTP_NOT_SENT', fields: { otp: MSG.otpNotSent } });

    await sendCode(app, token, id);
    for (const wrong of ['654321', '000000']) {
      const res = await sign(app, token, id, body(wrong));
      expect(await errorOf(res)).toEqual({ status: 400, code: 'USR_REG_OTP_INVALID', fields: { otp: MSG.otpInvalid } });
    }
    expect(findOtpChallenge(db.sql, id, 'signature')?.attempts).toBe(2);
    expect((await signStatus(app, token, id)).status).toBe('IDLE');
    expect((await sign(app, token, id, body(SANDBOX_OTP_CODE))).status).toBe(200);
    expect((await signStatus(app, token, id)).status).toBe('RUNNING');
    // The code is used up.
    await setDuration(app, 5);
    await settled(app, token, id);
    const reused = await sign(app, token, id, { scope: 'CARD', contractIds: CARD_CONTRACTS, otp: SANDBOX_OTP_CODE });
    expect(await codeOf(reused)).toBe('USR_REG_OTP_NOT_SENT');
  });

  it('CARD without a chosen card -> 409 USR_REG_CARD_MISSING; wrong contracts -> 400 on contractIds; neither uses the code up', async () => {
    const { app } = setupSandbox();
    const { id, token } = await preRegisteredMinor(app);
    await sendCode(app, token, id);
    const noCard = await sign(app, token, id, { scope: 'CARD', contractIds: CARD_CONTRACTS, otp: SANDBOX_OTP_CODE });
    expect(noCard.status).toBe(409);
    expect(await codeOf(noCard)).toBe('USR_REG_CARD_MISSING');

    const partial = await sign(app, token, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS.slice(1), otp: SANDBOX_OTP_CODE });
    expect(await errorOf(partial)).toEqual({ status: 400, code: 'BAD_REQUEST', fields: { contractIds: CERT_MSG.contractsRequired } });

    expect((await sign(app, token, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: SANDBOX_OTP_CODE })).status).toBe(200);
  });
});

describe('consumers and the guardian still sign in a certificate session', () => {
  it('a consumer (3331000016, no certificate) sending an otp gets 409 USR_SIGN_SESSION_EXPIRED; the otp is ignored', async () => {
    const { app } = setupSandbox();
    const token = (await login(app, { username: P16.phone })).access_token;
    await sendCode(app, token, P16.registrationId);
    const res = await sign(app, token, P16.registrationId, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: SANDBOX_OTP_CODE });
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('USR_SIGN_SESSION_EXPIRED');
    // Whatever the otp holds, it is not read (no 400 on otp).
    const odd = await sign(app, token, P16.registrationId, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: 42 });
    expect(await codeOf(odd)).toBe('USR_SIGN_SESSION_EXPIRED');
    expect((await signStatus(app, token, P16.registrationId)).status).toBe('IDLE');
  });

  it("the minor's guardian, on the minor's registration, needs their own certificate session (409 USR_SIGN_SESSION_EXPIRED)", async () => {
    const { app } = setupSandbox();
    const { id, token } = await minorWithCard(app);
    expect((await post(app, token, id, 'set-tutor', TUTOR)).status).toBe(200);
    const guardian = (await login(app, { username: DEMO_PHONE })).access_token;
    await sendCode(app, guardian, id);
    const res = await sign(app, guardian, id, { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS, otp: SANDBOX_OTP_CODE });
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('USR_SIGN_SESSION_EXPIRED');
    expect((await signStatus(app, token, id)).status).toBe('IDLE');
  });
});
