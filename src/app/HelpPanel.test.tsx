import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_COPY } from '../help/copy';
import { expectNoAxeViolations } from '../../test/support/axe';
import { helpDialog, openHelp, renderHelp, settle } from '../../test/support/help';

// jsdom has no modal dialogs: these stand in for the browser's (which traps focus and makes the rest inert).
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});

describe('help panel', () => {
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = close;
  });
  afterEach(() => {
    showModal.mockClear();
    close.mockClear();
    // @ts-expect-error restore jsdom's dialog (no showModal/close)
    delete HTMLDialogElement.prototype.showModal;
    // @ts-expect-error see above
    delete HTMLDialogElement.prototype.close;
  });

  it('§2 Help panel: a modal dialog labelled by its section heading, which takes focus', async () => {
    renderHelp();
    await openHelp();
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = helpDialog(HELP_COPY.main.title);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: HELP_COPY.main.title })).toHaveFocus();
  });

  it('§2 Help panel: a section change moves focus to the new heading and relabels the dialog; Indietro returns to main', async () => {
    const { instance } = renderHelp();
    await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.main.contacts })));
    expect(instance.store.state.ui.help.section).toBe('contacts');
    expect(helpDialog(HELP_COPY.contacts.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: HELP_COPY.contacts.title })).toHaveFocus();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.back })));
    expect(screen.getByRole('heading', { name: HELP_COPY.main.title })).toHaveFocus();
    expect(screen.queryByRole('button', { name: HELP_COPY.back })).toBeNull();
  });

  it('§2 Help panel: Escape closes the panel, focus returns to the opener, and it reopens on main', async () => {
    const { instance } = renderHelp();
    const opener = await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.main.documentation })));
    // The browser turns Escape on a modal dialog into its cancel event.
    await settle(() => fireEvent(helpDialog(), new Event('cancel', { cancelable: true })));
    expect(instance.store.state.ui.help).toEqual({ open: false, section: 'main' });
    expect(close).toHaveBeenCalled();
    expect(opener).toHaveFocus();
    await openHelp();
    expect(helpDialog(HELP_COPY.main.title)).toBeInTheDocument();
  });

  it('§2 Help panel: Chiudi and Annulla close it and reset it to main', async () => {
    const { instance } = renderHelp();
    const opener = await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.main.contacts })));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.close })));
    expect(instance.store.state.ui.help).toEqual({ open: false, section: 'main' });
    expect(opener).toHaveFocus();
    await openHelp();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.main.cancel })));
    expect(instance.store.state.ui.help.open).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('§2 Help panel: documentation and contacts use the full-screen layout, main and callback do not', async () => {
    const { instance } = renderHelp();
    await openHelp();
    const dialog = helpDialog();
    expect(dialog).not.toHaveClass('help-panel-full');
    for (const [section, full] of [['contacts', true], ['documentation', true], ['callback', false], ['premium', false]] as const) {
      await settle(() => instance.store.actions.openHelp(section));
      expect(dialog.classList.contains('help-panel-full'), section).toBe(full);
    }
  });

  it('the closed panel renders no section (nothing stale is announced or focusable)', async () => {
    renderHelp();
    await openHelp();
    await expectNoAxeViolations(helpDialog());
    await settle(() => fireEvent.click(screen.getByRole('button', { name: HELP_COPY.close })));
    expect(screen.queryByRole('heading', { name: HELP_COPY.main.title, hidden: true })).toBeNull();
  });
});
