// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from './envelope';
import { detectTransport, explicitOrigin, isNativeApp } from './transports';

/** Shims of each host, as the native apps inject them. Each records what it receives and its `this`. */
function iosShim() {
  const calls: unknown[] = [];
  const handler = { postMessage: vi.fn(function (this: unknown, _msg: unknown) { calls.push(this); }) };
  return { webkit: { messageHandlers: { bankOnboarding: handler } }, handler, thisValues: calls };
}
function androidShim() {
  const calls: unknown[] = [];
  const iface = { postMessage: vi.fn(function (this: unknown, _msg: unknown) { calls.push(this); }) };
  return { BankOnboardingAndroid: iface, iface, thisValues: calls };
}
function reactNativeShim() {
  const calls: unknown[] = [];
  const rn = { postMessage: vi.fn(function (this: unknown, _msg: unknown) { calls.push(this); }) };
  return { ReactNativeWebView: rn, rn, thisValues: calls };
}

/** A fake top-level window (its parent is itself) with the given host objects. */
function fakeWindow(extra: Record<string, unknown> = {}): Window {
  const win: Record<string, unknown> = { ...extra };
  win.parent = win;
  return win as unknown as Window;
}

/** A fake framed window whose parent is a spy. */
function framedWindow(extra: Record<string, unknown> = {}) {
  const parent = { postMessage: vi.fn() };
  const win = { ...extra, parent } as unknown as Window;
  return { win, parent };
}

const MSG = envelope('pairUser', { userId: 'u-7' });

describe('detectTransport (DESIGN.md §5 detection order)', () => {
  it('iOS wins over every other host', () => {
    const { win } = framedWindow({ ...iosShim(), ...androidShim(), ...reactNativeShim() });
    expect(detectTransport(win, { parentOrigin: 'https://bank.example' }).kind).toBe('ios');
  });

  it('Android comes second', () => {
    const { win } = framedWindow({ ...androidShim(), ...reactNativeShim() });
    expect(detectTransport(win, { parentOrigin: 'https://bank.example' }).kind).toBe('android');
  });

  it('React Native comes third', () => {
    const { win } = framedWindow(reactNativeShim());
    expect(detectTransport(win, { parentOrigin: 'https://bank.example' }).kind).toBe('react-native');
  });

  it('parent frame comes fourth, only with an explicit origin', () => {
    const { win } = framedWindow();
    expect(detectTransport(win, { parentOrigin: 'https://bank.example' }).kind).toBe('parent');
  });

  it('none when no host is present', () => {
    const win = fakeWindow();
    const transport = detectTransport(win);
    expect(transport.kind).toBe('none');
    expect(() => transport.send(MSG)).not.toThrow();
  });

  it('skips incomplete shims: webkit without our handler, objects without a postMessage function', () => {
    const win = fakeWindow({
      webkit: { messageHandlers: { somethingElse: { postMessage: vi.fn() } } },
      BankOnboardingAndroid: { postMessage: 'not a function' },
      ReactNativeWebView: {},
    });
    expect(detectTransport(win).kind).toBe('none');
  });

  it('a throwing getter on a host object does not break detection', () => {
    const win = fakeWindow(reactNativeShim());
    Object.defineProperty(win, 'webkit', {
      get() {
        throw new Error('blocked');
      },
    });
    expect(detectTransport(win).kind).toBe('react-native');
  });

  it('detects the real jsdom window as none (top level, no shims)', () => {
    expect(detectTransport(window).kind).toBe('none');
  });
});

describe('transport payloads (what each host receives)', () => {
  it('iOS: webkit.messageHandlers.bankOnboarding.postMessage gets the envelope object, called on the handler', () => {
    const shim = iosShim();
    detectTransport(fakeWindow(shim)).send(MSG);
    expect(shim.handler.postMessage).toHaveBeenCalledTimes(1);
    const [arg] = shim.handler.postMessage.mock.calls[0] ?? [];
    expect(typeof arg).toBe('object');
    expect(arg).toEqual({ v: 1, source: 'bank-onboarding', type: 'pairUser', payload: { userId: 'u-7' } });
    expect(shim.thisValues[0]).toBe(shim.handler);
  });

  it('Android: BankOnboardingAndroid.postMessage gets the JSON string, called on the interface', () => {
    const shim = androidShim();
    detectTransport(fakeWindow(shim)).send(MSG);
    const [arg] = shim.iface.postMessage.mock.calls[0] ?? [];
    expect(typeof arg).toBe('string');
    expect(arg).toBe('{"v":1,"source":"bank-onboarding","type":"pairUser","payload":{"userId":"u-7"}}');
    expect(shim.thisValues[0]).toBe(shim.iface);
  });

  it('React Native: ReactNativeWebView.postMessage gets the JSON string, called on the object', () => {
    const shim = reactNativeShim();
    detectTransport(fakeWindow(shim)).send(envelope('exit', { to: 'settings' }));
    const [arg] = shim.rn.postMessage.mock.calls[0] ?? [];
    expect(typeof arg).toBe('string');
    expect(JSON.parse(arg as string)).toEqual({ v: 1, source: 'bank-onboarding', type: 'exit', payload: { to: 'settings' } });
    expect(shim.thisValues[0]).toBe(shim.rn);
  });

  it('parent: parent.postMessage gets the envelope object and the configured origin', () => {
    const { win, parent } = framedWindow();
    detectTransport(win, { parentOrigin: 'https://bank.example' }).send(MSG);
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(MSG, 'https://bank.example');
  });

  it('parent: a real jsdom parent window receives the message with the explicit origin', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const child = iframe.contentWindow;
    if (!child) throw new Error('no iframe window');
    expect(child.parent).not.toBe(child);
    const spy = vi.spyOn(child.parent, 'postMessage').mockImplementation(() => undefined);
    const transport = detectTransport(child, { parentOrigin: 'https://bank.example/some/page' });
    expect(transport.kind).toBe('parent');
    transport.send(MSG);
    expect(spy).toHaveBeenCalledExactlyOnceWith(MSG, 'https://bank.example');
    iframe.remove();
  });
});

describe('parent transport never goes out without an explicit origin', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['no origin', undefined],
    ['"*"', '*'],
    ['" * "', ' * '],
    ['empty', ''],
    ['"/"', '/'],
    ['"null"', 'null'],
    ['not a URL', 'bank.example'],
    ['a non-http scheme', 'javascript:alert(1)'],
    ['a file URL', 'file:///etc/passwd'],
  ])('%s -> none, parent.postMessage never called', (_name, parentOrigin) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, parent } = framedWindow();
    const transport = detectTransport(win, parentOrigin === undefined ? {} : { parentOrigin });
    expect(transport.kind).toBe('none');
    transport.send(MSG);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('warns when an origin is configured but unusable, silent when none is configured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    detectTransport(framedWindow().win);
    expect(warn).not.toHaveBeenCalled();
    detectTransport(framedWindow().win, { parentOrigin: '*' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('top-level window (parent === window) with an origin -> none', () => {
    const win = fakeWindow();
    const spy = vi.fn();
    (win as unknown as { postMessage: unknown }).postMessage = spy;
    const transport = detectTransport(win, { parentOrigin: 'https://bank.example' });
    expect(transport.kind).toBe('none');
    transport.send(MSG);
    expect(spy).not.toHaveBeenCalled();
  });

  it('explicitOrigin normalises a URL to its origin', () => {
    expect(explicitOrigin('https://bank.example/')).toBe('https://bank.example');
    expect(explicitOrigin('http://localhost:5173/embed.html?x=1')).toBe('http://localhost:5173');
    expect(explicitOrigin('*')).toBeNull();
  });
});

describe('isNativeApp (DESIGN.md §5)', () => {
  it('iOS, Android and React Native are native apps; a parent frame or no host is not', () => {
    expect((['ios', 'android', 'react-native'] as const).map(isNativeApp)).toEqual([true, true, true]);
    expect((['parent', 'none'] as const).map(isNativeApp)).toEqual([false, false]);
  });
});
