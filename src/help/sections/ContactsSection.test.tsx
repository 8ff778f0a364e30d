import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_CONTACTS } from '../../../element/surface';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { helpDialog, openHelp, renderHelp, settle } from '../../../test/support/help';
import { CHAT_GREETING, HELP_COPY } from '../copy';
import { chatLink } from './ContactsSection';

const COPY = HELP_COPY.contacts;
const callMe = () => screen.queryByRole('button', { name: COPY.callMe });

describe('help panel: contacts', () => {
  it('§2 Help panel: chat with the prefilled greeting, e-mail, chat app, toll-free for Italy and abroad', async () => {
    renderHelp({}, 'contacts');
    await openHelp();
    expect(helpDialog(COPY.title)).toBeInTheDocument();
    const c = DEFAULT_HELP_CONTACTS;
    const chat = screen.getByRole('link', { name: new RegExp(COPY.chat) });
    expect(chat).toHaveAttribute('href', `${c.chatUrl}?text=${encodeURIComponent('Buongiorno, ho bisogno di assistenza!')}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: COPY.email(c.email) })).toHaveAttribute('href', `mailto:${c.email}`);
    expect(screen.getByRole('link', { name: new RegExp(COPY.chatApp) })).toHaveAttribute('href', c.chatAppUrl);
    const tollFree = screen.getByRole('link', { name: /dall'Italia/ });
    expect(tollFree).toHaveAttribute('href', 'tel:800000000');
    expect(tollFree).toHaveTextContent(c.tollFree);
    const abroad = screen.getByRole('link', { name: /dall'estero/ });
    expect(abroad).toHaveAttribute('href', 'tel:+390200000000');
    await expectNoAxeViolations(helpDialog());
  });

  it('§2 Help panel: the contacts come from the help-contacts configuration', () => {
    expect(chatLink('https://chat.example/s?x=1')).toBe(`https://chat.example/s?x=1&text=${encodeURIComponent(CHAT_GREETING)}`);
  });

  it.each([
    { fromApp: true, loggedIn: true, step: 3, shown: true },
    { fromApp: true, loggedIn: true, step: 7, shown: true },
    { fromApp: false, loggedIn: true, step: 3, shown: false },
    { fromApp: true, loggedIn: false, step: 3, shown: false },
    { fromApp: true, loggedIn: true, step: 2, shown: false },
  ])(
    '§2 Help panel: "Fatti chiamare" from the app $fromApp, logged in $loggedIn, at step $step: shown $shown',
    async ({ fromApp, loggedIn, step, shown }) => {
      renderHelp({ fromApp, loggedIn, step }, 'contacts');
      await openHelp();
      expect(callMe() !== null).toBe(shown);
      await expectNoAxeViolations(helpDialog());
    },
  );

  it('§2 Help panel: "Fatti chiamare" opens the callback section', async () => {
    const { instance } = renderHelp({ fromApp: true, loggedIn: true, step: 3 }, 'contacts');
    await openHelp();
    await settle(() => fireEvent.click(callMe() as HTMLElement));
    expect(instance.store.state.ui.help.section).toBe('callback');
  });
});
