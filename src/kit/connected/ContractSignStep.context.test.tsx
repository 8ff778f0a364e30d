/**
 * spec §7 "GET users/me/context (called before opening a dynamic document)": the contracts of a signature
 * step (`documents/contracts/{id}/{contractId}` with `at`) open only once the context call answered; a
 * failure is the default error dialog with "Riprova" (what was ticked stays); a double click sends one call.
 * Through BankSign (consumer) and MinorBankSign (the minor's SMS-code form): both lists are ContractSignStep's.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../test/support/fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from '../../../test/support/signature';
import { apiError, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../test/support/step';
import { GENERIC_ERROR, RETRY_ACTIONS } from '../../app/copy';
import BankSign from '../../screens/consumer/BankSign/BankSign';
import MinorBankSign from '../../screens/minor/MinorBankSign/MinorBankSign';
import { acknowledgementLabel } from './DocumentChecklist';

const CONTEXT = `GET ${USR_API}/users/me/context`;
const CONTRACTS = [
  { contractId: 'acc-1', description: 'Contratto di conto', scope: 'ACCOUNT', signed: false },
  { contractId: 'acc-2', description: 'Informativa precontrattuale', scope: 'ACCOUNT', signed: false },
];
const CONTEXT_BODY = { walletType: null, userBirthDate: '1985-12-10', gender: 'M', mgmCode: null, minor: false, gianos: { job: null, activitySector: null } };
const sessionOpen = signStatus({ status: 'DONE', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress: 100 }, { certificate: true }, true);

/** What happened, in order: the context calls and the opens (clicks on a document link nothing prevented). */
let log: string[] = [];
const recordOpen = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  if (!event.defaultPrevented) log.push(`open ${link.getAttribute('href')} ${link.getAttribute('rel')}`);
  // jsdom does not navigate.
  event.preventDefault();
};

beforeEach(() => {
  log = [];
  sessionStorage.setItem('at', 'tok-1');
  window.addEventListener('click', recordOpen);
});

afterEach(() => {
  window.removeEventListener('click', recordOpen);
  sessionStorage.removeItem('at');
});

const contextAnswer =
  (respond: ApiHandler = answer(CONTEXT_BODY)): ApiHandler =>
  (call) => {
    log.push('context');
    return respond(call);
  };

function renderBankSign(context: ApiHandler = contextAnswer()) {
  const routes: ApiRoutes = {
    [R.signStatus]: answer(sessionOpen),
    [R.contracts]: answer({ _embedded: { bankDocumentResourceList: CONTRACTS } }),
    [CONTEXT]: context,
  };
  return renderStep({ screen: 'BankSign', Component: BankSign, registration: inProgressRegistration({ id: 'reg-1', currentStep: 8 }), api: routes });
}

const link = (index: number) => screen.getByRole('link', { name: new RegExp(CONTRACTS[index]!.description) });
const box = (index: number) => screen.getByRole('checkbox', { name: acknowledgementLabel(CONTRACTS[index]!.description) });
const opened = (contractId: string) => `open ${USR_API}/documents/contracts/reg-1/${contractId}?at=tok-1 noopener noreferrer`;
/** A plain click, as a user's. */
const click = (element: Element) => act(() => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));

describe('§7 Contracts: users/me/context before a contract opens', () => {
  it('§7 Contracts: users/me/context is called before the document opens, which then opens as before (new window, at, noreferrer)', async () => {
    const { api } = renderBankSign();
    await waitFor(() => expect(link(0)).toBeInTheDocument());
    expect(api.callsTo(CONTEXT)).toHaveLength(0); // not on arrival: before an open
    await click(link(1));
    await waitFor(() => expect(log).toEqual(['context', opened('acc-2')]));
    expect(link(1)).toHaveAttribute('target', '_blank');
    // Every open makes its call.
    await click(link(0));
    await waitFor(() => expect(log).toEqual(['context', opened('acc-2'), 'context', opened('acc-1')]));
    expect(api.unexpected()).toEqual([]);
  });

  it('§7 Contracts: a failed users/me/context opens nothing and shows the default error with Riprova; Riprova calls again and opens, the ticked box kept', async () => {
    let fail = true;
    const { instance, user } = renderBankSign(contextAnswer((call) => (fail ? apiError(500, 'USR_CTX_500') : answer(CONTEXT_BODY)(call))));
    await waitFor(() => expect(box(0)).toBeInTheDocument());
    await user.click(box(0));
    await click(link(0));
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    expect(instance.store.state.ui.dialog).toMatchObject({ message: GENERIC_ERROR.message, errorCode: 'trace-USR_CTX_500' });
    expect(instance.store.state.ui.dialog?.actions?.map((a) => a.label)).toEqual(RETRY_ACTIONS.map((a) => a.label));
    expect(log).toEqual(['context']);

    fail = false;
    act(() => instance.store.actions.closeDialog('retry'));
    await waitFor(() => expect(log).toEqual(['context', 'context', opened('acc-1')]));
    expect(box(0)).toBeChecked();
    expect(box(1)).not.toBeChecked();
  });

  it('§7 Contracts: closing the error dialog opens nothing; a later click calls again', async () => {
    let fail = true;
    const { instance } = renderBankSign(contextAnswer((call) => (fail ? jsonResponse(503, {}) : answer(CONTEXT_BODY)(call))));
    await waitFor(() => expect(link(0)).toBeInTheDocument());
    await click(link(0));
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    act(() => instance.store.actions.closeDialog('close'));
    await waitFor(() => expect(instance.store.state.ui.dialog).toBeNull());
    expect(log).toEqual(['context']);
    fail = false;
    await click(link(0));
    await waitFor(() => expect(log).toEqual(['context', 'context', opened('acc-1')]));
  });

  it('§7 Contracts: a double click sends one users/me/context and opens the document once', async () => {
    let release: () => void = () => undefined;
    const { api } = renderBankSign(
      contextAnswer(() => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(200, CONTEXT_BODY))))),
    );
    await waitFor(() => expect(link(0)).toBeInTheDocument());
    await click(link(0));
    await click(link(0));
    await waitFor(() => expect(api.callsTo(CONTEXT)).toHaveLength(1));
    await click(link(0));
    expect(api.callsTo(CONTEXT)).toHaveLength(1);
    release();
    await waitFor(() => expect(log).toEqual(['context', opened('acc-1')]));
    expect(api.callsTo(CONTEXT)).toHaveLength(1);
  });

  it('§7 Contracts: the minor\'s contracts (MinorBankSign, signed with an SMS code) make the same call first', async () => {
    const routes: ApiRoutes = {
      [R.signStatus]: answer(signStatus()),
      [R.contracts]: answer({ _embedded: { bankDocumentResourceList: CONTRACTS } }),
      [R.sendOtp]: answer({ sent: true, phoneNumber: '+39 333 ***4567' }),
      [CONTEXT]: contextAnswer(),
    };
    renderStep({
      screen: 'MinorBankSign',
      Component: MinorBankSign,
      flow: 'MINOR',
      registration: inProgressRegistration({ id: 'reg-1', flow: 'MINOR', status: 'MINOR_IN_PROGRESS', currentStep: 6 }),
      api: routes,
    });
    await waitFor(() => expect(link(0)).toBeInTheDocument());
    await click(link(0));
    await waitFor(() => expect(log).toEqual(['context', opened('acc-1')]));
  });
});
