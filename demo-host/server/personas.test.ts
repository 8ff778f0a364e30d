// @vitest-environment node
/**
 * Issue 3: the seeded personas reach every branch of the client's start-up rules. Each test logs
 * in as a persona, makes the calls the client makes (users/me, then registrations/me) and checks
 * the facts the branch needs; `clientLanding` below is a small model of spec §4 "Login flow",
 * "Registration selection" and "Start-up rules" (the client's real code lives in src/), used to
 * show that those facts lead where the README says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSONAS, PERSONA_ACCESS_CODE, SEED_PERSONAS } from './seed';
import type { Registration, User } from './store';
import type { ErrorJson } from './testing';
import { api, json, login, setupSandbox, tokenRequest } from './testing';

type App = ReturnType<typeof setupSandbox>['app'];

/** The answer of `GET registrations/me`. */
interface MeAnswer {
  registrations: Registration[];
  lastRegistration: Registration | null;
  user: User;
  business: unknown;
}

/** Spec §4 "Login flow" steps 2 and 3: hand-off to online banking, or reload (with corporate=true). */
function loginFlow(user: User): { handOff: true } | { handOff: false; corporate: boolean } {
  if (user.status === 'ENABLED' && user.defaultWallet?.type !== 'CORPORATE') return { handOff: true };
  const corporate =
    user.defaultWallet?.type === 'CORPORATE' &&
    user.availableProcesses.some((p) => p.level === 'A' && p.profile === 'CONSUMER');
  return { handOff: false, corporate };
}

/** Spec §4 "Registration selection" (update flag off): the registration, or the error text. */
function selectRegistration(me: MeAnswer, updateDocument = false): Registration | string {
  const flows = ['CONSUMER', 'BUSINESS', 'MINOR', 'DOCUMENT_RENEWAL'];
  const type = updateDocument ? 'DOCUMENT_RENEWAL' : 'REGISTRATION';
  if (me.registrations.some((r) => r.flow === 'CORPORATE')) return 'Already registering with flow CORPORATE';
  if (me.registrations.length > 0) {
    const found = me.registrations.find(
      (r) =>
        !((r.status === 'COMPLETED' || r.status === 'C_PREPAID_CARD_ASSOCIATED') && r.closed) &&
        r.status !== 'CANCELED' &&
        r.type === type &&
        flows.includes(r.flow),
    );
    return found ?? 'No registrations found';
  }
  const last = me.lastRegistration;
  if (last && ['CONSUMER', 'BUSINESS', 'MINOR'].includes(last.flow) && !last.closed) return last;
  return 'No registrations found';
}

/** Route names of the CONSUMER flow positions the personas reach (spec §2 and §4 "Step flows"). */
const CONSUMER_ROUTES: Record<string, string> = {
  '1,6': '/confirmSms',
  '1,7': '/citizenship',
  '3,0': '/addresses',
};

/** Spec §4 "Start-up rules" for a loaded registration (the branches the personas cover). */
function startUpRules(r: Registration): { label: string; upgrade: boolean; upgradeMinor: boolean } {
  const upgrade = r.startLevel === 'B' && r.targetLevel === 'A';
  const upgradeMinor = r.startProfile === 'MINOR' && r.targetProfile === 'CONSUMER';
  const at = (step: number, substep: number, name?: string) => ({
    label: `${name ?? CONSUMER_ROUTES[`${step},${substep}`] ?? 'resumes at'} (${step},${substep})`,
    upgrade,
    upgradeMinor,
  });
  if (r.user.status === 'SUSPENDED') return { label: '/registrationRejected', upgrade, upgradeMinor };
  if (r.status.endsWith('_PREREGISTERED')) return r.phoneNumberStatus === 'NOT_CERTIFIED' ? at(1, 6) : at(1, 7);
  const step = r.currentStep === 0 ? 1 : r.currentStep;
  if (r.infocertSignRunning) return at(8, 5, 'consumer signature recovery');
  if (r.flow === 'CONSUMER' && r.status === 'CONTRACTS_SIGNED' && (step === 7 || step === 8)) {
    return { label: '/registrationCompleted', upgrade, upgradeMinor };
  }
  if (upgrade && r.flow === 'CONSUMER' && step === 1) return at(1, 7);
  if (r.flow === 'CONSUMER' && r.mode === 'DOUBLEDOC' && r.status === 'WIZARD_COMPLETED' && step >= 7) {
    return at(9, 0, 'wizard completed');
  }
  return at(step, 0);
}

/** What the client saw after logging in, and where it went. */
interface Seen {
  token: string;
  user: User;
  /** Set when the client reloaded (no hand-off): whether with corporate=true. */
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

/** Logs in as `phone` (digits) and follows the client: the facts it saw and where it lands. */
async function followClient(app: App, phone: string): Promise<Seen> {
  const { access_token: token } = await login(app, { username: `+39${phone}`, password: PERSONA_ACCESS_CODE, clientId: 'web' });
  const userRes = await api(app, '/users/me?documents=true', { token });
  expect(userRes.status).toBe(200);
  const user = await json<User>(userRes);
  const flow = loginFlow(user);
  if (flow.handOff) return { token, user, label: 'online-banking hand-off' };
  const meRes = await api(app, '/registrations/me', { token });
  if (meRes.status !== 200) return { token, user, corporate: flow.corporate, meRes };
  const me = await json<MeAnswer>(meRes);
  const selected = selectRegistration(me);
  if (typeof selected === 'string') return { token, user, corporate: flow.corporate, me, error: selected };
  // "When the id was 'me' the lookup is repeated with the real id."
  const byId = await api(app, `/registrations/${selected.id}`, { token });
  expect(byId.status).toBe(200);
  expect((await json<{ registration: Registration }>(byId)).registration).toEqual(selected);
  return { token, user, corporate: flow.corporate, me, registration: selected, ...startUpRules(selected) };
}

const persona = (phone: string) => {
  const found = SEED_PERSONAS.find((p) => p.user.phoneNumber === `+39${phone}`);
  if (!found) throw new Error(`no persona ${phone}`);
  return found;
};

describe('issue 3 personas: login with the access code', () => {
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

describe('issue 3 personas: §4 Start-up rules branches', () => {
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
    // §4 Login flow step 3: reload with corporate=true.
    expect(seen.corporate).toBe(true);
    // §4 Registration selection: nothing to load.
    expect(seen.me).toEqual({ registrations: [], lastRegistration: null, user: seen.user, business: null });
    expect(seen.error).toBe('No registrations found');

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
    // "Otherwise the user resumes at the stored step, substep 0" (the corporate flow's own steps).
    expect(reloaded.label).toBe('resumes at (1,0)');
    expect(reloaded.upgrade).toBe(false);
    // A second start (double submit, or a reload before the first answered) creates nothing new.
    const again = await api(app, '/registrations/me/start-add-wallet', {
      token: seen.token,
      method: 'POST',
      body: { level: 'A', profile: 'CONSUMER' },
    });
    expect((await json<Registration>(again)).id).toBe(created.id);
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
    // The list simply hides the legacy row; a lookup by its id is a plain 404.
    const list = await json<{ _embedded: { registrations: unknown[] } }>(await api(app, '/registrations', { token: seen.token }));
    expect(list._embedded.registrations).toEqual([]);
    expect((await api(app, '/registrations/reg-p08', { token: seen.token })).status).toBe(404);
  });
});

describe('issue 3 personas: the PERSONAS summary', () => {
  it('lists every seeded persona: phone without +39, access code 13579, state and landing', () => {
    expect(PERSONAS).toHaveLength(SEED_PERSONAS.length);
    expect(PERSONAS.map((p) => p.phone)).toEqual([
      '3330000000',
      ...Array.from({ length: 11 }, (_, i) => `33310000${String(i + 1).padStart(2, '0')}`),
    ]);
    for (const p of PERSONAS) {
      expect(p.code).toBe('13579');
      expect(p.state.length).toBeGreaterThan(0);
      expect(p.landsOn.length).toBeGreaterThan(0);
    }
    expect(PERSONAS[0]?.landsOn).toBe('/citizenship');
  });

  it('gives the issue-3 personas fixed ids usr-pNN / reg-pNN and distinct e-mail addresses', () => {
    const issue3 = SEED_PERSONAS.slice(1);
    expect(issue3.map((p) => p.user.id)).toEqual(Array.from({ length: 11 }, (_, i) => `usr-p${String(i + 1).padStart(2, '0')}`));
    for (const p of issue3) {
      for (const r of p.registrations) expect(r.id.startsWith(p.user.id.replace('usr-', 'reg-'))).toBe(true);
    }
    const emails = SEED_PERSONAS.map((p) => p.user.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('matches the "Personas (issue 3)" table of the README row for row', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    for (const p of PERSONAS) {
      expect(readme).toContain(`| \`${p.phone}\` | \`${p.code}\` | ${p.state} | ${p.landsOn} |`);
    }
  });
});
