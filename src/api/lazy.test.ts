import { describe, expect, it } from 'vitest';
import { createLazyApiClient } from './lazy';
import { createFetchMock, jsonResponse } from '../../test/support/fetch-mock';
import { stubSession } from '../../test/support/api-client';

describe('lazy API client', () => {
  it('loads the real client on the first call and behaves like it (§7 bearer header, _embedded unwrapping)', async () => {
    const fetchMock = createFetchMock(() => jsonResponse(200, { _embedded: { registrations: [] } }));
    const api = createLazyApiClient({
      apiBase: '/api',
      securityBase: '',
      fetch: fetchMock.fetch,
      session: () => Promise.resolve(stubSession()),
    });
    expect(api.expired).toBe(false);
    expect(api.url('/usr/v2/users/me')).toBe('/api/usr/v2/users/me');
    expect(api.url('/sec/v2/oauth/token', 'security')).toBe('/sec/v2/oauth/token');
    await expect(api.get('/usr/v2/registrations')).resolves.toEqual({ registrations: [] });
    expect(fetchMock.calls[0]?.headers.authorization).toBe('Bearer at-1');
  });
});
