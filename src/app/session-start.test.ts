// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../element/surface';
import { jsonResponse, type RecordedCall } from '../../test/support/fetch-mock';
import type { Registration } from '../api/schemas';
import { inProgressRegistration } from '../../test/support/fixtures';
import { recordingClient } from '../../test/support/api-client';
import { clearSession, readFlag, readSession, writeSession } from '../session/storage';
import { LEGACY_ERROR_PREFIX } from '../startup/rules';
import { profileOf, walletCardId } from '../registration/upgrade';
import { GENERIC_ERROR, NEW_REGISTRATION_DIALOG, RETRY_ACTIONS, TUTOR_INVITATION_INVALID_DIALOG } from './copy';
import { createInstance, type PageNavigation } from './instance';
import { startSession, startUpgradeFromLanding } from './session-start';
import { START_FAILURE_ERROR_DELAY_MS } from '../flows/timings';
import { createWizard } from './wizard';

const USR = '/api/usr/v2';

const reg = inProgressRegistration;

const user = (status: 'ENABLED' | 'SUSPENDED' | 'PENDING' = 'PENDING') => ({ id: 'usr-1', status });

type Routes = Record<string, (call: RecordedCall) => Response>;

/** A sandbox-like API: routes keyed by "METHOD /path"; anything else is a 404. */
function setup(routes: Routes) {
  const { api, calls } = recordingClient((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const route = routes[`${call.method} ${path}`];
    return route ? route(call) : jsonResponse(404, { trace: 't', context: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  const page: PageNavigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host, page);
  instance.api = api;
  instance.connect();
  const wizard = createWizard(instance);
  const requested = () => calls.map((c) => `${c.method} ${new URL(c.url, 'http://localhost').pathname}`);
  return { instance, wizard, page, calls, requested, path: () => instance.router.currentPath() };
}

/** `GET registrations/me` listing `registration`, and `GET registrations/{id}` answering it. */
const lookup = (registration: Registration, status: 'ENABLED' | 'SUSPENDED' | 'PENDING' = 'PENDING'): Routes => ({
  [`GET ${USR}/registrations/me`]: () =>
    jsonResponse(200, { registrations: [registration], lastRegistration: registration, user: user(status), business: null }),
  [`GET ${USR}/registrations/${registration.id}`]: () =>
    jsonResponse(200, { registration, user: user(status), business: null }),
});

const noRegistrations: Routes = {
  [`GET ${USR}/registrations/me`]: () =>
    jsonResponse(200, { registrations: [], lastRegistration: null, user: user(), business: null }),
};

describe('start-up procedure with a token (src/app/session-start.ts)', () => {
  beforeEach(() => {
    clearSession();
    window.history.replaceState(null, '');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("§4 Registration selection: 'me' is looked up, then again with the real id; the user resumes at the stored step", async () => {
    const { instance, wizard, requested, path } = setup(lookup(reg({ currentStep: 3 })));
    await startSession(instance, wizard);
    expect(requested()).toEqual([`GET ${USR}/registrations/me`, `GET ${USR}/registrations/reg-1`]);
    expect(path()).toBe('/addresses');
    expect(instance.store.state.registrations?.id).toBe('reg-1');
    expect(instance.store.state.data?.id).toBe('usr-1');
    expect(readSession('currentRegistrationId')).toBe('reg-1');
  });

  it("the placed step's chunk is imported once 'me' has answered, before the lookup by id, and the move waits for it", async () => {
    const asked: string[] = [];
    let arrive: () => void = () => undefined;
    const { instance, wizard, calls, path } = setup(lookup(reg({ currentStep: 3 })));
    const preloading = Object.assign(wizard, {
      preloadScreen: (screen: string) => {
        asked.push(`${screen} after ${calls.length} call(s)`);
        return new Promise<void>((resolve) => (arrive = resolve));
      },
    });
    const started = startSession(instance, preloading);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // Both lookups answered, the chunk not in yet: the wizard has not moved.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(path()).not.toBe('/addresses');
    arrive();
    await started;
    expect(asked).toEqual(['Addresses after 1 call(s)', 'Addresses after 2 call(s)']);
    expect(path()).toBe('/addresses');
  });

  it('a chunk that fails to preload does not stop the move (the screen reports it itself)', async () => {
    const { instance, wizard, path } = setup(lookup(reg({ currentStep: 3 })));
    await startSession(instance, Object.assign(wizard, { preloadScreen: () => Promise.reject(new Error('chunk')) }));
    expect(path()).toBe('/addresses');
  });

  it('§4 Start-up rules: a SUSPENDED user goes to the rejected screen', async () => {
    const { instance, wizard, path } = setup(lookup(reg(), 'SUSPENDED'));
    await startSession(instance, wizard);
    expect(path()).toBe('/registrationRejected');
  });

  it('§4 Start-up rules extension (sandbox/design): an OPEN docsRequest shows MissingDocuments, the wizard placed behind it', async () => {
    const docsRequest = { id: 'dr-1', status: 'OPEN' as const, documents: [{ id: 'd1', description: 'Fronte', uploaded: false }] };
    const upgrade = reg({ currentStep: 3, startLevel: 'B', targetLevel: 'A', docsRequest });
    const { instance, wizard, requested, path } = setup({
      ...lookup(upgrade),
      [`GET ${USR}/users/me/details`]: () => jsonResponse(200, { user: user() }),
    });
    await startSession(instance, wizard);
    expect(path()).toBe('/missingDocuments');
    expect(instance.store.state.registrations?.docsRequest).toEqual(docsRequest);
    // The implied flags are kept for the §9 exit after the upload (home banking after an upgrade).
    expect(readFlag('upgrade')).toBe(true);
    expect({ step: instance.store.state.currentStep, substep: instance.store.state.currentSubstep }).toEqual({ step: 3, substep: 0 });
    expect(requested().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('§4 Start-up rules: CONSUMER with CONTRACTS_SIGNED at step 8 saves progress 8, then shows the final step', async () => {
    const signed = reg({ status: 'CONTRACTS_SIGNED', currentStep: 8 });
    const { instance, wizard, calls, path } = setup({
      ...lookup(signed),
      [`POST ${USR}/registrations/reg-1/update-registration-progress`]: () => jsonResponse(200, { ...signed, currentStep: 8 }),
    });
    await startSession(instance, wizard);
    const save = calls.find((c) => c.url.endsWith('/update-registration-progress'));
    expect(JSON.parse(save?.body ?? '{}')).toEqual({ flow: 'CONSUMER', step: 8 });
    expect(path()).toBe('/registrationCompleted');
  });

  it('§4 Start-up rules: a level upgrade (B to A) sets the upgrade flag, loads user details first, goes to citizenship', async () => {
    const upgrade = reg({ startLevel: 'B', targetLevel: 'A', currentStep: 1 });
    const { instance, wizard, requested, path } = setup({
      ...lookup(upgrade),
      [`GET ${USR}/users/me/details`]: () => jsonResponse(200, { user: user(), fatcaCrs: { us: false }, gianos: { job: '04' } }),
    });
    await startSession(instance, wizard);
    expect(readFlag('upgrade')).toBe(true);
    expect(requested()).toContain(`GET ${USR}/users/me/details`);
    expect(instance.store.state.flow).toBe('UPGRADE_LEVEL_B_A');
    expect(instance.store.state.data).toMatchObject({ id: 'usr-1', details: { fatcaCrs: { us: false }, gianos: { job: '04' } } });
    expect(path()).toBe('/citizenship');
  });

  it('§4 Start-up rules: a minor upgrade at step 2 or lower loads the prepaid card and goes to document data', async () => {
    const minor = reg({ startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep: 1 });
    const card = { walletInstrumentResource: { walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED' }, id: 'card-1' };
    const { instance, wizard, path } = setup({
      ...lookup(minor),
      [`GET ${USR}/users/me/details`]: () => jsonResponse(200, { user: user() }),
      [`GET ${USR}/wallet-instruments`]: () => jsonResponse(200, { walletInstruments: [{ state: 'DISABLED' }, card] }),
    });
    await startSession(instance, wizard);
    expect(readFlag('upgradeMinor')).toBe(true);
    expect(instance.store.state.prepaidCard).toMatchObject({ id: 'card-1' });
    expect(path()).toBe('/documentData');
  });

  it('§8 Load-registration error "Cannot find any NON legacy registration…": the "Inizia una nuova registrazione" dialog, then the landing page', async () => {
    const { instance, wizard, path } = setup({
      [`GET ${USR}/registrations/me`]: () =>
        jsonResponse(404, { trace: 't', context: { code: 'USR_REG_0404', message: `${LEGACY_ERROR_PREFIX} usr-8` } }),
    });
    await startSession(instance, wizard);
    expect(path()).toBe('/');
    expect(instance.store.state.ui.dialog).toMatchObject(NEW_REGISTRATION_DIALOG);
    expect(NEW_REGISTRATION_DIALOG.message).toBe(
      "E' passato troppo tempo dall'inizio della tua registrazione.\nInizia una nuova registrazione cliccando sul pulsante \"Registrati\"",
    );
  });

  it("§4 Start-up rules: nothing to resume and no flag ('No registrations found') goes to the landing page without a dialog", async () => {
    const { instance, wizard, path } = setup(noRegistrations);
    await startSession(instance, wizard);
    expect(path()).toBe('/');
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('§4 Start-up rules: load failure with the upgrade flag starts an upgrade (start-upgrade-b-to-a), loads the registrations, goes to Citizenship', async () => {
    writeSession('upgrade', 'true');
    let started = false;
    const created = reg({ id: 'reg-up', startLevel: 'B', targetLevel: 'A', currentStep: 1 });
    const { instance, wizard, requested, path } = setup({
      [`GET ${USR}/registrations/me`]: () =>
        started
          ? jsonResponse(200, { registrations: [created], lastRegistration: created, user: user() })
          : jsonResponse(200, { registrations: [], lastRegistration: null, user: user() }),
      [`GET ${USR}/registrations/reg-up`]: () => jsonResponse(200, { registration: created, user: user() }),
      [`POST ${USR}/registrations/me/start-upgrade-b-to-a`]: () => {
        started = true;
        return jsonResponse(200, created);
      },
      [`GET ${USR}/users/me/details`]: () => jsonResponse(200, { user: user() }),
    });
    await startSession(instance, wizard);
    expect(requested().slice(0, 3)).toEqual([
      `GET ${USR}/registrations/me`,
      `POST ${USR}/registrations/me/start-upgrade-b-to-a`,
      `GET ${USR}/registrations/me`,
    ]);
    expect(path()).toBe('/citizenship');
  });

  it('§4 Start-up rules: load failure with updateDocument starts a document-update process', async () => {
    writeSession('updateDocument', 'true');
    const { instance, wizard, requested } = setup(noRegistrations);
    await startSession(instance, wizard);
    expect(requested()).toContain(`POST ${USR}/registrations/me/start-document-renewal`);
  });

  it('§4 DOCUMENT_RENEWAL: reloading UpdateDocumentCompleted after the renewal finished shows it again; no second renewal is started', async () => {
    const finished = inProgressRegistration({ id: 'reg-r', flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', status: 'COMPLETED', closed: true, currentStep: 2 });
    writeSession('updateDocument', 'true');
    writeSession('currentRegistrationId', 'reg-r');
    const { instance, wizard, requested, path } = setup({
      [`GET ${USR}/registrations/me`]: () => jsonResponse(200, { registrations: [finished], lastRegistration: finished, user: user(), business: null }),
    });
    instance.router.navigate('/updateDocumentCompleted', { replace: true });
    await startSession(instance, wizard);
    expect(requested()).toEqual([`GET ${USR}/registrations/me`]);
    expect(path()).toBe('/updateDocumentCompleted');
    expect(instance.store.state).toMatchObject({ flow: 'DOCUMENT_RENEWAL', currentStep: 2, currentSubstep: 0 });
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('§4 Start-up rules: load failure with the minor-upgrade flag starts a minor upgrade', async () => {
    writeSession('upgradeMinor', 'true');
    const { instance, wizard, requested } = setup(noRegistrations);
    await startSession(instance, wizard);
    expect(requested()).toContain(`POST ${USR}/registrations/me/start-upgrade`);
  });

  it.each([
    { flag: 'updateDocument', call: 'start-document-renewal' },
    { flag: 'upgrade', call: 'start-upgrade-b-to-a' },
    { flag: 'upgradeMinor', call: 'start-upgrade' },
    { flag: 'corporate', call: 'start-add-wallet' },
  ] as const)(
    '§8 Failure starting a process ($flag -> $call): loader closes, default error after 100 ms, state cleaned, landing page',
    async ({ flag, call }) => {
      vi.useFakeTimers();
      writeSession(flag, 'true');
      const { instance, wizard, path, page, requested } = setup({
        ...noRegistrations,
        [`POST ${USR}/registrations/me/${call}`]: () => jsonResponse(500, { trace: 'tr-start', context: { code: 'USR_500', message: 'boom' } }),
      });
      instance.store.actions.setFlow('UPGRADE_LEVEL_B_A');
      await startSession(instance, wizard);
      expect(requested()).toEqual([`GET ${USR}/registrations/me`, `POST ${USR}/registrations/me/${call}`]);
      expect(path()).toBe('/');
      expect(instance.store.state.flow).toBe('CONSUMER');
      expect(instance.store.state.ui.loader).toBe(0);
      expect(page.reload).not.toHaveBeenCalled();
      expect(instance.store.state.ui.dialog).toBeNull();
      vi.advanceTimersByTime(START_FAILURE_ERROR_DELAY_MS);
      expect(instance.store.state.ui.dialog).toMatchObject({ title: GENERIC_ERROR.title, errorCode: 'tr-start' });
    },
  );

  it('§8 Failure starting an upgrade from the landing page (start-upgrade): default error after 100 ms, landing page, loader closed', async () => {
    vi.useFakeTimers();
    const { instance, wizard, path, requested } = setup({
      [`POST ${USR}/registrations/me/start-upgrade`]: () => jsonResponse(409, { trace: 'tr-409', context: { code: 'USR_REG_UPGRADE_NOT_AVAILABLE', message: 'no' } }),
    });
    expect(await startUpgradeFromLanding(instance, wizard)).toBe(false);
    expect(requested()).toEqual([`POST ${USR}/registrations/me/start-upgrade`]);
    expect(path()).toBe('/');
    expect(instance.store.state.ui.loader).toBe(0);
    vi.advanceTimersByTime(START_FAILURE_ERROR_DELAY_MS);
    expect(instance.store.state.ui.dialog).toMatchObject({ title: GENERIC_ERROR.title, errorCode: 'tr-409' });
  });

  it('§4 Start-up rules: load failure with corporate starts an add-wallet process and reloads the page, once', async () => {
    writeSession('corporate', 'true');
    const addWallet: Routes = {
      ...noRegistrations,
      [`POST ${USR}/registrations/me/start-add-wallet`]: () => jsonResponse(200, reg({ id: 'reg-wallet', currentStep: 1 })),
    };
    const first = setup(addWallet);
    await startSession(first.instance, first.wizard);
    expect(first.requested()).toContain(`POST ${USR}/registrations/me/start-add-wallet`);
    expect(first.page.reload).toHaveBeenCalledTimes(1);

    // After that reload, a load that still fails does not start (and reload) again.
    const second = setup(addWallet);
    await startSession(second.instance, second.wizard);
    expect(second.requested()).not.toContain(`POST ${USR}/registrations/me/start-add-wallet`);
    expect(second.page.reload).not.toHaveBeenCalled();
    expect(second.path()).toBe('/');
  });

  it('a load that fails for a network or server reason starts nothing and shows the default error on the landing page', async () => {
    writeSession('upgrade', 'true');
    const { instance, wizard, requested, path } = setup({
      [`GET ${USR}/registrations/me`]: () => jsonResponse(503, { trace: 'tr-503', context: { code: 'DOWN', message: 'down' } }),
    });
    await startSession(instance, wizard);
    expect(requested()).toEqual([`GET ${USR}/registrations/me`]);
    expect(path()).toBe('/');
    expect(instance.store.state.ui.dialog).toMatchObject({ title: GENERIC_ERROR.title, errorCode: 'tr-503' });
  });

  it('a load with no definite answer: the error offers "Riprova" and the host hears onboarding-load-error; either retry runs the start-up again', async () => {
    for (const by of ['dialog', 'host'] as const) {
      clearSession();
      writeSession('at', 'token-a');
      let down = true;
      const registration = reg({ id: 'reg-r', currentStep: 1 });
      const { instance, wizard, requested, path } = setup({
        ...lookup(registration),
        [`GET ${USR}/registrations/me`]: (call) =>
          down ? jsonResponse(503, { trace: 'tr-503', context: { code: 'DOWN', message: 'down' } }) : lookup(registration)[`GET ${USR}/registrations/me`]!(call),
      });
      const loadErrors: { kind: string; message: string; retry: () => void }[] = [];
      instance.host.addEventListener('onboarding-load-error', (e) => loadErrors.push((e as CustomEvent).detail));
      await startSession(instance, wizard);
      expect(path()).toBe('/');
      expect(instance.store.state.ui.dialog).toMatchObject({ title: GENERIC_ERROR.title, errorCode: 'tr-503', actions: [...RETRY_ACTIONS] });
      expect(loadErrors).toEqual([{ kind: 'api', message: expect.stringContaining('HTTP 503') as string, retry: expect.any(Function) }]);
      down = false;
      if (by === 'dialog') instance.store.actions.closeDialog('retry');
      else loadErrors[0]!.retry();
      await vi.waitFor(() => expect(path()).not.toBe('/'));
      expect(instance.store.state.ui.dialog).toBeNull();
      expect(requested().filter((r) => r === `GET ${USR}/registrations/me`).length).toBeGreaterThanOrEqual(2);
      // Once per offer: a second call does nothing more.
      const calls = requested().length;
      loadErrors[0]!.retry();
      expect(requested().length).toBe(calls);
    }
  });

  it('§4 Starting an upgrade from the landing page calls start-upgrade, loads the registrations, goes to Citizenship', async () => {
    const created = reg({ id: 'reg-up', startLevel: 'B', targetLevel: 'A', currentStep: 1 });
    const { instance, wizard, requested, path } = setup({
      ...lookup(created),
      [`POST ${USR}/registrations/me/start-upgrade`]: () => jsonResponse(200, created),
      [`GET ${USR}/users/me/details`]: () => jsonResponse(200, { user: user() }),
    });
    expect(await startUpgradeFromLanding(instance, wizard)).toBe(true);
    expect(requested()[0]).toBe(`POST ${USR}/registrations/me/start-upgrade`);
    expect(requested()[1]).toBe(`GET ${USR}/registrations/me`);
    expect(path()).toBe('/citizenship');
    expect(instance.store.state.ui.loader).toBe(0);
  });

  describe('the upgrade start-up paths', () => {
    const profile = { level: 'B', firstName: 'Lia', lastName: 'Bruni', birthDate: '1990-04-02', email: 'lia@example.it', emailConfirmed: true };
    const details: Routes = {
      [`GET ${USR}/users/me/details`]: () => jsonResponse(200, { user: user('ENABLED'), fatcaCrs: null, gianos: null, profile }),
    };
    const wallet = { walletInstrumentResource: { id: 'wi-1', walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: 'CARD_VIRTUAL' } };
    const position = (instance: ReturnType<typeof setup>['instance']) => ({
      step: instance.store.state.currentStep,
      substep: instance.store.state.currentSubstep,
    });

    it('§4 Start-up rules: a level upgrade implies the upgrade flag, loads user details first (profile kept), then Citizenship 1,7', async () => {
      const upgrade = reg({ startLevel: 'B', targetLevel: 'A', currentStep: 1 });
      const { instance, wizard, requested, path } = setup({ ...lookup(upgrade), ...details });
      await startSession(instance, wizard);
      expect(readFlag('upgrade')).toBe(true);
      expect(requested()).toEqual([`GET ${USR}/registrations/me`, `GET ${USR}/registrations/reg-1`, `GET ${USR}/users/me/details`]);
      expect(profileOf(instance.store.state.data)).toMatchObject({ firstName: 'Lia', emailConfirmed: true });
      expect(instance.store.state.flow).toBe('UPGRADE_LEVEL_B_A');
      expect(path()).toBe('/citizenship');
      expect(position(instance)).toEqual({ step: 1, substep: 7 });
    });

    it('§4 Start-up rules: a minor upgrade at step 2 loads details, then the prepaid-card wallet (its card kept), then document data 2,2', async () => {
      const minor = reg({ startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep: 2 });
      const { instance, wizard, requested, path } = setup({
        ...lookup(minor),
        ...details,
        [`GET ${USR}/wallet-instruments`]: () => jsonResponse(200, { walletInstruments: [wallet] }),
      });
      await startSession(instance, wizard);
      expect(readFlag('upgradeMinor')).toBe(true);
      expect(requested().slice(2)).toEqual([`GET ${USR}/users/me/details`, `GET ${USR}/wallet-instruments`]);
      expect(walletCardId(instance.store.state.prepaidCard)).toBe('CARD_VIRTUAL');
      expect(instance.store.state.flow).toBe('UPGRADE_MINOR_MAJOR');
      expect(path()).toBe('/documentData');
      expect(position(instance)).toEqual({ step: 2, substep: 2 });
    });

    it('§4 Start-up rules: a corporate registration resumes its upgrade table at 1,0 after the user details', async () => {
      writeSession('corporate', 'true');
      const wallet1 = reg({ currentStep: 1 });
      const { instance, wizard, requested, path } = setup({ ...lookup(wallet1), ...details });
      await startSession(instance, wizard);
      expect(requested()).toContain(`GET ${USR}/users/me/details`);
      expect(instance.store.state.flow).toBe('UPGRADE_CORPORATE_CONSUMER');
      expect(path()).toBe('/ageForm');
      expect(position(instance)).toEqual({ step: 1, substep: 0 });
    });

    it('§4 Start-up rules: CONSUMER with CONTRACTS_SIGNED, minor-upgrade flag and step 6: progress set to 6, then final step (7,0)', async () => {
      const signed = reg({ status: 'CONTRACTS_SIGNED', startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep: 6 });
      const { instance, wizard, calls, path } = setup({
        ...lookup(signed),
        ...details,
        [`POST ${USR}/registrations/reg-1/update-registration-progress`]: () => jsonResponse(200, { ...signed, currentStep: 6 }),
      });
      await startSession(instance, wizard);
      const save = calls.find((c) => c.url.endsWith('/update-registration-progress'));
      expect(JSON.parse(save?.body ?? '{}')).toEqual({ flow: 'CONSUMER', step: 6 });
      expect(path()).toBe('/registrationCompleted');
      expect(position(instance)).toEqual({ step: 7, substep: 0 });
    });

    it('§4 Start-up rules: the upgrade flag makes start-upgrade-b-to-a, the minor-upgrade flag start-upgrade, after a load that found nothing', async () => {
      for (const [flag, call] of [['upgrade', 'start-upgrade-b-to-a'], ['upgradeMinor', 'start-upgrade']] as const) {
        clearSession();
        writeSession(flag, 'true');
        const { instance, wizard, requested } = setup(noRegistrations);
        await startSession(instance, wizard);
        expect(requested().filter((r) => r.startsWith('POST'))).toEqual([`POST ${USR}/registrations/me/${call}`]);
      }
    });
  });

  describe('§6 tutor (the invitation link ?idRegistration=, kept as isTutor)', () => {
    const minor = reg({ id: 'minor-1', flow: 'MINOR', currentStep: 9 });
    const asTutor = (registrations: Registration[]): Routes => ({
      [`GET ${USR}/registrations/as-tutor`]: () =>
        jsonResponse(200, { registrations, lastRegistration: registrations[0] ?? null, user: user('ENABLED'), business: null }),
    });
    beforeEach(() => {
      writeSession('isTutor', 'true');
      writeSession('currentRegistrationId', 'minor-1');
    });

    it("§7 as-tutor confirms the invitation, then the minor's registration is loaded by its id and TUTOR starts at 9,0", async () => {
      const { instance, wizard, requested, path } = setup({ ...asTutor([minor]), ...lookup(minor, 'ENABLED') });
      await startSession(instance, wizard);
      expect(requested()).toEqual([`GET ${USR}/registrations/as-tutor`, `GET ${USR}/registrations/minor-1`]);
      expect(instance.store.state.flow).toBe('TUTOR');
      expect(path()).toBe('/tutorCardDocumentation');
      expect(readFlag('isTutor')).toBe(true);
      expect(instance.store.state.ui.dialog).toBeNull();
    });

    it('§7 as-tutor without the link\'s id: the "invito non valido" dialog, isTutor and currentRegistrationId dropped, the landing page', async () => {
      window.history.replaceState(null, '', '/?idRegistration=minor-1&fromApp=false');
      const { instance, wizard, requested, path } = setup({ ...asTutor([reg({ id: 'minor-2', flow: 'MINOR' })]), ...lookup(minor) });
      await startSession(instance, wizard);
      expect(requested()).toEqual([`GET ${USR}/registrations/as-tutor`]);
      expect(path()).toBe('/');
      expect(instance.store.state.ui.dialog).toMatchObject(TUTOR_INVITATION_INVALID_DIALOG);
      expect(readFlag('isTutor')).toBe(false);
      expect(readSession('currentRegistrationId')).toBeNull();
      expect(window.location.search).toBe('?fromApp=false');
    });

    it('§8 a failed as-tutor call shows the default error on the landing page and loads nothing', async () => {
      const { instance, wizard, requested, path } = setup({
        [`GET ${USR}/registrations/as-tutor`]: () => jsonResponse(503, { trace: 'tr-9', context: { code: 'X', message: 'down' } }),
      });
      await startSession(instance, wizard);
      expect(requested()).toEqual([`GET ${USR}/registrations/as-tutor`]);
      expect(path()).toBe('/');
      expect(instance.store.state.ui.dialog).toMatchObject({ title: GENERIC_ERROR.title });
    });

    it('§4 Start-up rules: the guardian\'s signature running lands on 9,4 (tutor signature recovery)', async () => {
      const running = reg({ id: 'minor-1', flow: 'MINOR', currentStep: 9, infocertSignRunning: true });
      const { instance, wizard, path } = setup({ ...asTutor([running]), ...lookup(running, 'ENABLED') });
      await startSession(instance, wizard);
      expect(path()).toBe('/tutorConfirmAccessCode');
    });

    it('§4 Start-up rules: CONTRACTS_SIGNED at 9 saves progress 9, then the final step 10 (RegistrationCompleted)', async () => {
      const signed = reg({ id: 'minor-1', flow: 'MINOR', currentStep: 9, status: 'CONTRACTS_SIGNED' });
      const { instance, wizard, requested, path, calls } = setup({
        ...asTutor([signed]),
        ...lookup(signed, 'ENABLED'),
        [`POST ${USR}/registrations/minor-1/update-registration-progress`]: () => jsonResponse(200, signed),
      });
      await startSession(instance, wizard);
      expect(requested()).toContain(`POST ${USR}/registrations/minor-1/update-registration-progress`);
      expect(JSON.parse(String(calls.at(-1)?.body))).toMatchObject({ step: 9 });
      expect(path()).toBe('/registrationCompleted');
    });
  });
});
