import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { COPY } from '../copy';
import { installFakeSandbox } from '../fakeSandbox';

const C = COPY.registration;
const section = () => screen.getByRole('region', { name: C.heading });

describe('issue 10 §6: registration state', () => {
  it('lists the registrations and shows the selected one\'s state and saved data', async () => {
    installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    const list = await within(section()).findByRole('list', { name: C.listLabel });
    await user.click(within(list).getByRole('button', { name: /reg-p01/ }));

    const detail = await within(section()).findByRole('heading', { name: C.detailHeading('reg-p01') });
    expect(detail).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /reg-p01/ })).toHaveAttribute('aria-pressed', 'true');
    const term = (name: string) => within(section()).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term(C.status)).toHaveTextContent('CONSUMER_PREREGISTERED');
    expect(term(C.currentStep)).toHaveTextContent('3');
    expect(term(C.flow)).toHaveTextContent('CONSUMER');
    expect(term(C.phoneStatus)).toHaveTextContent('CERTIFIED');
    expect(term(C.closed)).toHaveTextContent(C.no);
    expect(term(C.userStatus)).toHaveTextContent('PENDING');
    expect(term('firstName')).toHaveTextContent('Giulia');
    expect(term('birthDate')).toHaveTextContent('1992-03-14');
  });

  it('filters the list by phone through the API', async () => {
    const sandbox = installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    const list = await within(section()).findByRole('list', { name: C.listLabel });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await user.type(within(section()).getByRole('searchbox', { name: C.filter }), '3339999999');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(within(list).getByRole('button', { name: /reg-x02/ })).toBeInTheDocument();
    const last = sandbox.callsTo('GET /__sandbox/registrations').at(-1);
    expect(new URL(last?.url ?? '', 'http://localhost').searchParams.get('phone')).toBe('3339999999');
  });

  it('"Vedi registrazione" of a persona selects its registration here and moves focus to this heading', async () => {
    installFakeSandbox();
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: COPY.personas.rowAction(COPY.personas.viewRegistration, '3331000001') }));
    expect(screen.getByRole('heading', { level: 2, name: C.heading })).toHaveFocus();
    expect(await within(section()).findByRole('heading', { name: C.detailHeading('reg-p01') })).toBeInTheDocument();
    expect(within(section()).getByText('Giulia')).toBeInTheDocument();
  });
});
