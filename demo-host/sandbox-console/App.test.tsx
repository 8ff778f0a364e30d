/** The sandbox console driven as a tester would, against an in-memory /__sandbox. */
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/support/axe';
import { fakeSandbox, PRESETS } from '../../test/support/sandbox-console';
import { App } from './App';
import { CONSOLE_COPY } from './copy';
import { resetConsoleState } from './state';
import { setupUser } from '../../test/support/user';

const status = () => screen.getByRole('status');
const section = (title: string) => screen.getByRole('region', { name: title });
const personaRow = (phone: string) => screen.getByRole('rowheader', { name: phone }).closest('tr') as HTMLElement;

beforeEach(() => resetConsoleState());

function renderConsole() {
  const user = setupUser();
  return { user, ...render(<App />) };
}

describe('sandbox console: personas', () => {
  it('lists every persona from /__sandbox/personas, and a new visitor', async () => {
    fakeSandbox();
    renderConsole();
    expect(await screen.findByRole('rowheader', { name: '3331000001' })).toBeInTheDocument();
    expect(within(personaRow('3331000001')).getByText('/confirmSms (1,6)')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '3331000007' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: CONSOLE_COPY.personas.visitor })).toBeInTheDocument();
  });

  it('"Apri nel webview Android" opens a tab at once, points it at the webview simulator without a token, and its app signs in', async () => {
    const sandbox = fakeSandbox();
    const signIn = vi.fn();
    const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn(), closed: false, sessionStorage: { setItem: vi.fn() }, __nativeApp: { signIn } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderConsole();
    await screen.findByRole('rowheader', { name: '3331000001' });
    await user.click(within(personaRow('3331000001')).getByRole('button', { name: new RegExp(`^${CONSOLE_COPY.personas.android}`) }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ accessToken: 'at-3331000001', refreshToken: 'rt-3331000001' }));
    expect(tab.location.href).toBe('/webview.html?platform=android&fromApp=true');
    expect(tab.sessionStorage.setItem).not.toHaveBeenCalled();
    expect(tab.opener).toBeNull();
    expect(sandbox.callsTo('POST /__sandbox/sessions').map((call) => JSON.parse(call.body ?? '{}'))).toEqual([{ phone: '3331000001' }]);
    await waitFor(() => expect(status()).toHaveTextContent(CONSOLE_COPY.personas.opened('3331000001')));
  });

  it('"Apri nel browser" puts the session into the new tab\'s session storage (at, rt), then loads the page without a token', async () => {
    fakeSandbox();
    const stored: Record<string, string> = {};
    const tab = {
      location: { href: '' },
      opener: {} as unknown,
      close: vi.fn(),
      closed: false,
      sessionStorage: { setItem: (key: string, value: string) => void (stored[key] = value) },
    };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderConsole();
    await screen.findByRole('rowheader', { name: '3331000001' });
    await user.click(within(personaRow('3331000001')).getByRole('button', { name: new RegExp(`^${CONSOLE_COPY.personas.browser}`) }));
    await waitFor(() => expect(tab.location.href).toBe('/'));
    expect(stored).toEqual({ at: 'at-3331000001', rt: 'rt-3331000001' });
    expect(status()).toHaveTextContent(CONSOLE_COPY.personas.opened('3331000001'));
  });

  it('§4 Start-up rules: the start-up parameters chosen are added to the address "Apri" opens', async () => {
    fakeSandbox();
    const tab = { location: { href: '' }, opener: null, close: vi.fn(), closed: false, sessionStorage: { setItem: vi.fn() } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderConsole();
    await user.click(screen.getByRole('checkbox', { name: 'bizLP' }));
    const row = (await screen.findByRole('rowheader', { name: CONSOLE_COPY.personas.visitor })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${CONSOLE_COPY.personas.browser}`) }));
    await waitFor(() => expect(tab.location.href).toBe('/?bizLP=true'));
  });

  it('a new visitor opens the browser page without a session', async () => {
    const sandbox = fakeSandbox();
    const tab = { location: { href: '' }, opener: null, close: vi.fn(), closed: false, sessionStorage: { setItem: vi.fn() } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderConsole();
    const row = (await screen.findByRole('rowheader', { name: CONSOLE_COPY.personas.visitor })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${CONSOLE_COPY.personas.browser}`) }));
    await waitFor(() => expect(tab.location.href).toBe('/'));
    expect(sandbox.callsTo('POST /__sandbox/sessions')).toEqual([]);
  });

  it('when the session cannot be had, the tab closes again and the reason is announced', async () => {
    const sandbox = fakeSandbox({ personas: [{ phone: '3339999999', code: '13579', state: 'x', landsOn: '/', userId: 'u' }] });
    const tab = { location: { href: '' }, opener: null, close: vi.fn(), closed: false, sessionStorage: { setItem: vi.fn() } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderConsole();
    await screen.findByRole('rowheader', { name: '3339999999' });
    sandbox.state.personas = []; // the user is gone (e.g. a reset elsewhere): no session for that phone
    await user.click(within(personaRow('3339999999')).getByRole('button', { name: new RegExp(`^${CONSOLE_COPY.personas.ios}`) }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
    expect(status()).toHaveTextContent(CONSOLE_COPY.failed('Nessun utente con questo telefono'));
  });

  it('"Vedi registrazione" shows the sandbox state of the persona\'s registration and moves focus there', async () => {
    fakeSandbox();
    const { user } = renderConsole();
    await screen.findByRole('rowheader', { name: '3331000001' });
    await user.click(within(personaRow('3331000001')).getByRole('button', { name: new RegExp(`^${CONSOLE_COPY.personas.registration}`) }));
    const registration = section(CONSOLE_COPY.registration.title);
    expect(screen.getByRole('heading', { level: 2, name: CONSOLE_COPY.registration.title })).toHaveFocus();
    expect(await within(registration).findByText('CONSUMER_PREREGISTERED', { selector: 'dd' })).toBeInTheDocument();
    expect(within(registration).getByText('NOT_CERTIFIED')).toBeInTheDocument();
    expect(within(registration).getByLabelText(CONSOLE_COPY.registration.data).textContent).toContain('"firstName": "Giulia"');
  });
});

describe('sandbox console: messages', () => {
  it('codes newest first; "Copia codice" copies the code and says so; links open in a new tab', async () => {
    fakeSandbox({
      messages: [
        { channel: 'sms', to: '+393331000001', code: '111111', text: 'Il tuo codice è 111111', at: '2026-11-23T08:00:00.000Z' },
        { channel: 'email', to: 'demo@example.it', code: '123456', text: 'Conferma: http://localhost:5173/#/confirmEmail?code=123456', at: '2026-11-23T08:01:00.000Z' },
      ],
    });
    const { user } = renderConsole();
    // user-event puts its own clipboard on navigator at setup: watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const messages = section(CONSOLE_COPY.messages.title);
    await within(messages).findByText('123456', { selector: 'code' });
    const codes = within(messages).getAllByText(/^\d{6}$/, { selector: 'code' }).map((code) => code.textContent);
    expect(codes).toEqual(['123456', '111111']);
    await user.click(within(messages).getByRole('button', { name: `${CONSOLE_COPY.messages.copy} 111111` }));
    expect(writeText).toHaveBeenCalledWith('111111');
    expect(status()).toHaveTextContent(CONSOLE_COPY.messages.copied('111111'));
    const link = within(messages).getByRole('link', { name: 'http://localhost:5173/#/confirmEmail?code=123456' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await user.type(within(messages).getByLabelText(CONSOLE_COPY.messages.filter), '3331');
    expect(within(messages).queryByText('123456', { selector: 'code' })).toBeNull();
  });
});

describe('sandbox console: faults', () => {
  it('a §8 preset is added in one click and listed, then removed', async () => {
    const sandbox = fakeSandbox();
    const { user } = renderConsole();
    const faults = section(CONSOLE_COPY.faults.title);
    await user.click(await within(faults).findByRole('button', { name: PRESETS[0]!.label }));
    await waitFor(() => expect(sandbox.state.faults).toHaveLength(1));
    expect(JSON.parse(sandbox.callsTo('POST /__sandbox/faults')[0]?.body ?? '{}')).toEqual(PRESETS[0]!.fault);
    expect(await within(faults).findByText(/USR_REG_6003/, { selector: 'code' })).toBeInTheDocument();
    await user.click(within(faults).getByRole('button', { name: /^Rimuovi POST/ }));
    await waitFor(() => expect(sandbox.state.faults).toEqual([]));
    expect(await within(faults).findByText(CONSOLE_COPY.faults.none)).toBeInTheDocument();
  });

  it('the form says in Italian what is wrong, keeps what was typed, and adds a valid fault', async () => {
    const sandbox = fakeSandbox();
    const { user } = renderConsole();
    const faults = section(CONSOLE_COPY.faults.title);
    const path = within(faults).getByLabelText(CONSOLE_COPY.faults.path);
    await user.type(path, 'api/usr');
    await user.type(within(faults).getByLabelText(`${CONSOLE_COPY.faults.errorCode} (facoltativo)`), 'USR_USR_0731');
    await user.click(within(faults).getByRole('button', { name: CONSOLE_COPY.faults.add }));
    expect(await within(faults).findByText(CONSOLE_COPY.faults.pathInvalid)).toBeInTheDocument();
    expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(path).toHaveAccessibleDescription(expect.stringContaining(CONSOLE_COPY.faults.pathInvalid));
    expect(within(faults).getByText(CONSOLE_COPY.faults.needsStatus)).toBeInTheDocument();
    expect(sandbox.callsTo('POST /__sandbox/faults')).toEqual([]);
    await user.clear(path);
    await user.type(path, '/api/usr/v2/users/me');
    await user.type(within(faults).getByLabelText(CONSOLE_COPY.faults.status), '409');
    await user.selectOptions(within(faults).getByLabelText(CONSOLE_COPY.faults.method), 'POST');
    await user.click(within(faults).getByRole('button', { name: CONSOLE_COPY.faults.add }));
    await waitFor(() => expect(sandbox.callsTo('POST /__sandbox/faults')).toHaveLength(1));
    expect(JSON.parse(sandbox.callsTo('POST /__sandbox/faults')[0]?.body ?? '{}')).toEqual({
      method: 'POST',
      path: '/api/usr/v2/users/me',
      status: 409,
      code: 'USR_USR_0731',
      delayMs: 0,
      times: 1,
    });
    expect(status()).toHaveTextContent(CONSOLE_COPY.faults.added);
  });

  it('tokens expire on demand and the maintenance switch says its state', async () => {
    const sandbox = fakeSandbox();
    const { user } = renderConsole();
    const faults = section(CONSOLE_COPY.faults.title);
    await user.click(within(faults).getByRole('button', { name: CONSOLE_COPY.faults.expireAll }));
    await waitFor(() => expect(status()).toHaveTextContent(CONSOLE_COPY.faults.expired(4)));
    expect(JSON.parse(sandbox.callsTo('POST /__sandbox/expire-tokens')[0]?.body ?? '{}')).toEqual({ refresh: true });
    const toggle = within(faults).getByRole('switch', { name: CONSOLE_COPY.faults.maintenance });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sandbox.state.maintenance).toBe(true);
    expect(status()).toHaveTextContent(CONSOLE_COPY.faults.maintenanceOn);
  });
});

describe('sandbox console: requests and reset', () => {
  it('the request log, newest first, filtered by path and status class', async () => {
    fakeSandbox({
      requests: [
        { method: 'GET', path: '/api/usr/v2/registrations/me', status: 401, at: '2026-11-23T08:00:00.000Z' },
        { method: 'POST', path: '/sec/v2/oauth/token', status: 200, at: '2026-11-23T08:00:01.000Z' },
        { method: 'GET', path: '/api/usr/v2/registrations/me', status: 200, at: '2026-11-23T08:00:02.000Z' },
      ],
    });
    const { user } = renderConsole();
    const requests = section(CONSOLE_COPY.requests.title);
    expect(await within(requests).findByText(CONSOLE_COPY.requests.count(3))).toBeInTheDocument();
    const paths = () => within(requests).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(paths()[0]).toContain('GET/api/usr/v2/registrations/me200');
    expect(paths()[2]).toContain('401');
    await user.type(within(requests).getByLabelText(CONSOLE_COPY.requests.filter), 'registrations');
    expect(within(requests).getByText(CONSOLE_COPY.requests.count(2))).toBeInTheDocument();
    await user.selectOptions(within(requests).getByLabelText(CONSOLE_COPY.requests.statusFilter), '4xx');
    expect(within(requests).getByText(CONSOLE_COPY.requests.count(1))).toBeInTheDocument();
  });

  it('reset asks for confirmation, can be cancelled, and only then goes back to the seed', async () => {
    const sandbox = fakeSandbox();
    const { user } = renderConsole();
    const reset = section(CONSOLE_COPY.reset.title);
    await user.click(within(reset).getByRole('button', { name: CONSOLE_COPY.reset.start }));
    expect(within(reset).getByText(CONSOLE_COPY.reset.confirmText)).toHaveFocus();
    await user.click(within(reset).getByRole('button', { name: CONSOLE_COPY.reset.cancel }));
    expect(within(reset).getByRole('button', { name: CONSOLE_COPY.reset.start })).toHaveFocus();
    expect(sandbox.state.resets).toBe(0);
    await user.click(within(reset).getByRole('button', { name: CONSOLE_COPY.reset.start }));
    await user.click(within(reset).getByRole('button', { name: CONSOLE_COPY.reset.confirm }));
    await waitFor(() => expect(sandbox.state.resets).toBe(1));
    expect(status()).toHaveTextContent(CONSOLE_COPY.reset.done);
    // Every section reads the sandbox again.
    await waitFor(() => expect(sandbox.callsTo('GET /__sandbox/personas').length).toBeGreaterThan(1));
  });

  it('has no axe-core violations with data loaded', async () => {
    fakeSandbox({
      messages: [{ channel: 'sms', to: '+393331000001', code: '123456', text: 'Codice 123456', at: '2026-11-23T08:00:00.000Z' }],
      requests: [{ method: 'GET', path: '/api/usr/v2/users/me', status: 200, at: '2026-11-23T08:00:00.000Z' }],
    });
    const { container } = renderConsole();
    await screen.findByRole('rowheader', { name: '3331000001' });
    await within(section(CONSOLE_COPY.faults.title)).findByRole('button', { name: PRESETS[0]!.label });
    await screen.findByText('123456', { selector: 'code' });
    await expectNoAxeViolations(container);
  });
});
