// @vitest-environment node
/**
 * The guardian's access to the minor's registration (routes/registrations/own.ts
 * `ownOrGuardedRegistration`, the `as-tutor` rule of registrations/tutor.ts `isTutorOf`), the TUTOR step-9
 * calls on the guardian's own keys (registrations/signer.ts), and the minor's completion once the guardian
 * has signed.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_OTP_CODE } from '../../constants';
import { findPrepaidCard } from '../../prepaidCards';
import type { SignStatus } from '../../registrations/signature';
import { DEMO_PHONE } from '../../seed';
import { findRegistration, updateRegistration } from '../../repositories/registrations';
import { findUserById } from '../../repositories/users';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { adminGet, api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { newPerson, preRegister } from './fixtures';
import { ACCOUNT_CONTRACTS, CARD_CONTRACTS, CLAUSES, setDuration, wait } from './step8-fixtures';

/** The minor: `newPerson` aged 15 (access code 24681), with the virtual card chosen. */
const MINOR = { ...newPerson, birthDate: `${new Date().getFullYear() - 15}-01-01`, flow: 'MINOR' };
const CARD_ID = 'CARD_VIRTUAL'; // MINOR has no Shipment step (spec §4): only a card without shipment can be chosen

/** The guardian: the demo persona (phone +393330000000, access code 13579). */
const TUTOR = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', phoneNumber: DEMO_PHONE.slice(3), email: 'demo@example.it' };
const TUTOR_ACCESS_CODE = '13579';
/** Persona 3331000016's own fiscal code (in its registration), with another phone: a guardian by fiscal code. */
const TUTOR_BY_FISCAL_CODE = { ...TUTOR, firstName: 'Andrea', lastName: 'Rinaldi', fiscalCode: 'RNLNDR86D17D612G', phoneNumber: '3479999999' };
/** Someone else: persona 3331000017 (neither the minor nor the guardian). */
const STRANGER_PHONE = '+393331000017';

interface Minor {
  id: string;
  minor: string;
  guardian: string;
  stranger: string;
}

type Db = ReturnType<typeof setupSandbox>['db'];

/**
 * A minor who chose a card and named the demo persona as guardian, parked at MinorSetTutor (step 8,
 * MINOR_IN_PROGRESS: the steps between are other screens' calls); the three tokens.
 */
async function guardedMinor(app: App, db: Db): Promise<Minor> {
  const res = await preRegister(app, MINOR);
  expect(res.status).toBe(200);
  const { registration, access_token: minor } = await json<{ registration: Registration; access_token: string }>(res);
  const id = registration.id;
  expect((await post(app, minor, id, 'select-card', { cardId: CARD_ID })).status).toBe(200);
  expect((await post(app, minor, id, 'set-tutor', TUTOR)).status).toBe(200);
  updateRegistration(db.sql, id, { status: 'MINOR_IN_PROGRESS', currentStep: 8 });
  const guardian = (await login(app, { username: DEMO_PHONE })).access_token;
  const stranger = (await login(app, { username: STRANGER_PHONE })).access_token;
  return { id, minor, guardian, stranger };
}

const post = (app: App, token: string, id: string, path: string, body: unknown = {}) =>
  api(app, `/registrations/${id}/${path}`, { token, method: 'POST', body });
const cert = (app: App, token: string, id: string, path: string, body?: unknown) =>
  api(app, `/registrations/${id}/infocert/${path}`, { token, ...(body === undefined ? {} : { method: 'POST', body }) });
const lookup = (app: App, token: string, id: string) => api(app, `/registrations/${id}`, { token });

async function settled(app: App, token: string, id: string): Promise<SignStatus> {
  for (let i = 0; i < 40; i++) {
    const status = await json<SignStatus>(await cert(app, token, id, 'dossiers/sign-status'));
    if (status.status !== 'RUNNING') return status;
    await wait(5);
  }
  throw new Error('signature still running');
}

/** With a 5 ms duration: `token`'s certificate requested, issued and signed, then ACCOUNT and CARD signed. */
async function signEverything(app: App, token: string, id: string): Promise<void> {
  await setDuration(app, 5);
  expect((await cert(app, token, id, 'dossiers', {})).status).toBe(200);
  expect((await cert(app, token, id, 'dossiers/start', {})).status).toBe(200);
  expect((await cert(app, token, id, 'dossiers/terms')).status).toBe(200);
  expect((await cert(app, token, id, 'dossiers/accept-clauses', { clauseIds: CLAUSES })).status).toBe(200);
  expect((await cert(app, token, id, 'dossiers/send-signature-otp', {})).status).toBe(200);
  expect((await cert(app, token, id, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE })).status).toBe(200);
  await settled(app, token, id);
  expect((await cert(app, token, id, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS })).status).toBe(200);
  await settled(app, token, id);
  expect((await cert(app, token, id, 'dossiers/sign-and-assert-auth', { scope: 'CARD', contractIds: CARD_CONTRACTS })).status).toBe(200);
  await settled(app, token, id);
}

/**
 * With a 5 ms duration: the minor signs ACCOUNT and CARD with the SMS code (no certificate, no
 * session; routes/registrations/minor-sign.test.ts).
 */
async function minorSignsEverything(app: App, token: string, id: string): Promise<void> {
  await setDuration(app, 5);
  for (const [scope, contractIds] of [['ACCOUNT', ACCOUNT_CONTRACTS], ['CARD', CARD_CONTRACTS]] as const) {
    expect((await cert(app, token, id, 'dossiers/send-signature-otp', {})).status).toBe(200);
    expect((await cert(app, token, id, 'dossiers/sign-and-assert-auth', { scope, contractIds, otp: SANDBOX_OTP_CODE })).status).toBe(200);
    await settled(app, token, id);
  }
}

/** `token` activates their mobile token on the registration. */
async function activateToken(app: App, token: string, id: string): Promise<Response> {
  expect((await post(app, token, id, 'mobile-token/send-otp')).status).toBe(200);
  return post(app, token, id, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
}

const codeOf = async (res: Response) => (await json<ErrorJson>(res)).context.code;

describe('§4 TUTOR start-up: the guardian reads the minor registration', () => {
  it('§4 Start-up rules: the guardian (the as-tutor rule) reads registrations/{minor id}; user is the guardian', async () => {
    const { app, db } = setupSandbox();
    const { id, guardian } = await guardedMinor(app, db);
    const res = await lookup(app, guardian, id);
    expect(res.status).toBe(200);
    const body = await json<{ registration: Registration; user: { phoneNumber: string } }>(res);
    expect(body.registration).toMatchObject({ id, flow: 'MINOR', infocertSignRunning: false });
    expect(body.user.phoneNumber).toBe(DEMO_PHONE);
  });

  it('§6 a guardian matched by fiscal code reads it too; the earlier guardian, once replaced, no longer does', async () => {
    const { app, db } = setupSandbox();
    const { id, minor, guardian } = await guardedMinor(app, db);
    expect((await post(app, minor, id, 'set-tutor', TUTOR_BY_FISCAL_CODE)).status).toBe(200);
    const byCode = (await login(app, { username: '+393331000016' })).access_token;
    expect((await lookup(app, byCode, id)).status).toBe(200);
    expect((await lookup(app, guardian, id)).status).toBe(404);
  });

  it('a stranger gets 404 for the minor registration, and so does a "guardian" of a non-MINOR registration', async () => {
    const { app, db } = setupSandbox();
    const { id, stranger, guardian } = await guardedMinor(app, db);
    expect((await lookup(app, stranger, id)).status).toBe(404);
    // data.tutor on a CONSUMER registration (set-tutor refuses it; written directly) grants nothing.
    updateRegistration(db.sql, 'reg-p17', { data: { tutor: { ...TUTOR, invitedAt: '2026-01-01T00:00:00.000Z', invitations: 1, link: '' } } });
    expect((await lookup(app, guardian, 'reg-p17')).status).toBe(404);
    expect((await cert(app, guardian, 'reg-p17', 'certificate-status')).status).toBe(404);
  });

  it("§7 tracking: the guardian's step-9 events on the minor registration are kept (204); a stranger's are 404", async () => {
    const { app, db } = setupSandbox();
    const { id, stranger, guardian } = await guardedMinor(app, db);
    // The spec §3 tracking payload, as the body.
    const event = { flow: 'MINOR', orderID: id, deviceType: 'mobile', inviteCode: null, gender: null, cardId: null, settore: null, professione: null };
    expect((await post(app, guardian, id, 'tracking', event)).status).toBe(204);
    expect((await post(app, stranger, id, 'tracking', event)).status).toBe(404);
    const { events } = await json<{ events: { payload: unknown }[] }>(await adminGet(app, `/registrations/${id}/tracking`));
    expect(events.map((e) => e.payload)).toEqual([event]);
  });
});

describe('§4 TUTOR step 9: the guardian signs on their own keys', () => {
  it('TutorCardDocumentation: terms CARD by the guardian -> data.tutorCardDocumentsAccepted; the minor acceptance untouched', async () => {
    const { app, db } = setupSandbox();
    const { id, guardian } = await guardedMinor(app, db);
    const documentIds = findPrepaidCard(CARD_ID)?.documents.map((d) => d.documentId) ?? [];
    expect(documentIds.length).toBeGreaterThan(0);
    const res = await post(app, guardian, id, 'terms', { scope: 'CARD', accepted: documentIds });
    expect(res.status).toBe(200);
    const data = findRegistration(db.sql, id)?.data ?? {};
    expect(data.tutorCardDocumentsAccepted).toEqual({ cardId: CARD_ID, documentIds });
    // select-card cleared it (null); the guardian's acceptance did not fill it.
    expect(data.cardDocumentsAccepted ?? null).toBeNull();
  });

  it('§7 certificate and signatures: the guardian walk fills data.tutorDossier/tutorSignature, never the minor ones; codes go to the guardian phone', async () => {
    const { app, db } = setupSandbox();
    const { id, minor, guardian } = await guardedMinor(app, db);
    expect(await json(await cert(app, guardian, id, 'certificate-status'))).toEqual({ status: 'NONE' });
    await signEverything(app, guardian, id);

    const data = findRegistration(db.sql, id)?.data ?? {};
    expect(data.tutorDossier).toMatchObject({ status: 'CLAUSES_ACCEPTED' });
    expect(data.tutorSignature).toMatchObject({ signed: { certificate: true, account: true, card: true } });
    expect(data.signature).toBeUndefined();
    expect(data.dossier).toBeUndefined();
    // Each side reads its own certificate and contracts.
    expect(await json(await cert(app, guardian, id, 'certificate-status'))).toEqual({ status: 'VALID' });
    expect(await json(await cert(app, minor, id, 'certificate-status'))).toEqual({ status: 'NONE' });
    const signedOf = async (token: string) =>
      (await json<{ _embedded: { bankDocumentResourceList: { signed: boolean }[] } }>(await api(app, `/documents/contracts/${id}`, { token })))._embedded.bankDocumentResourceList.map(
        (c) => c.signed,
      );
    expect(await signedOf(guardian)).toEqual([true, true, true, true, true]);
    expect(await signedOf(minor)).toEqual([false, false, false, false, false]);
    // The signature code went to the guardian (the caller), not to the minor.
    const outbox = (await json<{ messages: { to: string; code: string }[] }>(await app.request('/__sandbox/outbox'))).messages;
    expect(outbox.filter((m) => m.code === SANDBOX_OTP_CODE).map((m) => m.to)).toEqual([DEMO_PHONE]);
    // The guardian opens a contract PDF of the minor's registration.
    expect((await api(app, `/documents/contracts/${id}/CONTO_CONTRATTO`, { token: guardian })).status).toBe(200);
  });

  it('§4 signature recovery 9,4: the registration as the guardian reads it says their own signature runs; the minor one does not', async () => {
    const { app, db } = setupSandbox();
    const { id, minor, guardian } = await guardedMinor(app, db);
    await cert(app, guardian, id, 'dossiers', {});
    await cert(app, guardian, id, 'dossiers/start', {});
    await cert(app, guardian, id, 'dossiers/accept-clauses', { clauseIds: CLAUSES });
    await cert(app, guardian, id, 'dossiers/send-signature-otp', {});
    await setDuration(app, 60_000);
    expect((await json<SignStatus>(await cert(app, guardian, id, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE }))).status).toBe('RUNNING');

    const seen = async (token: string) => (await json<{ registration: Registration }>(await lookup(app, token, id))).registration.infocertSignRunning;
    expect(await seen(guardian)).toBe(true);
    expect(await seen(minor)).toBe(false);
    const asTutor = await json<{ registrations: Registration[] }>(await api(app, '/registrations/as-tutor', { token: guardian }));
    expect(asTutor.registrations.map((r) => [r.id, r.infocertSignRunning])).toEqual([[id, true]]);
    // The minor's own signature is not blocked by the guardian's.
    expect((await json<SignStatus>(await cert(app, minor, id, 'dossiers/sign-status'))).status).toBe('IDLE');
  });

  it("TutorConfirmAccessCode: the guardian's own access code (13579), not the minor's (24681); attempts counted apart", async () => {
    const { app, db } = setupSandbox();
    const { id, guardian } = await guardedMinor(app, db);
    const wrong = await post(app, guardian, id, 'verify-access-code', { accessCode: MINOR.accessCode });
    expect(wrong.status).toBe(400);
    expect(await codeOf(wrong)).toBe('USR_REG_ACCESS_CODE_INVALID');
    expect(findRegistration(db.sql, id)?.data).toMatchObject({ tutorAccessCodeAttempts: 1 });
    const right = await post(app, guardian, id, 'verify-access-code', { accessCode: TUTOR_ACCESS_CODE });
    expect(await json(right)).toEqual({ verified: true });
    const data = findRegistration(db.sql, id)?.data ?? {};
    expect(data).toMatchObject({ tutorAccessCodeVerified: true, tutorAccessCodeAttempts: 0 });
    expect(data.accessCodeVerified).toBeUndefined();
    expect(data.accessCodeAttempts).toBeUndefined();
  });

  it('set-tutor naming another guardian clears the earlier guardian step-9 state', async () => {
    const { app, db } = setupSandbox();
    const { id, minor, guardian } = await guardedMinor(app, db);
    await cert(app, guardian, id, 'dossiers', {});
    await post(app, guardian, id, 'verify-access-code', { accessCode: TUTOR_ACCESS_CODE });
    // The same guardian again (resend) keeps it ...
    await post(app, minor, id, 'set-tutor', TUTOR);
    expect(findRegistration(db.sql, id)?.data.tutorDossier).toMatchObject({ status: 'CREATED' });
    // ... another one starts over.
    await post(app, minor, id, 'set-tutor', TUTOR_BY_FISCAL_CODE);
    const data = findRegistration(db.sql, id)?.data ?? {};
    expect(data.tutorDossier).toBeNull();
    expect(data.tutorAccessCodeVerified).toBeNull();
  });
});

describe('§4 MINOR CONTRACTS_SIGNED: the guardian ends the signatures, the minor completes', () => {
  it("the minor's own mobile token (7,2) leaves the MINOR registration in progress: the guardian still has to sign", async () => {
    const { app, db } = setupSandbox();
    const { id, minor } = await guardedMinor(app, db);
    await minorSignsEverything(app, minor, id);
    const res = await activateToken(app, minor, id);
    expect(res.status).toBe(200);
    expect(await json<Registration>(res)).toMatchObject({ status: 'MINOR_IN_PROGRESS', currentStep: 8 });
    expect(findRegistration(db.sql, id)?.data).toMatchObject({ mobileTokenActive: true });
    expect(await codeOf(await post(app, minor, id, 'complete-registration'))).toBe('USR_REG_NOT_SIGNED');
  });

  it("TutorConfirmMobileToken: after the guardian's signatures, the activation makes the minor registration CONTRACTS_SIGNED at step 9; the minor completes it", async () => {
    const { app, db } = setupSandbox();
    const { id, minor, guardian } = await guardedMinor(app, db);
    await minorSignsEverything(app, minor, id);
    await activateToken(app, minor, id);

    // Not before the guardian signed both scopes.
    const early = await activateToken(app, guardian, id);
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('USR_REG_NOT_SIGNED');

    await signEverything(app, guardian, id);
    const res = await activateToken(app, guardian, id);
    expect(res.status).toBe(200);
    expect(await json<Registration>(res)).toMatchObject({ id, status: 'CONTRACTS_SIGNED', currentStep: 9, closed: false });
    expect(findRegistration(db.sql, id)?.data).toMatchObject({ tutorMobileTokenActive: true, mobileTokenActive: true });
    // The minor's waiting page reads it.
    expect((await json<{ registration: Registration }>(await lookup(app, minor, id))).registration).toMatchObject({
      status: 'CONTRACTS_SIGNED',
      currentStep: 9,
    });

    // The guardian's RegistrationCompleted: answered as it is (the registration is the minor's to complete).
    const byGuardian = await post(app, guardian, id, 'complete-registration');
    expect(byGuardian.status).toBe(200);
    expect(await json<Registration>(byGuardian)).toMatchObject({ status: 'CONTRACTS_SIGNED', closed: false });

    const done = await post(app, minor, id, 'complete-registration');
    expect(await json<Registration>(done)).toMatchObject({ status: 'COMPLETED', closed: true });
    const minorUser = findRegistration(db.sql, id)?.user.id ?? '';
    expect(findUserById(db.sql, minorUser)?.status).toBe('ENABLED');
  });

  it('§4 Step submit (TUTOR): the guardian saves progress 9 and 10 only, never backwards', async () => {
    const { app, db } = setupSandbox();
    const { id, guardian } = await guardedMinor(app, db);
    updateRegistration(db.sql, id, { currentStep: 9 });
    const progress = (step: number) => post(app, guardian, id, 'update-registration-progress', { flow: 'MINOR', step });
    const refused = await progress(8);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('USR_REG_TUTOR_STEP');
    expect(await json<Registration>(await progress(10))).toMatchObject({ id, currentStep: 10 });
    expect(await json<Registration>(await progress(9))).toMatchObject({ currentStep: 10 });
    expect(findRegistration(db.sql, id)?.currentStep).toBe(10);
  });
});

describe('the guardian may do only the TUTOR calls; a stranger none', () => {
  it('owner-only routes stay owner-only for the guardian (404)', async () => {
    const { app, db } = setupSandbox();
    const { id, guardian } = await guardedMinor(app, db);
    const ownerOnly: [string, unknown][] = [
      ['update', { data: { foo: 'bar' } }],
      ['select-card', { cardId: CARD_ID }],
      ['shipment', { to: 'RESIDENCE' }],
      ['set-tutor', TUTOR],
      ['activate-premium', {}],
      ['send-confirmation-email', {}],
      ['send-phone-number-otp', {}],
      ['addresses', {}],
    ];
    // Tracking is not owner-only: the guardian's step-9 screens track the registration they sign (see above).
    for (const [path, body] of ownerOnly) {
      expect([path, (await post(app, guardian, id, path, body)).status]).toEqual([path, 404]);
    }
  });

  it('a stranger gets 404 on every guardian call', async () => {
    const { app, db } = setupSandbox();
    const { id, stranger } = await guardedMinor(app, db);
    const calls: Response[] = [
      await cert(app, stranger, id, 'certificate-status'),
      await cert(app, stranger, id, 'dossiers/sign-status'),
      await cert(app, stranger, id, 'dossiers', {}),
      await cert(app, stranger, id, 'dossiers/send-signature-otp', {}),
      await cert(app, stranger, id, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS }),
      await post(app, stranger, id, 'terms', { scope: 'CARD', accepted: [] }),
      await post(app, stranger, id, 'verify-access-code', { accessCode: '13579' }),
      await post(app, stranger, id, 'mobile-token/send-otp'),
      await post(app, stranger, id, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE }),
      await post(app, stranger, id, 'update-registration-progress', { flow: 'MINOR', step: 9 }),
      await post(app, stranger, id, 'complete-registration'),
      await api(app, `/documents/contracts/${id}`, { token: stranger }),
    ];
    expect(calls.map((r) => r.status)).toEqual(calls.map(() => 404));
  });
});
