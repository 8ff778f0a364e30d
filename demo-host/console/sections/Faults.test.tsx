import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { COPY } from '../copy';
import { installFakeSandbox, PRESETS } from '../fakeSandbox';
import { describeFault } from './Faults';

const C = COPY.faults;
const section = () => screen.getByRole('region', { name: C.heading });

describe('issue 10 §3: faults', () => {
  it('a preset click posts that preset\'s fault, announces it and the pending list shows it', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    const preset = PRESETS[0]!;
    const button = await screen.findByRole('button', { name: preset.label });
    expect(button).toHaveAccessibleDescription(preset.description);
    await user.click(button);

    await waitFor(() => expect(sandbox.callsTo('POST /__sandbox/faults')).toHaveLength(1));
    expect(sandbox.bodyOf(sandbox.callsTo('POST /__sandbox/faults')[0])).toEqual(preset.fault);
    expect(await within(section()).findByText(describeFault(sandbox.state.faults[0]!))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(C.added);
  });

  it('the form shows Italian errors under the fields for a bad path and posts nothing', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    const path = await screen.findByRole('textbox', { name: C.path });
    await user.type(path, '/users/me');
    await user.type(screen.getByRole('textbox', { name: C.status }), '700');
    await user.click(screen.getByRole('button', { name: C.add }));

    expect(await screen.findByText(C.errors.pathPrefix)).toBeInTheDocument();
    expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(path).toHaveAccessibleDescription(expect.stringContaining(C.errors.pathPrefix));
    expect(screen.getByRole('textbox', { name: C.status })).toHaveAccessibleDescription(expect.stringContaining(C.errors.status));
    expect(sandbox.callsTo('POST /__sandbox/faults')).toHaveLength(0);
  });

  it('the form posts a valid fault, clears itself and lists it; "Rimuovi" removes it', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    await user.selectOptions(await screen.findByRole('combobox', { name: C.method }), 'GET');
    await user.type(screen.getByRole('textbox', { name: C.path }), '/api/usr/v2/users/me');
    await user.type(screen.getByRole('textbox', { name: C.status }), '500');
    await user.type(screen.getByRole('textbox', { name: C.code }), 'INTERNAL_ERROR');
    await user.type(screen.getByRole('textbox', { name: C.delay }), '1500');
    await user.type(screen.getByRole('textbox', { name: C.times }), '2');
    await user.click(screen.getByRole('button', { name: C.add }));

    await waitFor(() => expect(sandbox.callsTo('POST /__sandbox/faults')).toHaveLength(1));
    expect(sandbox.bodyOf(sandbox.callsTo('POST /__sandbox/faults')[0])).toEqual({
      method: 'GET',
      path: '/api/usr/v2/users/me',
      status: 500,
      code: 'INTERNAL_ERROR',
      delayMs: 1500,
      times: 2,
    });
    const remove = await screen.findByRole('button', { name: C.removeLabel(1) });
    expect(screen.getByRole('textbox', { name: C.path })).toHaveValue('');
    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: C.removeLabel(1) })).not.toBeInTheDocument());
    expect(sandbox.callsTo('DELETE /__sandbox/faults/1')).toHaveLength(1);
    expect(screen.getByText(C.noFaults)).toBeInTheDocument();
  });

  it('shows the server\'s message when it refuses a fault', async () => {
    const sandbox = installFakeSandbox();
    sandbox.overrides.set('POST /__sandbox/faults', () =>
      new Response(JSON.stringify({ trace: 't', context: { code: 'BAD_REQUEST', message: 'Invalid request body', errors: [{ field: 'path', message: 'path deve iniziare con /api' }] } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = userEvent.setup();
    render(<App />);
    await user.type(await screen.findByRole('textbox', { name: C.path }), '/api/*');
    await user.click(screen.getByRole('button', { name: C.add }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Invalid request body (path: path deve iniziare con /api)'));
    expect(screen.getByRole('textbox', { name: C.path })).toHaveValue('/api/*');
  });

  it('"Rimuovi tutti" deletes every pending fault', async () => {
    const sandbox = installFakeSandbox({
      faults: [
        { id: 7, method: null, path: '/api/*', status: 503, body: undefined, code: null, message: null, delayMs: 0, times: 1 },
        { id: 8, method: 'POST', path: '/sec/oauth/token', status: null, body: undefined, code: null, message: null, delayMs: 3000, times: 2 },
      ],
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: C.removeAll }));
    await waitFor(() => expect(screen.getByText(C.noFaults)).toBeInTheDocument());
    expect(sandbox.callsTo('DELETE /__sandbox/faults')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(C.removedAll);
  });

  it('expires access tokens or all tokens and announces how many', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: C.expireAccess }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(C.expired(2)));
    await user.click(screen.getByRole('button', { name: C.expireAll }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(C.expired(5)));
    expect(sandbox.callsTo('POST /__sandbox/expire-tokens').map((c) => sandbox.bodyOf(c))).toEqual([{ refresh: false }, { refresh: true }]);
  });

  it('the maintenance switch shows and toggles its state', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    const toggle = screen.getByRole('switch', { name: C.maintenance });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sandbox.state.maintenance).toBe(true);
    expect(toggle).toHaveAccessibleDescription(C.maintenanceOn);
    expect(screen.getByRole('status')).toHaveTextContent(C.maintenanceAnnounce(true));
  });
});
