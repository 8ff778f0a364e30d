// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/support/fetch-mock';
import { createStorageSessionHooks } from './hooks';
import { parseInbound } from '../../bridge/messages';
import { currentSession, forgetStartedSession, handOverSession, registerStartedSession, sessionOfInbound, toSessionTokens } from './handover';
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

describe('the loader takes a native app session before the element has run (sessionOfInbound)', () => {
  class Message {
    type = 'session';
    payload = { accessToken: at, refreshToken: rt };
  }
  const messages: [string, unknown][] = [
    ['plain', { type: 'session', payload: { accessToken: at, refreshToken: rt } }],
    ['in an envelope', { v: 1, source: 'app', type: 'session', payload: { accessToken: at, refreshToken: rt } }],
    ['as a JSON string', JSON.stringify({ type: 'session', payload: { accessToken: at, refreshToken: rt } })],
    ['another protocol version', { v: 2, type: 'session', payload: { accessToken: at, refreshToken: rt } }],
    ['a long source', { source: 'x'.repeat(65), type: 'session', payload: { accessToken: at, refreshToken: rt } }],
    ['a source that is not text', { source: 1, type: 'session', payload: { accessToken: at, refreshToken: rt } }],
    ['an extra key', { type: 'session', extra: true, payload: { accessToken: at, refreshToken: rt } }],
    ['an extra payload key', { type: 'session', payload: { accessToken: at, refreshToken: rt, userId: 'u' } }],
    ['a token of another shape', { type: 'session', payload: { accessToken: 'not-a-jwt', refreshToken: rt } }],
    ['a missing token', { type: 'session', payload: { accessToken: at } }],
    ['a token too long', { type: 'session', payload: { accessToken: `${'a'.repeat(4096)}.b.c`, refreshToken: rt } }],
    ['another message', { type: 'back' }],
    ['an array', [{ type: 'session' }]],
    ['a class instance', new Message()],
    ['text that is not JSON', 'session'],
    ['text too long', JSON.stringify({ type: 'session', payload: { accessToken: at, refreshToken: rt }, pad: 'x'.repeat(9300) })],
    ['nothing', null],
  ];

  it.each(messages)('§4 Session: %s is taken exactly when the bridge schema takes it', (_name, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = parseInbound(message);
    const expected = parsed?.type === 'session' ? parsed.payload : null;
    expect(sessionOfInbound(message)).toEqual(expected);
  });

  it('takes the valid hand-overs of the list above (the list checks both ways)', () => {
    expect(messages.filter(([, message]) => sessionOfInbound(message) !== null).map(([name]) => name)).toEqual([
      'plain',
      'in an envelope',
      'as a JSON string',
    ]);
  });
});
