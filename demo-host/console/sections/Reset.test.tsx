import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { COPY } from '../copy';
import { installFakeSandbox } from '../fakeSandbox';

const C = COPY.reset;

describe('issue 10 §5: reset', () => {
  it('asks for confirmation, moves focus into it, and "Annulla" posts nothing and returns focus', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: C.start }));
    expect(screen.getByRole('group', { name: C.confirmQuestion })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: C.confirm })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: C.cancel }));
    expect(screen.queryByRole('button', { name: C.confirm })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: C.start })).toHaveFocus();
    expect(sandbox.callsTo('POST /__sandbox/reset')).toHaveLength(0);
  });

  it('Escape closes the confirmation too', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: C.start }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: C.start })).toHaveFocus();
    expect(sandbox.callsTo('POST /__sandbox/reset')).toHaveLength(0);
  });

  it('only "Conferma ripristino" posts the reset, then everything reloads and it is announced', async () => {
    const sandbox = installFakeSandbox({
      faults: [{ id: 1, method: null, path: '/api/*', status: 500, body: undefined, code: null, message: null, delayMs: 0, times: 1 }],
    });
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByRole('button', { name: COPY.faults.removeLabel(1) })).toBeInTheDocument();
    const personasBefore = sandbox.callsTo('GET /__sandbox/personas').length;

    await user.click(screen.getByRole('button', { name: C.start }));
    expect(sandbox.callsTo('POST /__sandbox/reset')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: C.confirm }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(C.done));
    expect(sandbox.callsTo('POST /__sandbox/reset')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: COPY.faults.removeLabel(1) })).not.toBeInTheDocument());
    expect(sandbox.callsTo('GET /__sandbox/personas').length).toBeGreaterThan(personasBefore);
    expect(screen.getByRole('button', { name: C.start })).toHaveFocus();
  });
});
