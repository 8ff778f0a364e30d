import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { COPY } from '../copy';
import { installFakeSandbox } from '../fakeSandbox';

const C = COPY.requests;

const LOG = [
  { method: 'POST', path: '/sec/oauth/token', status: 200, at: '2026-11-23T08:00:00.000Z' },
  { method: 'GET', path: '/api/usr/v2/users/me', status: 401, at: '2026-11-23T08:00:01.000Z' },
  { method: 'POST', path: '/sec/oauth/token', status: 200, at: '2026-11-23T08:00:02.000Z' },
  { method: 'GET', path: '/api/usr/v2/users/me', status: 200, at: '2026-11-23T08:00:03.000Z' },
  { method: 'POST', path: '/api/usr/v2/registrations/reg-1/update-registration-progress', status: 503, at: '2026-11-23T08:00:04.000Z' },
];

const bodyRows = () => within(screen.getByRole('table', { name: C.caption })).getAllByRole('row').slice(1);

describe('issue 10 §4: the request log', () => {
  it('lists the requests newest first with a count', async () => {
    installFakeSandbox({ requests: LOG });
    render(<App />);
    expect(await screen.findByText(C.count(5))).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows[0]).toHaveTextContent('update-registration-progress');
    expect(rows[0]).toHaveTextContent('503');
    expect(rows[4]).toHaveTextContent('/sec/oauth/token');
  });

  it('filters by path text and by status class', async () => {
    installFakeSandbox({ requests: LOG });
    const user = userEvent.setup();
    render(<App />);
    await screen.findByText(C.count(5));
    await user.type(screen.getByRole('searchbox', { name: C.filter }), 'users/me');
    expect(screen.getByText(C.count(2))).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: C.statusFilter }), '4xx');
    expect(screen.getByText(C.count(1))).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('401');
    await user.clear(screen.getByRole('searchbox', { name: C.filter }));
    await user.selectOptions(screen.getByRole('combobox', { name: C.statusFilter }), '5xx');
    expect(screen.getByText(C.count(1))).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('503');
    await user.selectOptions(screen.getByRole('combobox', { name: C.statusFilter }), C.all);
    expect(screen.getByText(C.count(5))).toBeInTheDocument();
  });

  it('"Svuota registro" clears the log', async () => {
    const sandbox = installFakeSandbox({ requests: LOG });
    const user = userEvent.setup();
    render(<App />);
    await screen.findByText(C.count(5));
    await user.click(screen.getByRole('button', { name: C.clear }));
    await waitFor(() => expect(screen.getByText(C.count(0))).toBeInTheDocument());
    expect(sandbox.callsTo('DELETE /__sandbox/requests')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(C.cleared);
  });
});
