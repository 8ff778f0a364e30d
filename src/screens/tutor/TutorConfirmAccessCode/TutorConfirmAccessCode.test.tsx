import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from '../../../../test/support/signature';
import { apiError, bodyOf, currentPath, positionNow, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { ACCESS_CODE_LOCKED_CODE } from '../../../api/completion-schemas';
import { pathOf } from '../../../flows';
import { minLengthMessage } from '../../../validation/messages';
import { TUTOR_ACCESS_CODE_COPY as COPY } from './copy';
import TutorConfirmAccessCode from './TutorConfirmAccessCode';

const VERIFY = `POST ${USR_API}/registrations/reg-1/verify-access-code`;
const WRONG = 'Il codice di accesso non è corretto';
/** The minor's registration at step 9, as the guardian loads it. */
const registration = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 9 });
const verifyOk: ApiHandler = () => jsonResponse(200, { verified: true });
const allSigned = signStatus({ status: 'DONE' }, { certificate: true, account: true, card: true }, true);
const ROUTES: ApiRoutes = { [VERIFY]: verifyOk, [R.signStatus]: answer(allSigned) };
const SIGN_CALLS = [R.issueAndSign, R.oneStepSign, R.signAndAssertAuth];

const code = () => screen.getByLabelText(COPY.label);
const formShown = () => waitFor(() => expect(code()).toBeInTheDocument());
const OTHERS = {
  TutorConfirmMobileToken: () => <p>TutorConfirmMobileToken</p>,
  TutorRequestCertificate: () => <p>TutorRequestCertificate</p>,
  TutorBankSign: () => <p>TutorBankSign</p>,
  TutorCardSign: () => <p>TutorCardSign</p>,
};
const renderTutor = (api: ApiRoutes = {}) =>
  renderStep({ screen: 'TutorConfirmAccessCode', Component: TutorConfirmAccessCode, flow: 'TUTOR', registration, api: { ...ROUTES, ...api }, others: OTHERS });

afterEach(() => {
  vi.useRealTimers();
});

describeStepContract({
  screen: 'TutorConfirmAccessCode',
  Component: TutorConfirmAccessCode,
  flow: 'TUTOR',
  next: 'TutorConfirmMobileToken',
  registration,
  api: ROUTES,
  ready: formShown,
  fill: (user) => user.type(code(), '13579'),
  invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(5) },
  submitRoute: VERIFY,
  serverField: { code: 'USR_REG_ACCESS_CODE_INVALID', field: 'accessCode', message: WRONG, input: code },
});

describe("TutorConfirmAccessCode (spec §4 TUTOR 9,4: the guardian's own access code, and the tutor's signature recovery)", () => {
  it("§4 TUTOR 9,4: verify-access-code with the guardian's own code on the minor's registration, then TutorConfirmMobileToken (9,5)", async () => {
    const { user, api, instance } = renderTutor();
    await formShown();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    expect(screen.getByText(COPY.intro)).toBeInTheDocument();
    await user.type(code(), '13579');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorConfirmMobileToken', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 9, substep: 5 });
    expect(api.callsTo(VERIFY).map(bodyOf)).toEqual([{ accessCode: '13579' }]);
  });

  it('§4 Start-up rules, tutor signature recovery (9,4): a RUNNING signature is followed, never signed again, then the code is asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cardRunning = signStatus({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'CARD', progress: 50 }, { certificate: true, account: true }, true);
    const { api, instance } = renderTutor({ [R.signStatus]: answer(cardRunning) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText(COPY.following)).toBeInTheDocument();
    expect(screen.queryByLabelText(COPY.label)).toBeNull();
    api.routes[R.signStatus] = answer(allSigned);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await formShown();
    expect(currentPath(instance)).toBe('/tutorConfirmAccessCode');
    for (const call of SIGN_CALLS) expect(api.callsTo(call)).toEqual([]);
  });

  it("§4 tutor signature recovery: what is left unsigned sends the guardian back to the TUTOR sign screen (signScreensOf('TUTOR'))", async () => {
    const cases = [
      { signed: {}, active: false, to: 'TutorRequestCertificate', at: { step: 9, substep: 1 } },
      { signed: { certificate: true }, active: true, to: 'TutorBankSign', at: { step: 9, substep: 2 } },
      { signed: { certificate: true, account: true }, active: true, to: 'TutorCardSign', at: { step: 9, substep: 3 } },
      { signed: { certificate: true, account: true }, active: false, to: 'TutorRequestCertificate', at: { step: 9, substep: 1 } },
    ] as const;
    for (const { signed, active, to, at } of cases) {
      const { instance, api, unmount } = renderTutor({ [R.signStatus]: answer(signStatus({ status: 'DONE' }, signed, active)) });
      await waitFor(() => expect(currentPath(instance)).toBe(pathOf(to, instance.providers)));
      expect(positionNow(instance)).toEqual(at);
      expect(api.callsTo(VERIFY)).toEqual([]);
      unmount();
    }
  });

  it('§8 a sign-status that cannot be read offers Riprova', async () => {
    const { user, api } = renderTutor({ [R.signStatus]: () => apiError(500, 'BOOM') });
    await waitFor(() => expect(screen.getByText(COPY.checkFailed)).toBeInTheDocument());
    api.routes[R.signStatus] = answer(allSigned);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await formShown();
  });

  it('423 USR_REG_ACCESS_CODE_LOCKED: the locked dialog with the contacts, and the guardian stays', async () => {
    const { user, instance } = renderTutor({ [VERIFY]: () => apiError(423, ACCESS_CODE_LOCKED_CODE, [], 'Locked') });
    await formShown();
    await user.type(code(), '13579');
    await proceed(user);
    await waitFor(() => expect(instance.store.state.ui.dialog).toMatchObject({ title: COPY.locked.title, contactLink: true }));
    expect(currentPath(instance)).toBe('/tutorConfirmAccessCode');
  });
});
