// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBridgeSchemas } from '../../bridge/bridge';
import { resolveConfig } from '../../element/surface';
import { fakeJwt } from '../../test/support/fetch-mock';
import { handOverSession } from '../session/handover';
import { clearSession, readSession } from '../session/storage';
import { bootstrap } from './bootstrap';
import { createInstance } from './instance';
import { createWizard } from './wizard';

const startSession = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./session-start', () => ({ startSession }));

function setup(url: string, routing: 'memory' | 'hash' = 'memory') {
  window.history.replaceState(null, '', url);
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing }), host);
  instance.connect();
  const bridge: { type: string; payload: unknown }[] = [];
  host.addEventListener('onboarding-bridge-message', (e) => {
    const detail = (e as CustomEvent<{ type: string; payload: unknown }>).detail;
    bridge.push({ type: detail.type, payload: detail.payload });
  });
  const wizard = createWizard(instance);
  return { instance, wizard, bridge, path: () => instance.router.currentPath() };
}

describe('bootstrap (spec §4 Start-up rules)', () => {
  beforeAll(async () => {
    // Bridge messages are then delivered synchronously, as in an element past its first milliseconds.
    await loadBridgeSchemas();
  });
  beforeEach(() => {
    clearSession();
    startSession.mockClear();
  });

  it('§4 Start-up rules: without a token anything else goes to the landing page; appIsReady is sent', async () => {
    const { instance, wizard, bridge, path } = setup('/');
    expect(instance.store.state.started).toBe(false);
    await bootstrap(instance, wizard);
    expect(path()).toBe('/');
    expect(instance.store.state.started).toBe(true);
    expect(bridge.map((m) => m.type)).toEqual(['appIsReady']);
    expect(startSession).not.toHaveBeenCalled();
  });

  it('§4 Start-up rules: without a token fromApp leads to registration start (/ageForm)', async () => {
    const { instance, wizard, path } = setup('/?fromApp=true');
    await bootstrap(instance, wizard);
    expect(path()).toBe('/ageForm');
    expect(instance.store.state.flow).toBe('CONSUMER');
    expect(readSession('fromApp')).toBe('true');
  });

  it('§4 Start-up rules: without a token business flags lead to the name form in the BUSINESS flow', async () => {
    for (const flag of ['bizLP', 'bizDI']) {
      clearSession();
      const { instance, wizard, path } = setup(`/?${flag}=true`);
      await bootstrap(instance, wizard);
      expect(path()).toBe('/nameForm');
      expect(instance.store.state.flow).toBe('BUSINESS');
    }
  });

  it('a guardian link without a session lands on the landing page (TUTOR has no step 0)', async () => {
    const { instance, wizard, path } = setup('/?idRegistration=reg-minor');
    await bootstrap(instance, wizard);
    expect(readSession('isTutor')).toBe('true');
    expect(path()).toBe('/');
  });

  it('§4 Start-up rules: tokens in the URL are kept in session storage, removed from the address bar, and the registration is loaded', async () => {
    const at = fakeJwt({ client_id: 'webapp', user_id: 'usr-42' });
    const { instance, wizard, bridge } = setup(`/webview.html?platform=ios&access_token=${at}&refresh_token=rt-1#/`);
    await bootstrap(instance, wizard);
    expect(window.location.href).not.toContain('access_token');
    expect(window.location.href).not.toContain('refresh_token');
    expect(window.location.search).toBe('?platform=ios');
    expect(readSession('at')).toBe(at);
    expect(readSession('rt')).toBe('rt-1');
    expect(instance.store.state.tokenData).toEqual({ client_id: 'webapp', user_id: 'usr-42' });
    expect(bridge).toEqual([
      { type: 'appIsReady', payload: {} },
      { type: 'pairUser', payload: { userId: 'usr-42' } },
    ]);
    expect(JSON.stringify(bridge)).not.toContain(at);
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(instance.store.state.started).toBe(true);
    expect(instance.store.state.ui.loader).toBe(0);
  });

  it('a start-up whose element left the page while it ran ends quietly: no landing page, no Riprova, nothing rejected', async () => {
    const at = fakeJwt({ client_id: 'webapp', user_id: 'usr-42' });
    const { instance, wizard } = setup(`/?access_token=${at}&refresh_token=rt-1#/`);
    const loadErrors: unknown[] = [];
    instance.host.addEventListener('onboarding-load-error', (e) => loadErrors.push(e));
    const goToLanding = vi.spyOn(wizard, 'goToLanding');
    startSession.mockImplementationOnce(async () => {
      // The page (a test's document, a host's view) went away: what the start-up touches next may throw.
      instance.host.remove();
      throw new Error('the document is gone');
    });
    await expect(bootstrap(instance, wizard)).resolves.toBeUndefined();
    expect(goToLanding).not.toHaveBeenCalled();
    expect(loadErrors).toEqual([]);
    expect(instance.store.state.ui.loader).toBe(0);
  });

  it('§2 RegistrationRejected and UnderMaintenance reached with SERVICE=true are shown as they are', async () => {
    const { instance, wizard } = setup('/#/manutenzione-in-corso?SERVICE=true', 'hash');
    await bootstrap(instance, wizard);
    expect(window.location.hash).toBe('#/manutenzione-in-corso?SERVICE=true');
    expect(instance.store.state.started).toBe(true);
  });

  it('a wizard route typed without a session is replaced by the start-up placement', async () => {
    const { instance, wizard } = setup('/#/addresses', 'hash');
    await bootstrap(instance, wizard);
    expect(window.location.hash).toBe('#/');
    window.history.replaceState(null, '', '/');
  });

  describe('a session handed over by the host (spec §4 Session, never through an address)', () => {
    const at = fakeJwt({ client_id: 'webapp', user_id: 'usr-7' });
    const rt = fakeJwt({ typ: 'refresh' });

    it('before the start-up: the start-up uses it exactly as tokens from the URL', async () => {
      const { instance, wizard, bridge } = setup('/?fromApp=true');
      handOverSession(instance.host, { accessToken: at, refreshToken: rt });
      await bootstrap(instance, wizard);
      expect(readSession('at')).toBe(at);
      expect(readSession('rt')).toBe(rt);
      expect(startSession).toHaveBeenCalledTimes(1);
      expect(bridge.map((m) => m.type)).toEqual(['appIsReady', 'pairUser']);
      expect(window.location.href).not.toContain(at);
    });

    it('after a start-up without a session: the start-up runs again for it, once, and the same pair again changes nothing', async () => {
      const { instance, wizard, bridge } = setup('/?fromApp=true');
      await bootstrap(instance, wizard);
      expect(startSession).not.toHaveBeenCalled();
      instance.store.actions.setUser({ id: 'someone-else' } as never);
      const resetExpiry = vi.spyOn(instance.api, 'resetExpiry');

      handOverSession(instance.host, { accessToken: at, refreshToken: rt });
      await vi.waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(instance.store.state.ui.loader).toBe(0));
      expect(resetExpiry).toHaveBeenCalledOnce();
      expect(instance.resumed).toBe(true);
      // The earlier user's data is gone (setUser writes state.data).
      expect(instance.store.state.data).toBeNull();
      expect(instance.store.state.tokenData).toEqual({ client_id: 'webapp', user_id: 'usr-7' });
      expect(bridge.map((m) => m.type)).toEqual(['appIsReady', 'pairUser']);
      expect(JSON.stringify(bridge)).not.toContain(at);

      handOverSession(instance.host, { accessToken: at, refreshToken: rt });
      await Promise.resolve();
      expect(startSession).toHaveBeenCalledTimes(1);
    });

    it('a session handed over while a start-up with URL tokens runs waits for it, then starts again for the new one', async () => {
      const first = fakeJwt({ client_id: 'webapp', user_id: 'usr-1' });
      let finishFirst = () => undefined as void;
      startSession.mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)));
      const { instance, wizard } = setup(`/?access_token=${first}&refresh_token=${rt}`);
      const starting = bootstrap(instance, wizard);
      await vi.waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
      handOverSession(instance.host, { accessToken: at, refreshToken: rt });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(startSession).toHaveBeenCalledTimes(1);
      finishFirst();
      await starting;
      await vi.waitFor(() => expect(startSession).toHaveBeenCalledTimes(2));
      expect(instance.store.state.tokenData).toEqual({ client_id: 'webapp', user_id: 'usr-7' });
    });

    it('after the instance is disposed (the element left the page), a hand-over only stores the session', async () => {
      const { instance, wizard } = setup('/');
      await bootstrap(instance, wizard);
      instance.dispose();
      handOverSession(instance.host, { accessToken: at, refreshToken: rt });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(startSession).not.toHaveBeenCalled();
      expect(readSession('at')).toBe(at);
    });

    it('the inbound bridge message `session` does the same as setSession', async () => {
      const { instance, wizard } = setup('/');
      await bootstrap(instance, wizard);
      const message = JSON.stringify({ type: 'session', payload: { accessToken: at, refreshToken: rt } });
      expect(window.bankOnboarding?.receive(message)).toBe(true);
      await vi.waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
      expect(readSession('at')).toBe(at);
      expect(readSession('rt')).toBe(rt);
      instance.dispose();
    });
  });
});
