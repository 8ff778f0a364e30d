/**
 * Test support: an API client over a recording fetch with fixed in-memory tokens.
 */
import { createApiClient } from '../../src/api/client';
import type { ApiClient, SessionHooks } from '../../src/api/client';
import { createFetchMock, jsonResponse } from './fetch-mock';
import type { FetchHandler, RecordedCall } from './fetch-mock';

/** A client with apiBase `/api`, securityBase `https://sec.example` and token `at-1`. */
/** Session hooks with fixed tokens (`at-1` / `rt-1`, client `webapp`) and no-op callbacks. */
export function stubSession(overrides: Partial<SessionHooks> = {}): SessionHooks {
  return {
    getAccessToken: () => 'at-1',
    getRefreshToken: () => 'rt-1',
    getClientId: () => 'webapp',
    onTokens: () => {},
    onSessionExpired: () => {},
    ...overrides,
  };
}

export function recordingClient(
  handler: FetchHandler = () => jsonResponse(200, {}),
  session: Partial<SessionHooks> = {},
): { api: ApiClient; calls: RecordedCall[] } {
  const mock = createFetchMock(handler);
  const api = createApiClient({
    apiBase: '/api',
    securityBase: 'https://sec.example',
    fetch: mock.fetch,
    session: stubSession(session),
  });
  return { api, calls: mock.calls };
}
