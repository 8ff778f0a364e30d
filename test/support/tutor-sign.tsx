/** The shared tests of the guardian's contract-signature screens (TutorBankSign, TutorCardSign). */
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionOf, pathOf, type ScreenId } from '../../src/flows';
import { SIGNATURE_COPY } from '../../src/kit/copy';
import { acknowledgementLabel } from '../../src/kit/connected/DocumentChecklist';
import type { ScreenProps } from '../../src/kit/screen';
import { REQUIRED } from '../../src/validation/messages';
import { inProgressRegistration } from './fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from './signature';
import { apiError, bodyOf, currentPath, positionNow, renderStep, USR_API, type ApiRoutes } from './step';
import { describeStepContract } from './step-contract';

/** The minor's registration at step 9, as the guardian loads it. */
const registration = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 9, prepaidCardResource: { id: 'CARD_CLASSIC' } });
const CONTRACTS = [
  { contractId: 'CONTO_CONTRATTO', description: 'Contratto di conto', scope: 'ACCOUNT', signed: false },
  { contractId: 'CONTO_CLAUSOLE', description: 'Approvazione specifica delle clausole (artt. 1341 e 1342 c.c.)', scope: 'ACCOUNT', signed: false },
  { contractId: 'CARTA_CONTRATTO', description: 'Contratto della carta prepagata Carta Classica', scope: 'CARD', signed: false },
  { contractId: 'CARTA_SINTESI', description: 'Documento di sintesi della carta', scope: 'CARD', signed: false },
];

export interface TutorSignCase {
  screen: ScreenId;
  Component: ComponentType<ScreenProps>;
  scope: 'ACCOUNT' | 'CARD';
  /** The substep after this one (TutorCardSign after the account, TutorConfirmAccessCode after the card). */
  next: ScreenId;
  copy: { title: string; intro: string };
}

/**
 * The shared tests of the guardian's contract signatures (spec §4 TUTOR 9,2 TutorBankSign and 9,3 TutorCardSign,
 * §7 sign-and-assert-auth): the contract suite, the scope's contracts opened with `at`, one signature followed to
 * DONE, arrival with the scope signed, and §4 Session expiry back to TutorRequestCertificate.
 */
export function describeTutorContractSign({ screen: id, Component, scope, next, copy: COPY }: TutorSignCase) {
const MINE = CONTRACTS.filter((c) => c.scope === scope);
const before = scope === 'ACCOUNT' ? { certificate: true } : { certificate: true, account: true };
const after = { ...before, [scope === 'ACCOUNT' ? 'account' : 'card']: true };
const sessionOpen = signStatus({ status: 'DONE', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress: 100 }, before, true);
const running = (progress: number) => signStatus({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope, progress }, before, true);
const done = signStatus({ status: 'DONE', operation: 'SIGN_AND_ASSERT_AUTH', scope, progress: 100 }, after, true);

const ROUTES: ApiRoutes = {
  [R.signStatus]: answer(sessionOpen),
  [R.contracts]: answer({ _embedded: { bankDocumentResourceList: CONTRACTS } }),
  [R.signAndAssertAuth]: answer(done),
};

const box = (index: number) => screen.getByRole('checkbox', { name: acknowledgementLabel(MINE[index]!.description) });
const firma = () => screen.getByRole('button', { name: SIGNATURE_COPY.sign });
const tickAll = async (user: { click: (e: Element) => Promise<void> }) => {
  for (let i = 0; i < MINE.length; i++) await user.click(box(i));
};
const listed = () => waitFor(() => expect(box(0)).toBeInTheDocument());

const renderTutor = (api: ApiRoutes = {}) =>
  renderStep({
    screen: id,
    Component,
    flow: 'TUTOR',
    registration,
    api: { ...ROUTES, ...api },
    others: { [next]: () => <p>{next}</p>, TutorRequestCertificate: () => <p>TutorRequestCertificate</p> },
  });

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.removeItem('at');
});

describeStepContract({
  screen: id,
  Component,
  flow: 'TUTOR',
  next,
  registration,
  api: ROUTES,
  submitLabel: SIGNATURE_COPY.sign,
  ready: listed,
  fill: tickAll,
  invalid: { input: () => box(0), make: (user) => user.click(box(0)), message: REQUIRED },
  submitRoute: R.signAndAssertAuth,
  serverField: { field: 'contractIds', message: 'Per proseguire devi confermare tutti i contratti', input: () => box(0) },
});

describe(`${id} (spec §4 TUTOR, §7 sign-and-assert-auth)`, () => {
  it(`§7 Documents: only the ${scope} contracts of the minor's registration, each opened with the access token as at`, async () => {
    sessionStorage.setItem('at', 'tok-g');
    renderTutor();
    await listed();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    expect(screen.getByText(COPY.intro)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      MINE.map((c) => `${USR_API}/documents/contracts/reg-1/${c.contractId}?at=tok-g`),
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(MINE.length);
  });

  it(`§7 sign-and-assert-auth {scope ${scope}, contractIds} once, the progress followed, DONE moves on to ${next}`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, instance } = renderTutor({ [R.signAndAssertAuth]: answer(running(10)) });
    await listed();
    await tickAll(user);
    await waitFor(() => expect(firma()).toBeEnabled());
    api.routes[R.signStatus] = answer(done);
    await user.dblClick(firma());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf(next, instance.providers)));
    expect(positionNow(instance)).toEqual(positionOf('TUTOR', next));
    expect(api.callsTo(R.signAndAssertAuth)).toHaveLength(1);
    expect(bodyOf(api.callsTo(R.signAndAssertAuth)[0])).toEqual({ scope, contractIds: MINE.map((c) => c.contractId) });
  });

  it(`arrival with the ${scope} already signed moves on at once: nothing is signed again`, async () => {
    const { api, instance } = renderTutor({ [R.signStatus]: answer(done) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf(next, instance.providers)));
    expect(api.callsTo(R.signAndAssertAuth)).toEqual([]);
  });

  it('§4 Session: USR_SIGN_SESSION_EXPIRED says so, then the guardian goes back to TutorRequestCertificate (9,1) for a new session', async () => {
    const { user, instance } = renderTutor({ [R.signAndAssertAuth]: () => apiError(409, 'USR_SIGN_SESSION_EXPIRED') });
    await listed();
    await tickAll(user);
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(SIGNATURE_COPY.sessionExpiredDialog.title));
    act(() => instance.store.actions.closeDialog('ok'));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorRequestCertificate', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 9, substep: 1 });
  });
});
}
