/**
 * An {@link ApiClient} that loads the real client (redaxios, the response schemas, zod) on the first
 * call. Visitors who never call the API (the landing page) never download it; the chunk is small and
 * fetched in parallel with the first request's preparation.
 */
import type { ApiClient, ApiClientOptions, SessionHooks } from './client';
import { joinUrl } from './errors';

/** Options of {@link createLazyApiClient}: the session hooks are loaded with the client, on first use. */
export type LazyApiClientOptions = Omit<ApiClientOptions, 'session'> & { session: () => Promise<SessionHooks> };

export function createLazyApiClient(opts: LazyApiClientOptions): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./client'), opts.session()]).then(
      ([m, session]) => (client = m.createApiClient({ ...opts, session })),
    ));
  return {
    request: (req) => load().then((c) => c.request(req)),
    get: (path, options) => load().then((c) => c.get(path, options)),
    post: (path, body, options) => load().then((c) => c.post(path, body, options)),
    url: (path, base = 'api') => joinUrl(base === 'security' ? opts.securityBase : opts.apiBase, path),
    resetExpiry: () => client?.resetExpiry(),
    get expired() {
      return client?.expired ?? false;
    },
  };
}
