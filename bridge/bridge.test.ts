// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bridge, BridgeMessageEvent } from './bridge';
import { BRIDGE_EVENT, BridgeMessageError, createBridge, loadBridgeSchemas } from './bridge';

// The schemas load on demand; once loaded (as in a running element after its first milliseconds)
// sending and receiving are synchronous, which is what most tests below check.
beforeAll(async () => {
  await loadBridgeSchemas();
});
import type { InboundMessage, OutboundMessage } from './messages';
import { envelope } from './envelope';

const FAKE_TOKEN =
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1LTEiLCJ0eXAiOiJhY2Nlc3MifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

/** A fake top-level window carrying the given host objects (its own parent). */
function fakeWindow(extra: Record<string, unknown> = {}): Window {
  const win: Record<string, unknown> = { ...extra };
  win.parent = win;
  return win as unknown as Window;
}

/** The element stand-in, inside another element's shadow root so `composed` matters. */
function hostInShadowRoot(): HTMLElement {
  const outer = document.createElement('div');
  document.body.append(outer);
  const root = outer.attachShadow({ mode: 'open' });
  const host = document.createElement('bank-onboarding-test');
  root.append(host);
  return host;
}

const bridges: Bridge[] = [];
function track(bridge: Bridge): Bridge {
  bridges.push(bridge);
  return bridge;
}

beforeEach(() => {
  delete window.bankOnboarding;
});

afterEach(() => {
  for (const b of bridges.splice(0)) b.dispose();
  delete window.bankOnboarding;
  document.body.replaceChildren();
});

describe('createBridge outbound (DESIGN.md §5)', () => {
  it('uses the detected transport and reports its kind', () => {
    const android = { postMessage: vi.fn() };
    const bridge = track(
      createBridge({ host: hostInShadowRoot(), win: fakeWindow({ BankOnboardingAndroid: android }), onInbound: vi.fn() }),
    );
    expect(bridge.kind).toBe('android');
    expect(track(createBridge({ host: hostInShadowRoot(), onInbound: vi.fn() })).kind).toBe('none');
  });

  it.each([
    ['appIsReady', {}],
    ['pairUser', { userId: 'u-1' }],
    ['exit', { to: 'splash' }],
    ['exit', { to: 'home' }],
    ['exit', { to: 'settings' }],
    ['goBack', {}],
    ['sessionExpired', {}],
  ] as const)('§7 Other: send(%s, %j) reaches the native host as the JSON envelope', (type, payload) => {
    const android = { postMessage: vi.fn() };
    const bridge = track(
      createBridge({ host: hostInShadowRoot(), win: fakeWindow({ BankOnboardingAndroid: android }), onInbound: vi.fn() }),
    );
    expect(bridge.send(type, payload as never)).toBe(true);
    expect(android.postMessage).toHaveBeenCalledExactlyOnceWith(
      JSON.stringify({ v: 1, source: 'bank-onboarding', type, payload }),
    );
  });

  it('every outbound message is also a bubbling, composed CustomEvent on the host, seen outside the shadow root', () => {
    const ios = { postMessage: vi.fn() };
    const host = hostInShadowRoot();
    const bridge = track(createBridge({ host, win: fakeWindow({ webkit: { messageHandlers: { bankOnboarding: ios } } }), onInbound: vi.fn() }));
    const seen: BridgeMessageEvent[] = [];
    document.addEventListener(BRIDGE_EVENT, (e) => seen.push(e as BridgeMessageEvent));

    bridge.send('exit', { to: 'home' });

    expect(BRIDGE_EVENT).toBe('onboarding-bridge-message');
    expect(seen).toHaveLength(1);
    const event = seen[0];
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
    expect(event?.detail).toEqual(envelope('exit', { to: 'home' }));
    // The host app and the DOM get the same validated envelope, frozen so no listener can alter it.
    expect(ios.postMessage).toHaveBeenCalledExactlyOnceWith(event?.detail);
    expect(Object.isFrozen(event?.detail)).toBe(true);
    expect(Object.isFrozen(event?.detail.payload)).toBe(true);
  });

  it('with no host app ("none") the DOM event still goes out', () => {
    const host = hostInShadowRoot();
    const listener = vi.fn();
    host.addEventListener(BRIDGE_EVENT, listener);
    const bridge = track(createBridge({ host, onInbound: vi.fn() }));
    expect(bridge.kind).toBe('none');
    bridge.send('appIsReady', {});
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('an invalid message throws BridgeMessageError in development and sends nothing', () => {
    const android = { postMessage: vi.fn() };
    const host = hostInShadowRoot();
    const listener = vi.fn();
    host.addEventListener(BRIDGE_EVENT, listener);
    const bridge = track(createBridge({ host, win: fakeWindow({ BankOnboardingAndroid: android }), onInbound: vi.fn() }));

    // Vitest runs in development mode, which is the default.
    expect(import.meta.env.DEV).toBe(true);
    // @ts-expect-error -- 'browser' is not an exit destination
    expect(() => bridge.send('exit', { to: 'browser' })).toThrow(BridgeMessageError);
    // @ts-expect-error -- unknown message type
    expect(() => bridge.send('openUrl', {})).toThrow(BridgeMessageError);
    // @ts-expect-error -- pairUser carries only userId: no token may travel over the bridge
    expect(() => bridge.send('pairUser', { userId: 'u-1', access_token: FAKE_TOKEN })).toThrow(/access_token/);
    // @ts-expect-error -- payload-less messages take exactly {}
    expect(() => bridge.send('appIsReady', { refresh_token: FAKE_TOKEN })).toThrow(BridgeMessageError);
    expect(android.postMessage).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('an invalid message only warns (never throws) outside development, sends nothing and never logs the token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const android = { postMessage: vi.fn() };
    const bridge = track(
      createBridge({ host: hostInShadowRoot(), win: fakeWindow({ BankOnboardingAndroid: android }), onInbound: vi.fn(), dev: false }),
    );
    const sent = bridge.send('pairUser', { userId: FAKE_TOKEN });
    expect(sent).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(FAKE_TOKEN);
    expect(android.postMessage).not.toHaveBeenCalled();
  });

  it('a transport that throws is caught and logged; the app goes on and the DOM event is still dispatched', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rn = {
      postMessage: vi.fn(() => {
        throw new Error('native side crashed');
      }),
    };
    const host = hostInShadowRoot();
    const listener = vi.fn();
    host.addEventListener(BRIDGE_EVENT, listener);
    const bridge = track(createBridge({ host, win: fakeWindow({ ReactNativeWebView: rn }), onInbound: vi.fn() }));

    expect(() => bridge.send('goBack', {})).not.toThrow();
    expect(rn.postMessage).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('parent transport: uses the explicit origin passed to createBridge', () => {
    const parent = { postMessage: vi.fn() };
    const win = { parent } as unknown as Window;
    const bridge = track(createBridge({ host: hostInShadowRoot(), win, parentOrigin: 'https://bank.example', onInbound: vi.fn() }));
    expect(bridge.kind).toBe('parent');
    bridge.send('appIsReady', {});
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(envelope('appIsReady', {}), 'https://bank.example');
  });

  it('send after dispose does nothing', () => {
    const android = { postMessage: vi.fn() };
    const bridge = createBridge({ host: hostInShadowRoot(), win: fakeWindow({ BankOnboardingAndroid: android }), onInbound: vi.fn() });
    bridge.dispose();
    expect(bridge.send('goBack', {})).toBe(false);
    expect(android.postMessage).not.toHaveBeenCalled();
  });
});

describe('createBridge inbound: window.bankOnboarding.receive (DESIGN.md §5)', () => {
  it('installs the global hook and delivers { type: "back" } (object or JSON string) to onInbound', () => {
    const onInbound = vi.fn<(m: InboundMessage) => void>();
    track(createBridge({ host: hostInShadowRoot(), onInbound }));
    const hook = window.bankOnboarding;
    if (!hook) throw new Error('hook not installed');

    expect(hook.receive({ type: 'back' })).toBe(true);
    expect(hook.receive('{"type":"back"}')).toBe(true);
    expect(hook.receive({ v: 1, source: 'android-app', type: 'back', payload: {} })).toBe(true);
    expect(onInbound).toHaveBeenCalledTimes(3);
    expect(onInbound).toHaveBeenNthCalledWith(1, { type: 'back' });
    expect(onInbound).toHaveBeenNthCalledWith(2, { type: 'back' });
  });

  it('receive works when called detached from the hook (as native code may)', () => {
    const onInbound = vi.fn();
    track(createBridge({ host: hostInShadowRoot(), onInbound }));
    const receive = window.bankOnboarding?.receive;
    expect(receive?.({ type: 'back' })).toBe(true);
    expect(onInbound).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a malformed JSON string', '{type: back}'],
    ['an unknown type', { type: 'exit', payload: { to: 'home' } }],
    ['a message naming code to run', { type: 'eval', payload: 'alert(1)' }],
    ['an extra key', { type: 'back', access_token: FAKE_TOKEN }],
    ['a prototype-pollution payload', '{"type":"back","__proto__":{"isAdmin":true}}'],
    ['an inherited type', Object.create({ type: 'back' }) as object],
  ])('rejects %s: returns false, warns, onInbound not called', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onInbound = vi.fn();
    track(createBridge({ host: hostInShadowRoot(), onInbound }));
    expect(window.bankOnboarding?.receive(raw)).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(onInbound).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('two bridges on one page both receive; dispose unregisters one; the global stays the same object', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = track(createBridge({ host: hostInShadowRoot(), onInbound: first }));
    const hook = window.bankOnboarding;
    track(createBridge({ host: hostInShadowRoot(), onInbound: second }));
    expect(window.bankOnboarding).toBe(hook);

    expect(hook?.receive({ type: 'back' })).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    a.dispose();
    a.dispose(); // idempotent
    expect(hook?.receive({ type: 'back' })).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(window.bankOnboarding).toBe(hook);
  });

  it('the same callback on two bridges counts twice; disposing one keeps the other', () => {
    const onInbound = vi.fn();
    const a = track(createBridge({ host: hostInShadowRoot(), onInbound }));
    track(createBridge({ host: hostInShadowRoot(), onInbound }));
    window.bankOnboarding?.receive({ type: 'back' });
    expect(onInbound).toHaveBeenCalledTimes(2);
    a.dispose();
    window.bankOnboarding?.receive({ type: 'back' });
    expect(onInbound).toHaveBeenCalledTimes(3);
  });

  it('with every bridge disposed a valid message is not accepted (false) and a warning says nobody listens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onInbound = vi.fn();
    createBridge({ host: hostInShadowRoot(), onInbound }).dispose();
    expect(window.bankOnboarding?.receive({ type: 'back' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onInbound).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop delivery to the other bridges', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = vi.fn();
    track(
      createBridge({
        host: hostInShadowRoot(),
        onInbound: () => {
          throw new Error('boom');
        },
      }),
    );
    track(createBridge({ host: hostInShadowRoot(), onInbound: second }));
    expect(window.bankOnboarding?.receive({ type: 'back' })).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the hook is frozen: page scripts cannot replace receive', () => {
    track(createBridge({ host: hostInShadowRoot(), onInbound: vi.fn() }));
    const hook = window.bankOnboarding as { receive: unknown };
    expect(Object.isFrozen(hook)).toBe(true);
    expect(() => {
      hook.receive = () => true;
    }).toThrow(TypeError);
  });

  it('keeps a foreign window.bankOnboarding receiver that was there first', () => {
    const foreign = { receive: vi.fn(() => false) };
    window.bankOnboarding = foreign;
    const onInbound = vi.fn();
    track(createBridge({ host: hostInShadowRoot(), onInbound }));
    expect(window.bankOnboarding).not.toBe(foreign);
    expect(window.bankOnboarding?.receive({ type: 'back' })).toBe(true);
    expect(onInbound).toHaveBeenCalledTimes(1);
    expect(foreign.receive).toHaveBeenCalledExactlyOnceWith({ type: 'back' });
  });

  it('a second copy of the bridge module on the page shares the same hook and registry', async () => {
    const firstCopy = vi.fn();
    const secondCopy = vi.fn();
    track(createBridge({ host: hostInShadowRoot(), onInbound: firstCopy }));
    const hook = window.bankOnboarding;
    vi.resetModules();
    const other = await import('./bridge');
    expect(other.createBridge).not.toBe(createBridge);
    track(other.createBridge({ host: hostInShadowRoot(), onInbound: secondCopy }));
    expect(window.bankOnboarding).toBe(hook);
    expect(hook?.receive({ type: 'back' })).toBe(true);
    expect(firstCopy).toHaveBeenCalledTimes(1);
    expect(secondCopy).toHaveBeenCalledTimes(1);
  });

  it('each bridge installs the hook on its own window', () => {
    const win = fakeWindow();
    const onInbound = vi.fn();
    track(createBridge({ host: hostInShadowRoot(), win, onInbound }));
    expect(window.bankOnboarding).toBeUndefined();
    expect(win.bankOnboarding?.receive({ type: 'back' })).toBe(true);
    expect(onInbound).toHaveBeenCalledTimes(1);
  });
});

// Type-level pins of the public API (checked by `tsc`; the runtime assertions keep them honest).
describe('public types', () => {
  it('send is typed by message type', () => {
    const bridge = track(createBridge({ host: hostInShadowRoot(), onInbound: vi.fn() }));
    expect(bridge.send('pairUser', { userId: 'u-1' })).toBe(true);
    // @ts-expect-error -- pairUser needs a userId
    expect(() => bridge.send('pairUser', {})).toThrow(BridgeMessageError);
    const msg: OutboundMessage = envelope('goBack', {});
    expect(msg.type).toBe('goBack');
  });
});

describe('before the message schemas have loaded', () => {
  it('outbound messages wait, in order, and are validated and delivered once the schemas load', async () => {
    vi.resetModules();
    const fresh = await import('./bridge');
    const host = document.createElement('div');
    const seen: string[] = [];
    host.addEventListener(fresh.BRIDGE_EVENT, (e) => seen.push((e as BridgeMessageEvent).detail.type));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = fresh.createBridge({ host, win: window, onInbound: () => undefined, dev: true });
    expect(bridge.send('appIsReady', {})).toBe(true);
    // Invalid (a token as the user id): dropped with a warning once validated, never thrown later.
    expect(bridge.send('pairUser', { userId: 'aaa.bbb.ccc' })).toBe(true);
    expect(bridge.send('goBack', {})).toBe(true);
    expect(seen).toEqual([]);
    await fresh.loadBridgeSchemas();
    await Promise.resolve();
    expect(seen).toEqual(['appIsReady', 'goBack']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid outbound message "pairUser"'));
    bridge.dispose();
  });
});
