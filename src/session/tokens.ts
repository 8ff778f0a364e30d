/**
 * The start-up query parameters of spec §4 "Start-up rules", with their persistence into session
 * storage. Token data (decoding an access token, with zod) lives in token-data.ts, outside the entry.
 */
import { sessionStore, writeFlag, writeSession } from './storage';
import type { SafeStorage, SessionKey } from './storage';

/** Boolean start-up flags of spec §4, named as their session-storage keys. */
export const STARTUP_FLAG_KEYS = [
  'fromApp',
  'upgrade',
  'bizLP',
  'bizDI',
  'upgradeMinor',
  'corporate',
  'updateDocument',
] as const satisfies readonly SessionKey[];

/** One boolean start-up flag. */
type StartupFlagKey = (typeof STARTUP_FLAG_KEYS)[number];

/**
 * Start-up parameters found in the URL. A flag is `undefined` when the URL does not carry it
 * (session storage then keeps whatever an earlier load stored).
 */
interface StartupFlags extends Partial<Record<StartupFlagKey, boolean>> {
  /** The guardian's registration id (spec §6 tutor); `null` when absent. */
  idRegistration: string | null;
  /** Raw cookie-consent value; `null` when absent. */
  cookieConsents: string | null;
}

/** The result of {@link readUrlStartup}. */
export interface UrlStartup {
  flags: StartupFlags;
  tokens: { accessToken: string | null; refreshToken: string | null };
  /** The URL without `access_token` and `refresh_token`, for `history.replaceState`. */
  cleanedUrl: string;
  /** True when tokens were removed, i.e. `cleanedUrl` differs from the input. */
  changed: boolean;
}

const TOKEN_PARAMS = ['access_token', 'refresh_token'];

// `?fromApp`, `?fromApp=true`, `?fromApp=1` set a flag; `false`/`0` clear it explicitly.
function parseFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const v = value.trim().toLowerCase();
  return !(v === 'false' || v === '0');
}

function decodeComponent(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/**
 * Removes the parameters named `names` from a raw query string (without its `?`), keeping every other
 * part verbatim (order, encoding, empty parts).
 */
function removeQueryParams(query: string, names: readonly string[]): { query: string; removed: boolean } {
  if (!query) return { query, removed: false };
  const parts = query.split('&');
  const kept = parts.filter((part) => !names.includes(decodeComponent(part.split('=')[0] ?? '')));
  return { query: kept.join('&'), removed: kept.length !== parts.length };
}

/**
 * `url` without the parameters `names`, from the real query and from the hash's query (hash routing puts
 * parameters in either), every other part kept verbatim; `removed` says whether any was there.
 */
export function stripUrlParams(url: URL, names: readonly string[]): { href: string; removed: boolean } {
  const cleaned = new URL(url.href);
  const search = removeQueryParams(url.search.slice(1), names);
  cleaned.search = search.query;
  let removed = search.removed;
  const hashQueryAt = url.hash.indexOf('?');
  if (hashQueryAt >= 0) {
    const inHash = removeQueryParams(url.hash.slice(hashQueryAt + 1), names);
    removed ||= inHash.removed;
    const path = url.hash.slice(0, hashQueryAt);
    cleaned.hash = inHash.query ? `${path}?${inHash.query}` : path;
  }
  return { href: removed ? cleaned.href : url.href, removed };
}

/** A parameter of `url`, from the real query or else the hash's query (the real query wins). */
export function urlParam(url: URL, name: string): string | null {
  const hashQueryAt = url.hash.indexOf('?');
  return url.searchParams.get(name) ?? new URLSearchParams(hashQueryAt >= 0 ? url.hash.slice(hashQueryAt + 1) : '').get(name);
}

/**
 * Reads the start-up query parameters of spec §4 from a page URL. With hash routing the
 * parameters may sit in the real query (`/?fromApp=true#/`) or inside the hash
 * (`/#/?fromApp=true`); both are read, the real query winning, and tokens are stripped from
 * both (DESIGN §4: tokens leave the address bar at once).
 */
export function readUrlStartup(url: URL): UrlStartup {
  const get = (name: string): string | null => urlParam(url, name);

  const flags: StartupFlags = {
    idRegistration: get('idRegistration') || null,
    cookieConsents: get('cookieConsents'),
  };
  for (const key of STARTUP_FLAG_KEYS) {
    const value = parseFlag(get(key));
    if (value !== undefined) flags[key] = value;
  }

  const cleaned = stripUrlParams(url, TOKEN_PARAMS);
  return {
    flags,
    tokens: { accessToken: get('access_token') || null, refreshToken: get('refresh_token') || null },
    cleanedUrl: cleaned.href,
    changed: cleaned.removed,
  };
}

/**
 * Writes what {@link readUrlStartup} found into session storage (spec §4: "Flags are kept in
 * session storage"): flags as 'true' (an explicit false removes the key), idRegistration as
 * `currentRegistrationId` plus `isTutor` (spec §6 tutor), tokens as `at`/`rt`.
 */
export function persistStartup(result: Pick<UrlStartup, 'flags' | 'tokens'>, store: SafeStorage = sessionStore()): void {
  const { flags, tokens } = result;
  for (const key of STARTUP_FLAG_KEYS) writeFlag(key, flags[key], store);
  if (flags.idRegistration) {
    writeSession('currentRegistrationId', flags.idRegistration, store);
    writeSession('isTutor', 'true', store);
  }
  if (flags.cookieConsents !== null) writeSession('cookieConsents', flags.cookieConsents, store);
  if (tokens.accessToken) writeSession('at', tokens.accessToken, store);
  if (tokens.refreshToken) writeSession('rt', tokens.refreshToken, store);
}

/**
 * Moves start-up tokens from the address bar into session storage (as `at`/`rt`) and strips them from it,
 * at once: called when the element is created, before anything renders, so no script of the page (a
 * load-event handler, an analytics tag) and no history entry sees them (DESIGN §4). The
 * start-up (bootstrap) reads the rest of the URL later, as before; the tokens already wait in storage.
 */
export function takeUrlTokens(win: Pick<Window, 'location' | 'history'> = window, store: SafeStorage = sessionStore()): void {
  const startup = readUrlStartup(new URL(win.location.href));
  if (!startup.changed) return;
  if (startup.tokens.accessToken) writeSession('at', startup.tokens.accessToken, store);
  if (startup.tokens.refreshToken) writeSession('rt', startup.tokens.refreshToken, store);
  win.history.replaceState(win.history.state, '', startup.cleanedUrl);
}
