/**
 * The app around the element, as the shared Appium specs see it. One interface, three targets chosen by
 * `APPIUM_TARGET` (set by each config):
 * - `chromium` (this machine): Appium's Chromium driver on `/webview.html?platform=android`, whose shim records
 *   what the "app" receives in `window.__bridgeLog` and whose "Indietro (tasto fisico)" button calls the
 *   element's inbound hook exactly as the Android harness's back callback does;
 * - `android` / `ios`: the harness apps (android-harness/, ios-harness/) on an emulator or simulator. The specs
 *   run in the WEBVIEW context; the app's native screen lists every bridge message it received (accessibility
 *   id `bridge-log`, one JSON envelope a line) and, after the onboarding screen closes, the reason
 *   (`last-result`: `exit:home`, `sessionExpired`, …).
 */
import { browser, $ } from '@wdio/globals';
import type { OutboundMessage } from '../../bridge/messages';

export type AppiumTarget = 'chromium' | 'android' | 'ios';

const target = (): AppiumTarget => {
  const value = process.env.APPIUM_TARGET;
  if (value === 'chromium' || value === 'android' || value === 'ios') return value;
  throw new Error(`APPIUM_TARGET must be chromium, android or ios, got ${String(value)}`);
};

type Received = Pick<OutboundMessage, 'type' | 'payload'>;

/** Runs `read` in the app's native context, then returns to the web view. */
async function inNativeContext<T>(read: () => Promise<T>): Promise<T> {
  const web = await browser.getContext();
  await browser.switchContext('NATIVE_APP');
  try {
    return await read();
  } finally {
    const contexts = (await browser.getContexts()).map(String);
    const webview = contexts.find((c) => c.startsWith('WEBVIEW'));
    if (webview) await browser.switchContext(typeof web === 'string' && contexts.includes(web) ? web : webview);
  }
}

/** Switches to the harness's web view once it exists (it appears after the app has loaded the page). */
export async function enterWebview() {
  if (target() === 'chromium') return;
  await browser.waitUntil(async () => (await browser.getContexts()).map(String).some((c) => c.startsWith('WEBVIEW')), {
    timeout: 30_000,
    timeoutMsg: 'the harness exposes no WEBVIEW context (is web contents debugging on?)',
  });
  const webview = (await browser.getContexts()).map(String).find((c) => c.startsWith('WEBVIEW'));
  await browser.switchContext(webview!);
}

/** The page the app loads, with start-up parameters (`fromApp=true`, …; a session is handed over instead). */
export function appPage(query = ''): string {
  const extra = query ? `&${query}` : '';
  return target() === 'chromium' ? `/webview.html?platform=android${extra}` : `/app.html?native=${target()}${extra}`;
}

/**
 * The app has logged the customer in and hands the element its session, never in the URL: on this machine the
 * simulated host's `__nativeApp.signIn` (which sends the inbound `session` message once the element is ready);
 * in the harnesses the very script their `NativeBridge.sessionScript` runs through evaluateJavascript /
 * evaluateJavaScript (launched with the `accessToken`/`refreshToken` extras or arguments they send it themselves).
 */
export async function handOverSession(tokens: { access_token: string; refresh_token: string }) {
  const session = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  if (target() === 'chromium') {
    await browser.execute((s) => (window as unknown as { __nativeApp: { signIn(s: object): void } }).__nativeApp.signIn(s), session);
    return;
  }
  const message = JSON.stringify({ type: 'session', payload: session });
  await browser.execute((m) => window.bankOnboarding?.receive(m), message);
}

/** Every message the app received over the bridge, parsed as the app parses it. */
export async function received(): Promise<Received[]> {
  if (target() === 'chromium') {
    const log = await browser.execute(() => JSON.stringify((window as unknown as { __bridgeLog?: unknown[] }).__bridgeLog ?? []));
    return JSON.parse(log) as Received[];
  }
  const text = await inNativeContext(() => $('~bridge-log').getText());
  return text
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Received);
}

/** Waits until the app has received a message of `type`, and returns it. */
export async function waitForReceived(type: OutboundMessage['type'], timeout = 20_000): Promise<Received> {
  let found: Received | undefined;
  await browser.waitUntil(
    async () => {
      found = (await received().catch(() => [])).find((m) => m.type === type);
      return found !== undefined;
    },
    { timeout, timeoutMsg: `the app did not receive ${type}` },
  );
  return found!;
}

/** The hardware back button (Android) or the harness's native back button (iOS, which has no hardware one). */
export async function pressBack() {
  switch (target()) {
    case 'chromium':
      await $('#native-back').click();
      return;
    case 'android':
      await inNativeContext(() => browser.back());
      return;
    case 'ios':
      await inNativeContext(() => $('~native-back').click());
      return;
  }
}

/**
 * After an `exit` or `sessionExpired` the native harnesses close the onboarding screen and show why
 * (`last-result`); on this machine the page stays and the message in the app's log is the outcome.
 */
export async function closedWith(expected: string) {
  if (target() === 'chromium') return;
  await browser.switchContext('NATIVE_APP');
  await browser.waitUntil(async () => (await $('~last-result').getText().catch(() => '')) === expected, {
    timeout: 20_000,
    timeoutMsg: `the onboarding screen did not close with ${expected}`,
  });
}
