/**
 * Start-up of one instance: URL flags and tokens (spec §4 Start-up rules, first bullet), tokens
 * stripped from the address bar at once (DESIGN §4), `appIsReady` to the native host, and — with a
 * token — the current user, paired with the app. The rest of the start-up rules (registration loading,
 * placement) arrive with issue 3.
 */
import { asApiError } from '../api/errors';
import { readSession } from '../session/storage';
import { decodeTokenData, persistStartup, readUrlStartup } from '../session/tokens';
import type { Instance } from './instance';

export async function bootstrap(instance: Instance): Promise<void> {
  const { store, bridge } = instance;
  const startup = readUrlStartup(new URL(window.location.href));
  if (startup.changed) {
    window.history.replaceState(window.history.state, '', startup.cleanedUrl);
  }
  persistStartup(startup);

  bridge.send('appIsReady', {});

  const accessToken = readSession('at');
  if (!accessToken) return;
  store.actions.setTokenData(decodeTokenData(accessToken));
  const release = store.actions.holdLoader();
  try {
    // Loaded on demand: the API layer is not part of the entry bundle (see src/api/lazy.ts).
    const { getMe } = await import('../api/users');
    const user = await getMe(instance.api);
    store.actions.setUser(user);
    bridge.send('pairUser', { userId: String(user.id) });
  } catch (error) {
    const err = asApiError(error);
    // An expired session already showed its own modal (spec §4 Session).
    if (err.kind !== 'session-expired') void instance.showError(err);
  } finally {
    release();
  }
}
