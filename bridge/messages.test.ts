import { describe, expect, it, vi } from 'vitest';
import type { OutboundMessage } from './messages';
import {
  BRIDGE_PROTOCOL_VERSION,
  BRIDGE_SOURCE,
  MAX_INBOUND_LENGTH,
  OUTBOUND_TYPES,
  outboundMessage,
  parseInbound,
} from './messages';
import { envelope } from './envelope';

const FAKE_TOKEN =
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1LTEiLCJ0eXAiOiJhY2Nlc3MifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

/** One valid envelope of every outbound type. */
const VALID: OutboundMessage[] = [
  envelope('appIsReady', {}),
  envelope('pairUser', { userId: 'u-42' }),
  envelope('exit', { to: 'splash' }),
  envelope('exit', { to: 'home' }),
  envelope('exit', { to: 'settings' }),
  envelope('goBack', {}),
  envelope('sessionExpired', {}),
  envelope('sessionRefreshed', {}),
];

describe('outbound messages (spec §7 Other, DESIGN.md §5)', () => {
  it('§7 Other: the protocol lists exactly appIsReady, pairUser, exit, goBack, sessionExpired, sessionRefreshed', () => {
    expect([...OUTBOUND_TYPES].sort()).toEqual(['appIsReady', 'exit', 'goBack', 'pairUser', 'sessionExpired', 'sessionRefreshed']);
  });

  it('envelope() builds the versioned envelope { v: 1, source, type, payload }', () => {
    expect(envelope('pairUser', { userId: 'u-1' })).toEqual({
      v: 1,
      source: 'bank-onboarding',
      type: 'pairUser',
      payload: { userId: 'u-1' },
    });
    expect(BRIDGE_PROTOCOL_VERSION).toBe(1);
    expect(BRIDGE_SOURCE).toBe('bank-onboarding');
  });

  it.each(VALID.map((m) => [`${m.type} ${JSON.stringify(m.payload)}`, m] as const))(
    '§7 Other: valid %s passes the schema unchanged',
    (_name, msg) => {
      expect(outboundMessage.parse(msg)).toEqual(msg);
    },
  );

  it.each([
    ['wrong version', { ...envelope('goBack', {}), v: 2 }],
    ['missing version', { source: 'bank-onboarding', type: 'goBack', payload: {} }],
    ['wrong source', { ...envelope('goBack', {}), source: 'other' }],
    ['unknown type', { v: 1, source: 'bank-onboarding', type: 'openUrl', payload: { url: 'x' } }],
    ['missing payload', { v: 1, source: 'bank-onboarding', type: 'appIsReady' }],
    ['exit to an unknown destination', envelope('exit', { to: 'browser' as 'home' })],
    ['exit without destination', { ...envelope('exit', { to: 'home' }), payload: {} }],
    ['pairUser with empty userId', envelope('pairUser', { userId: '' })],
    ['pairUser with numeric userId', envelope('pairUser', { userId: 42 as unknown as string })],
    ['pairUser with a token as userId', envelope('pairUser', { userId: FAKE_TOKEN })],
    ['pairUser with an over-long userId', envelope('pairUser', { userId: 'x'.repeat(129) })],
    ['sessionRefreshed carrying the new token', { ...envelope('sessionRefreshed', {}), payload: { accessToken: FAKE_TOKEN } }],
  ])('rejects %s', (_name, msg) => {
    expect(outboundMessage.safeParse(msg).success).toBe(false);
  });

  it.each(OUTBOUND_TYPES)('strict schema: %s with an extra access_token key is rejected (no token on the bridge)', (type) => {
    const valid = VALID.find((m) => m.type === type);
    if (!valid) throw new Error(`no fixture for ${type}`);
    const topLevel = { ...valid, access_token: FAKE_TOKEN };
    const inPayload = { ...valid, payload: { ...valid.payload, access_token: FAKE_TOKEN } };
    expect(outboundMessage.safeParse(valid).success).toBe(true);
    expect(outboundMessage.safeParse(topLevel).success).toBe(false);
    expect(outboundMessage.safeParse(inPayload).success).toBe(false);
  });
});

describe('parseInbound (DESIGN.md §5 inbound)', () => {
  it('accepts a plain { type: "back" } object', () => {
    expect(parseInbound({ type: 'back' })).toEqual({ type: 'back' });
  });

  it('accepts the JSON string of the message', () => {
    expect(parseInbound('{"type":"back"}')).toEqual({ type: 'back' });
  });

  it('accepts back inside an envelope, as object and as string, normalised to { type }', () => {
    const env = { v: 1, source: 'ios-app', type: 'back', payload: {} };
    expect(parseInbound(env)).toEqual({ type: 'back' });
    expect(parseInbound(JSON.stringify(env))).toEqual({ type: 'back' });
  });

  it('accepts an object with a null prototype', () => {
    const msg = Object.assign(Object.create(null) as object, { type: 'back' });
    expect(parseInbound(msg)).toEqual({ type: 'back' });
  });

  it.each([
    ['malformed JSON string', '{"type":"back"'],
    ['code in a string', "alert('x')"],
    ['a JSON string of a non-object', '"back"'],
    ['unknown type', { type: 'exit' }],
    ['unknown type naming a global function', { type: 'eval', payload: { code: 'alert(1)' } }],
    ['missing type', {}],
    ['extra key', { type: 'back', access_token: FAKE_TOKEN }],
    ['extra payload key', { type: 'back', payload: { to: 'home' } }],
    ['wrong envelope version', { v: 2, type: 'back' }],
    ['__proto__ key from JSON', '{"type":"back","__proto__":{"polluted":true}}'],
    ['constructor.prototype key', { type: 'back', constructor: { prototype: { polluted: true } } }],
    ['type inherited through the prototype chain', Object.create({ type: 'back' }) as object],
    ['a class instance', new (class Msg { type = 'back'; })()],
    ['an array', [{ type: 'back' }]],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a function', () => ({ type: 'back' })],
    ['an over-long string', `{"type":"back","pad":"${'x'.repeat(MAX_INBOUND_LENGTH)}"}`],
  ])('rejects %s with a warning and returns null', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseInbound(raw)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[bank-onboarding bridge]');
    // Nothing leaked onto Object.prototype by the prototype-pollution style inputs.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never logs the rejected value (it may carry a token)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    parseInbound({ type: 'back', access_token: FAKE_TOKEN });
    parseInbound(`{"type":"${FAKE_TOKEN}"}`);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(FAKE_TOKEN);
  });

  describe('session (the host hands its session over, spec §4 Session)', () => {
    const tokens = { accessToken: FAKE_TOKEN, refreshToken: `${FAKE_TOKEN}x` };

    it('accepts the two tokens plain, as a JSON string and inside an envelope, normalised to { type, payload }', () => {
      const expected = { type: 'session', payload: tokens };
      expect(parseInbound({ type: 'session', payload: tokens })).toEqual(expected);
      expect(parseInbound(JSON.stringify({ type: 'session', payload: tokens }))).toEqual(expected);
      expect(parseInbound({ v: 1, source: 'android-app', type: 'session', payload: tokens })).toEqual(expected);
    });

    it.each([
      ['no payload', { type: 'session' }],
      ['no refresh token', { type: 'session', payload: { accessToken: FAKE_TOKEN } }],
      ['an empty access token', { type: 'session', payload: { ...tokens, accessToken: '' } }],
      ['a token that is not JWT-shaped', { type: 'session', payload: { ...tokens, refreshToken: 'not a token' } }],
      ['a numeric token', { type: 'session', payload: { ...tokens, accessToken: 42 } }],
      ['snake_case keys', { type: 'session', payload: { access_token: FAKE_TOKEN, refresh_token: FAKE_TOKEN } }],
      ['an extra payload key', { type: 'session', payload: { ...tokens, userId: 'u-1' } }],
      ['an extra top-level key', { type: 'session', payload: tokens, fromApp: true }],
      ['an over-long token', { type: 'session', payload: { ...tokens, accessToken: `a.b.${'c'.repeat(5000)}` } }],
    ])('rejects %s, and the warning never carries a token', (_name, raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parseInbound(raw)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls)).not.toContain(FAKE_TOKEN);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('ccccc');
    });
  });

  it('returns a fresh object, never the caller-supplied one', () => {
    const raw = { type: 'back' as const };
    const parsed = parseInbound(raw);
    expect(parsed).toEqual({ type: 'back' });
    expect(parsed).not.toBe(raw);
  });
});
