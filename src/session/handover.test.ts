// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/support/fetch-mock';
import { createStorageSessionHooks } from './hooks';
import { currentSession, forgetStartedSession, handOverSession, registerStartedSession, toSessionTokens } from './handover';
import { clearSession, readSession, writeSession } from './storage';

const at = fakeJwt({ client_id: 'webapp', user_id: 'u-1' });
const rt = fakeJwt({ typ: 'refresh' });

describe('the session hand-over (spec §4 Session)', () => {
  beforeEach(() => clearSession());

  it('toSessionTokens keeps exactly two JWT-shaped strings and copies them', () => {
    const given = { accessToken: at, refreshToken: rt };
    const tokens = toSessionTokens(given);
    expect(tokens).toEqual(given);
    expect(tokens).not.toBe(given);
  });

  it.each([
    ['null', null],
    ['a string', at],
    ['no refresh token', { accessToken: at }],
    ['snake_case keys', { access_token: at, refresh_token: rt }],
    ['an extra key', { accessToken: at, refreshToken: rt, userId: 'u-1' }],
    ['an empty token', { accessToken: '', refreshToken: rt }],
    ['a token that is not JWT-shaped', { accessToken: at, refreshToken: 'opaque refresh' }],
    ['an over-long token', { accessToken: `${at}${'a'.repeat(5000)}`, refreshToken: rt }],
  ])('toSessionTokens rejects %s with a TypeError that names no token', (_name, value) => {
    let error: unknown;
    try {
      toSessionTokens(value);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).not.toContain(at);
    expect(String(error)).not.toContain(rt);
  });

  it('before a start-up, a hand-over only stores the pair in at/rt; getSession reads it back', () => {
    const host = document.createElement('div');
    expect(currentSession()).toBeNull();
    handOverSession(host, { accessToken: at, refreshToken: rt });
    expect(readSession('at')).toBe(at);
    expect(readSession('rt')).toBe(rt);
    expect(currentSession()).toEqual({ accessToken: at, refreshToken: rt });
  });

  it('after a start-up, a new pair restarts it; the pair it already runs with does not', () => {
    const host = document.createElement('div');
    const restart = vi.fn();
    registerStartedSession(host, null, restart);
    handOverSession(host, { accessToken: at, refreshToken: rt });
    expect(restart).toHaveBeenCalledOnce();
    handOverSession(host, { accessToken: at, refreshToken: rt });
    expect(restart).toHaveBeenCalledOnce();
    const other = fakeJwt({ client_id: 'webapp', user_id: 'u-2' });
    handOverSession(host, { accessToken: other, refreshToken: rt });
    expect(restart).toHaveBeenCalledTimes(2);
  });

  it('once the instance is gone (forgetStartedSession), a new pair is only stored: nothing restarts', () => {
    const host = document.createElement('div');
    const restart = vi.fn();
    registerStartedSession(host, null, restart);
    forgetStartedSession(host);
    handOverSession(host, { accessToken: at, refreshToken: rt });
    expect(restart).not.toHaveBeenCalled();
    expect(currentSession()).toEqual({ accessToken: at, refreshToken: rt });
  });

  it('another element started without a session restarts for a pair already stored by the first', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    const [one, two] = [vi.fn(), vi.fn()];
    registerStartedSession(first, null, one);
    registerStartedSession(second, null, two);
    handOverSession(first, { accessToken: at, refreshToken: rt });
    handOverSession(second, { accessToken: at, refreshToken: rt });
    expect(one).toHaveBeenCalledOnce();
    expect(two).toHaveBeenCalledOnce();
  });

  it('after a refresh getSession returns the new pair, and onRefreshed is told nothing else', () => {
    writeSession('at', at);
    writeSession('rt', rt);
    const onRefreshed = vi.fn();
    const hooks = createStorageSessionHooks({ onSessionExpired: vi.fn(), onRefreshed });
    const newAt = fakeJwt({ client_id: 'webapp', user_id: 'u-1', n: 2 });
    const newRt = fakeJwt({ typ: 'refresh', n: 2 });
    hooks.onTokens({ access_token: newAt, refresh_token: newRt });
    expect(onRefreshed).toHaveBeenCalledOnce();
    expect(onRefreshed).toHaveBeenCalledWith();
    expect(currentSession()).toEqual({ accessToken: newAt, refreshToken: newRt });
  });
});
