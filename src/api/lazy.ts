/**
 * An {@link ApiClient} that loads the real client (redaxios, the response schemas, zod) on the first
 * call. Visitors who never call the API (the landing page) never download it; the chunk is small and
 * fetched in parallel with the first request's preparation.
 */
import type { ApiClient, ApiClientOptions } from './client';
import { joinUrl } from './errors';

export function createLazyApiClient(opts: ApiClientOptions): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = () => (loading ??= import('./client').then((m) => (client = m.createApiClient(opts))));
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
