// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBridgeSchemas } from '../../bridge/bridge';
import { waitForState } from '../../test/support/wait';
import { resolveConfig } from '../../element/surface';
import { ApiError } from '../api/errors';
import type { Registration } from '../api/schemas';
import { registrationFixture } from '../../test/support/fixtures';
import { writeSession } from '../session/storage';
import { GENERIC_ERROR, INTERRUPT_DIALOG, UNKNOWN_ROUTE } from './copy';
import { createInstance } from './instance';
import { createWizard, REJECTED_CODE } from './wizard';
import { FLOWS } from '../flows';
import { SYNTHETIC_FLOWS } from '../../test/support/synthetic-flows';

const progress = vi.hoisted(() => vi.fn());
vi.mock('../api/registrations', () => ({ updateRegistrationProgress: progress }));
// The wizard's moves on small synthetic tables (CONSUMER is test/support/synthetic-flows.ts LINEAR: 1,4
// Citizenship, 3,0 Addresses alone in its step, 5,3 Shipment), so a screen added to a real table breaks none of these.
vi.mock('../flows/flows', async (importOriginal) =>
  (await import('../../test/support/synthetic-flows')).withSyntheticFlows(await importOriginal<object>()),
);

const registration = registrationFixture;

function setup(options: { fromApp?: boolean } = {}) {
  if (options.fromApp) writeSession('fromApp', 'true');
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
  instance.connect();
  const bridge: { type: string; payload: unknown }[] = [];
  host.addEventListener('onboarding-bridge-message', (e) => {
    const detail = (e as CustomEvent<{ type: string; payload: unknown }>).detail;
    bridge.push({ type: detail.type, payload: detail.payload });
  });
  let clock = 10_000;
  const wizard = createWizard(instance, () => clock);
  return {
    instance,
    wizard,
    bridge,
    tick: (ms: number) => (clock += ms),
    path: () => instance.router.currentPath(),
    modal: () => instance.store.state.ui.dialog,
  };
}

// The bridge's message schemas load on demand; once loaded (as in a running element after its first
// milliseconds) a message is sent synchronously, which is what the bridge checks below expect.
beforeAll(async () => {
  await loadBridgeSchemas();
});

describe('wizard controller', () => {
  beforeEach(() => {
    progress.mockReset();
  });

  it('runs on the synthetic tables', () => {
    expect(FLOWS).toBe(SYNTHETIC_FLOWS);
  });

  it('§4 Step submit: a substep that is not the last advances the substep without saving', async () => {
    const { instance, wizard, path } = setup();
    instance.store.actions.setRegistration(registration());
    wizard.goTo({ step: 1, substep: 0 });
    expect(await wizard.submit()).toBe(true);
    expect(wizard.position()).toEqual({ step: 1, substep: 1 });
    expect(path()).toBe('/nameForm');
    expect(progress).not.toHaveBeenCalled();
  });

  it('§4 Step submit: the last substep saves progress, then moves to the next step, substep 0', async () => {
    const { instance, wizard, path } = setup();
    instance.store.actions.setRegistration(registration());
    progress.mockResolvedValue(registration({ currentStep: 3 }));
    wizard.goTo({ step: 2, substep: 1 });
    expect(await wizard.submit()).toBe(true);
    expect(progress).toHaveBeenCalledTimes(1);
    expect(progress.mock.calls[0]?.[1]).toBe('reg-1');
    expect(progress.mock.calls[0]?.[2]).toEqual({ flow: 'CONSUMER', step: 3 });
    expect(wizard.position()).toEqual({ step: 3, substep: 0 });
    expect(path()).toBe('/addresses');
    expect(instance.store.state.registrations?.currentStep).toBe(3);
  });

  it('§4 Step submit: a skipped last substep (Shipment for a virtual card) saves progress and moves to the next step', async () => {
    const { instance, wizard, path } = setup();
    instance.store.actions.setRegistration(registration({ currentStep: 5 }));
    progress.mockResolvedValue(registration({ currentStep: 6 }));
    wizard.goTo({ step: 5, substep: 2 });
    expect(await wizard.submit({ skip: ['Shipment'] })).toBe(true);
    expect(progress.mock.calls[0]?.[2]).toEqual({ flow: 'CONSUMER', step: 6 });
    expect(wizard.position()).toEqual({ step: 6, substep: 0 });
    expect(path()).not.toBe('/Shipment');
  });

  it('§4 Step submit: repeated submits within 1 second are ignored unless forced', async () => {
    const { wizard, tick } = setup();
    wizard.goTo({ step: 1, substep: 0 });
    expect(await wizard.submit()).toBe(true);
    tick(999);
    expect(await wizard.submit()).toBe(false);
    expect(wizard.position()).toEqual({ step: 1, substep: 1 });
    expect(await wizard.submit({ force: true })).toBe(true);
    expect(wizard.position()).toEqual({ step: 1, substep: 2 });
    tick(1001);
    expect(await wizard.submit()).toBe(true);
    expect(wizard.position()).toEqual({ step: 1, substep: 3 });
  });

  it('§4 Step submit: a double click while the save is in flight sends one request', async () => {
    const { instance, wizard, tick } = setup();
    instance.store.actions.setRegistration(registration());
    let resolve: (r: Registration) => void = () => undefined;
    progress.mockReturnValue(new Promise<Registration>((r) => (resolve = r)));
    wizard.goTo({ step: 3, substep: 0 });
    const first = wizard.submit();
    tick(5000);
    const second = wizard.submit({ force: true });
    resolve(registration({ currentStep: 4 }));
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it(`§8 Step submit ${REJECTED_CODE}: goes to the registration-rejected screen`, async () => {
    const { instance, wizard, path } = setup();
    instance.store.actions.setRegistration(registration());
    progress.mockRejectedValue(new ApiError({ kind: 'http', status: 403, code: REJECTED_CODE, message: 'rejected' }));
    wizard.goTo({ step: 3, substep: 0 });
    expect(await wizard.submit()).toBe(false);
    expect(path()).toBe('/registrationRejected');
  });

  it('§8 Other step-submit errors: default error dialog, then the error callback; the user stays put', async () => {
    const { instance, wizard, path, modal } = setup();
    instance.store.actions.setRegistration(registration());
    const failure = new ApiError({ kind: 'http', status: 500, code: 'SANDBOX_FAULT', message: 'boom', trace: 'tr-42' });
    progress.mockRejectedValue(failure);
    const onError = vi.fn();
    wizard.goTo({ step: 3, substep: 0 });
    const pending = wizard.submit({ onError });
    await waitForState(() => expect(modal()).not.toBeNull());
    expect(modal()).toMatchObject({ title: GENERIC_ERROR.title, message: GENERIC_ERROR.message, errorCode: 'tr-42' });
    expect(onError).not.toHaveBeenCalled();
    instance.store.actions.closeDialog();
    expect(await pending).toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'SANDBOX_FAULT' }));
    expect(wizard.position()).toEqual({ step: 3, substep: 0 });
    expect(path()).toBe('/addresses');
  });

  it('§8 Other step-submit errors: the default dialog can be disabled', async () => {
    const { instance, wizard, modal } = setup();
    instance.store.actions.setRegistration(registration());
    progress.mockRejectedValue(new ApiError({ kind: 'http', status: 500, code: 'X', message: 'x' }));
    const onError = vi.fn();
    wizard.goTo({ step: 3, substep: 0 });
    expect(await wizard.submit({ silentErrors: true, onError })).toBe(false);
    expect(modal()).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('§2 Navigation rules: moving back from a back-blocked step raises the interrupt dialog and cancels the move', async () => {
    const { instance, wizard, path, modal } = setup();
    wizard.goTo({ step: 3, substep: 0 }); // Addresses: back blocked
    wizard.back();
    expect(modal()).toMatchObject({ title: INTERRUPT_DIALOG.title, message: INTERRUPT_DIALOG.message });
    expect(modal()?.actions?.map((a) => a.label)).toEqual(['Continua la registrazione', 'Esci dalla registrazione']);
    expect(wizard.position()).toEqual({ step: 3, substep: 0 });
    expect(path()).toBe('/addresses');
    instance.store.actions.closeDialog('continue');
    await Promise.resolve();
    expect(path()).toBe('/addresses');
  });

  it('§8 Interrupted back navigation: "Esci dalla registrazione" returns to the initial view', async () => {
    const { instance, wizard, path } = setup();
    writeSession('at', 'token');
    wizard.goTo({ step: 3, substep: 0 });
    wizard.back();
    instance.store.actions.closeDialog('exit');
    await waitForState(() => expect(path()).toBe('/'));
    expect(wizard.position()).toEqual({ step: 0, substep: 0 });
    expect(sessionStorage.getItem('at')).toBeNull();
  });

  it('§2 Navigation rules: a browser back to an earlier route from a back-blocked step is cancelled', () => {
    const { wizard, path, modal, instance } = setup();
    wizard.goTo({ step: 3, substep: 0 });
    instance.router.navigate('/confirmEmail');
    wizard.onExternalRoute('/confirmEmail');
    expect(modal()?.title).toBe(INTERRUPT_DIALOG.title);
    expect(path()).toBe('/addresses');
    expect(wizard.position()).toEqual({ step: 3, substep: 0 });
  });

  it('§2 Navigation rules: with the SERVICE flag the move goes ahead and the flag is stripped', () => {
    const { wizard, path, modal, instance } = setup();
    window.history.replaceState(null, '', '/?SERVICE=true&fromApp=false#/addresses');
    wizard.goTo({ step: 3, substep: 0 });
    instance.router.navigate('/confirmEmail');
    wizard.onExternalRoute('/confirmEmail');
    expect(modal()).toBeNull();
    expect(wizard.position()).toEqual({ step: 2, substep: 0 });
    expect(path()).toBe('/confirmEmail');
    expect(window.location.search).toBe('?fromApp=false');
    window.history.replaceState(null, '', '/');
  });

  it('§2 Navigation rules: moving back from a step that is not back-blocked just goes', () => {
    const { wizard, path, modal } = setup();
    wizard.goTo({ step: 1, substep: 2 });
    wizard.back();
    expect(modal()).toBeNull();
    expect(path()).toBe('/nameForm');
  });

  it('§2 Navigation rules: back on an explanation page (/minorInfo, /promoCodeInfo) returns to the step that opened it', () => {
    const { instance, wizard, path, modal, bridge } = setup();
    wizard.goTo({ step: 1, substep: 0 });
    instance.router.navigate('/minorInfo');
    wizard.back();
    expect(path()).toBe('/ageForm');
    expect(wizard.position()).toEqual({ step: 1, substep: 0 });

    wizard.goTo({ step: 1, substep: 2 });
    instance.router.navigate('/promoCodeInfo');
    wizard.back();
    expect(path()).toBe('/emailForm');
    expect(wizard.position()).toEqual({ step: 1, substep: 2 });
    expect(modal()).toBeNull();
    expect(bridge).toEqual([]);
  });

  it('§2 Navigation rules: going to Home from the native app only signals the app to go back', () => {
    const { wizard, bridge, path } = setup({ fromApp: true });
    wizard.goTo({ step: 1, substep: 0 });
    wizard.back();
    expect(bridge.map((m) => m.type)).toEqual(['goBack']);
    expect(path()).toBe('/ageForm');
    expect(wizard.position()).toEqual({ step: 1, substep: 0 });
  });

  it('§2 Navigation rules: an unknown route opens the "Ops!" dialog and keeps the current route', () => {
    const { wizard, path, modal, instance } = setup();
    wizard.goTo({ step: 1, substep: 1 });
    instance.router.navigate('/doesNotExist');
    wizard.onExternalRoute('/doesNotExist');
    expect(modal()).toMatchObject(UNKNOWN_ROUTE);
    expect(path()).toBe('/nameForm');
  });

  it('§2 Navigation rules: a step/substep pair that maps to no route opens the "Ops!" dialog', () => {
    const { wizard, modal } = setup();
    expect(wizard.goTo({ step: 3, substep: 4 })).toBe(false);
    expect(modal()).toMatchObject(UNKNOWN_ROUTE);
  });

  it('§2 Routes: a typed later route sends a user back to the stored step', () => {
    const { wizard, instance, path, modal } = setup();
    wizard.goTo({ step: 3, substep: 0 }); // Addresses
    instance.router.navigate('/requestCertificate');
    expect(wizard.routeFor('/requestCertificate')).toBe('/addresses');
    expect(wizard.onExternalRoute('/requestCertificate')).toBe(false);
    expect(path()).toBe('/addresses');
    expect(wizard.position()).toEqual({ step: 3, substep: 0 });
    expect(modal()).toBeNull();
  });

  it('§2 Routes: a visitor without a session typing a mid-flow route lands on the landing page', () => {
    const { wizard, instance, path } = setup();
    wizard.goTo({ step: 0, substep: 0 });
    instance.router.navigate('/addresses');
    expect(wizard.routeFor('/addresses')).toBe('/');
    expect(wizard.onExternalRoute('/addresses')).toBe(false);
    expect(path()).toBe('/');
    expect(wizard.position()).toEqual({ step: 0, substep: 0 });
    // A later data step is refused too: the visitor stays on the one they are on.
    wizard.goTo({ step: 1, substep: 0 });
    instance.router.navigate('/emailForm');
    wizard.onExternalRoute('/emailForm');
    expect(path()).toBe('/ageForm');
    expect(wizard.position()).toEqual({ step: 1, substep: 0 });
  });

  it('§2 Routes: the wizard\'s own moves and the screens it shows outside the flow pass the guard', async () => {
    const { wizard, instance, path } = setup();
    instance.store.actions.setRegistration(registration({ currentStep: 3 }));
    wizard.goTo({ step: 3, substep: 0 });
    progress.mockResolvedValueOnce(registration({ currentStep: 4 }));
    expect(await wizard.submit()).toBe(true); // last substep of step 3: progress saved, step 4
    expect(path()).toBe('/titolareEffettivo');
    expect(wizard.onExternalRoute(path())).toBe(true);
    wizard.show('RegistrationRejected');
    expect(wizard.onExternalRoute('/registrationRejected')).toBe(true);
    expect(path()).toBe('/registrationRejected');
    // Typed without the wizard having shown it (and without SERVICE=true), the rejected screen is refused.
    wizard.goTo({ step: 4, substep: 0 });
    instance.router.navigate('/registrationRejected');
    expect(wizard.onExternalRoute('/registrationRejected')).toBe(false);
    expect(path()).toBe('/titolareEffettivo');
  });

  it('§2 Header: the back arrow on the first step inside the app exits to the app (initial view)', () => {
    const { wizard, bridge, instance } = setup({ fromApp: true });
    const exits: unknown[] = [];
    instance.host.addEventListener('onboarding-exit', (e) => exits.push((e as CustomEvent).detail));
    wizard.goTo({ step: 0, substep: 0 });
    wizard.back();
    expect(bridge).toEqual([{ type: 'exit', payload: { to: 'splash' } }]);
    expect(exits).toEqual([{ to: 'splash' }]);
  });

  it('onboarding-exit is cancelable: a host that cancels the exit to the splash keeps the app from being told', () => {
    const { wizard, bridge, instance } = setup({ fromApp: true });
    const exits: { cancelable: boolean }[] = [];
    instance.host.addEventListener('onboarding-exit', (e) => {
      exits.push({ cancelable: e.cancelable });
      e.preventDefault();
    });
    wizard.goTo({ step: 0, substep: 0 });
    wizard.back();
    expect(exits).toEqual([{ cancelable: true }]);
    expect(bridge).toEqual([]);
  });
});
