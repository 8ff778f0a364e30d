import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { COPY } from '../copy';
import { installFakeSandbox } from '../fakeSandbox';
import { formatTime } from '../format';
import { POLL_MS } from './Messages';

const C = COPY.messages;

const OLDER = { channel: 'sms' as const, to: '+393331000001', code: '111111', text: 'Il tuo codice è 111111', at: '2026-11-23T08:00:00.000Z' };
const NEWER = {
  channel: 'email' as const,
  to: 'giulia@example.com',
  code: '222222',
  text: 'Conferma la tua e-mail: https://demo.example/verify?c=222222. Grazie',
  at: '2026-11-23T08:01:30.000Z',
};

describe('issue 10 §2: messages (outbox)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the outbox newest first with channel, recipient, it-IT time and the code, and "Copia codice" copies it', async () => {
    installFakeSandbox({ messages: [OLDER, NEWER] });
    const user = userEvent.setup();
    render(<App />);
    const list = await screen.findByRole('list', { name: C.heading });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('code')?.textContent)).toEqual(['222222', '111111']);
    expect(items[0]).toHaveTextContent(C.channel.email ?? '');
    expect(items[0]).toHaveTextContent('giulia@example.com');
    expect(items[0]).toHaveTextContent(formatTime(NEWER.at));
    expect(items[1]).toHaveTextContent(C.channel.sms ?? '');

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: C.copyLabel('222222') }));
    await expect(navigator.clipboard.readText()).resolves.toBe('222222');
    expect(screen.getByRole('status')).toHaveTextContent(C.copied);
  });

  it('renders a URL in the text as a link opening in a new tab', async () => {
    installFakeSandbox({ messages: [NEWER] });
    render(<App />);
    const link = await screen.findByRole('link', { name: 'https://demo.example/verify?c=222222' });
    expect(link).toHaveAttribute('href', 'https://demo.example/verify?c=222222');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('filters by recipient', async () => {
    installFakeSandbox({ messages: [OLDER, NEWER] });
    const user = userEvent.setup();
    render(<App />);
    const list = await screen.findByRole('list', { name: C.heading });
    await within(list).findByText('222222');
    await user.type(screen.getByRole('searchbox', { name: C.filter }), '3331000001');
    expect(within(list).queryByText('222222')).not.toBeInTheDocument();
    expect(within(list).getByText('111111')).toBeInTheDocument();
    expect(screen.getByText(C.count(1))).toBeInTheDocument();
  });

  it('polls every 2 s while the page is visible and pauses while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sandbox = installFakeSandbox();
    render(<App />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const outboxCalls = () => sandbox.callsTo('GET /__sandbox/outbox').length;
    const first = outboxCalls();
    expect(first).toBeGreaterThanOrEqual(1);

    sandbox.state.messages = [OLDER];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(outboxCalls()).toBe(first + 1);
    expect(screen.getByText('111111')).toBeInTheDocument();

    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    });
    const whileHidden = outboxCalls();
    expect(whileHidden).toBeLessThanOrEqual(first + 2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    });
    expect(outboxCalls()).toBe(whileHidden);

    hidden.mockReturnValue(false);
    sandbox.state.messages = [OLDER, NEWER];
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(outboxCalls()).toBe(whileHidden + 1);
    expect(screen.getByText('222222')).toBeInTheDocument();
  });
});
