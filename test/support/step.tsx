/**
 * Test support for the data-step screens (spec §4 CONSUMER step 1): renders a screen inside a real
 * instance (memory routing, StrictMode) at a chosen wizard position, with a recording fetch answered by
 * per-route handlers, and small readers for the route, the position and a screen's field errors.
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { expect, onTestFinished, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { resolveConfig, type OnboardingProps } from '../../element/surface';
import { createFetchMock, jsonResponse, type RecordedCall } from './fetch-mock';
import { InstanceContext } from '../../src/kit/hooks';
import { createInstance, type Instance } from '../../src/app/instance';
import { createWizard } from '../../src/app/wizard';
import { pathOf, positionOf, type FlowName, type Position, type ScreenId } from '../../src/flows';
import type { Registration, User, WalletInstrument } from '../../src/api/schemas';
import {
  challengeScriptUrl,
  loadBotProtection,
  type ChallengeApi,
} from '../../src/registration/bot-protection';
import { removeBotProtectionScripts } from './bot-protection';
import type { PendingFieldError, RegistrationDraft } from '../../src/registration/draft';
import type { ScreenProps } from '../../src/screens/registry';
import { setupUser } from './user';

/** The API prefix the screens call (config `apiBase` '/api' + `/usr/v2`). */
export const USR_API = '/api/usr/v2';

/** Answers one API call. */
export type ApiHandler = (call: RecordedCall) => Response | Promise<Response>;

/** Handlers keyed by `'<METHOD> <pathname>'`, e.g. `'GET /api/usr/v2/documents/terms'` (query ignored). */
export type ApiRoutes = Record<string, ApiHandler>;

/** `'<METHOD> <pathname>'` of a recorded call. */
export function routeOf(call: RecordedCall): string {
  return `${call.method.toUpperCase()} ${new URL(call.url, 'http://localhost').pathname}`;
}

/** The query parameters of a recorded call. */
export function queryOf(call: RecordedCall): URLSearchParams {
  return new URL(call.url, 'http://localhost').searchParams;
}

/** The JSON body of a recorded call. */
export function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

/** An error body of the API (spec §8: trace and context with code, message, field errors). */
export function apiError(
  status: number,
  code: string,
  errors: { field: string; message: string }[] = [],
  message = 'Request failed',
): Response {
  return jsonResponse(status, { trace: `trace-${code}`, context: { code, message, errors } });
}

/**
 * Stubs `fetch` with a recorder. A call no handler answers gets a 501 and is listed in `unexpected`,
 * so a test can assert that a screen made no call it did not mean to.
 */
export function mockApi(routes: ApiRoutes = {}) {
  const mock = createFetchMock((call) => {
    const handler = routes[routeOf(call)];
    return handler ? handler(call) : jsonResponse(501, { context: { code: 'UNMOCKED', message: routeOf(call) } });
  });
  // Tracking posts (fire-and-forget, on every view and submit) are answered 204 and kept
  // apart, so call counts and the unexpected list speak about the screen's own calls only.
  const tracking = createFetchMock(() => new Response(null, { status: 204 }));
  const isTracking = (call: RecordedCall) => /^POST \S+\/registrations\/[^/]+\/tracking$/.test(routeOf(call));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const probe = { url, method: init?.method ?? 'GET' } as RecordedCall;
    return isTracking(probe) && !(routeOf(probe) in routes) ? tracking.fetch(input, init) : mock.fetch(input, init);
  });
  return {
    /** Every call but the tracking posts, in order. */
    calls: mock.calls,
    /** The tracking posts (`POST registrations/{id}/tracking`), in order. */
    trackingCalls: tracking.calls,
    /** Handlers in use; tests may replace one between actions. */
    routes,
    /** The calls to `route` ('<METHOD> <pathname>'). */
    callsTo: (route: string) => mock.calls.filter((call) => routeOf(call) === route),
    /** Calls no handler answered. */
    unexpected: () => mock.calls.filter((call) => !(routeOf(call) in routes)).map(routeOf),
  };
}

export interface RenderStepOptions {
  /** Screen rendered on its own route, which is where the test starts. */
  screen: ScreenId;
  Component: ComponentType<ScreenProps>;
  /** Default CONSUMER. */
  flow?: FlowName;
  /** Wizard position; default the screen's position in `flow` (info pages need one). */
  at?: Position;
  draft?: Partial<RegistrationDraft>;
  /** A registration in the store (the data was sent: spec "sent" mode, tokens present). */
  registration?: Registration;
  /** The signed-in user (e.g. with `details.profile`, what an upgrade's data steps show). */
  user?: User;
  /** The prepaid card of the wallet (a minor upgrade's start-up loads it from wallet-instruments). */
  prepaidCard?: WalletInstrument;
  /** A server field error waiting for its screen (set by pre-registration). */
  pendingFieldError?: PendingFieldError;
  config?: OnboardingProps;
  api?: ApiRoutes;
  /** Other screens rendered when the route moves to them. */
  others?: Partial<Record<ScreenId, ComponentType<ScreenProps>>>;
  /** The wizard's clock (its 1-second repeat guard); default `Date.now`. */
  now?: () => number;
}

/** Renders a data-step screen in a real instance and wizard (memory routing, StrictMode). */
export function renderStep(options: RenderStepOptions) {
  const { screen, Component, flow = 'CONSUMER', config = {}, others = {} } = options;
  const api = mockApi(options.api);
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory', ...config }), host);
  instance.connect();
  const wizard = createWizard(instance, options.now);
  onTestFinished(() => {
    instance.dispose();
    host.remove();
  });

  const { store, router, providers } = instance;
  store.actions.setFlow(flow);
  const at = options.at ?? positionOf(flow, screen);
  if (!at) throw new Error(`${screen} has no position in ${flow}: pass 'at'`);
  store.actions.setPosition(at.step, at.substep);
  if (options.draft) store.actions.updateDraft(options.draft);
  if (options.registration) store.actions.setRegistration(options.registration);
  if (options.user) store.actions.setUser(options.user);
  if (options.prepaidCard) store.actions.setPrepaidCard(options.prepaidCard);
  if (options.pendingFieldError) store.actions.setPendingFieldError(options.pendingFieldError);
  store.actions.setStarted();
  router.navigate(pathOf(screen, providers), { replace: true });

  const screens: [ScreenId, ComponentType<ScreenProps>][] = [[screen, Component]];
  for (const [id, Other] of Object.entries(others) as [ScreenId, ComponentType<ScreenProps>][]) screens.push([id, Other]);

  const result = render(
    <StrictMode>
      <InstanceContext.Provider value={{ instance, wizard }}>
        <Router hook={instance.router.hook}>
          <Switch>
            {screens.map(([id, Shown]) => (
              <Route key={id} path={pathOf(id, providers)}>
                <Shown screen={id} />
              </Route>
            ))}
          </Switch>
        </Router>
      </InstanceContext.Provider>
    </StrictMode>,
  );
  return { ...result, instance, wizard, api, user: setupUser() };
}

/** The route the instance shows. */
export const currentPath = (instance: Instance): string => instance.router.currentPath();

/** The wizard position as `{ step, substep }`. */
export const positionNow = (instance: Instance): Position => ({
  step: instance.store.state.currentStep,
  substep: instance.store.state.currentSubstep,
});

/** The live error element an input is described by (TextField, consents, the citizenship select). */
export function errorElementOf(input: HTMLElement): HTMLElement | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element?.hasAttribute('aria-live')) return element;
  }
  return null;
}

/**
 * Waits until `input` shows exactly `message` as its error, announced: the input is aria-invalid and
 * described by a polite live region holding the message.
 */
export async function expectFieldError(input: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(errorElementOf(input)?.textContent).toBe(message));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(errorElementOf(input)).toHaveAttribute('aria-live', 'polite');
}

/** Waits until `input` shows no error. */
export async function expectNoFieldError(input: HTMLElement): Promise<void> {
  await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  expect(errorElementOf(input)).toBeNull();
}

export { expectNoAxeViolations } from './axe';

/**
 * A loaded bot-protection challenge (spec §7): `window.grecaptcha` answers `token`, and the challenge
 * script of `config` counts as loaded (jsdom does not load scripts, so its `load` event is dispatched
 * here). Returns the `execute` spy. Undone when the test finishes.
 */
export async function stubBotProtection(config: OnboardingProps, token = 'tok') {
  removeBotProtectionScripts();
  const execute = vi.fn<ChallengeApi['execute']>(async () => token);
  window.grecaptcha = { ready: (callback) => callback(), execute };
  const resolved = resolveConfig(config);
  const loading = loadBotProtection(resolved);
  const src = challengeScriptUrl(resolved);
  const script = [...document.head.querySelectorAll('script')].find((s) => s.src === src);
  if (!loading || !script) throw new Error('bot protection is not configured');
  script.dispatchEvent(new Event('load'));
  await loading;
  onTestFinished(() => {
    delete window.grecaptcha;
    script.remove();
    removeBotProtectionScripts();
  });
  return execute;
}

/**
 * §9 "Buttons labelled Prosegui are locked for 1 second after a click": clicks `button` (with fake
 * timers) and checks it is disabled right away, still at 999 ms (after the click's work has settled),
 * and enabled again at 1000 ms.
 */
export async function expectLockedForOneSecond(button: HTMLElement): Promise<void> {
  vi.useFakeTimers();
  try {
    fireEvent.click(button);
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toBeEnabled();
  } finally {
    vi.useRealTimers();
  }
}
