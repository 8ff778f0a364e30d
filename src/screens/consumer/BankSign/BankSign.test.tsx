import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../flows';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from '../../../../test/support/signature';
import {
  apiError,
  bodyOf,
  currentPath,
  positionNow,
  renderStep,
  USR_API,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract } from '../../../../test/support/step-contract';
import { acknowledgementLabel } from '../../../kit/connected/DocumentChecklist';
import { SIGNATURE_COPY } from '../../../kit/copy';
import { REQUIRED } from '../../../validation/messages';
import BankSign from './BankSign';
import { BANK_SIGN_COPY } from './copy';

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8 });
const CONTRACTS = [
  { contractId: 'acc-1', description: 'Contratto di conto', scope: 'ACCOUNT', signed: false },
  { contractId: 'acc-2', description: 'Approvazione specifica delle clausole (artt. 1341 e 1342 c.c.)', scope: 'ACCOUNT', signed: false },
  { contractId: 'acc-3', description: 'Informativa precontrattuale', scope: 'ACCOUNT', signed: false },
  { contractId: 'card-1', description: 'Contratto della carta prepagata Carta Blu', scope: 'CARD', signed: false },
];
const ACCOUNT = CONTRACTS.filter((c) => c.scope === 'ACCOUNT');
const contractsAnswer = answer({ _embedded: { bankDocumentResourceList: CONTRACTS } });

/** The certificate signed, a session open, the account not yet. */
const sessionOpen = signStatus({ status: 'DONE', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress: 100 }, { certificate: true }, true);
const accountRunning = (progress: number) =>
  signStatus({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'ACCOUNT', progress }, { certificate: true }, true);
const accountDone = signStatus({ status: 'DONE', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'ACCOUNT', progress: 100 }, { certificate: true, account: true }, true);

const ROUTES: ApiRoutes = {
  [R.signStatus]: answer(sessionOpen),
  [R.contracts]: contractsAnswer,
  [R.signAndAssertAuth]: answer(accountDone),
};

const box = (index: number) => screen.getByRole('checkbox', { name: acknowledgementLabel(ACCOUNT[index]!.description) });
const firma = () => screen.getByRole('button', { name: SIGNATURE_COPY.sign });
const tickAll = async (user: { click: (e: Element) => Promise<void> }) => {
  for (let i = 0; i < ACCOUNT.length; i++) await user.click(box(i));
};
const listed = () => waitFor(() => expect(box(0)).toBeInTheDocument());

const renderBankSign = (api: ApiRoutes = {}) =>
  renderStep({ screen: 'BankSign', Component: BankSign, registration, api: { ...ROUTES, ...api }, others: { CardSign: () => <p>CardSign</p> } });

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.removeItem('at');
});

describeStepContract({
  screen: 'BankSign',
  Component: BankSign,
  next: 'CardSign',
  registration,
  api: ROUTES,
  submitLabel: SIGNATURE_COPY.sign,
  ready: listed,
  fill: tickAll,
  invalid: { input: () => box(0), make: (user) => user.click(box(0)), message: REQUIRED },
  submitRoute: R.signAndAssertAuth,
  serverField: { field: 'contractIds', message: 'Accetta tutti i contratti per firmare', input: () => box(0) },
});

describe('BankSign (spec §4 CONSUMER 8,2)', () => {
  it('§7 Documents: the account contracts are listed, each opened with the access token as `at`; card contracts are not', async () => {
    sessionStorage.setItem('at', 'tok-1');
    renderBankSign();
    await listed();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ACCOUNT.map((c) => `${USR_API}/documents/contracts/reg-1/${c.contractId}?at=tok-1`),
    );
    links.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    expect(screen.queryByText(/Carta Blu/)).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(ACCOUNT.length);
  });

  it('explicit consent: Firma stays disabled until every contract is ticked', async () => {
    const { user } = renderBankSign();
    await listed();
    await user.click(box(0));
    await user.click(box(1));
    expect(firma()).toBeDisabled();
    await user.click(box(2));
    await waitFor(() => expect(firma()).toBeEnabled());
  });

  it('§7 sign-and-assert-auth {scope ACCOUNT, contractIds}, then sign-status every second with the progress announced, DONE moves on to CardSign', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, instance } = renderBankSign({ [R.signAndAssertAuth]: answer(accountRunning(10)) });
    await listed();
    await tickAll(user);
    await waitFor(() => expect(firma()).toBeEnabled());
    api.routes[R.signStatus] = answer(accountRunning(60));
    const polls = api.callsTo(R.signStatus).length;
    await user.click(firma());
    await waitFor(() => expect(screen.getByRole('progressbar', { name: SIGNATURE_COPY.progressLabel })).toHaveAttribute('aria-valuenow', '10'));
    expect(screen.getByText(SIGNATURE_COPY.running)).toHaveAttribute('role', 'status');
    expect(bodyOf(api.callsTo(R.signAndAssertAuth)[0])).toEqual({ scope: 'ACCOUNT', contractIds: ['acc-1', 'acc-2', 'acc-3'] });
    expect(firma()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60'));
    expect(api.callsTo(R.signStatus)).toHaveLength(polls + 1);
    expect(currentPath(instance)).toBe('/bankSign');

    api.routes[R.signStatus] = answer(accountDone);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 3 });
    expect(api.callsTo(R.signAndAssertAuth)).toHaveLength(1);
    expect(api.unexpected()).toEqual([]);
  });

  it('arrival with the account already signed moves on at once: nothing is signed again', async () => {
    const { api, instance } = renderBankSign({ [R.signStatus]: answer(accountDone) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 3 });
    expect(api.callsTo(R.signAndAssertAuth)).toEqual([]);
  });

  it('§4 Start-up rules, signature recovery: a RUNNING signature on arrival is followed (polled) and never signed again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, instance } = renderBankSign({ [R.signStatus]: answer(accountRunning(30)) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByText(BANK_SIGN_COPY.following)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    api.routes[R.signStatus] = answer(accountDone);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardSign', instance.providers)));
    expect(api.callsTo(R.signAndAssertAuth)).toEqual([]);
  });

  it('§4 Session: 409 USR_SIGN_SESSION_EXPIRED says so in a dialog, then CertificateSign opens a new session (position 8,1)', async () => {
    const { user, instance } = renderBankSign({ [R.signAndAssertAuth]: () => apiError(409, 'USR_SIGN_SESSION_EXPIRED') });
    await listed();
    await tickAll(user);
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(SIGNATURE_COPY.sessionExpiredDialog.title));
    expect(instance.store.state.ui.dialog?.message).toBe(SIGNATURE_COPY.sessionExpiredDialog.message);
    expect(currentPath(instance)).toBe('/bankSign');
    act(() => instance.store.actions.closeDialog('ok'));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CertificateSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 1 });
  });

  it('§7 USR_SIGN_RUNNING: the signature already running is followed, no second sign call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, instance } = renderBankSign({ [R.signAndAssertAuth]: () => apiError(409, 'USR_SIGN_RUNNING') });
    await listed();
    await tickAll(user);
    await waitFor(() => expect(firma()).toBeEnabled());
    api.routes[R.signStatus] = answer(accountDone);
    await user.click(firma());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardSign', instance.providers)));
    expect(api.callsTo(R.signAndAssertAuth)).toHaveLength(1);
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('a FAILED signature says so, keeps the consents, and Firma may be pressed again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, instance } = renderBankSign({ [R.signAndAssertAuth]: answer(accountRunning(0)) });
    await listed();
    await tickAll(user);
    await waitFor(() => expect(firma()).toBeEnabled());
    api.routes[R.signStatus] = answer({ ...accountRunning(0), status: 'FAILED' });
    await user.click(firma());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getByText(SIGNATURE_COPY.failed)).toHaveAttribute('role', 'status'));
    expect(box(0)).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(firma()).toBeEnabled());
    expect(currentPath(instance)).toBe('/bankSign');
  });

  it('a failed load offers Riprova', async () => {
    const { user, api } = renderBankSign({ [R.contracts]: () => jsonResponse(500, {}) });
    await waitFor(() => expect(screen.getByText(BANK_SIGN_COPY.loadError)).toBeInTheDocument());
    api.routes[R.contracts] = contractsAnswer;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await listed();
  });

  it('unmounting while a signature runs stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, unmount } = renderBankSign({ [R.signStatus]: answer(accountRunning(30)) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    unmount();
    const reads = api.callsTo(R.signStatus).length;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.callsTo(R.signStatus)).toHaveLength(reads);
  });
});
