import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithInstance } from '../../../../test/support/render';
import { stubResizeObserver } from '../../../../test/support/resize-observer';
import { clearSession, readFlag, readSession, writeSession } from '../../../session/storage';
import { HOME_COPY } from './copy';
import Home from './Home';

vi.mock('../login/LoginModal', () => ({ default: () => <div data-testid="login-modal" /> }));
vi.mock('./Carousel', () => ({ default: () => <div data-testid="carousel" /> }));

const renderHome = () => renderWithInstance(<Home screen="Home" />);
const notice = () => screen.queryByRole('region', { name: HOME_COPY.tutor.title });

describe('landing page for the guardian (§6 tutor: the invitation link ?idRegistration=, isTutor)', () => {
  beforeEach(() => {
    stubResizeObserver({ inlineSize: 390 });
    clearSession();
    writeSession('isTutor', 'true');
    writeSession('currentRegistrationId', 'minor-1');
  });
  afterEach(() => {
    clearSession();
    window.history.replaceState(null, '', '/');
  });

  it('§6 tutor without a session: the notice says who is invited, how to log in and what a non-customer does first', () => {
    renderHome();
    const region = notice();
    expect(region).not.toBeNull();
    expect(within(region!).getByRole('heading', { level: 2, name: HOME_COPY.tutor.title })).toBeInTheDocument();
    expect(within(region!).getByText(HOME_COPY.tutor.text)).toBeInTheDocument();
    expect(within(region!).getByText(HOME_COPY.tutor.notCustomer)).toBeInTheDocument();
  });

  it('§6 tutor: the notice\'s button opens the login modal (loginModal)', async () => {
    const { instance } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: HOME_COPY.tutor.login }));
    expect(instance.store.state.ui.modals).toEqual(['loginModal']);
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
  });

  it('§6 tutor: no notice without isTutor, nor once logged in (the start-up checks the invitation then)', () => {
    writeSession('at', 'tok');
    const { unmount } = renderHome();
    expect(notice()).toBeNull();
    unmount();
    clearSession();
    renderHome();
    expect(notice()).toBeNull();
  });

  it('§6 tutor not yet a customer: Registrati drops the invitation and starts a CONSUMER registration (1,0)', async () => {
    window.history.replaceState(null, '', '/?idRegistration=minor-1');
    const { instance } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: HOME_COPY.register }));
    await waitFor(() => expect(instance.router.currentPath()).toBe('/ageForm'));
    expect(instance.store.state.flow).toBe('CONSUMER');
    expect(readFlag('isTutor')).toBe(false);
    expect(readSession('currentRegistrationId')).toBeNull();
    expect(window.location.search).toBe('');
    expect(notice()).toBeNull();
  });

  it('has no axe-core violations with the guardian notice (WCAG 2.1 AA; colour contrast is not computable in jsdom)', async () => {
    const { container } = renderHome();
    expect(notice()).not.toBeNull();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
