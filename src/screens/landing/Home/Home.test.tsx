import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_MIN_WIDTH } from '../../../kit/layout';
import { renderWithInstance } from '../../../../test/support/render';
import { stubResizeObserver } from '../../../../test/support/resize-observer';
import { APP_STORES, HOME_COPY, storeLinkName } from './copy';
import Home from './Home';

vi.mock('../login/LoginModal', () => ({ default: () => <div data-testid="login-modal" /> }));
vi.mock('./Carousel', () => ({ default: () => <div data-testid="carousel" /> }));

const renderHome = () => renderWithInstance(<Home screen="Home" />);

describe('landing page (Home)', () => {
  beforeEach(() => {
    stubResizeObserver({ inlineSize: 390 });
  });

  it('§1 promises: no registration fee, no monthly fee; what registration needs', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: HOME_COPY.title })).toBeInTheDocument();
    const promises = screen.getByRole('list', { name: HOME_COPY.promisesLabel });
    expect(within(promises).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Nessun costo di attivazione',
      'Nessun canone mensile',
    ]);
    for (const need of HOME_COPY.needs) expect(screen.getByText(need)).toBeInTheDocument();
    expect(screen.getByText(/documento d'identità/)).toBeInTheDocument();
    expect(screen.getByText(/codice fiscale/)).toBeInTheDocument();
    expect(screen.getByText(/Pochi minuti/)).toBeInTheDocument();
  });

  it('§2 Landing page: a Registrati card and a Riprendi la registrazione card with an Accedi button', () => {
    renderHome();
    const register = screen.getByRole('group', { name: HOME_COPY.registerTitle });
    expect(within(register).getByRole('button', { name: HOME_COPY.register })).toBeEnabled();
    const resume = screen.getByRole('group', { name: HOME_COPY.resume });
    expect(within(resume).getByRole('button', { name: HOME_COPY.login })).toBeEnabled();
  });

  it('§1, §2 Landing page: links to three app stores, opening in a new tab', () => {
    renderHome();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const store of APP_STORES) {
      const link = screen.getByRole('link', { name: storeLinkName(store) });
      expect(link).toHaveAttribute('href', store.href);
      expect(link).toHaveAttribute('target', '_blank');
      // No referrer: the page address never reaches a third party.
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription(HOME_COPY.newTab);
    }
    expect(APP_STORES.map((s) => s.name)).toEqual(['App Store', 'Google Play', 'AppGallery']);
  });

  it('§2 Landing page: Registrati starts the registration once, even on a double click', async () => {
    const { wizard } = renderHome();
    let finish: (moved: boolean) => void = () => undefined;
    const start = vi
      .spyOn(wizard, 'startRegistration')
      .mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const button = screen.getByRole('button', { name: HOME_COPY.register });
    fireEvent.click(button);
    fireEvent.click(button);
    // The lock runs the action once the click's answer (the button disabled) is painted (useSubmitLock).
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeDisabled());
    await act(async () => finish(true));
    // Registrati is on the one submit lock, so it is enabled again once the 1-second window ends.
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 1500 });
  });

  it('§2 Landing page: Registrati moves a visitor to the registration start (1,0, AgeForm)', async () => {
    const { instance } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: HOME_COPY.register }));
    await waitFor(() => expect(instance.router.currentPath()).toBe('/ageForm'));
    expect(instance.store.state.currentStep).toBe(1);
    expect(instance.store.state.currentSubstep).toBe(0);
  });

  it('§2 Landing page: a failing start shows the generic error and re-enables Registrati', async () => {
    const { instance, wizard } = renderHome();
    vi.spyOn(wizard, 'startRegistration').mockRejectedValue(new Error('chunk failed'));
    const showError = vi.spyOn(instance, 'showError').mockResolvedValue('close');
    const button = screen.getByRole('button', { name: HOME_COPY.register });
    fireEvent.click(button);
    await waitFor(() => expect(showError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('§2 Landing page: Accedi opens the login modal (loginModal), loaded lazily and kept mounted', async () => {
    const { instance } = renderHome();
    expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: HOME_COPY.login }));
    expect(instance.store.state.ui.modals).toEqual(['loginModal']);
    const modal = await screen.findByTestId('login-modal');
    // Closed and reopened: the same mounted modal, so typed values survive.
    act(() => instance.store.actions.closeModal('loginModal'));
    expect(screen.getByTestId('login-modal')).toBe(modal);
    fireEvent.click(screen.getByRole('button', { name: HOME_COPY.login }));
    expect(screen.getByTestId('login-modal')).toBe(modal);
  });

  it('§1 carousel (desktop only): rendered at desktop widths', async () => {
    stubResizeObserver({ inlineSize: DESKTOP_MIN_WIDTH });
    renderHome();
    expect(await screen.findByTestId('carousel')).toBeInTheDocument();
  });

  it('has no axe-core violations (WCAG 2.1 AA; colour contrast is not computable in jsdom)', async () => {
    const { container } = renderHome();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: {
        'color-contrast': { enabled: false },
        // The shell provides the landmark (a labelled region); this test renders the screen alone.
        region: { enabled: false },
      },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
