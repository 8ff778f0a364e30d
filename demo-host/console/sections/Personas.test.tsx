import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { COPY } from '../copy';
import { installFakeSandbox } from '../fakeSandbox';

const C = COPY.personas;

function fakeWindow() {
  return { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
}

describe('issue 10 §1: personas', () => {
  it('lists every persona from the API with phone, access code, state and where it lands', async () => {
    installFakeSandbox();
    render(<App />);
    const table = await screen.findByRole('table', { name: C.caption });
    const row = within(table).getByRole('row', { name: /3331000001/ });
    expect(within(row).getByText('13579')).toBeInTheDocument();
    expect(within(row).getByText('/confirmSms (1,6)')).toBeInTheDocument();
    expect(within(row).getByText(/CONSUMER_PREREGISTERED/)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /3331000007/ })).toBeInTheDocument();
  });

  it('"Apri nel webview Android" opens a window at once and sends it to the webview URL with the session tokens', async () => {
    const sandbox = installFakeSandbox();
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: C.rowAction(C.openAndroid, '3331000001') }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(win.location.href).toBe('/webview.html?platform=android&fromApp=true&access_token=at%2B3331000001&refresh_token=rt%2F3331000001'),
    );
    expect(win.opener).toBeNull();
    expect(sandbox.bodyOf(sandbox.callsTo('POST /__sandbox/sessions')[0])).toEqual({ phone: '3331000001' });
    expect(screen.getByRole('status')).toHaveTextContent(C.opened('3331000001'));
  });

  it('"Apri nel browser" opens / with the tokens', async () => {
    installFakeSandbox();
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: C.rowAction(C.openBrowser, '3331000007') }));
    await waitFor(() => expect(win.location.href).toBe('/?access_token=at%2B3331000007&refresh_token=rt%2F3331000007'));
  });

  it('closes the window and announces the error when the session call fails', async () => {
    const sandbox = installFakeSandbox();
    sandbox.overrides.set('POST /__sandbox/sessions', () =>
      new Response(JSON.stringify({ trace: 't', context: { code: 'NOT_FOUND', message: 'Telefono sconosciuto' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: C.rowAction(C.openIos, '3331000001') }));
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(win.location.href).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent(COPY.error('Telefono sconosciuto'));
  });

  it('shows the busy state on the clicked button while the session call runs and ignores another click', async () => {
    const sandbox = installFakeSandbox();
    let answer: (r: Response) => void = () => undefined;
    sandbox.overrides.set('POST /__sandbox/sessions', () => new Promise<Response>((resolve) => (answer = resolve)));
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const user = userEvent.setup();
    render(<App />);
    const button = await screen.findByRole('button', { name: C.rowAction(C.openBrowser, '3331000001') });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent(COPY.busy);
    await user.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ access_token: 'a', refresh_token: 'r' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(win.location.href).toBe('/?access_token=a&refresh_token=r');
  });

  it('announces a blocked popup instead of calling the API', async () => {
    const sandbox = installFakeSandbox();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: C.rowAction(C.openBrowser, '3331000001') }));
    expect(screen.getByRole('status')).toHaveTextContent(C.popupBlocked);
    expect(sandbox.callsTo('POST /__sandbox/sessions')).toHaveLength(0);
  });

  it('offers a new visitor in the browser and both webviews, without tokens, in a new tab', async () => {
    installFakeSandbox();
    render(<App />);
    const android = await screen.findByRole('link', { name: C.rowAction(C.openAndroid, C.newVisitor) });
    expect(android).toHaveAttribute('href', '/webview.html?platform=android&fromApp=true');
    expect(android).toHaveAttribute('target', '_blank');
    expect(android.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: C.rowAction(C.openIos, C.newVisitor) })).toHaveAttribute('href', '/webview.html?platform=ios&fromApp=true');
    expect(screen.getByRole('link', { name: C.rowAction(C.openBrowser, C.newVisitor) })).toHaveAttribute('href', '/');
  });
});
