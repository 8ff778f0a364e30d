import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/support/fetch-mock';
import { createStorageSessionHooks } from './hooks';
import { readSession, writeSession } from './storage';

describe('storage session hooks', () => {
  it('§6 the refresh client id comes from the stored token data, webapp when undecodable', () => {
    const hooks = createStorageSessionHooks({ onSessionExpired: vi.fn() });
    expect(hooks.getClientId()).toBe('webapp');
    writeSession('at', fakeJwt({ user_id: 'u1', client_id: 'web' }));
    expect(hooks.getClientId()).toBe('web');
    writeSession('at', 'garbage');
    expect(hooks.getClientId()).toBe('webapp');
  });

  it('§4 Session onTokens stores both tokens in at/rt and reports the token data', () => {
    const onTokenData = vi.fn();
    const onSessionExpired = vi.fn();
    const hooks = createStorageSessionHooks({ onSessionExpired, onTokenData });
    const at = fakeJwt({ user_id: 'u7', client_id: 'webapp' });
    hooks.onTokens({ access_token: at, refresh_token: 'r7' });
    expect(readSession('at')).toBe(at);
    expect(readSession('rt')).toBe('r7');
    expect(hooks.getAccessToken()).toBe(at);
    expect(hooks.getRefreshToken()).toBe('r7');
    expect(onTokenData).toHaveBeenCalledWith({ client_id: 'webapp', user_id: 'u7' });
    hooks.onSessionExpired();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});
