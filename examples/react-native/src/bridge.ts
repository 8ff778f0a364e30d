/**
 * The element's bridge over react-native-webview (docs/native-hosts.md, bridge/README.md): the element finds
 * `window.ReactNativeWebView` and posts each outbound envelope as a JSON string, which arrives in the WebView's
 * `onMessage`; the app answers through `injectJavaScript`, calling the element's inbound hook with a JSON string.
 *
 * Typed against the package's message union (`OutboundMessage`, `InboundMessage`): a message type added to the
 * protocol fails this file's typecheck (`OUTBOUND_CHECKS` must name every type) before it reaches an app.
 */
import type { InboundMessage, OutboundMessage, SessionTokens } from 'bank-onboarding';
import { HOST_SOURCE } from './hostSource';

type OutboundType = OutboundMessage['type'];
type ExitDestination = Extract<OutboundMessage, { type: 'exit' }>['payload']['to'];

/** The envelope's version and source: typed by the package, so a new protocol version fails the typecheck. */
const VERSION: OutboundMessage['v'] = 1;
const SOURCE: OutboundMessage['source'] = 'bank-onboarding';

/** Longer strings are not envelopes of this protocol (the longest, `pairUser`, is a few hundred characters). */
const MAX_MESSAGE_LENGTH = 2048;
const MAX_USER_ID_LENGTH = 128;

/** Every exit destination, as a record so that the compiler checks none is missing. */
const EXIT_DESTINATIONS: Record<ExitDestination, true> = { splash: true, home: true, settings: true };

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const hasExactly = (value: Json, keys: readonly string[]): boolean =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

const isEmpty = (payload: Json): boolean => Object.keys(payload).length === 0;

/** The payload each outbound type carries, exactly (the element's schemas are strict too). */
const OUTBOUND_CHECKS: Record<OutboundType, (payload: Json) => boolean> = {
  appIsReady: isEmpty,
  pairUser: (payload) =>
    hasExactly(payload, ['userId']) &&
    typeof payload.userId === 'string' &&
    payload.userId.length >= 1 &&
    payload.userId.length <= MAX_USER_ID_LENGTH,
  exit: (payload) => hasExactly(payload, ['to']) && typeof payload.to === 'string' && Object.hasOwn(EXIT_DESTINATIONS, payload.to),
  goBack: isEmpty,
  sessionExpired: isEmpty,
  sessionRefreshed: isEmpty,
};

const isOutboundType = (type: unknown): type is OutboundType => typeof type === 'string' && Object.hasOwn(OUTBOUND_CHECKS, type);

/**
 * One envelope from `onMessage`'s `data`, or null when it is not exactly one of the protocol's: parsed as data
 * only, nothing in it is evaluated, loaded or called.
 */
export function parseOutbound(data: string): OutboundMessage | null {
  if (data.length > MAX_MESSAGE_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || !hasExactly(value, ['v', 'source', 'type', 'payload'])) return null;
  if (value.v !== VERSION || value.source !== SOURCE || !isOutboundType(value.type) || !isRecord(value.payload)) return null;
  return OUTBOUND_CHECKS[value.type](value.payload) ? (value as unknown as OutboundMessage) : null;
}

/**
 * The script that hands a message to the element: its JSON text passed as a JS string literal (data, never script),
 * ending in `true;` as react-native-webview asks of injected scripts.
 */
export function inboundScript(message: InboundMessage): string {
  const text = JSON.stringify(message);
  return `window.bankOnboarding && window.bankOnboarding.receive(${JSON.stringify(text)}); true;`;
}

export type HostMessage =
  /** The element's current session, read after `sessionRefreshed` (null when it holds none). Never logged. */
  | { source: typeof HOST_SOURCE; type: 'session'; session: SessionTokens | null }
  /** A photo input was tapped before the camera permission was decided (Android; photoCamera.ts). */
  | { source: typeof HOST_SOURCE; type: 'photoInput' };

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const isToken = (value: unknown): value is string => typeof value === 'string' && value.length <= 4096 && JWT_SHAPE.test(value);

/** One of this app's own messages, or null. */
export function parseHostMessage(data: string): HostMessage | null {
  if (data.length > 2 * 4096 + 256) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.source !== HOST_SOURCE) return null;
  if (value.type === 'photoInput' && hasExactly(value, ['source', 'type'])) return { source: HOST_SOURCE, type: 'photoInput' };
  if (value.type !== 'session' || !hasExactly(value, ['source', 'type', 'session'])) return null;
  const session = value.session;
  if (session === null) return { source: HOST_SOURCE, type: 'session', session: null };
  if (!isRecord(session) || !hasExactly(session, ['accessToken', 'refreshToken'])) return null;
  if (!isToken(session.accessToken) || !isToken(session.refreshToken)) return null;
  return { source: HOST_SOURCE, type: 'session', session: { accessToken: session.accessToken, refreshToken: session.refreshToken } };
}

/**
 * Run after `sessionRefreshed`: posts the element's `getSession()` back under {@link HOST_SOURCE} (injected scripts
 * return nothing in react-native-webview).
 */
export const GET_SESSION_SCRIPT = `(function () {
  var element = document.querySelector('bank-onboarding');
  var session = element && typeof element.getSession === 'function' ? element.getSession() : null;
  window.ReactNativeWebView.postMessage(JSON.stringify({ source: ${JSON.stringify(HOST_SOURCE)}, type: 'session', session: session }));
})();
true;`;
