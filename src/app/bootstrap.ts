/**
 * Start-up of one instance (spec §4 Start-up rules): URL flags and tokens are read and kept in session
 * storage, tokens leave the address bar at once (DESIGN §4), `appIsReady` goes to the native host; then
 * the wizard is placed — without a token by the flags alone, with one by the loaded registration (the
 * procedure in session-start.ts, loaded only then) — and the shell shows the route.
 */
import { asApiError } from '../api/errors';
import { flowFor } from '../flows/detect';
import { screenAt, type Position } from '../flows/engine';
import { screenOfPath } from '../flows/routes';
import { APP_FLAG_CHECK_MS, BOT_PROTECTION_IDLE_MAX_SECONDS, LANDING_APP_LOADING_MAX_MS } from '../flows/timings';
import { registerStartedSession } from '../session/handover';
import { readSession } from '../session/storage';
import { persistStartup, readUrlStartup } from '../session/tokens';
import { readSessionFlags, type SessionFlags } from '../startup/flags';
import { placementWithoutToken } from '../startup/placement';
import type { Instance } from './instance';
import { isNativeApp } from '../../bridge/transports';
import { takeAppReadySent } from '../../bridge/early-ready';
import { offerRetry } from './retry';
import { hasServiceFlag, type Wizard } from './wizard';

/**
 * spec §2: "RegistrationRejected and UnderMaintenance are reached with query SERVICE=true" — such an
 * address is shown as it is instead of being replaced by a start-up placement.
 */
function isServiceRoute(instance: Instance): boolean {
  const screen = screenOfPath(instance.router.currentPath(), instance.providers);
  return (screen === 'RegistrationRejected' || screen === 'UnderMaintenance') && hasServiceFlag();
}

/** Places a visitor without a token (spec §4: business flags, fromApp, or the landing page). */
function placeWithoutToken(instance: Instance, wizard: Wizard, flags: SessionFlags) {
  const position: Position = placementWithoutToken(flags);
  const flow = flowFor({ ...flags, today: new Date() });
  // A flow without that position (a guardian without a session: TUTOR starts at step 9) lands on CONSUMER's.
  instance.store.actions.setFlow(screenAt(flow, position) ? flow : 'CONSUMER');
  wizard.goTo(position, { replace: true });
}

/**
 * spec §7 Other: the bot-protection script "is loaded at start-up with a site key, deferred". Only a
 * visitor without a session can pre-register, so only they load it, once the page is idle (it must not
 * compete with the landing page). Nothing loads without a configured site key.
 */
function loadBotProtectionWhenIdle(instance: Instance) {
  if (!instance.config.botProtectionSiteKey) return;
  const load = () => {
    import('../registration/bot-protection')
      .then(({ loadBotProtection }) => loadBotProtection(instance.config))
      .catch(() => undefined); // pre-registration loads it again and reports a failure
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: BOT_PROTECTION_IDLE_MAX_SECONDS * 1000 });
  else setTimeout(load, 1);
}

/**
 * spec §9 "App-flag checks after 300 ms" and "Landing app page loading state at most 500 ms": a native
 * host may set the fromApp session flag a moment after the page starts. A visitor placed on the landing
 * page has the flags read again after APP_FLAG_CHECK_MS; with fromApp now set (and the visitor still on
 * the landing page) the spec §4 placement runs again: registration start. Inside a native app (a native
 * bridge transport) the loader covers the landing page while it waits, never longer than
 * LANDING_APP_LOADING_MAX_MS; on the web nothing is shown or delayed.
 */
function recheckAppFlag(instance: Instance, wizard: Wizard) {
  const { store } = instance;
  const release = isNativeApp(instance.bridge.kind) ? store.actions.holdLoader() : () => undefined;
  const cap = setTimeout(release, LANDING_APP_LOADING_MAX_MS);
  setTimeout(() => {
    clearTimeout(cap);
    release();
    if (!instance.host.isConnected) return; // the element left the page: nothing to place
    const flags = readSessionFlags();
    const onLanding = screenOfPath(instance.router.currentPath(), instance.providers) === 'Home';
    if (flags.fromApp && onLanding && !readSession('at')) placeWithoutToken(instance, wizard, flags);
  }, APP_FLAG_CHECK_MS);
}

/** The start-up (or restart) running for each instance, so a session handed over meanwhile waits for it. */
const restarts = new WeakMap<Instance, Promise<void>>();

export async function bootstrap(instance: Instance, wizard: Wizard): Promise<void> {
  const { store, bridge } = instance;
  const startup = readUrlStartup(new URL(window.location.href));
  if (startup.changed) {
    window.history.replaceState(window.history.state, '', startup.cleanedUrl);
  }
  persistStartup(startup);
  // Unless the loader has sent it already in a native app (bridge/early-ready.ts).
  if (!takeAppReadySent()) bridge.send('appIsReady', {});
  // spec §2 named route PremiumFeatures as the page's address: the help panel's premium section opens over
  // the step the start-up rules place.
  if (screenOfPath(instance.router.currentPath(), instance.providers) === 'PremiumFeatures') store.actions.openHelp('premium');

  const flags = readSessionFlags();
  const accessToken = readSession('at');
  instance.resumed = Boolean(accessToken);
  const serviceRoute = isServiceRoute(instance);
  // From here on, a session the host hands over (element.setSession, bridge `session`) restarts the start-up.
  registerStartedSession(instance.host, accessToken, () => void restartWithSession(instance, wizard));
  if (!accessToken) {
    if (!serviceRoute) placeWithoutToken(instance, wizard, flags);
    if (!serviceRoute && !flags.fromApp && !flags.bizDI && !flags.bizLP) recheckAppFlag(instance, wizard);
    store.actions.setStarted();
    loadBotProtectionWhenIdle(instance);
    return;
  }
  // A session handed over while this start-up runs waits for it (restartWithSession chains on this promise).
  const starting = startWithToken(instance, wizard, accessToken, serviceRoute);
  restarts.set(instance, starting);
  await starting;
}

/** spec §4 Start-up rules with a token: the token data, `pairUser` to the app, then the placement by the registration. */
async function startWithToken(instance: Instance, wizard: Wizard, accessToken: string, serviceRoute: boolean): Promise<void> {
  const { store, bridge } = instance;
  const release = store.actions.holdLoader();
  try {
    // Loaded on demand: token decoding (zod), the API layer and the rules are not part of the entry.
    const [{ startSession }, { decodeTokenData }] = await Promise.all([
      import('./session-start'),
      import('../session/token-data'),
    ]);
    const tokenData = decodeTokenData(accessToken);
    store.actions.setTokenData(tokenData);
    if (tokenData) bridge.send('pairUser', { userId: tokenData.user_id });
    if (!serviceRoute) await startSession(instance, wizard);
  } catch (error) {
    // The element left the page while the start-up ran (its document may be gone with it): nothing to place or
    // offer, and nothing that touches the page may run.
    if (!instance.host.isConnected) return;
    // Only an unexpected failure gets here (a chunk did not load): the landing page and the error, with "Riprova"
    // and `onboarding-load-error` (kind 'chunk'); either runs this start-up again.
    const err = asApiError(error);
    wizard.goToLanding();
    if (err.kind !== 'session-expired') {
      offerRetry(instance, { kind: 'chunk', message: `the start-up could not be loaded: ${err.message}`, error: err }, () => {
        const token = readSession('at');
        if (token) void startWithToken(instance, wizard, token, serviceRoute);
      });
    }
  } finally {
    release();
    store.actions.setStarted();
  }
}

/**
 * A session handed over after the start-up (spec §4 Session): what a reload with these tokens would do, without
 * the reload. The previous state (a landing page, another customer's registration) is dropped, a refresh refused
 * for an earlier session no longer blocks this one, and the start-up rules place the wizard for the new session.
 */
function restartWithSession(instance: Instance, wizard: Wizard): Promise<void> {
  const run = async () => {
    const accessToken = readSession('at');
    // The element left the page: its next connection starts with the stored session.
    if (!accessToken || !instance.host.isConnected) return;
    instance.api.resetExpiry();
    instance.store.actions.reset();
    // This start-up has a session: an `onboarding-ready` still to come says so.
    instance.resumed = true;
    await startWithToken(instance, wizard, accessToken, false);
  };
  const next = (restarts.get(instance) ?? Promise.resolve()).then(run, run);
  restarts.set(instance, next);
  return next;
}
