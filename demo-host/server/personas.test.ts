// @vitest-environment node
/**
 * The seeded personas reach every branch of the client's start-up rules. Each test logs in as
 * a persona, makes the calls the client makes (users/me, then registrations/me and the lookup by id),
 * reads the answers with the client's own response schemas and feeds them to the client's own pure
 * decisions (src/startup: login outcome, registration selection, start-up rules), so the sandbox data
 * and the client's rules are checked against each other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RegistrationLookupSchema, UserSchema } from '../../src/api/schemas';
import type { Registration as ClientRegistration } from '../../src/api/schemas';
import { pathOf, screenAt } from '../../src/flows';
import { NO_FLAGS } from '../../src/startup/flags';
import { loginOutcome } from '../../src/startup/login';
import { planOnLoadFailure, planWithRegistration } from '../../src/startup/rules';
import { selectRegistration } from '../../src/startup/selection';
import { SANDBOX_OTP_CODE } from './constants';
import { decodeFiscalCode } from './fiscalCode';
import { addressesSchema, fatcaGianosSchema } from './registrations/declarations';
import { ageOn } from './registrations/fieldRules';
import type { SignStatus } from './registrations/signature';
import { MINOR_PERSONA_AGE, minorBirthDate, PERSONAS, PERSONA_ACCESS_CODE, SEED_PERSONAS } from './seed';
import type { Registration } from './repositories/registrations';
import type { User } from './repositories/users';
import type { ErrorJson } from './testing';
import { adminPost, api, json, login, setupSandbox, tokenRequest } from './testing';

type App = ReturnType<typeof setupSandbox>['app'];

/** The answer of `GET registrations/me`. */
interface MeAnswer {
  registrations: Registration[];
  lastRegistration: Registration | null;
  user: User;
  business: unknown;
}

const PROVIDERS = { recognition: 'idnow', certificate: 'infocert' };

/** Where a start-up plan puts the user, as the client names it (a route, or the rejected screen). */
function landingOf(plan: ReturnType<typeof planWithRegistration>): { label: string; upgrade: boolean; upgradeMinor: boolean } {
  if (plan.kind === 'rejected') return { label: '/registrationRejected', upgrade: false, upgradeMinor: false };
  if (plan.show) return { label: pathOf(plan.show, PROVIDERS), upgrade: false, upgradeMinor: false };
  const screen = screenAt(plan.flow, plan.position);
  const { step, substep } = plan.position;
  const route = screen ? pathOf(screen, PROVIDERS) : 'no route';
  const names: Partial<Record<typeof plan.rule, string>> = {
    'signature-recovery': 'consumer signature recovery',
    'wizard-completed': 'wizard completed',
  };
  const name = names[plan.rule];
  const label = plan.rule === 'contracts-signed' ? route : `${name ?? route} (${step},${substep})`;
  return { label, upgrade: plan.setFlags.upgrade ?? false, upgradeMinor: plan.setFlags.upgradeMinor ?? false };
}

/** What the client saw after logging in, and where it went. */
interface Seen {
  token: string;
  user: User;
  /** Set when the client reloaded (no hand-off): whether with the corporate flag (kept in session storage). */
  corporate?: boolean;
  /** The registrations/me answer when it was not a 200. */
  meRes?: Response;
  me?: MeAnswer;
  /** The registration-selection error. */
  error?: string;
  registration?: Registration;
  label?: string;
  upgrade?: boolean;
  upgradeMinor?: boolean;
}

/** Logs in as `phone` (digits) and follows the client's own decisions: the facts it saw and where it lands. */
async function followClient(app: App, phone: string): Promise<Seen> {
  const { access_token: token } = await login(app, { username: `+39${phone}`, password: PERSONA_ACCESS_CODE, clientId: 'web' });
  const userRes = await api(app, '/users/me?documents=true', { token });
  expect(userRes.status).toBe(200);
  const user = await json<User>(userRes);
  const outcome = loginOutcome(UserSchema.parse(user));
  if (outcome.kind === 'online-banking') return { token, user, label: 'online-banking hand-off' };
  const corporate = outcome.corporate;
  const meRes = await api(app, '/registrations/me', { token });
  if (meRes.status !== 200) return { token, user, corporate, meRes };
  const me = await json<MeAnswer>(meRes);
  const selected = selectRegistration(RegistrationLookupSchema.parse(me), { updateDocument: false, requestedId: 'me' });
  if (selected.kind === 'rejected') return { token, user, corporate, me, error: selected.reason };
  // "When the id was 'me' the lookup is repeated with the real id."
  const byIdRes = await api(app, `/registrations/${selected.lookupAgain ?? ''}`, { token });
  expect(byIdRes.status).toBe(200);
  const byId = RegistrationLookupSchema.parse(await json(byIdRes));
  const registration = byId.registration as ClientRegistration;
  const plan = planWithRegistration({ flags: { ...NO_FLAGS, corporate }, registration, user: byId.user ?? null });
  const found = me.registrations.find((r) => r.id === registration.id);
  return { token, user, corporate, me, registration: found, ...landingOf(plan) };
}

const persona = (phone: string) => {
  const found = SEED_PERSONAS.find((p) => p.user.phoneNumber === `+39${phone}`);
  if (!found) throw new Error(`no persona ${phone}`);
  return found;
};

describe('personas: login with the access code', () => {
  it.each(PERSONAS.map((p) => [p.phone]))(
    '§8 Login failure: %s with a wrong code gives invalid_grant, with 13579 it logs in',
    async (phone) => {
      const { app } = setupSandbox();
      for (const password of ['13578', '00000', '1357', '135790']) {
        const res = await tokenRequest(app, { grant_type: 'password', username: `+39${phone}`, password, clientId: 'web' });
        expect(res.status).toBe(400);
        expect(await json(res)).toMatchObject({ error: 'invalid_grant' });
      }
      const ok = await tokenRequest(app, { grant_type: 'password', username: `+39${phone}`, password: '13579', clientId: 'web' });
      expect(ok.status).toBe(200);
      expect(await json(ok)).toHaveProperty('access_token');
    },
  );
});

describe('personas: §4 Start-up rules branches', () => {
  /** Personas whose registration loads; the facts each branch needs and where the client lands. */
  const cases: {
    phone: string;
    user: Partial<User>;
    registration: Partial<Registration>;
    label: string;
    upgrade?: boolean;
  }[] = [
    {
      phone: '3331000001',
      user: { id: 'usr-p01', status: 'PENDING', defaultWallet: null },
      registration: {
        id: 'reg-p01',
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_PREREGISTERED',
        phoneNumberStatus: 'NOT_CERTIFIED',
        currentStep: 1,
      },
      label: '/confirmSms (1,6)',
    },
    {
      phone: '3331000002',
      user: { id: 'usr-p02', status: 'PENDING', defaultWallet: null },
      registration: { id: 'reg-p02', status: 'CONSUMER_PREREGISTERED', phoneNumberStatus: 'CERTIFIED', currentStep: 1 },
      label: '/citizenship (1,7)',
    },
    {
      phone: '3331000003',
      user: { id: 'usr-p03', status: 'PENDING' },
      registration: { id: 'reg-p03', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 3 },
      label: '/addresses (3,0)',
    },
    {
      phone: '3331000004',
      user: { id: 'usr-p04', status: 'PENDING' },
      registration: { id: 'reg-p04', flow: 'CONSUMER', status: 'CONTRACTS_SIGNED', currentStep: 8, closed: false },
      label: '/registrationCompleted',
    },
    {
      phone: '3331000006',
      user: { id: 'usr-p06', status: 'SUSPENDED' },
      registration: {
        id: 'reg-p06',
        flow: 'CONSUMER',
        status: 'CONSUMER_IN_PROGRESS',
        currentStep: 3,
        closed: false,
        user: { id: 'usr-p06', status: 'SUSPENDED' },
      },
      label: '/registrationRejected',
    },
    {
      phone: '3331000009',
      user: { id: 'usr-p09', status: 'PENDING' },
      // The flag is the seeded RUNNING ACCOUNT signature's (it settles after the signature duration).
      registration: { id: 'reg-p09', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', currentStep: 8, infocertSignRunning: true },
      label: 'consumer signature recovery (8,5)',
    },
    {
      phone: '3331000010',
      user: { id: 'usr-p10', status: 'PENDING' },
      registration: { id: 'reg-p10', flow: 'CONSUMER', mode: 'DOUBLEDOC', status: 'WIZARD_COMPLETED', currentStep: 7 },
      label: 'wizard completed (9,0)',
    },
    {
      phone: '3331000011',
      user: { id: 'usr-p11', status: 'PENDING', defaultWallet: null },
      registration: {
        id: 'reg-p11',
        flow: 'CONSUMER',
        status: 'CONSUMER_IN_PROGRESS',
        currentStep: 1,
        startLevel: 'B',
        targetLevel: 'A',
        startProfile: 'CONSUMER',
        targetProfile: 'CONSUMER',
        isUpgrade: true,
        upgradeFromBConsumerToAConsumer: true,
      },
      label: '/citizenship (1,7)',
      upgrade: true,
    },
    // Parked at the later CONSUMER steps; the saved data moves the resume past the done screens.
    {
      phone: '3331000012',
      user: { id: 'usr-p12', status: 'PENDING' },
      registration: { id: 'reg-p12', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', currentStep: 2 },
      label: '/confirmEmail (2,0)',
    },
    {
      phone: '3331000013',
      user: { id: 'usr-p13', status: 'PENDING' },
      registration: { id: 'reg-p13', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', currentStep: 4 },
      label: '/titolareEffettivo (4,0)',
    },
    {
      phone: '3331000014',
      user: { id: 'usr-p14', status: 'PENDING' },
      registration: { id: 'reg-p14', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', currentStep: 5 },
      label: '/viewDocumentation (5,0)',
    },
    {
      phone: '3331000015',
      user: { id: 'usr-p15', status: 'PENDING' },
      registration: { id: 'reg-p15', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', currentStep: 7, prepaidCardResource: { id: 'CARD_CLASSIC' } },
      label: '/documentType (7,0)',
    },
    // Step 8 from its start (no dossier, no certificate).
    {
      phone: '3331000016',
      user: { id: 'usr-p16', status: 'PENDING' },
      registration: { id: 'reg-p16', flow: 'CONSUMER', status: 'CONSUMER_IN_PROGRESS', currentStep: 8, infocertSignRunning: false },
      label: '/requestCertificate (8,0)',
    },
    // Minors parked at MinorBankDocuments, MinorSetTutor and MinorWaitingTutorConfirm.
    {
      phone: '3331000018',
      user: { id: 'usr-p18', status: 'PENDING', context: expect.objectContaining({ minor: true }) as User['context'] },
      registration: { id: 'reg-p18', flow: 'MINOR', status: 'MINOR_IN_PROGRESS', currentStep: 4, tutor: null },
      label: '/minorBankDocuments (4,0)',
    },
    {
      phone: '3331000019',
      user: { id: 'usr-p19', status: 'PENDING', context: expect.objectContaining({ minor: true }) as User['context'] },
      registration: { id: 'reg-p19', flow: 'MINOR', status: 'MINOR_IN_PROGRESS', currentStep: 8, infocertSignRunning: false, tutor: null },
      label: '/minorSetTutor (8,0)',
    },
    {
      phone: '3331000020',
      user: { id: 'usr-p20', status: 'PENDING', context: expect.objectContaining({ minor: true }) as User['context'] },
      registration: { id: 'reg-p20', flow: 'MINOR', status: 'MINOR_IN_PROGRESS', currentStep: 9, infocertSignRunning: false },
      label: '/minorWaitingTutorConfirm (9,0)',
    },
    {
      phone: '3330000000',
      user: { id: 'usr-demo-0000', status: 'PENDING' },
      registration: { id: 'reg-demo-0000', status: 'CONSUMER_PREREGISTERED', phoneNumberStatus: 'CERTIFIED', currentStep: 1 },
      label: '/citizenship (1,7)',
    },
  ];

  it.each(cases.map((c) => [c.phone, c.label, c] as const))('§4 Start-up rules: %s lands on %s', async (phone, label, c) => {
    const { app } = setupSandbox();
    const seen = await followClient(app, phone);
    expect(seen.user).toMatchObject(c.user);
    expect(seen).not.toHaveProperty('error');
    expect(seen.corporate).toBe(false);
    expect(seen.me?.registrations).toHaveLength(1);
    expect(seen.me?.lastRegistration).toEqual(seen.registration);
    expect(seen.registration).toMatchObject(c.registration);
    expect(seen.label).toBe(label);
    expect(seen.upgrade).toBe(c.upgrade ?? false);
    expect(seen.upgradeMinor).toBe(false);
    // The README's personas table says the same.
    const { landsOn } = persona(phone);
    expect(landsOn.includes(label) || label.startsWith(landsOn)).toBe(true);
  });

  it('§4 Login flow: 3331000005 (ENABLED, CONSUMER wallet) is handed off to online banking', async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, '3331000005');
    expect(seen.user).toMatchObject({ id: 'usr-p05', status: 'ENABLED', defaultWallet: { type: 'CONSUMER' } });
    expect(seen.label).toBe('online-banking hand-off');
    expect(persona('3331000005').landsOn).toBe('online-banking hand-off');
    // Its registration is done: COMPLETED and closed, so selection would skip it anyway.
    const me = await json<MeAnswer>(await api(app, '/registrations/me', { token: seen.token }));
    expect(me.registrations).toEqual([expect.objectContaining({ id: 'reg-p05', flow: 'CONSUMER', status: 'COMPLETED', closed: true })]);
  });

  it('§4 Start-up rules (corporate): 3331000007 finds no registration, start-add-wallet, reload, then the add-wallet registration', async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, '3331000007');
    expect(seen.user).toMatchObject({
      id: 'usr-p07',
      status: 'ENABLED',
      defaultWallet: { type: 'CORPORATE' },
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
    });
    // §4 Login flow step 3: reload with the corporate flag set (in session storage, not the address).
    expect(seen.corporate).toBe(true);
    // §4 Registration selection: nothing to load.
    expect(seen.me).toEqual({ registrations: [], lastRegistration: null, user: seen.user, business: null });
    expect(seen.error).toBe('No registrations found');
    expect(
      planOnLoadFailure({
        flags: { ...NO_FLAGS, corporate: true },
        error: { kind: 'selection', message: seen.error ?? '' },
        addWalletReloaded: false,
      }),
    ).toEqual({ kind: 'add-wallet-and-reload' });

    // "with corporate an add-wallet process starts and the page reloads".
    const started = await api(app, '/registrations/me/start-add-wallet', {
      token: seen.token,
      method: 'POST',
      body: { level: 'A', profile: 'CONSUMER' },
    });
    expect(started.status).toBe(200);
    const created = await json<Registration>(started);
    expect(created).toMatchObject({
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      status: 'CONSUMER_IN_PROGRESS',
      phoneNumberStatus: 'CERTIFIED',
      currentStep: 1,
      targetLevel: 'A',
      targetProfile: 'CONSUMER',
      closed: false,
      user: { id: 'usr-p07', status: 'ENABLED' },
    });

    const reloaded = await followClient(app, '3331000007');
    expect(reloaded.registration?.id).toBe(created.id);
    // "Otherwise the user resumes at the stored step, substep 0": the consumer data steps of the corporate flow.
    expect(reloaded.label).toBe('/ageForm (1,0)');
    expect(reloaded.upgrade).toBe(false);
    // A second start (double submit, or a reload before the first answered) creates nothing new.
    const again = await api(app, '/registrations/me/start-add-wallet', {
      token: seen.token,
      method: 'POST',
      body: { level: 'A', profile: 'CONSUMER' },
    });
    expect((await json<Registration>(again)).id).toBe(created.id);
  });

  it('3331000009 has a consistent RUNNING ACCOUNT signature (certificate signed, session open), running from the seeding', async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, '3331000009');
    const status = await json(await api(app, '/registrations/reg-p09/infocert/dossiers/sign-status', { token: seen.token }));
    expect(status).toMatchObject({
      status: 'RUNNING',
      operation: 'SIGN_AND_ASSERT_AUTH',
      scope: 'ACCOUNT',
      signed: { certificate: true, account: false, card: false },
      session: { active: true },
    });
    expect((await json(await api(app, '/registrations/reg-p09/infocert/certificate-status', { token: seen.token }))).status).toBe('VALID');
  });

  it('3331000017 loads with the bank\'s missing-documents request OPEN (MissingDocuments, README "Missing documents")', async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, '3331000017');
    expect(seen.user).toMatchObject({ id: 'usr-p17', status: 'PENDING' });
    expect(seen.registration).toMatchObject({
      id: 'reg-p17',
      flow: 'CONSUMER',
      status: 'WIZARD_COMPLETED',
      closed: false,
      docsRequest: {
        id: 'dr-seed-p17',
        status: 'OPEN',
        documents: [
          { id: 'doc-1', description: "Fronte del documento d'identità", uploaded: false },
          { id: 'doc-2', description: "Retro del documento d'identità", uploaded: false },
        ],
      },
    });
    // The client's start-up rules (the missing-documents extension) land on it, as the README says.
    expect(seen.label).toBe('/missingDocuments');
    expect(persona('3331000017').landsOn).toBe('/missingDocuments');
  });

  it('§8 Load-registration error: legacy-only user 3331000008 gets "Cannot find any NON legacy registration…"', async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, '3331000008');
    expect(seen.user).toMatchObject({ id: 'usr-p08', status: 'PENDING', defaultWallet: null });
    expect(seen.meRes?.status).toBe(404);
    const body = await json<ErrorJson>(seen.meRes as Response);
    expect(body.context).toEqual({
      code: 'USR_REG_0404',
      message: 'Cannot find any NON legacy registration for user with id usr-p08',
    });
    expect(body.trace).toMatch(/^tr-/);
    // The client's own rule reads this answer as the §8 legacy case.
    expect(
      planOnLoadFailure({ flags: NO_FLAGS, error: { kind: 'http', status: 404, message: body.context.message }, addWalletReloaded: false }),
    ).toEqual({ kind: 'legacy-dialog' });
    // The list simply hides the legacy row; a lookup by its id is a plain 404.
    const list = await json<{ _embedded: { registrations: unknown[] } }>(await api(app, '/registrations', { token: seen.token }));
    expect(list._embedded.registrations).toEqual([]);
    expect((await api(app, '/registrations/reg-p08', { token: seen.token })).status).toBe(404);
  });
});

describe('personas: minors and a guardian', () => {
  const MINORS = ['3331000018', '3331000019', '3331000020'];
  const GUARDIAN = '3331000021';
  const cert = (app: App, token: string, id: string, path: string, body?: unknown) =>
    api(app, `/registrations/${id}/infocert/${path}`, { token, ...(body === undefined ? {} : { method: 'POST', body }) });
  const post = (app: App, token: string, id: string, path: string, body: unknown = {}) =>
    api(app, `/registrations/${id}/${path}`, { token, method: 'POST', body });

  it('§1 MINOR: the seeded minors are under 18 at seeding, with fiscal codes of their birth dates', () => {
    for (const phone of MINORS) {
      const { user, registrations } = persona(phone);
      const birthDate = user.context.userBirthDate ?? '';
      expect(user.context.minor).toBe(true);
      expect(ageOn(birthDate)).toBe(MINOR_PERSONA_AGE);
      const data = registrations[0]?.data ?? {};
      expect(data.birthDate).toBe(birthDate);
      expect(decodeFiscalCode(String(data.fiscalCode))?.birthDate).toBe(birthDate);
    }
  });

  it('minorBirthDate: the age at the seeding time is the one asked, whatever the day (leap days included), and stays under 18 for over 2 years', () => {
    const days = ['2026-01-01T00:30:00Z', '2028-02-29T12:00:00Z', '2030-06-09T23:59:00Z', '2031-12-31T10:00:00Z'];
    for (const day of days) {
      const now = Date.parse(day);
      const born = minorBirthDate(15, now);
      expect([day, ageOn(born, new Date(now))]).toEqual([day, 15]);
      expect(ageOn(born, new Date(now + 2.5 * 365 * 86_400_000))).toBeLessThan(18);
    }
  });

  it("3331000019, a minor, signed both scopes with SMS codes (no certificate, no session), confirmed the access code and the mobile token", async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, '3331000019');
    expect(await json<SignStatus>(await cert(app, seen.token, 'reg-p19', 'dossiers/sign-status'))).toMatchObject({
      status: 'DONE',
      signed: { certificate: false, account: true, card: true },
      session: { active: false },
    });
    expect(await json(await cert(app, seen.token, 'reg-p19', 'certificate-status'))).toEqual({ status: 'NONE' });
    const contracts = await json<{ _embedded: { bankDocumentResourceList: { scope: string; signed: boolean }[] } }>(
      await api(app, '/documents/contracts/reg-p19', { token: seen.token }),
    );
    expect(contracts._embedded.bankDocumentResourceList.map((c) => [c.scope, c.signed])).toEqual([
      ['ACCOUNT', true],
      ['ACCOUNT', true],
      ['ACCOUNT', true],
      ['CARD', true],
      ['CARD', true],
    ]);
    expect(seen.registration?.data).toMatchObject({ accessCodeVerified: true, mobileTokenActive: true });
    expect(seen.registration?.prepaidCardResource).toEqual({ id: 'CARD_VIRTUAL' });
  });

  it('§4 TUTOR: 3331000021 (no registration of their own) lands on the landing page; as-tutor finds reg-p20; with isTutor the start-up lands on /tutorCardDocumentation (9,0)', async () => {
    const { app } = setupSandbox();
    const seen = await followClient(app, GUARDIAN);
    expect(seen.user).toMatchObject({ id: 'usr-p21', status: 'PENDING', defaultWallet: null });
    expect(seen.corporate).toBe(false);
    expect(seen.error).toBe('No registrations found');
    expect(
      planOnLoadFailure({ flags: NO_FLAGS, error: { kind: 'selection', message: seen.error ?? '' }, addWalletReloaded: false }),
    ).toEqual({ kind: 'landing', showError: false });

    const asTutor = await json<MeAnswer>(await api(app, '/registrations/as-tutor', { token: seen.token }));
    expect(asTutor.registrations.map((r) => r.id)).toEqual(['reg-p20']);
    // The TUTOR start-up (?idRegistration=reg-p20 -> isTutor, currentRegistrationId) loads it by id.
    const lookup = RegistrationLookupSchema.parse(await json(await api(app, '/registrations/reg-p20', { token: seen.token })));
    const plan = planWithRegistration({
      flags: { ...NO_FLAGS, isTutor: true },
      registration: lookup.registration as ClientRegistration,
      user: lookup.user ?? null,
    });
    const { label } = landingOf(plan);
    expect(plan).toMatchObject({ flow: 'TUTOR', rule: 'resume' });
    expect(label).toBe('/tutorCardDocumentation (9,0)');
    expect(persona(GUARDIAN).landsOn).toContain(label);
  });

  it("3331000020 serves its guardian as tutor; the resend puts the invitation in the outbox; the guardian's walk ends the minor's signatures", async () => {
    const { app } = setupSandbox();
    const minor = await followClient(app, '3331000020');
    const tutor = minor.registration?.tutor;
    const guardian = persona(GUARDIAN).user;
    expect(tutor).toEqual({
      firstName: guardian.firstName,
      lastName: guardian.lastName,
      fiscalCode: expect.stringMatching(/^GLLGNN78C21L219.$/) as unknown,
      phoneNumber: GUARDIAN,
      email: guardian.email,
      invitedAt: expect.any(String) as unknown,
      invitations: 1,
    });
    expect(ageOn(decodeFiscalCode(tutor?.fiscalCode ?? '')?.birthDate ?? '')).toBeGreaterThanOrEqual(18);

    // MinorWaitingTutorConfirm's "Invia di nuovo l'invito": the five served fields, sent back.
    const { firstName, lastName, fiscalCode, phoneNumber, email } = tutor ?? {};
    expect((await post(app, minor.token, 'reg-p20', 'set-tutor', { firstName, lastName, fiscalCode, phoneNumber, email })).status).toBe(200);
    const sms = await json<{ messages: { text: string }[] }>(await app.request(`/__sandbox/outbox?to=${encodeURIComponent(`+39${GUARDIAN}`)}`));
    expect(sms.messages.map((m) => m.text)).toEqual([expect.stringContaining('/?idRegistration=reg-p20')]);

    // The guardian's step 9 (README "The guardian's access and signatures").
    const { access_token: token } = await login(app, { username: `+39${GUARDIAN}`, password: PERSONA_ACCESS_CODE });
    expect((await adminPost(app, '/signature/duration', { ms: 5 })).status).toBe(200);
    const settled = async () => {
      for (let i = 0; i < 40; i++) {
        const status = await json<SignStatus>(await cert(app, token, 'reg-p20', 'dossiers/sign-status'));
        if (status.status !== 'RUNNING') return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await cert(app, token, 'reg-p20', 'dossiers', {});
    await cert(app, token, 'reg-p20', 'dossiers/start', {});
    await cert(app, token, 'reg-p20', 'dossiers/accept-clauses', { clauseIds: ['CONDIZIONI_GENERALI', 'INFORMATIVA_PRIVACY', 'CONSENSO_CERTIFICATO'] });
    await cert(app, token, 'reg-p20', 'dossiers/send-signature-otp', {});
    expect((await cert(app, token, 'reg-p20', 'dossiers/issue-and-sign', { otp: SANDBOX_OTP_CODE })).status).toBe(200);
    await settled();
    const scopes = { ACCOUNT: ['CONTO_CONTRATTO', 'CONTO_CLAUSOLE', 'CONTO_PRECONTRATTUALE'], CARD: ['CARTA_CONTRATTO', 'CARTA_SINTESI'] };
    for (const [scope, contractIds] of Object.entries(scopes)) {
      expect((await cert(app, token, 'reg-p20', 'dossiers/sign-and-assert-auth', { scope, contractIds })).status).toBe(200);
      await settled();
    }
    expect(await json(await post(app, token, 'reg-p20', 'verify-access-code', { accessCode: PERSONA_ACCESS_CODE }))).toEqual({ verified: true });
    await post(app, token, 'reg-p20', 'mobile-token/send-otp');
    const activated = await post(app, token, 'reg-p20', 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
    expect(await json<Registration>(activated)).toMatchObject({ status: 'CONTRACTS_SIGNED', currentStep: 9 });
    // §4 Start-up rules: the minor now goes to the final step (progress 9).
    expect((await followClient(app, '3331000020')).label).toBe('/registrationCompleted');
  });
});

describe('personas: the PERSONAS summary', () => {
  it('lists every seeded persona: phone without +39, access code 13579, state and landing', () => {
    expect(PERSONAS).toHaveLength(SEED_PERSONAS.length);
    expect(PERSONAS.map((p) => p.phone)).toEqual([
      '3330000000',
      ...Array.from({ length: SEED_PERSONAS.length - 1 }, (_, i) => `33310000${String(i + 1).padStart(2, '0')}`),
    ]);
    for (const p of PERSONAS) {
      expect(p.code).toBe('13579');
      expect(p.state.length).toBeGreaterThan(0);
      expect(p.landsOn.length).toBeGreaterThan(0);
    }
    expect(PERSONAS[0]?.landsOn).toBe('/citizenship');
  });

  it('gives the personas after the demo one fixed ids usr-pNN / reg-pNN and distinct e-mail addresses', () => {
    const numbered = SEED_PERSONAS.slice(1);
    expect(numbered.map((p) => p.user.id)).toEqual(Array.from({ length: numbered.length }, (_, i) => `usr-p${String(i + 1).padStart(2, '0')}`));
    for (const p of numbered) {
      for (const r of p.registrations) expect(r.id.startsWith(p.user.id.replace('usr-', 'reg-'))).toBe(true);
    }
    const emails = SEED_PERSONAS.map((p) => p.user.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('matches the "Personas" table of the README row for row', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    for (const p of PERSONAS) {
      expect(readme).toContain(`| \`${p.phone}\` | \`${p.code}\` | ${p.state} | ${p.landsOn} |`);
    }
  });

  it('matches the personas table of docs/sandbox.md row for row', () => {
    const readme = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');
    for (const p of PERSONAS) {
      expect(p.code).toBe('13579');
      expect(readme).toContain(`| \`${p.phone}\` | ${p.state} | ${p.landsOn} |`);
    }
  });

  it('what the parked personas already saved is what the sandbox itself accepts and stores', () => {
    const saved = SEED_PERSONAS.flatMap((p) => p.registrations.map((r) => r.data ?? {}));
    const withAddresses = saved.filter((d) => d.addresses !== undefined);
    const withDeclaration = saved.filter((d) => d.fatcaGianos !== undefined);
    expect(withAddresses.length).toBeGreaterThanOrEqual(3);
    expect(withDeclaration.length).toBeGreaterThanOrEqual(2);
    for (const d of withAddresses) expect(addressesSchema.parse(d.addresses)).toEqual(d.addresses);
    for (const d of withDeclaration) expect(fatcaGianosSchema.parse(d.fatcaGianos)).toEqual(d.fatcaGianos);
  });
});
