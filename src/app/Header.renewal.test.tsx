/**
 * The header on the DOCUMENT_RENEWAL positions (spec §4 "Header stepper titles" for renewal,
 * "Progress percentage = stage index / (stage count - 1) * 100"; §2 /updateDocumentCompleted header hidden,
 * /documentType and the recognition back blocked).
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithInstance } from '../../test/support/render';
import { expectNoAxeViolations } from '../../test/support/axe';
import { positionOf, type ScreenId } from '../flows';
import { SHELL_COPY } from './copy';
import { Header } from './Header';

const RENEWAL_TITLES = ['Aggiornamento documento', 'Documenti', 'Attesa', 'Aggiornamento completato'];

async function renderHeaderAt(screenId: ScreenId) {
  const position = positionOf('DOCUMENT_RENEWAL', screenId);
  if (!position) throw new Error(`${screenId} is not in DOCUMENT_RENEWAL`);
  const rendered = renderWithInstance(<Header screen={screenId} />);
  // The store notifies its subscribers asynchronously: wait for the header to render the renewal position.
  await act(async () => {
    rendered.instance.store.actions.setFlow('DOCUMENT_RENEWAL');
    rendered.instance.store.actions.setPosition(position.step, position.substep);
  });
  return rendered;
}

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
});

describe('Header in DOCUMENT_RENEWAL', () => {
  it.each<{ screenId: ScreenId; backBlocked: boolean }>([
    { screenId: 'Recognition', backBlocked: true },
    { screenId: 'DocumentType', backBlocked: true },
    { screenId: 'DocumentData', backBlocked: false },
  ])(
    '§4 Header stepper titles for renewal: at $screenId (step 1) the stepper lists the four renewal titles with "Documenti" current, progress 1/3 = 33%',
    async ({ screenId, backBlocked }) => {
      const { instance, container } = await renderHeaderAt(screenId);
      dispose = () => instance.dispose();
      const stepper = screen.getByRole('navigation', { name: SHELL_COPY.stepper });
      const items = within(stepper).getAllByRole('listitem');
      expect(items.map((item) => item.textContent?.replace(/^\d+/, ''))).toEqual(RENEWAL_TITLES);
      expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
      expect(screen.getByRole('progressbar', { name: SHELL_COPY.progress })).toHaveAttribute('aria-valuenow', '33');
      expect(container.querySelector('.mobile-title')?.textContent).toBe('Documenti');
      // §2 the recognition and /documentType block back: no back arrow there.
      expect(screen.queryByRole('button', { name: SHELL_COPY.back }) === null).toBe(backBlocked);
      await expectNoAxeViolations(container);
    },
  );

  it('§2 /updateDocumentCompleted hides the header: no stepper, no progress bar, no back (the brand bar stays)', async () => {
    const { instance } = await renderHeaderAt('UpdateDocumentCompleted');
    dispose = () => instance.dispose();
    expect(screen.queryByRole('navigation', { name: SHELL_COPY.stepper })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: SHELL_COPY.back })).toBeNull();
    expect(screen.getByRole('img', { name: SHELL_COPY.logoBank })).toBeInTheDocument();
  });
});
