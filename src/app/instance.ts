/**
 * Everything one `<bank-onboarding>` instance owns, created once per mount: its configuration, state,
 * API client, native bridge and router location. Nothing here is module-global, so two elements on one
 * page never share state (DESIGN §4).
 */
import { navigate as hashNavigate, useHashLocation } from 'wouter/use-hash-location';
import { memoryLocation } from 'wouter/memory-location';
import type { BaseLocationHook } from 'wouter';
import type { OnboardingConfig, OnboardingEventDetail, OnboardingEventName, ScreenName } from '../../element/surface';
import { emit } from '../../element/events';
import { createBridge, type Bridge } from '../../bridge/bridge';
import type { InboundMessage } from '../../bridge/messages';
import type { ApiClient } from '../api/client';
import { asApiError, isOfflineFailure, type ApiError } from '../api/errors';
import { createLazyApiClient } from '../api/lazy';
import { forgetStartedSession, handOverSession } from '../session/handover';
import { clearSession, readSession } from '../session/storage';
import { createStore, type ModalContent, type Store } from '../state/store';
import { pathOf, type Providers } from '../flows';
import { createErrorReporting, type ErrorReporting } from '../tracking/reporter';
import { createTracker, type Tracker } from '../tracking/tracker';
import { GENERIC_ERROR, OFFLINE_ERROR, RETRY_ACTIONS, SESSION_EXPIRED } from './copy';
import { SIGNATURE_SESSION_TIMEOUT_MS } from '../flows/timings';

interface RouterBinding {
  /** wouter location hook for `<Router hook>`. */
  hook: BaseLocationHook;
  /** Navigates without React (the wizard moves on from async code). */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The path the router currently shows (no query). */
  currentPath: () => string;
}

/** Whole-page navigation (leaving for online banking, reloading with tokens); replaced in tests. */
export interface PageNavigation {
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
}

const windowPage: PageNavigation = {
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
};

export interface Instance {
  config: OnboardingConfig;
  host: HTMLElement;
  store: Store;
  api: ApiClient;
  bridge: Bridge;
  router: RouterBinding;
  providers: Providers;
  page: PageNavigation;
  /**
   * Dispatches an event on the host. Returns false when a host cancelled it (`preventDefault()` on one
   * of CANCELABLE_EVENTS): the element then leaves the navigation to the host.
   */
  emit<N extends OnboardingEventName>(name: N, detail: OnboardingEventDetail<N>): boolean;
  /** Tracking: views, submits and errors as `onboarding-track` events and tracking calls. */
  tracker: Tracker;
  /** Error reporting (spec §7 Other): off unless the host set `element.errorReporter`. */
  reporting: ErrorReporting;
  /**
   * Shows the generic error modal of spec §8 for any thrown value; resolves when it is dismissed. With
   * `retry`, the dialog offers "Riprova" (resolving 'retry') before its close.
   */
  showError(error: unknown, options?: { retry?: boolean }): Promise<string>;
  /** Shows a modal and announces nothing else; resolves with the chosen action id. */
  showModal(content: ModalContent): Promise<string>;
  /** The spec §4 Session expiry procedure. */
  expireSession(): void;
  /**
   * spec §2 "When under maintenance, the user goes to the maintenance screen": any call answered with the
   * maintenance signal (src/api/errors.ts MAINTENANCE_CODE) shows /manutenzione-in-corso, and the wizard
   * stays there (moves are refused) until the page is loaded again.
   */
  underMaintenance(): void;
  /**
   * True once a host cancelled `onboarding-complete`: it takes the completion over, so the completion
   * screen's exit dispatches `onboarding-exit` but never moves the page nor sends the app's `exit`.
   */
  completionRoutedByHost: boolean;
  /** Whether the start-up found a session (a token): `resumed` of `onboarding-ready` (set by the start-up). */
  resumed: boolean;
  /** `onboarding-ready` with the first interactive screen; only the first call of the instance dispatches it. */
  announceReady(screen: ScreenName): void;
  /** Handlers the wizard installs for inbound bridge messages (Android hardware back). */
  onInbound: (message: InboundMessage) => void;
  /** Installs the native bridge (called when the element mounts). */
  connect(): void;
  /** Removes the bridge's inbound hook (called when the element unmounts). */
  dispose(): void;
  /**
   * spec §4 Session / §9: "A signature session times out after 3,300,000 ms (55 minutes) and the page
   * reloads". `start(startedAt)` (epoch ms, when the certificate provider's signature session began)
   * arms the one reload of this instance, replacing any earlier one; `stop()` disarms it. Session expiry,
   * exit and unmount disarm it too.
   */
  signatureSession: { start(startedAt: number): void; stop(): void };
}

const hashPath = () => '/' + (window.location.hash.replace(/^#?\/?/, '').split('?')[0] ?? '');

/** wouter's hash location without the hash's own query (`#/registrationRejected?SERVICE=true`). */
const useHashPath: BaseLocationHook = () => {
  const [location, navigate] = useHashLocation();
  return [location.split('?')[0] ?? '/', navigate];
};

function createRouterBinding(mode: OnboardingConfig['routing']): RouterBinding {
  if (mode === 'memory') {
    const memory = memoryLocation({ path: '/', record: true });
    return {
      hook: memory.hook,
      navigate: (path, options) => memory.navigate(path, options),
      currentPath: () => (memory.history.at(-1) ?? '/').split('?')[0] ?? '/',
    };
  }
  return {
    hook: useHashPath,
    navigate: (path, options) => hashNavigate(path, options),
    currentPath: hashPath,
  };
}

/** The configuration errors already reported for an element: each is said once, however often it reconnects. */
const reportedConfigErrors = new WeakMap<HTMLElement, Set<string>>();

export function createInstance(config: OnboardingConfig, host: HTMLElement, page: PageNavigation = windowPage): Instance {
  const store = createStore();
  const router = createRouterBinding(config.routing);
  let connected = false;
  // One instance per connection (App makes one when the element connects): ready is said once.
  let readyAnnounced = false;
  let signatureTimer: ReturnType<typeof setTimeout> | undefined;
  const stopSignatureSession = () => {
    if (signatureTimer !== undefined) clearTimeout(signatureTimer);
    signatureTimer = undefined;
  };

  // The session hooks call back into the instance lazily (only after a request fails).
  const api = createLazyApiClient({
    apiBase: config.apiBase,
    securityBase: config.securityBase,
    timeoutMs: config.requestTimeout,
    onMaintenance: () => instance.underMaintenance(),
    // Loaded with the client: token decoding (zod) stays out of the entry.
    session: () =>
      import('../session/hooks').then(({ createStorageSessionHooks }) =>
        createStorageSessionHooks({
          onTokenData: (data) => store.actions.setTokenData(data),
          // The host is told the tokens changed, never given them (it asks element.getSession()).
          onRefreshed: () => {
            instance.emit('onboarding-session-refreshed', {});
            if (connected) instance.bridge.send('sessionRefreshed', {});
          },
          onSessionExpired: () => instance.expireSession(),
        }),
      ),
  });

  const instance: Instance = {
    config,
    host,
    store,
    router,
    providers: { recognition: config.recognitionProvider, certificate: config.certificateProvider },
    page,
    emit: (name, detail) => !emit(host, name, detail).defaultPrevented,
    api,
    tracker: createTracker({
      emit: (event) => instance.emit('onboarding-track', event),
      api,
      registrationId: () => store.state.registrations?.id ?? null,
      hasToken: () => Boolean(readSession('at')),
      report: (error) => instance.reporting.captureError(error, 'tracking'),
    }),
    reporting: createErrorReporting(host, config.errorReporterSettings, () => ({
      flow: store.state.flow,
      step: store.state.currentStep,
      substep: store.state.currentSubstep,
      path: router.currentPath(),
    })),
    bridge: undefined as unknown as Bridge,
    completionRoutedByHost: false,
    resumed: false,
    announceReady(screen) {
      if (readyAnnounced) return;
      readyAnnounced = true;
      instance.emit('onboarding-ready', { screen, resumed: instance.resumed });
    },
    onInbound: () => undefined,
    showModal: (content) => store.actions.showDialog(content),
    showError(error, options) {
      const err: ApiError = asApiError(error);
      // The maintenance screen is the answer to that error: no dialog over it.
      if (err.kind === 'maintenance') return Promise.resolve('maintenance');
      instance.emit('onboarding-error', {
        code: err.code,
        message: err.message,
        ...(err.trace ? { trace: err.trace } : {}),
      });
      // spec §8: errors are tracked as a 'messaggio' event of type errore with a code and message.
      instance.tracker.error(err);
      instance.reporting.captureError(error, 'dialog');
      // Offline, the user is told so (§8 custom error modal); the trace still shows for support.
      const offline = isOfflineFailure(err, typeof navigator === 'undefined' || navigator.onLine !== false);
      return store.actions.showDialog({
        ...(offline ? OFFLINE_ERROR : { ...GENERIC_ERROR, contactLink: true }),
        ...(options?.retry ? { actions: [...RETRY_ACTIONS] } : {}),
        ...(err.trace ? { errorCode: err.trace } : {}),
      });
    },
    signatureSession: {
      start(startedAt) {
        stopSignatureSession();
        const delay = Math.max(0, startedAt + SIGNATURE_SESSION_TIMEOUT_MS - Date.now());
        signatureTimer = setTimeout(() => {
          signatureTimer = undefined;
          page.reload();
        }, delay);
      },
      stop: stopSignatureSession,
    },
    expireSession() {
      stopSignatureSession();
      clearSession();
      store.actions.reset();
      instance.emit('onboarding-session-expired', {});
      instance.bridge.send('sessionExpired', {});
      router.navigate('/', { replace: true });
      void store.actions.showDialog(SESSION_EXPIRED);
    },
    underMaintenance() {
      store.actions.setUnderMaintenance();
      store.actions.setStarted();
      const path = pathOf('UnderMaintenance', instance.providers);
      if (router.currentPath() !== path) router.navigate(path, { replace: true });
    },
    connect() {
      instance.reporting.connect();
      if (connected) return;
      connected = true;
      instance.bridge = createBridge({
        host,
        ...(config.bridgeParentOrigin ? { parentOrigin: config.bridgeParentOrigin } : {}),
        // A native host hands its session over (spec §4 Session): the same as element.setSession().
        onInbound: (message) => (message.type === 'session' ? handOverSession(host, message.payload) : instance.onInbound(message)),
      });
      // The check loads beside the first screen rather than in the entry: nothing waits for it.
      const hasSession = Boolean(readSession('at'));
      void import('../../element/config-errors').then(({ findConfigErrors }) => {
        if (!connected) return;
        const reported = reportedConfigErrors.get(host) ?? new Set<string>();
        reportedConfigErrors.set(host, reported);
        for (const found of findConfigErrors(config, { hostname: window.location.hostname, hasSession })) {
          if (reported.has(found.message)) continue;
          reported.add(found.message);
          console.error(`[bank-onboarding] ${found.message}`);
          instance.emit('onboarding-config-error', found);
        }
      });
    },
    dispose() {
      stopSignatureSession();
      instance.reporting.dispose();
      // The hand-over's restart closes over this instance: the removed element must not keep it alive.
      forgetStartedSession(host);
      if (!connected) return;
      connected = false;
      instance.bridge.dispose();
    },
  };

  return instance;
}
