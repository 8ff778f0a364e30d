/**
 * One transport per kind of host (DESIGN.md §5), detected in a fixed order:
 * iOS WKWebView handler, Android JavaScript interface, React Native WebView, parent frame
 * (only with an explicit target origin), none (DOM events only, see bridge.ts).
 *
 * Each `send` hands the host exactly what its platform API expects: WKWebView takes an object
 * (it structured-clones it), Android's `@JavascriptInterface` and React Native take a string.
 */
import type { OutboundMessage } from './messages';
import { WARN_PREFIX } from './protocol';

/** Name of the WKScriptMessageHandler the iOS app registers: `window.webkit.messageHandlers.bankOnboarding`. */
export const IOS_HANDLER_NAME = 'bankOnboarding';

/** Name of the object the Android app adds with `addJavascriptInterface`: `window.BankOnboardingAndroid`. */
export const ANDROID_INTERFACE_NAME = 'BankOnboardingAndroid';

/** Name of the object react-native-webview injects: `window.ReactNativeWebView`. */
export const REACT_NATIVE_NAME = 'ReactNativeWebView';

/** Kinds of host, in detection order. */
export type TransportKind = 'ios' | 'android' | 'react-native' | 'parent' | 'none';

/** Whether a transport of this kind means a native app hosts the page (its WebView), not a browser or a frame. */
export function isNativeApp(kind: TransportKind): boolean {
  return kind === 'ios' || kind === 'android' || kind === 'react-native';
}

/** Delivers outbound envelopes to one kind of host. `send` may throw (the bridge catches). */
export interface Transport {
  readonly kind: TransportKind;
  send(msg: OutboundMessage): void;
}

/** Options of {@link detectTransport}. */
export interface DetectOptions {
  /**
   * Origin of the embedding page, e.g. `https://www.bank.example`. The parent-frame transport
   * is used only when this is set to an absolute http(s) origin: never `'*'`, so messages
   * cannot reach whatever page happens to frame us.
   */
  parentOrigin?: string;
}

/** Something with a `postMessage` method, as the native hosts inject it. */
interface PostMessageTarget {
  postMessage: (message: unknown, ...rest: unknown[]) => void;
}

function hasPostMessage(value: unknown): value is PostMessageTarget {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { postMessage?: unknown }).postMessage === 'function'
  );
}

/** Read `obj[key]` without letting a throwing getter (or a cross-origin object) break detection. */
function safeGet(obj: unknown, key: string): unknown {
  if ((typeof obj !== 'object' && typeof obj !== 'function') || obj === null) return undefined;
  try {
    return (obj as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * Normalise a configured parent origin, or return null when it is not an explicit absolute
 * http(s) origin (`'*'`, `'/'`, `'null'`, empty, garbage).
 */
export function explicitOrigin(origin: string | undefined): string | null {
  if (typeof origin !== 'string' || origin.trim() === '' || origin.trim() === '*') return null;
  try {
    const url = new URL(origin.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Pick the transport for `win`, in the order of DESIGN.md §5. Methods are always called on
 * their owner object (`handler.postMessage(...)`): the native objects need their `this`.
 */
export function detectTransport(win: Window, opts: DetectOptions = {}): Transport {
  const handler = safeGet(safeGet(safeGet(win, 'webkit'), 'messageHandlers'), IOS_HANDLER_NAME);
  if (hasPostMessage(handler)) {
    return { kind: 'ios', send: (msg) => handler.postMessage(msg) };
  }

  const android = safeGet(win, ANDROID_INTERFACE_NAME);
  if (hasPostMessage(android)) {
    return { kind: 'android', send: (msg) => android.postMessage(JSON.stringify(msg)) };
  }

  const reactNative = safeGet(win, REACT_NATIVE_NAME);
  if (hasPostMessage(reactNative)) {
    return { kind: 'react-native', send: (msg) => reactNative.postMessage(JSON.stringify(msg)) };
  }

  const parent = safeGet(win, 'parent');
  if (parent !== win && hasPostMessage(parent)) {
    const origin = explicitOrigin(opts.parentOrigin);
    if (origin !== null) {
      return { kind: 'parent', send: (msg) => parent.postMessage(msg, origin) };
    }
    if (opts.parentOrigin !== undefined) {
      console.warn(`${WARN_PREFIX} parent origin is not an explicit http(s) origin; parent transport disabled`);
    }
  }

  return { kind: 'none', send: () => undefined };
}
