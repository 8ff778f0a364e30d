import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { minorRegistration, PROGRESS } from '../../../../test/support/minor-sign';
import { apiError, bodyOf, currentPath, expectNoAxeViolations, positionNow, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../../test/support/step';
import { pathOf } from '../../../flows';
import { STATE_WAIT_MS } from '../../../../test/support/wait';
import { MINOR_WAITING_TUTOR_COPY as COPY } from './copy';
import MinorWaitingTutorConfirm from './MinorWaitingTutorConfirm';
import { RESEND_COOLDOWN_SECONDS } from '../../../flows/timings';

const GET = `GET ${USR_API}/registrations/reg-1`;
const SET_TUTOR = `POST ${USR_API}/registrations/reg-1/set-tutor`;
const GUARDIAN = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', phoneNumber: '3330001234', email: 'mario.rossi@example.it' };
const registration = { ...minorRegistration, currentStep: 9, tutor: { ...GUARDIAN, invitedAt: '2025-03-01T10:00:00.000Z', invitations: 1 } };
const lookup = (status: string): ApiHandler => () => jsonResponse(200, { registration: { ...registration, status }, user: null, business: null });

const ROUTES: ApiRoutes = {
  [GET]: lookup('MINOR_IN_PROGRESS'),
  [SET_TUTOR]: (call) => jsonResponse(200, { sent: true, tutor: bodyOf(call), registration: { ...registration, tutor: { ...GUARDIAN, invitations: 2 } } }),
  [PROGRESS]: (call) => jsonResponse(200, { ...registration, status: 'CONTRACTS_SIGNED', currentStep: (bodyOf(call) as { step: number }).step }),
};
const resend = () => screen.getByRole('button', { name: COPY.resend });
const render = (api: ApiRoutes = {}) =>
  renderStep({
    screen: 'MinorWaitingTutorConfirm',
    Component: MinorWaitingTutorConfirm,
    flow: 'MINOR',
    registration,
    api: { ...ROUTES, ...api },
    others: { RegistrationCompleted: () => <p>RegistrationCompleted</p>, MinorSetTutor: () => <p>MinorSetTutor</p> },
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The real clock's setTimeout, taken before any test fakes it. */
const realSetTimeout = globalThis.setTimeout;
/**
 * The read a timer started reaches fetch after a few more turns: runs the fake clock 1 ms at a time until it
 * has (a few ms of fake time, at most 200); then, still short, waits on the real clock (25 ms at a time, at most
 * STATE_WAIT_MS) without moving the fake one. Under `npm run test:stress` the turns between the timer and the
 * recorded call took longer than 200 steps of the fake clock (4 failures in 6 runs of this file): part of that
 * work is not driven by the fake clock, so only real time lets it finish.
 */
async function reads(api: { callsTo: (route: string) => unknown[] }, count: number): Promise<void> {
  for (let ms = 0; ms < 200 && api.callsTo(GET).length < count; ms += 1) await advance(1);
  for (let waited = 0; waited < STATE_WAIT_MS && api.callsTo(GET).length < count; waited += 25) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 25)));
  }
  expect(api.callsTo(GET)).toHaveLength(count);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MinorWaitingTutorConfirm (spec §4 MINOR 9,0; §2 header hidden, back blocked)', () => {
  it('§4 MINOR 9,0 says where the invitation went (name, masked phone and e-mail) and what happens next', () => {
    render();
    expect(screen.getByText(COPY.invited('Mario Rossi', '+39 ••••••1234', 'm•••@example.it'))).toBeInTheDocument();
    expect(screen.getByText(COPY.next('Mario Rossi'))).toBeInTheDocument();
    expect(screen.queryByText(/3330001234|mario\.rossi/)).toBeNull();
  });

  it('§4 MINOR 9,0 polls registrations/{id} after 3 s, then 4.5 s; at CONTRACTS_SIGNED it stores it and moves on to RegistrationCompleted (progress 10)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { api, instance } = render();
    await advance(2900);
    expect(api.callsTo(GET)).toHaveLength(0);
    await advance(100);
    await reads(api, 1);
    await advance(4300);
    expect(api.callsTo(GET)).toHaveLength(1);
    api.routes[GET] = lookup('CONTRACTS_SIGNED');
    await advance(250);
    await reads(api, 2);
    vi.useRealTimers();
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RegistrationCompleted', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 10, substep: 0 });
    expect(api.callsTo(PROGRESS).map(bodyOf)).toEqual([{ flow: 'MINOR', step: 10 }]);
  });

  it('§4 MINOR 9,0 a failed poll backs off too and never opens a dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { api, instance } = render({ [GET]: () => apiError(500, 'INTERNAL') });
    await advance(3000);
    await reads(api, 1);
    await advance(4500);
    await reads(api, 2);
    await advance(6500);
    expect(api.callsTo(GET)).toHaveLength(2);
    await advance(300);
    await reads(api, 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath(instance)).toBe(pathOf('MinorWaitingTutorConfirm', instance.providers));
  });

  it('§7 set-tutor: "Invia di nuovo l\'invito" sends the stored guardian once (double click), announces it, then waits 30 s visibly', async () => {
    const { user, api } = render();
    await user.dblClick(resend());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY.resent));
    expect(api.callsTo(SET_TUTOR).map(bodyOf)).toEqual([GUARDIAN]);
    expect(resend()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(COPY.cooldown(RESEND_COOLDOWN_SECONDS));
  });

  it('a failed resend says so in the status, no dialog', async () => {
    const { user } = render({ [SET_TUTOR]: () => apiError(500, 'INTERNAL') });
    await user.click(resend());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY.resendFailed));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resend()).toBeEnabled();
  });

  it('"Cambia i dati del genitore o tutore" goes back to MinorSetTutor (8,0)', async () => {
    const { user, instance } = render();
    await user.click(screen.getByRole('button', { name: COPY.change }));
    expect(currentPath(instance)).toBe(pathOf('MinorSetTutor', instance.providers));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 0 });
  });

  it('has no axe-core violations', async () => {
    const { container } = render();
    await expectNoAxeViolations(container);
  });
});
