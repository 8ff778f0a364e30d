import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBridgeSchemas } from '../../../../bridge/bridge';
import { GENERIC_ERROR } from '../../../app/copy';
import type { Instance } from '../../../app/instance';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  currentPath,
  expectNoAxeViolations,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { STEP_COPY } from '../../../kit/copy';
import { clearSession, readSession, writeSession } from '../../../session/storage';
import RegistrationCompleted from './RegistrationCompleted';
import { COMPLETED_COPY as COPY } from './copy';

const COMPLETE = `POST ${USR_API}/registrations/reg-1/complete-registration`;
const PUBLIC_SITE = 'https://www.banca.example/';
const HOME_BANKING = 'https://homebanking.banca.example/';

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 9, status: 'CONTRACTS_SIGNED', data: { mobileTokenActive: true } });
const completed = { ...registration, status: 'COMPLETED', closed: true };
const completeOk: ApiHandler = () => jsonResponse(200, completed);

/** Renders the screen with the element's events and bridge messages recorded, and the page's navigation stubbed. */
function renderScreen(api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) {
  const rendered = renderStep({
    screen: 'RegistrationCompleted',
    Component: RegistrationCompleted,
    registration,
    config: { publicSiteUrl: PUBLIC_SITE, homeBankingUrl: HOME_BANKING },
    api: { [COMPLETE]: completeOk, ...api },
    ...options,
  });
  return { ...rendered, ...recordOutside(rendered.instance) };
}

function recordOutside(instance: Instance) {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['onboarding-complete', 'onboarding-exit']) {
    instance.host.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  }
  const bridge: { type: string; payload: unknown }[] = [];
  instance.host.addEventListener('onboarding-bridge-message', (e) => {
    const { type, payload } = (e as CustomEvent<{ type: string; payload: unknown }>).detail;
    bridge.push({ type, payload });
  });
  const assign = vi.spyOn(instance.page, 'assign').mockImplementation(() => undefined);
  const stopSignatureSession = vi.spyOn(instance.signatureSession, 'stop');
  return { events, bridge, assign, stopSignatureSession, named: (name: string) => events.filter((e) => e.name === name) };
}

const heading = () => screen.getByRole('heading', { name: COPY.title });
const exit = () => screen.getByRole('button', { name: COPY.exit });
const messageShown = () => waitFor(() => expect(screen.getByText(COPY.paragraphs[1])).toBeInTheDocument());

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

// The bridge's message schemas load on demand; once loaded (as in a running element after its first
// milliseconds) a message is sent synchronously, which is what the bridge checks below expect.
beforeAll(async () => {
  await loadBridgeSchemas();
});

describe('RegistrationCompleted (spec §4 CONSUMER 9,0)', () => {
  it('§7 complete-registration: called once under StrictMode; the completion message; onboarding-complete once', async () => {
    const { api, instance, named, stopSignatureSession } = renderScreen();
    expect(heading()).toBeInTheDocument();
    await messageShown();
    for (const text of COPY.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
    expect(bodyOf(api.callsTo(COMPLETE)[0])).toEqual({});
    expect(named('onboarding-complete')).toEqual([{ name: 'onboarding-complete', detail: { flow: 'CONSUMER', registrationId: 'reg-1' } }]);
    expect(instance.store.state.registrations?.status).toBe('COMPLETED');
    expect(stopSignatureSession).toHaveBeenCalled();
    expect(api.unexpected()).toEqual([]);
  });

  it('a second mount (leaving and coming back) makes no second call and emits nothing more', async () => {
    const { api, instance, named } = renderScreen();
    await messageShown();
    await act(async () => instance.router.navigate('/elsewhere'));
    await act(async () => instance.router.navigate('/registrationCompleted'));
    await messageShown();
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
    expect(named('onboarding-complete')).toHaveLength(1);
  });

  it('a second mount while the call is in flight shares it: one call, one event', async () => {
    let answer: () => void = () => undefined;
    const { api, instance, named } = renderScreen({
      [COMPLETE]: () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(200, completed)))),
    });
    await waitFor(() => expect(api.callsTo(COMPLETE)).toHaveLength(1));
    await act(async () => instance.router.navigate('/elsewhere'));
    await act(async () => instance.router.navigate('/registrationCompleted'));
    expect(screen.getByRole('status')).toHaveTextContent(COPY.completing);
    answer();
    await messageShown();
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
    expect(named('onboarding-complete')).toHaveLength(1);
  });

  it('§8 a failed complete-registration: the default error dialog, the user stays, "Riprova" calls again', async () => {
    const { api, instance, user, named } = renderScreen({ [COMPLETE]: () => apiError(409, 'USR_REG_NOT_SIGNED') });
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    expect(instance.store.state.ui.dialog?.errorCode).toBe('trace-USR_REG_NOT_SIGNED');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY.failed));
    expect(screen.queryByRole('button', { name: COPY.exit })).toBeNull();
    expect(named('onboarding-complete')).toEqual([]);
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
    expect(currentPath(instance)).toBe('/registrationCompleted');
    act(() => instance.store.actions.closeDialog());

    api.routes[COMPLETE] = completeOk;
    await user.click(screen.getByRole('button', { name: STEP_COPY.retry }));
    await messageShown();
    expect(api.callsTo(COMPLETE)).toHaveLength(2);
    expect(named('onboarding-complete')).toHaveLength(1);
  });

  it('a registration already COMPLETED (back here in the same session) is not completed again', async () => {
    const { api, named } = renderScreen({}, { registration: completed });
    await messageShown();
    expect(api.calls).toEqual([]);
    expect(named('onboarding-complete')).toEqual([]);
  });

  it('§9 Exit destinations, on the web: the session is cleared, onboarding-exit names the public site, the page goes there', async () => {
    writeSession('at', 'token-a');
    writeSession('rt', 'token-r');
    writeSession('currentRegistrationId', 'reg-1');
    const { user, assign, named, bridge } = renderScreen();
    await messageShown();
    assign.mockImplementation(() => {
      // The tokens are gone before the page leaves.
      expect(readSession('at')).toBeNull();
      expect(readSession('rt')).toBeNull();
    });
    await waitFor(() => expect(exit()).toBeEnabled());
    await user.click(exit());
    expect(assign.mock.calls).toEqual([[PUBLIC_SITE]]);
    expect(named('onboarding-exit')).toEqual([{ name: 'onboarding-exit', detail: { to: 'public-site', url: PUBLIC_SITE } }]);
    expect(readSession('currentRegistrationId')).toBeNull();
    expect(bridge.filter((m) => m.type === 'exit')).toEqual([]);
  });

  it('§9 Exit destinations, on the web after an upgrade or corporate flow: the home-banking site', async () => {
    for (const flag of ['upgrade', 'upgradeMinor', 'corporate'] as const) {
      writeSession(flag, 'true');
      const { user, assign, named, unmount } = renderScreen();
      await messageShown();
      await waitFor(() => expect(exit()).toBeEnabled());
      await user.click(exit());
      expect(assign.mock.calls).toEqual([[HOME_BANKING]]);
      expect(named('onboarding-exit').map((e) => e.detail)).toEqual([{ to: 'home-banking', url: HOME_BANKING }]);
      unmount();
      clearSession();
      vi.restoreAllMocks();
    }
  });

  it('§9 Exit destinations, inside the app: the bridge exit message (to home) and onboarding-exit; the page stays', async () => {
    writeSession('fromApp', 'true');
    const { user, assign, named, bridge } = renderScreen();
    await messageShown();
    await waitFor(() => expect(exit()).toBeEnabled());
    await user.click(exit());
    expect(bridge.filter((m) => m.type === 'exit')).toEqual([{ type: 'exit', payload: { to: 'home' } }]);
    expect(named('onboarding-exit').map((e) => e.detail)).toEqual([{ to: 'home' }]);
    expect(assign).not.toHaveBeenCalled();
    expect(readSession('fromApp')).toBe('true');
  });

  it('onboarding-exit cancelled by the host: the session is cleared, the page stays (web) and the app is not told (app)', async () => {
    for (const fromApp of [false, true]) {
      if (fromApp) writeSession('fromApp', 'true');
      const { user, assign, named, bridge, instance, unmount } = renderScreen();
      instance.host.addEventListener('onboarding-exit', (e) => e.preventDefault());
      await messageShown();
      await waitFor(() => expect(exit()).toBeEnabled());
      await user.click(exit());
      expect(named('onboarding-exit')).toHaveLength(1);
      expect(assign).not.toHaveBeenCalled();
      expect(bridge.filter((m) => m.type === 'exit')).toEqual([]);
      unmount();
      clearSession();
      vi.restoreAllMocks();
    }
  });

  it('onboarding-complete is cancelable; cancelled, the host takes the completion over: the exit still dispatches onboarding-exit but never leaves', async () => {
    const { user, assign, named, instance } = renderScreen();
    const cancelable: boolean[] = [];
    instance.host.addEventListener('onboarding-complete', (e) => {
      cancelable.push(e.cancelable);
      e.preventDefault();
    });
    await messageShown();
    expect(cancelable).toEqual([true]);
    await waitFor(() => expect(exit()).toBeEnabled());
    await user.click(exit());
    expect(named('onboarding-exit').map((e) => e.detail)).toEqual([{ to: 'public-site', url: PUBLIC_SITE }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('§9 a double click on the exit leaves once', async () => {
    const { assign, named } = renderScreen();
    await messageShown();
    await waitFor(() => expect(exit()).toBeEnabled());
    act(() => {
      exit().click();
      exit().click();
    });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(named('onboarding-exit')).toHaveLength(1);
  });

  it('has no axe-core violations (loading and completed)', async () => {
    const { container } = renderScreen();
    await expectNoAxeViolations(container);
    await messageShown();
    await expectNoAxeViolations(container);
  });
});
