/**
 * How "Apri" points the tab it opened at the wizard, logged in, without a token in any address (an address
 * ends up in histories, logs and referrers; DESIGN §4). The tab is same-origin, so the console reaches into it:
 * - the browser page: the session goes into the tab's session storage (`at`, `rt`, spec §3, the keys the
 *   element's own log-in reload uses) while the tab is still the blank page, then the tab loads the address;
 * - the webview simulator: the tab loads `/webview.html?…`, then the console calls its simulated app's
 *   `__nativeApp.signIn`, which hands the session over with the bridge's `session` message once the element
 *   says `appIsReady` (demo-host/public/webview.js), as the native harness apps do.
 */
import type { SessionKey } from '../../src/session/storage';
import type { Tokens } from './api';
import { wizardUrl, type OpenTarget, type StartOptions } from './urls';

/** The simulated native app of /webview.html (demo-host/public/webview.js). */
interface NativeApp {
  signIn(session: { accessToken: string; refreshToken: string }): void;
}

/** What the console uses of the tab it opened: a same-origin window. */
export interface WizardTab {
  location: { href: string };
  sessionStorage: Pick<Storage, 'setItem'>;
  readonly closed: boolean;
  __nativeApp?: NativeApp;
}

/** The session-storage keys the element starts from (spec §3); typed against the element's own list. */
const SESSION_KEY: { access: SessionKey; refresh: SessionKey } = { access: 'at', refresh: 'rt' };

/** How often, and how long, the console looks for the simulated app of the page it opened. */
export const HAND_OVER_WAIT = { intervalMs: 50, timeoutMs: 10_000 };

/**
 * Calls `read` every `intervalMs` until it returns something other than undefined/null, for at most
 * `timeoutMs`; undefined on time-out. A read that throws (the tab is between two documents) counts as nothing yet.
 */
export async function poll<T>(read: () => T | null | undefined, { intervalMs, timeoutMs } = HAND_OVER_WAIT): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let value: T | null | undefined;
    try {
      value = read();
    } catch {
      value = undefined;
    }
    if (value !== undefined && value !== null) return value;
    if (Date.now() >= deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Points `tab` at the wizard page of `target` with the start-up `options`, logged in with `tokens` when given.
 * @returns false when a webview simulator did not take the session (its app never appeared, or the tab was closed).
 */
export async function showWizard(tab: WizardTab, target: OpenTarget, tokens: Tokens | undefined, options: StartOptions): Promise<boolean> {
  const href = wizardUrl(target, options);
  if (target === 'browser') {
    // The blank tab shares the session storage the page will have once loaded (same tab, same origin).
    if (tokens) {
      tab.sessionStorage.setItem(SESSION_KEY.access, tokens.access_token);
      tab.sessionStorage.setItem(SESSION_KEY.refresh, tokens.refresh_token);
    }
    tab.location.href = href;
    return true;
  }
  tab.location.href = href;
  if (!tokens) return true;
  // The blank page has no app: the one found is the simulator's, defined before the element's script runs.
  const app = await poll(() => (tab.closed ? false : tab.__nativeApp));
  if (!app) return false;
  app.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return true;
}
