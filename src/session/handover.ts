/**
 * The session a host hands over (spec §4 Session: the tokens kept as `at`/`rt`, spec §3), through
 * `element.setSession()` or the inbound bridge message `session`, and read back by `element.getSession()`.
 * Never through an address: a native app that has logged the customer in gives the element its tokens
 * directly. Zod-free (the element's entry imports it); the bridge's own schema checks the inbound message.
 *
 * Before an element's start-up has read the session, handing one over only stores it, and the start-up
 * uses it exactly as it uses tokens from a start-up URL (spec §4 Start-up rules). Afterwards, the start-up
 * registered for that element runs again for the new session.
 */
import { BRIDGE_PROTOCOL_VERSION, JWT_SHAPE, MAX_INBOUND_LENGTH, MAX_TOKEN_LENGTH } from '../../bridge/protocol';
import { readSession, sessionStore, writeSession, type SafeStorage } from './storage';

/** An access token and its refresh token. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && JWT_SHAPE.test(value);

/**
 * The hand-over's argument as a fresh `{ accessToken, refreshToken }`; a TypeError (naming no value: it
 * may be a token) unless it is an object with exactly those two JWT-shaped strings.
 */
export function toSessionTokens(value: unknown): SessionTokens {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError('[bank-onboarding] setSession expects { accessToken, refreshToken }.');
  }
  const keys = Object.keys(value).sort().join(',');
  const { accessToken, refreshToken } = value as Partial<Record<keyof SessionTokens, unknown>>;
  if (keys !== 'accessToken,refreshToken' || !isToken(accessToken) || !isToken(refreshToken)) {
    throw new TypeError('[bank-onboarding] setSession expects exactly { accessToken, refreshToken }, two JWT-shaped strings.');
  }
  return { accessToken, refreshToken };
}

/** What one element's start-up registered: the access token it started with, and how to start again. */
interface StartedSession {
  accessToken: string | null;
  restart: () => void;
}

const started = new WeakMap<EventTarget, StartedSession>();

/**
 * Called by the start-up once it has read the session (`accessToken`, null without one): from now on a
 * session handed to `host` runs `restart`. A later registration for the same host (a new instance) replaces it.
 */
export function registerStartedSession(host: EventTarget, accessToken: string | null, restart: () => void): void {
  started.set(host, { accessToken, restart });
}

/**
 * Called when the element's instance goes (the element left the page, or a new configuration replaced the
 * instance): `host` has no started start-up any more, so a session handed over now is only stored, and the
 * next instance's start-up reads it. The entry's `restart` holds the whole instance (store, API client,
 * wizard, router): kept, it would live as long as anything still references the removed element.
 */
export function forgetStartedSession(host: EventTarget): void {
  started.delete(host);
}

/**
 * Stores the session for `host` (session storage `at`/`rt`, spec §3) and, when that element has already
 * started, starts it again for it. Handing over the session the element already runs with (the pair a host
 * read back with getSession, or the same message sent twice) changes nothing.
 */
export function handOverSession(host: EventTarget, tokens: SessionTokens, store: SafeStorage = sessionStore()): void {
  const unchanged = readSession('at', store) === tokens.accessToken && readSession('rt', store) === tokens.refreshToken;
  writeSession('at', tokens.accessToken, store);
  writeSession('rt', tokens.refreshToken, store);
  const entry = started.get(host);
  if (!entry || (unchanged && entry.accessToken !== null)) return;
  entry.accessToken = tokens.accessToken;
  entry.restart();
}

/** The session now kept (after any refresh), or null without both tokens. */
export function currentSession(store: SafeStorage = sessionStore()): SessionTokens | null {
  const accessToken = readSession('at', store);
  const refreshToken = readSession('rt', store);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/**
 * The tokens of an inbound `session` message (a plain object or its JSON string), or null for anything else: the
 * same rules as the bridge's schema (bridge/messages.ts `sessionInbound`, with parseInbound's string and
 * plain-object checks; handover.test.ts runs both on the same messages), without zod, for the loader
 * (element/boot.ts), which takes a native app's hand-over before the element's script has arrived.
 */
export function sessionOfInbound(raw: unknown): SessionTokens | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_INBOUND_LENGTH) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  const { type, v, source, payload, ...rest } = value as Record<string, unknown>;
  if (type !== 'session' || Object.keys(rest).length > 0) return null;
  if (v !== undefined && v !== BRIDGE_PROTOCOL_VERSION) return null;
  if (source !== undefined && (typeof source !== 'string' || source.length > 64)) return null;
  try {
    return toSessionTokens(payload);
  } catch {
    return null;
  }
}
