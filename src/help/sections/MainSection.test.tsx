import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBridgeSchemas } from '../../../bridge/bridge';
import { positionOf } from '../../flows';
import { INTERRUPT_DIALOG } from '../../app/copy';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { helpDialog, openHelp, renderHelp, settle } from '../../../test/support/help';
import { HELP_COPY, NOT_AVAILABLE_NOW } from '../copy';

const COPY = HELP_COPY.main;
const operator = () => screen.queryByRole('button', { name: COPY.operator });

/** Bridge messages the element sends to the host app. */
function bridgeMessages(host: HTMLElement): string[] {
  const types: string[] = [];
  host.addEventListener('onboarding-bridge-message', (e) => types.push((e as CustomEvent<{ type: string }>).detail.type));
  return types;
}

// The bridge's message schemas load on demand; once loaded (as in a running element after its first
// milliseconds) a message is sent synchronously, which is what the bridge checks below expect.
beforeAll(async () => {
  await loadBridgeSchemas();
});

describe('help panel: main section', () => {
  it('§2 Help panel: outside the app "Parla con un operatore" is not shown; the other entries are', async () => {
    renderHelp({ fromApp: false, loggedIn: true, step: 4 });
    await openHelp();
    expect(operator()).toBeNull();
    for (const name of [COPY.contacts, COPY.documentation, COPY.home, COPY.cancel]) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    const faq = screen.getByRole('link', { name: new RegExp(COPY.faq) });
    expect(faq).toHaveAttribute('href', 'https://example.it/faq');
    expect(faq).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(helpDialog());
  });

  it.each([
    { loggedIn: false, step: 1, enabled: false, tooltip: true },
    { loggedIn: false, step: 4, enabled: false, tooltip: true },
    { loggedIn: true, step: 2, enabled: true, tooltip: true },
    { loggedIn: true, step: 3, enabled: true, tooltip: false },
  ])(
    '§2 Help panel: from the app, logged in $loggedIn at step $step, the operator entry is enabled $enabled, with the tooltip $tooltip',
    async ({ loggedIn, step, enabled, tooltip }) => {
      renderHelp({ fromApp: true, loggedIn, step });
      await openHelp();
      const button = operator();
      expect(button).not.toBeNull();
      expect(button?.hasAttribute('disabled')).toBe(!enabled);
      if (tooltip) {
        expect(button).toHaveAccessibleDescription(NOT_AVAILABLE_NOW);
        expect(button).toHaveAttribute('title', NOT_AVAILABLE_NOW);
      } else {
        expect(button).not.toHaveAccessibleDescription();
        expect(screen.queryByText(NOT_AVAILABLE_NOW)).toBeNull();
      }
      await expectNoAxeViolations(helpDialog());
    },
  );

  it('§2 Help panel: the enabled operator entry opens the callback section', async () => {
    const { instance } = renderHelp({ fromApp: true, loggedIn: true, step: 3 });
    await openHelp();
    await settle(() => fireEvent.click(operator() as HTMLElement));
    expect(instance.store.state.ui.help.section).toBe('callback');
    expect(helpDialog(HELP_COPY.callback.title)).toBeInTheDocument();
  });

  it('§2 Navigation rules: "Torna alla home" inside the app only signals the app to go back', async () => {
    const { instance, wizard, host } = renderHelp({ fromApp: true, loggedIn: true });
    const messages = bridgeMessages(host);
    await settle(() => wizard.goTo({ step: 1, substep: 0 }));
    await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: COPY.home })));
    expect(messages).toEqual(['goBack']);
    expect(instance.store.state.ui.help.open).toBe(false);
    expect(instance.router.currentPath()).toBe('/ageForm');
  });

  it('§2 Navigation rules: "Torna alla home" on the web from an unblocked step shows the landing page', async () => {
    const { instance, wizard } = renderHelp();
    await settle(() => wizard.goTo({ step: 1, substep: 0 }));
    await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: COPY.home })));
    expect(instance.router.currentPath()).toBe('/');
    expect(wizard.position()).toEqual({ step: 0, substep: 0 });
  });

  it('§2 Navigation rules: "Torna alla home" from a back-blocked step raises the interrupt dialog and stays', async () => {
    const { instance, wizard } = renderHelp({ loggedIn: true });
    const citizenship = positionOf('CONSUMER', 'Citizenship');
    if (!citizenship) throw new Error('CONSUMER has Citizenship');
    await settle(() => wizard.goTo(citizenship));
    await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: COPY.home })));
    expect(instance.store.state.ui.help.open).toBe(false);
    expect(instance.store.state.ui.dialog?.title).toBe(INTERRUPT_DIALOG.title);
    expect(instance.store.state.ui.dialog?.message).toBe(INTERRUPT_DIALOG.message);
    expect(instance.router.currentPath()).toBe('/citizenship');
  });
});
