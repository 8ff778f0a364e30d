// @vitest-environment jsdom
/** spec §9 app-flag check (300 ms) and the landing's loading state inside an app (at most 500 ms). */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBridgeSchemas } from '../../bridge/bridge';
import { resolveConfig } from '../../element/surface';
import { APP_FLAG_CHECK_MS, LANDING_APP_LOADING_MAX_MS } from '../flows/timings';
import { clearSession, writeSession } from '../session/storage';
import { bootstrap } from './bootstrap';
import { createInstance } from './instance';
import { createWizard } from './wizard';

type NativeWindow = Window & { ReactNativeWebView?: { postMessage(message: string): void } };

function setup() {
  window.history.replaceState(null, '', '/');
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
  instance.connect();
  const wizard = createWizard(instance);
  return { instance, wizard, host, path: () => instance.router.currentPath() };
}

describe('§9 app-flag check after 300 ms', () => {
  beforeAll(async () => {
    await loadBridgeSchemas();
  });
  beforeEach(() => {
    clearSession();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (window as NativeWindow).ReactNativeWebView;
  });

  it('§9 timings: 300 ms for the app-flag check, at most 500 ms of loading state', () => {
    expect(APP_FLAG_CHECK_MS).toBe(300);
    expect(LANDING_APP_LOADING_MAX_MS).toBe(500);
  });

  it('§9/§4 a host app that sets fromApp late: after 300 ms the visitor is placed at registration start', async () => {
    const { instance, wizard, path } = setup();
    await bootstrap(instance, wizard);
    expect(path()).toBe('/');
    writeSession('fromApp', 'true');
    vi.advanceTimersByTime(APP_FLAG_CHECK_MS - 1);
    expect(path()).toBe('/');
    vi.advanceTimersByTime(1);
    expect(path()).toBe('/ageForm');
    expect(wizard.position()).toEqual({ step: 1, substep: 0 });
  });

  it('without the flag, or once the visitor has moved on, the check changes nothing', async () => {
    const a = setup();
    await bootstrap(a.instance, a.wizard);
    vi.advanceTimersByTime(APP_FLAG_CHECK_MS);
    expect(a.path()).toBe('/');

    const b = setup();
    await bootstrap(b.instance, b.wizard);
    b.instance.router.navigate('/registrationRejected');
    writeSession('fromApp', 'true');
    vi.advanceTimersByTime(APP_FLAG_CHECK_MS);
    expect(b.path()).toBe('/registrationRejected');
  });

  it('an element removed from the page before the check is not moved', async () => {
    const { instance, wizard, host, path } = setup();
    await bootstrap(instance, wizard);
    host.remove();
    writeSession('fromApp', 'true');
    vi.advanceTimersByTime(APP_FLAG_CHECK_MS);
    expect(path()).toBe('/');
  });

  it('§9 inside a native app the landing shows the loader while it waits, and never past the check (≤ 500 ms)', async () => {
    (window as NativeWindow).ReactNativeWebView = { postMessage: () => undefined };
    const { instance, wizard } = setup();
    await bootstrap(instance, wizard);
    expect(instance.bridge.kind).toBe('react-native');
    expect(instance.store.state.ui.loader).toBe(1);
    vi.advanceTimersByTime(APP_FLAG_CHECK_MS);
    expect(instance.store.state.ui.loader).toBe(0);
    vi.advanceTimersByTime(LANDING_APP_LOADING_MAX_MS);
    expect(instance.store.state.ui.loader).toBe(0);
  });

  it('on the web the landing shows no loading state at all', async () => {
    const { instance, wizard } = setup();
    await bootstrap(instance, wizard);
    expect(instance.bridge.kind).toBe('none');
    expect(instance.store.state.ui.loader).toBe(0);
  });
});
