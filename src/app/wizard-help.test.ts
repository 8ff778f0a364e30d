// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { waitForState } from '../../test/support/wait';
import { resolveConfig } from '../../element/surface';
import { writeSession } from '../session/storage';
import { bootstrap } from './bootstrap';
import { INTERRUPT_DIALOG } from './copy';
import { createInstance } from './instance';
import { createWizard } from './wizard';

function setup(fromApp = false) {
  if (fromApp) writeSession('fromApp', 'true');
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
  instance.connect();
  const bridge: string[] = [];
  host.addEventListener('onboarding-bridge-message', (e) => bridge.push((e as CustomEvent<{ type: string }>).detail.type));
  return { instance, wizard: createWizard(instance), bridge, path: () => instance.router.currentPath() };
}

describe('wizard: the help panel routes and home', () => {
  it('§2 named route PremiumFeatures: the premium section opens over the current step, whose address comes back', () => {
    const { instance, wizard, path } = setup();
    wizard.goTo({ step: 1, substep: 2 });
    const before = wizard.position();
    const shown = path();
    instance.router.navigate('/premiumFeatures');
    wizard.onExternalRoute('/premiumFeatures');
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'premium' });
    expect(path()).toBe(shown);
    expect(wizard.position()).toEqual(before);
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('§2 named route PremiumFeatures as the page address: the start-up rules place the wizard, the premium section opens over it', async () => {
    window.history.replaceState(null, '', '/#/premiumFeatures');
    const host = document.createElement('div');
    document.body.append(host);
    const instance = createInstance(resolveConfig({ routing: 'hash' }), host);
    instance.connect();
    await bootstrap(instance, createWizard(instance));
    expect(instance.router.currentPath()).toBe('/');
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'premium' });
    window.history.replaceState(null, '', '/');
  });

  it('§2 Navigation rules: home() in the app only signals the app to go back', async () => {
    const { wizard, bridge, path } = setup(true);
    wizard.goTo({ step: 1, substep: 0 });
    expect(wizard.home()).toBe(false);
    // The bridge sends once its message schemas are loaded.
    await waitForState(() => expect(bridge).toEqual(['goBack']));
    expect(path()).toBe('/ageForm');
  });

  it('§2 Navigation rules: home() from a back-blocked step asks with the interrupt dialog', () => {
    const { instance, wizard, path } = setup();
    wizard.goTo({ step: 2, substep: 0 });
    const blocked = path();
    expect(wizard.home()).toBe(false);
    expect(instance.store.state.ui.dialog?.title).toBe(INTERRUPT_DIALOG.title);
    expect(path()).toBe(blocked);
  });

  it('§2 Navigation rules: home() on the web from a data step shows the landing page', () => {
    const { wizard, path } = setup();
    wizard.goTo({ step: 1, substep: 1 });
    expect(wizard.home()).toBe(true);
    expect(path()).toBe('/');
  });

  it('home() in the TUTOR flow (no landing of its own) shows the CONSUMER landing on the web', () => {
    const { instance, wizard, path } = setup();
    instance.store.actions.setFlow('TUTOR');
    wizard.goTo({ step: 9, substep: 0 });
    expect(wizard.home()).toBe(true);
    expect(path()).toBe('/');
    expect(instance.store.state.flow).toBe('CONSUMER');
  });
});
