// @vitest-environment node
/**
 * The three upgrades walked through the sandbox as the client walks them (README "Upgrades"), each from its persona's entry (online-banking link or corporate reload, the client's own start-up
 * decisions) through the UPGRADE table's steps (src/flows/flows.ts upgradeFlow: 1 data + ConfirmEmail, 2
 * Addresses/DocumentType/DocumentData, 3 self-declaration, 4 documents and card, 5 UserRecognition, 6 sign
 * steps, 7 RegistrationCompleted) to complete-registration, and what the completion changes on the customer.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RegistrationLookupSchema, UserSchema } from '../../../../src/api/schemas';
import type { Registration as ClientRegistration } from '../../../../src/api/schemas';
import { pathOf, screenAt } from '../../../../src/flows';
import { NO_FLAGS } from '../../../../src/startup/flags';
import type { SessionFlags } from '../../../../src/startup/flags';
import { loginOutcome } from '../../../../src/startup/login';
import { planOnLoadFailure, planWithRegistration } from '../../../../src/startup/rules';
import { selectRegistration } from '../../../../src/startup/selection';
import { SANDBOX_OTP_CODE, USR_PREFIX } from '../../constants';
import { scansDirectory } from '../../registrations/identityDocument';
import type { SignStatus } from '../../registrations/signature';
import { UPGRADE_CODES } from '../../registrations/upgrades';
import { SEED_PERSONAS } from '../../seed';
import type { Registration } from '../../repositories/registrations';
import type { User, UserProfile, WalletInstrument } from '../../repositories/users';
import type { ErrorJson } from '../../testing';
import { adminPost, api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { PROVIDER_API } from './recognition';
import { ACCOUNT_CONTRACTS, CARD_CONTRACTS, CLAUSES } from './step8-fixtures';

const START_BODY = { level: 'A', profile: 'CONSUMER' };
const PROVIDERS = { recognition: 'idnow', certificate: 'infocert' };
/** The start call of each start-up process (contract: `upgrade` -> start-upgrade-b-to-a, `upgradeMinor` -> start-upgrade). */
const START_CALL = { upgrade: 'start-upgrade-b-to-a', 'minor-upgrade': 'start-upgrade', 'document-update': 'start-document-renewal' } as const;

const RESIDENCE = { address: 'Via Maqueda', houseNumber: '100', city: 'Palermo', postalCode: '90133', province: 'PA' };
const DECLARATION = {
  beneficialOwner: true,
  fatca: { usCitizen: false, usTaxResident: false, usTin: null },
  crs: { otherTaxResidence: false, country: null, foreignTin: null },
  gianos: { job: '04', activitySector: 'K' },
  purpose: { purpose: 'SALARY_PENSION', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
};
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The adult's new identity document (DocumentData). */
const NEW_DOCUMENT = {
  documentType: 'CARTA_IDENTITA_ELETTRONICA',
  documentNumber: 'CA98765ZZ',
  issueDate: iso(-30),
  expiryDate: iso(3600),
  issuingAuthority: 'Comune',
  issuingPlace: 'Bergamo',
};
const ACCOUNT_DOCS = ['CONTRATTO_CONTO', 'FOGLIO_INFORMATIVO_CONTO', 'DOCUMENTO_SINTESI', 'INF_PCU1', 'GUIDA_ABF', 'SERVIZI_PAGAMENTO'];
const VIRTUAL_CARD_DOCS = ['CARTA_CONTRATTO', 'CARTA_FOGLIO_VIRTUALE'];

const persona = (n: string) => {
  const found = SEED_PERSONAS.find((p) => p.user.phoneNumber === `+3933310000${n}`);
  if (!found) throw new Error(`no persona ${n}`);
  return found;
};

/** One walk: the app, the customer's token and the upgrade registration's id. */
interface Walk {
  app: App;
  token: string;
  id: string;
}

const post = ({ app, token, id }: Walk, path: string, body: unknown = {}) => api(app, `/registrations/${id}/${path}`, { token, method: 'POST', body });
const cert = (w: Walk, path: string, body?: unknown) =>
  api(w.app, `/registrations/${w.id}/infocert/${path}`, { token: w.token, ...(body === undefined ? {} : { method: 'POST', body }) });

/** A call that must answer 200, with its JSON. */
async function ok<T = Registration>(res: Response | Promise<Response>): Promise<T> {
  const answered = await res;
  if (answered.status !== 200) throw new Error(`${answered.url}: ${answered.status} ${await answered.text()}`);
  return json<T>(answered);
}

/** update-registration-progress to an UPGRADE table step (the client's step submit). */
const progress = (w: Walk, step: number) => ok(post(w, 'update-registration-progress', { flow: 'CONSUMER', step }));

const scanDirectories = new Set<string>();
afterAll(() => {
  for (const dir of scanDirectories) rmSync(dir, { recursive: true, force: true });
});

/** DocumentData (2,2): the photos, then the document's data. */
async function saveDocument(w: Walk, db: ReturnType<typeof setupSandbox>['db']): Promise<Registration> {
  const form = new FormData();
  form.append('front', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], 'front.jpg', { type: 'image/jpeg' }));
  form.append('back', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 2])], 'back.jpg', { type: 'image/jpeg' }));
  scanDirectories.add(join(scansDirectory(db), w.id));
  await ok(
    w.app.request(`${USR_PREFIX}/registrations/${w.id}/document-scans`, { method: 'POST', headers: { Authorization: `Bearer ${w.token}` }, body: form }),
  );
  return ok(post(w, 'documents', NEW_DOCUMENT));
}

/** The certificate provider's signature, settled (the admin set a 5 ms duration). */
async function settled(w: Walk): Promise<SignStatus> {
  for (let i = 0; i < 50; i++) {
    const status = await ok<SignStatus>(cert(w, 'dossiers/sign-status'));
    if (status.status !== 'RUNNING') return status;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('signature still running');
}

/** Steps 3 to 7 of every upgrade: self-declaration, documents and card, recognition, signatures, completion. */
async function walkFromStep3(w: Walk, cardDocs: string[]): Promise<Registration> {
  await ok(post(w, 'fatca-gianos', DECLARATION));
  await progress(w, 4);

  // 4: ViewDocumentation, (CardCarousel), CardDocumentation.
  await ok(post(w, 'terms', { accepted: ACCOUNT_DOCS }));
  await ok(post(w, 'terms', { scope: 'CARD', accepted: cardDocs }));
  await progress(w, 5);

  // 5: UserRecognition through the provider page, approved.
  const { token: recogToken } = await ok<{ token: string }>(api(w.app, '/registrations/recog/token', { token: w.token, method: 'POST', body: {} }));
  const { sessionId } = await ok<{ sessionId: string }>(
    api(w.app, '/registrations/recog/start', { token: w.token, method: 'POST', body: { token: recogToken, returnUrl: '/#/userRecognition' } }),
  );
  await ok(w.app.request(`${PROVIDER_API}/${sessionId}/outcome`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'APPROVED' }) }));
  expect(await ok(api(w.app, `/registrations/recog/callback?session=${sessionId}`, { token: w.token }))).toMatchObject({ status: 'APPROVED' });
  await progress(w, 6);

  // 6: RequestCertificate, CertificateSign, BankSign, CardSign, ConfirmAccessCode, ConfirmMobileToken.
  expect((await adminPost(w.app, '/signature/duration', { ms: 5 })).status).toBe(200);
  await ok(cert(w, 'dossiers', {}));
  await ok(cert(w, 'dossiers/start', {}));
  await ok(cert(w, 'dossiers/accept-clauses', { clauseIds: CLAUSES }));
  await ok(cert(w, 'dossiers/send-signature-otp', {}));
  await ok(cert(w, 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE }));
  await settled(w);
  await ok(cert(w, 'dossiers/sign-and-assert-auth', { scope: 'ACCOUNT', contractIds: ACCOUNT_CONTRACTS }));
  await settled(w);
  await ok(cert(w, 'dossiers/sign-and-assert-auth', { scope: 'CARD', contractIds: CARD_CONTRACTS }));
  expect((await settled(w)).signed).toEqual({ certificate: true, account: true, card: true });
  expect(await ok(post(w, 'verify-access-code', { accessCode: '13579' }))).toEqual({ verified: true });
  await ok(post(w, 'mobile-token/send-otp'));
  const signed = await ok(post(w, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE }));
  expect(signed).toMatchObject({ status: 'CONTRACTS_SIGNED', currentStep: 6, closed: false });
  await progress(w, 7);

  // 7: RegistrationCompleted.
  const completed = await ok(post(w, 'complete-registration'));
  expect(completed).toMatchObject({ id: w.id, status: 'COMPLETED', closed: true, currentStep: 7 });
  return completed;
}

/** What the client does after logging in as persona `n` with `flags` (online-banking link or reload): where it lands. */
async function enter(app: App, n: string, flags: Partial<SessionFlags>): Promise<{ token: string; registration: Registration; label: string }> {
  const { access_token: token } = await login(app, { username: `+3933310000${n}` });
  const facts = { ...NO_FLAGS, ...flags };
  const load = async () => {
    const me = RegistrationLookupSchema.parse(await ok(api(app, '/registrations/me', { token })));
    return selectRegistration(me, { updateDocument: false, requestedId: 'me' });
  };
  let selected = await load();
  if (selected.kind === 'rejected') {
    // spec §4: "If the registration load fails: … with upgrade an upgrade starts; with the minor-upgrade flag a
    // minor upgrade starts; with corporate an add-wallet process starts and the page reloads".
    const action = planOnLoadFailure({ flags: facts, error: { kind: 'selection', message: selected.reason }, addWalletReloaded: false });
    const call = action.kind === 'start' ? START_CALL[action.process] : action.kind === 'add-wallet-and-reload' ? 'start-add-wallet' : undefined;
    if (!call) throw new Error(`no start: ${JSON.stringify(action)}`);
    await ok(api(app, `/registrations/me/${call}`, { token, method: 'POST', body: START_BODY }));
    selected = await load();
  }
  if (selected.kind === 'rejected') throw new Error(selected.reason);
  const byId = RegistrationLookupSchema.parse(await ok(api(app, `/registrations/${selected.lookupAgain ?? ''}`, { token })));
  if (!byId.registration) throw new Error('no registration');
  const plan = planWithRegistration({ flags: facts, registration: byId.registration as ClientRegistration, user: byId.user ?? null });
  if (plan.kind !== 'place') throw new Error(plan.kind);
  const screen = plan.show ?? screenAt(plan.flow, plan.position);
  const label = `${screen ? pathOf(screen, PROVIDERS) : 'no route'} (${plan.position.step},${plan.position.substep}) of ${plan.flow}`;
  const { registration } = await ok<{ registration: Registration }>(api(app, `/registrations/${byId.registration.id}`, { token }));
  return { token, registration, label };
}

const details = async (app: App, token: string) => ok<{ user: User; profile: UserProfile | null }>(api(app, '/users/me/details', { token }));
const instruments = async (app: App, token: string) =>
  (await ok<{ walletInstruments: WalletInstrument[] }>(api(app, '/wallet-instruments', { token }))).walletInstruments;
const startAgain = (app: App, token: string, action: string) => api(app, `/registrations/me/${action}`, { token, method: 'POST', body: START_BODY });

describe('UPGRADE_LEVEL_B_A walked through the sandbox (3331000022)', () => {
  it('§4 Start-up rules: handed off to online banking, then with the upgrade flag start-upgrade-b-to-a and Citizenship (1,7), as the personas table says', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app, { username: '+393331000022' });
    expect(loginOutcome(UserSchema.parse(await ok(api(app, '/users/me', { token }))))).toEqual({ kind: 'online-banking' });
    const { registration, label } = await enter(app, '22', { upgrade: true });
    expect(label).toBe('/citizenship (1,7) of UPGRADE_LEVEL_B_A');
    expect(persona('22').landsOn).toContain(label);
    expect(registration).toMatchObject({ startLevel: 'B', targetLevel: 'A', upgradeFromBConsumerToAConsumer: true, prepaidCardResource: { id: 'CARD_VIRTUAL' } });
  });

  it('Citizenship on an upgrade: the known fiscal code and birth date stand in for what is not sent; a typed fiscal code is still checked against the known birth date', async () => {
    const { app } = setupSandbox();
    const { token, registration } = await enter(app, '22', { upgrade: true });
    const w = { app, token, id: registration.id };
    const wrong = await post(w, 'update', { data: { citizenship: 'IT', birthPlace: 'Palermo', fiscalCode: 'FRRLCU90L12G273X' } });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorJson>(wrong)).context.errors).toEqual([{ field: 'data.fiscalCode', message: expect.any(String) }]);
    const saved = await ok(post(w, 'update', { data: { citizenship: 'IT', birthPlace: 'Palermo' } }));
    expect(saved.data).toMatchObject({ citizenship: 'IT', birthPlace: 'Palermo', fiscalCode: persona('22').user.profile?.fiscalCode });
  });

  it('walks steps 1-7 to complete-registration: the answers merged into the profile, level A, the upgrade no longer available, online banking next', async () => {
    const { app, db } = setupSandbox();
    const { token, registration } = await enter(app, '22', { upgrade: true });
    const w = { app, token, id: registration.id };
    // 1,7 Citizenship; 1,8 ConfirmEmail: the e-mail is known and confirmed, nothing to send.
    await ok(post(w, 'update', { data: { citizenship: 'IT', birthPlace: 'Palermo' } }));
    await progress(w, 2);
    // 2: Addresses, DocumentType, DocumentData.
    await ok(post(w, 'addresses', { residence: RESIDENCE }));
    await ok(post(w, 'update', { data: { documentType: 'CARTA_IDENTITA_ELETTRONICA' } }));
    await saveDocument(w, db);
    await progress(w, 3);
    // 4: no CardCarousel in this flow: CardDocumentation is for the wallet's card, set by the start.
    await walkFromStep3(w, VIRTUAL_CARD_DOCS);

    const after = await details(app, token);
    expect(after.user).toMatchObject({ status: 'ENABLED', defaultWallet: { type: 'CONSUMER' }, availableProcesses: [] });
    expect(after.profile).toMatchObject({
      level: 'A',
      firstName: 'Luca',
      emailConfirmed: true,
      fiscalCode: persona('22').user.profile?.fiscalCode,
      citizenship: 'IT',
      birthPlace: 'Palermo',
      addresses: { residence: { address: 'VIA MAQUEDA', houseNumber: '100', city: 'PALERMO', postalCode: '90133', province: 'PA' }, domicile: null },
      documentType: 'CARTA_IDENTITA_ELETTRONICA',
      document: { ...NEW_DOCUMENT },
    });
    expect(loginOutcome(UserSchema.parse(after.user))).toEqual({ kind: 'online-banking' });
    expect(await instruments(app, token)).toEqual(persona('22').user.walletInstruments);
    const again = await startAgain(app, token, 'start-upgrade-b-to-a');
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).context.code).toBe(UPGRADE_CODES.notLevelB);
  });
});

describe('UPGRADE_MINOR_MAJOR walked through the sandbox (3331000023)', () => {
  it('§4 Start-up rules: just turned 18, handed off to online banking, then with upgradeMinor start-upgrade and DocumentData (2,2)', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app, { username: '+393331000023' });
    const user = await ok<User>(api(app, '/users/me', { token }));
    expect(user.context.minor).toBe(false);
    expect(loginOutcome(UserSchema.parse(user))).toEqual({ kind: 'online-banking' });
    const { registration, label } = await enter(app, '23', { upgradeMinor: true });
    expect(label).toBe('/documentData (2,2) of UPGRADE_MINOR_MAJOR');
    expect(persona('23').landsOn).toContain(label);
    expect(registration).toMatchObject({ startProfile: 'MINOR', targetProfile: 'CONSUMER', prepaidCardResource: { id: 'CARD_VIRTUAL' }, data: { documentType: 'CARTA_IDENTITA_ELETTRONICA' } });
  });

  it('walks 2,2 to complete-registration: the new document in the profile, formerMinor dropped, no longer a minor, no second minor upgrade', async () => {
    const { app, db } = setupSandbox();
    const { token, registration } = await enter(app, '23', { upgradeMinor: true });
    const w = { app, token, id: registration.id };
    const before = await details(app, token);
    expect(before.profile).toMatchObject({ level: 'A', formerMinor: true });
    await saveDocument(w, db);
    await progress(w, 3);
    // 4: CardCarousel starts on the wallet's card; choosing it again keeps it.
    expect(await ok(post(w, 'select-card', { cardId: 'CARD_VIRTUAL' }))).toMatchObject({ prepaidCardResource: { id: 'CARD_VIRTUAL' } });
    await walkFromStep3(w, VIRTUAL_CARD_DOCS);

    const after = await details(app, token);
    expect(after.user.context.minor).toBe(false);
    expect(after.user.availableProcesses).toEqual([]);
    expect(after.profile).not.toHaveProperty('formerMinor');
    // What was known stays (addresses were not asked again); the new document replaces the old one.
    expect(after.profile).toEqual({ ...before.profile, formerMinor: undefined, document: NEW_DOCUMENT });
    for (const action of ['start-upgrade', 'start-upgrade-b-to-a']) {
      const again = await startAgain(app, token, action);
      expect(again.status).toBe(409);
      expect((await json<ErrorJson>(again)).context.code).toBe(UPGRADE_CODES.notLevelB);
    }
  });
});

describe('UPGRADE_CORPORATE_CONSUMER walked through the sandbox (3331000007)', () => {
  it('§4 Login flow: corporate reload, start-add-wallet, AgeForm (1,0) of the corporate consumer flow', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app, { username: '+393331000007' });
    expect(loginOutcome(UserSchema.parse(await ok(api(app, '/users/me', { token }))))).toEqual({ kind: 'reload', corporate: true });
    const { label } = await enter(app, '07', { corporate: true });
    expect(label).toBe('/ageForm (1,0) of UPGRADE_CORPORATE_CONSUMER');
    expect(persona('07').landsOn).toContain(label);
    const { profile } = await details(app, token);
    expect(profile).toMatchObject({ level: 'A', emailConfirmed: true });
    for (const unknown of ['citizenship', 'birthPlace', 'addresses', 'document']) expect(profile).not.toHaveProperty(unknown);
  });

  it('walks steps 1-7 with a card chosen to complete-registration: the consumer wallet becomes the default, the card a wallet instrument, online banking next', async () => {
    const { app, db } = setupSandbox();
    const { token, registration } = await enter(app, '07', { corporate: true });
    const w = { app, token, id: registration.id };
    // 1: the known facts are not asked again; Citizenship asks citizenship and birth place.
    await ok(post(w, 'update', { data: { citizenship: 'IT', birthPlace: 'Milano' } }));
    await progress(w, 2);
    await ok(post(w, 'addresses', { residence: RESIDENCE }));
    await ok(post(w, 'update', { data: { documentType: 'CARTA_IDENTITA_ELETTRONICA' } }));
    await saveDocument(w, db);
    await progress(w, 3);
    await ok(post(w, 'select-card', { cardId: 'CARD_VIRTUAL' }));
    await walkFromStep3(w, VIRTUAL_CARD_DOCS);

    const after = await details(app, token);
    expect(after.user).toMatchObject({ status: 'ENABLED', defaultWallet: { type: 'CONSUMER' }, availableProcesses: [] });
    expect(after.profile).toMatchObject({ level: 'A', citizenship: 'IT', birthPlace: 'Milano', fiscalCode: persona('07').user.profile?.fiscalCode, document: NEW_DOCUMENT });
    expect(loginOutcome(UserSchema.parse(after.user))).toEqual({ kind: 'online-banking' });
    expect(await instruments(app, token)).toEqual([
      { walletInstrumentResource: { id: `wi-${registration.id}`, walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: 'CARD_VIRTUAL' } },
    ]);
    const again = await startAgain(app, token, 'start-add-wallet');
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).context.code).toBe(UPGRADE_CODES.notCorporate);
  });
});

describe('a registration that is not an upgrade completes as before', () => {
  it('complete-registration of a new consumer leaves the profile unknown (null) and the available processes as they were', async () => {
    const { app } = setupSandbox();
    const token = (await login(app, { username: '+393331000004' })).access_token;
    await ok(api(app, '/registrations/reg-p04/complete-registration', { token, method: 'POST', body: {} }));
    const after = await details(app, token);
    expect(after.profile).toBeNull();
    expect(after.user.availableProcesses).toEqual([{ level: 'A', profile: 'CONSUMER' }]);
  });
});
