import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/support/axe';
import { App, ERROR_TOAST_MS, TOAST_MS } from './App';
import { COPY } from './copy';
import { installFakeSandbox, PRESETS } from './fakeSandbox';
import { announce, createConsoleState } from './state';

const SECTIONS = [COPY.personas.heading, COPY.messages.heading, COPY.faults.heading, COPY.requests.heading, COPY.reset.heading, COPY.registration.heading];

function loadedSandbox() {
  return installFakeSandbox({
    messages: [{ channel: 'sms', to: '+393331000001', code: '123456', text: 'Codice 123456: https://demo.example/x', at: '2026-11-23T08:00:00.000Z' }],
    requests: [{ method: 'GET', path: '/api/usr/v2/users/me', status: 200, at: '2026-11-23T08:00:00.000Z' }],
    faults: [{ id: 3, method: 'POST', path: '/api/*', status: 503, body: undefined, code: 'X', message: 'Y', delayMs: 100, times: 1 }],
  });
}

describe('issue 10: the sandbox console page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the live region announces results and errors, and its toast clears itself afterwards', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    installFakeSandbox();
    const state = createConsoleState();
    render(<App state={state} />);
    const status = screen.getByRole('status');
    await act(async () => announce(state, COPY.faults.added));
    expect(status).toHaveTextContent(COPY.faults.added);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_MS);
    });
    expect(status).toHaveTextContent('');
    await act(async () => announce(state, COPY.error('boom'), true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_MS);
    });
    expect(status).toHaveTextContent(COPY.error('boom'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - TOAST_MS);
    });
    expect(status).toHaveTextContent('');
  });

  it('has one h1, an h2 region per section, the in-page nav, the way back to the demo and the sandbox warning', async () => {
    loadedSandbox();
    render(<App />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COPY.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    const nav = screen.getByRole('navigation', { name: COPY.navLabel });
    for (const name of SECTIONS) {
      const link = within(nav).getByRole('link', { name });
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target).toHaveAccessibleName(name);
    }
    expect(within(nav).getByRole('link', { name: COPY.backToDemo })).toHaveAttribute('href', '/');
    expect(screen.getByText(COPY.warning)).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await screen.findByRole('button', { name: PRESETS[0]!.label });
  });

  it('has no axe violations with data loaded, a registration selected and a form error shown', async () => {
    loadedSandbox();
    const { container } = render(<App />);
    await screen.findByRole('button', { name: PRESETS[0]!.label });
    await screen.findByText('123456');
    await screen.findByRole('button', { name: COPY.faults.removeLabel(3) });
    await screen.findByRole('table', { name: COPY.requests.caption });
    const registrations = await screen.findByRole('list', { name: COPY.registration.listLabel });
    await act(async () => {
      within(registrations).getByRole('button', { name: /reg-p01/ }).click();
    });
    await screen.findByRole('heading', { name: COPY.registration.detailHeading('reg-p01') });
    await act(async () => {
      screen.getByRole('button', { name: COPY.faults.add }).click();
    });
    await screen.findByText(COPY.faults.errors.pathRequired);
    await act(async () => {
      screen.getByRole('button', { name: COPY.reset.start }).click();
    });
    await expectNoAxeViolations(container);
  });
});
