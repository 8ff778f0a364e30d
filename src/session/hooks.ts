/**
 * {@link SessionHooks} backed by session storage (`at`/`rt`, spec §3), so the API client reads
 * and writes tokens where spec §4 Session keeps them. The app adds its own reactions (token
 * data in state, the §4 expiry procedure) through the callbacks.
 */
import type { SessionHooks } from '../api/client';
import { readSession, sessionStore, writeSession } from './storage';
import type { SafeStorage } from './storage';
import { decodeTokenData } from './token-data';
import type { TokenData } from './token-data';

/** Options of {@link createStorageSessionHooks}. */
export interface StorageSessionHooksOptions {
  /** Storage to use; default the page's session storage. */
  store?: SafeStorage;
  /** Called after new tokens are stored, with their decoded token data (null if undecodable). */
  onTokenData?: (data: TokenData | null) => void;
  /**
   * Called whenever new tokens are stored — a refresh, and also a log-in or pre-registration that starts a
   * session — so a host holding a pair knows it is stale (it is told without the tokens: the
   * `onboarding-session-refreshed` event and the bridge's `sessionRefreshed`).
   */
  onRefreshed?: () => void;
  /** Runs the §4 Session expiry procedure (clear, event, go to "/", modal, bridge). */
  onSessionExpired: () => void;
}

/**
 * Session hooks for `createApiClient`: tokens in `at`/`rt`; the refresh client id is the
 * stored access token's `client_id` (spec §6), `webapp` (the login client) when undecodable.
 */
export function createStorageSessionHooks(options: StorageSessionHooksOptions): SessionHooks {
  const store = options.store ?? sessionStore();
  return {
    getAccessToken: () => readSession('at', store),
    getRefreshToken: () => readSession('rt', store),
    getClientId: () => decodeTokenData(readSession('at', store))?.client_id ?? 'webapp',
    onTokens: ({ access_token, refresh_token }) => {
      writeSession('at', access_token, store);
      if (refresh_token) writeSession('rt', refresh_token, store);
      options.onTokenData?.(decodeTokenData(access_token));
      options.onRefreshed?.();
    },
    onSessionExpired: () => options.onSessionExpired(),
  };
}
