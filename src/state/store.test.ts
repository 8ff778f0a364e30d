import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('instance store', () => {
  it('each store is its own state', () => {
    const a = createStore();
    const b = createStore();
    a.actions.setPosition(3, 1);
    expect(b.state.currentStep).toBe(0);
    expect(a.state).not.toBe(b.state);
  });

  it('openModal resolves with the chosen action, and with "replaced" when another modal takes its place', async () => {
    const { state, actions } = createStore();
    const first = actions.showDialog({ title: 'Uno' });
    const second = actions.showDialog({ title: 'Due', actions: [{ id: 'ok', label: 'Ok' }] });
    expect(await first).toBe('replaced');
    expect(state.ui.dialog?.title).toBe('Due');
    actions.closeDialog('ok');
    expect(await second).toBe('ok');
    expect(state.ui.dialog).toBeNull();
  });

  it('the loader shows while any holder holds it; releasing twice counts once', () => {
    const { state, actions } = createStore();
    const a = actions.holdLoader();
    const b = actions.holdLoader();
    a();
    a();
    expect(state.ui.loader).toBe(1);
    b();
    expect(state.ui.loader).toBe(0);
  });

  it('§2 Help panel: closing the panel resets it to main', () => {
    const { state, actions } = createStore();
    actions.openHelp('callback');
    expect(state.ui.help).toEqual({ open: true, section: 'callback' });
    actions.closeHelp();
    expect(state.ui.help).toEqual({ open: false, section: 'main' });
  });

  it('reset clears user, registration, tokens and position but keeps the platform detection', () => {
    const { state, actions } = createStore();
    const detect = state.detect;
    actions.setPosition(4, 2);
    actions.setTokenData({ client_id: 'webapp', user_id: 'u1' });
    actions.holdLoader();
    actions.reset();
    expect(state.currentStep).toBe(0);
    expect(state.tokenData).toBeNull();
    expect(state.ui.loader).toBe(0);
    expect(state.detect).toEqual(detect);
  });

  it('§4 Session: a reset (session expiry, exit) forgets what a screen kept for a later one of its step', () => {
    const { actions } = createStore();
    const answers = { beneficialOwner: true };
    actions.remember('reg-1\u0000titolare', answers);
    expect(actions.recall('reg-1\u0000titolare')).toBe(answers); // kept as given, not a reactive copy
    actions.reset();
    expect(actions.recall('reg-1\u0000titolare')).toBeUndefined();
  });
});
