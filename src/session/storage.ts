/**
 * Session-storage access for the keys of spec §3 ("Session storage keys") and the
 * local-storage hand-off of §4 Login flow step 2.
 *
 * Every access goes through {@link createSafeStorage}: Safari private mode, sandboxed
 * iframes and some webviews throw on `window.sessionStorage` or on `setItem`, and the
 * wizard must keep working there, so a failing storage is replaced by an in-memory map.
 */

/** The session-storage keys of spec §3, exactly. */
export const SESSION_KEYS = [
  'at',
  'rt',
  'fromApp',
  'currentRegistrationId',
  'isTutor',
  'bizDI',
  'bizLP',
  'upgrade',
  'upgradeMinor',
  'corporate',
  'updateDocument',
  'bookAssistance',
  'cookieConsents',
] as const;

/** One of the session-storage keys of spec §3. */
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Local-storage keys the online-banking site reads on hand-off (spec §3, §4 Login flow step 2). */
export const LOCAL_TOKEN_KEYS = { access: 'access_token', refresh: 'refresh_token' } as const;

/** The subset of the Web Storage API this module needs; never throws. */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** True once the real storage failed and the in-memory fallback is in use. */
  readonly usingFallback: boolean;
}

/**
 * Wraps a Web Storage so that no access can throw. The storage is obtained lazily through
 * `getStorage` because merely reading `window.sessionStorage` throws a SecurityError in
 * sandboxed iframes. After the first failure the wrapper switches to an in-memory map for
 * good, so reads and writes stay consistent with each other.
 */
export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const memory = new Map<string, string>();
  let broken = false;

  const attempt = <R>(op: (s: Storage) => R, fallback: () => R): R => {
    if (!broken) {
      try {
        const storage = getStorage();
        if (storage) return op(storage);
      } catch {
        // Fall through to the in-memory map (Safari private mode / sandboxed iframe).
      }
      broken = true;
    }
    return fallback();
  };

  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void memory.delete(key),
      ),
    get usingFallback() {
      return broken;
    },
  };
}

/**
 * The page's wrappers, kept on the window under a registered symbol rather than in this module: the prerender
 * loader (element/boot.ts, built on its own) and the element each carry a copy of this module, and both must
 * use one wrapper, so that tokens the loader kept in the in-memory fallback are the element's too.
 */
const STORES = Symbol.for('bank-onboarding.storage');
type Stores = { session?: SafeStorage; local?: SafeStorage };
const stores = (): Stores => ((globalThis as unknown as Record<symbol, Stores>)[STORES] ??= {});

/** The page's session storage, wrapped by {@link createSafeStorage} (created on first use). */
export function sessionStore(): SafeStorage {
  return (stores().session ??= createSafeStorage(() => globalThis.sessionStorage));
}

/** The page's local storage, wrapped by {@link createSafeStorage} (created on first use). */
function localStore(): SafeStorage {
  return (stores().local ??= createSafeStorage(() => globalThis.localStorage));
}

/** Reads a session key; `null` when absent. */
export function readSession(key: SessionKey, store: SafeStorage = sessionStore()): string | null {
  return store.getItem(key);
}

/** Writes a session key. */
export function writeSession(key: SessionKey, value: string, store: SafeStorage = sessionStore()): void {
  store.setItem(key, value);
}

/** Removes a session key. */
export function removeSession(key: SessionKey, store: SafeStorage = sessionStore()): void {
  store.removeItem(key);
}

/** True when a flag key holds the string 'true' (how §4 start-up flags are stored). */
export function readFlag(key: SessionKey, store: SafeStorage = sessionStore()): boolean {
  return store.getItem(key) === 'true';
}

/**
 * Writes a flag key the way start-up flags are stored: true as 'true', false removes the key,
 * undefined leaves it as it is.
 */
export function writeFlag(key: SessionKey, value: boolean | undefined, store: SafeStorage = sessionStore()): void {
  if (value === true) store.setItem(key, 'true');
  else if (value === false) store.removeItem(key);
}

/** Removes every key of {@link SESSION_KEYS} (spec §4 Session: "all stored data is cleared"). */
export function clearSession(store: SafeStorage = sessionStore()): void {
  for (const key of SESSION_KEYS) store.removeItem(key);
}

/**
 * Spec §4 Login flow step 2: an ENABLED, non-corporate user leaves for the online-banking
 * site, which reads the tokens from local storage; the session copies are removed first.
 */
export function handOffTokensToLocal(
  accessToken: string,
  refreshToken: string,
  stores: { session?: SafeStorage; local?: SafeStorage } = {},
): void {
  const session = stores.session ?? sessionStore();
  const local = stores.local ?? localStore();
  session.removeItem('at');
  session.removeItem('rt');
  local.setItem(LOCAL_TOKEN_KEYS.access, accessToken);
  local.setItem(LOCAL_TOKEN_KEYS.refresh, refreshToken);
}
