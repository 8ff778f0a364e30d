import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../flows';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { answer, SIGN_ROUTES, signStatus } from '../../../../test/support/signature';
import { minLengthMessage } from '../../../validation/messages';
import ConfirmMobileToken from './ConfirmMobileToken';
import { RESEND_COOLDOWN_SECONDS } from '../../../flows/timings';
import { MOBILE_TOKEN_COPY as COPY } from './copy';

const SEND = `POST ${USR_API}/registrations/reg-1/mobile-token/send-otp`;
const ACTIVATE = `POST ${USR_API}/registrations/reg-1/mobile-token/activate`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const PHONE = '+39 333 ***4567';
const WRONG = 'Il codice inserito non è corretto';

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8, status: 'CONTRACTS_SIGNED' });
const activated = { ...registration, data: { mobileTokenActive: true } };
const sendOk: ApiHandler = () => jsonResponse(200, { sent: true, phoneNumber: PHONE });
const activateOk: ApiHandler = () => jsonResponse(200, activated);
const progressOk: ApiHandler = (call) => jsonResponse(200, { ...activated, currentStep: (bodyOf(call) as { step: number }).step });
/** Everything signed, the signature session open: the normal arrival from ConfirmAccessCode (8,4). */
const allSigned = signStatus({ status: 'DONE' }, { certificate: true, account: true, card: true }, true);
const ROUTES: ApiRoutes = { [SEND]: sendOk, [ACTIVATE]: activateOk, [PROGRESS]: progressOk, [SIGN_ROUTES.signStatus]: answer(allSigned) };
const SIGN_CALLS = [SIGN_ROUTES.issueAndSign, SIGN_ROUTES.oneStepSign, SIGN_ROUTES.signAndAssertAuth];

const code = () => screen.getByLabelText(COPY.label);
const resend = () => screen.getByRole('button', { name: COPY.resend });
const status = () => screen.getByRole('status');
const sentTo = `${COPY.sentTo(PHONE)} ${COPY.cooldown(RESEND_COOLDOWN_SECONDS)}`;

const renderScreen = (api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) =>
  renderStep({ screen: 'ConfirmMobileToken', Component: ConfirmMobileToken, registration, api: { ...ROUTES, ...api }, ...options });

afterEach(() => {
  vi.useRealTimers();
});

describeStepContract({
  screen: 'ConfirmMobileToken',
  Component: ConfirmMobileToken,
  next: 'RegistrationCompleted',
  registration,
  api: ROUTES,
  ready: () => waitFor(() => expect(status()).toHaveTextContent(COPY.sentTo(PHONE))),
  fill: (user) => user.type(code(), '123456'),
  invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(6) },
  submitRoute: ACTIVATE,
  serverField: { code: 'USR_REG_OTP_INVALID', field: 'otp', message: WRONG, input: code },
});

describe('ConfirmMobileToken (spec §4 CONSUMER 8,5)', () => {
  it('mobile-token/send-otp: sent once on arrival (StrictMode), says where, announced politely', async () => {
    const { api } = renderScreen();
    await waitFor(() => expect(status()).toHaveTextContent(sentTo));
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(bodyOf(api.callsTo(SEND)[0])).toEqual({});
    expect(api.unexpected()).toEqual([]);
  });

  it('returning to the screen for the same registration sends no second SMS and says where the code went', async () => {
    const { api, instance } = renderScreen();
    await waitFor(() => expect(status()).toHaveTextContent(PHONE));
    await act(async () => instance.router.navigate('/elsewhere'));
    await act(async () => instance.router.navigate('/confirmMobileToken'));
    await waitFor(() => expect(status()).toHaveTextContent(COPY.sentTo(PHONE)));
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it('§4 Step submit, last substep of step 8: activate {otp}, progress saved with step 9, RegistrationCompleted (9,0)', async () => {
    const { user, instance, api } = renderScreen();
    await user.type(await screen.findByLabelText(COPY.label), '123456');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RegistrationCompleted', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 9, substep: 0 });
    expect(api.callsTo(ACTIVATE).map(bodyOf)).toEqual([{ otp: '123456' }]);
    expect(api.callsTo(PROGRESS).map(bodyOf)).toEqual([{ flow: 'CONSUMER', step: 9 }]);
    expect(instance.store.state.registrations?.data?.mobileTokenActive).toBe(true);
  });

  it("'Invia di nuovo il codice': disabled with a visible countdown (30 s), then sends again and announces it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderScreen();
    await waitFor(() => expect(status()).toHaveTextContent(sentTo));
    expect(RESEND_COOLDOWN_SECONDS).toBe(30);
    expect(resend()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(COPY.cooldown(30));
    expect(resend()).toHaveAccessibleDescription(COPY.cooldown(30));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent(COPY.cooldown(20));
    expect(resend()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(resend()).toBeEnabled();
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(resend());
    await waitFor(() => expect(status()).toHaveTextContent(COPY.resentTo(PHONE)));
    expect(api.callsTo(SEND)).toHaveLength(2);
    expect(resend()).toBeDisabled();
    expect(api.callsTo(ACTIVATE)).toHaveLength(0);
  });

  it('too many code requests (429 USR_REG_OTP_TOO_MANY) say so, and the resend stays available', async () => {
    const { user, api } = renderScreen({ [SEND]: () => apiError(429, 'USR_REG_OTP_TOO_MANY', [], 'Too many') });
    await waitFor(() => expect(status()).toHaveTextContent(COPY.tooMany));
    expect(resend()).toBeEnabled();
    api.routes[SEND] = sendOk;
    await user.click(resend());
    await waitFor(() => expect(status()).toHaveTextContent(COPY.resentTo(PHONE)));
  });

  it('any other send failure asks for a new code', async () => {
    renderScreen({ [SEND]: () => apiError(500, 'USR_500') });
    await waitFor(() => expect(status()).toHaveTextContent(COPY.sendFailed));
  });

  it('§5 a wrong code (USR_REG_OTP_INVALID on otp) shows under the field, the code kept, nothing saved', async () => {
    const { user, instance, api } = renderScreen({
      [ACTIVATE]: () => apiError(400, 'USR_REG_OTP_INVALID', [{ field: 'otp', message: WRONG }]),
    });
    await user.type(await screen.findByLabelText(COPY.label), '000000');
    await proceed(user);
    await expectFieldError(code(), WRONG);
    expect(code()).toHaveValue('000000');
    expect(api.callsTo(PROGRESS)).toEqual([]);
    expect(currentPath(instance)).toBe('/confirmMobileToken');
  });

  it('a token already active (the progress save failed after activation, or a reload) sends no SMS; Prosegui only moves on', async () => {
    const { user, instance, api } = renderScreen({}, { registration: activated });
    expect(await screen.findByRole('note')).toHaveTextContent(COPY.active);
    expect(screen.queryByLabelText(COPY.label)).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/registrationCompleted'));
    expect(api.callsTo(SEND)).toEqual([]);
    expect(api.callsTo(ACTIVATE)).toEqual([]);
    expect(api.callsTo(PROGRESS)).toHaveLength(1);
  });
});

describe('ConfirmMobileToken: signature recovery (spec §2 8,5, §4 Start-up rules)', () => {
  const cardRunning = (progress: number) =>
    signStatus({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'CARD', progress }, { certificate: true, account: true }, true);
  const accountRunning = (progress: number) =>
    signStatus({ status: 'RUNNING', operation: 'SIGN_AND_ASSERT_AUTH', scope: 'ACCOUNT', progress }, { certificate: true }, true);
  const signCalls = (api: { callsTo: (route: string) => unknown[] }) => SIGN_CALLS.flatMap((route) => api.callsTo(route));

  it('§4 Start-up rules, signature recovery: a RUNNING signature is followed with its progress, never signed again, then the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, instance } = renderScreen({ [SIGN_ROUTES.signStatus]: answer(cardRunning(40)) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText(COPY.following)).toBeInTheDocument();
    expect(screen.queryByLabelText(COPY.label)).toBeNull();
    expect(api.callsTo(SEND)).toEqual([]); // no SMS while the signature runs
    api.routes[SIGN_ROUTES.signStatus] = answer(allSigned);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(code()).toBeInTheDocument());
    await waitFor(() => expect(status()).toHaveTextContent(COPY.sentTo(PHONE)));
    expect(signCalls(api)).toEqual([]);
    expect(positionNow(instance)).toEqual({ step: 8, substep: 5 });
  });

  it('§4 Start-up rules, signature recovery: the account signature ended with the card still to sign -> CardSign (8,3), nothing signed here', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, instance } = renderScreen({ [SIGN_ROUTES.signStatus]: answer(accountRunning(70)) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    api.routes[SIGN_ROUTES.signStatus] = answer(signStatus({ status: 'DONE' }, { certificate: true, account: true }, true));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 3 });
    expect(signCalls(api)).toEqual([]);
    expect(api.callsTo(SEND)).toEqual([]);
  });

  it('§4 Start-up rules, signature recovery: contracts left unsigned without a signature session -> CertificateSign (8,1) for a new one', async () => {
    const { api, instance } = renderScreen({
      [SIGN_ROUTES.signStatus]: answer(signStatus({ status: 'DONE' }, { certificate: true }, false)),
    });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CertificateSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 1 });
    expect(api.callsTo(SEND)).toEqual([]);
  });

  it('a failed check of the signature says so and Riprova checks again (never a dead end)', async () => {
    const { user, api } = renderScreen({ [SIGN_ROUTES.signStatus]: () => apiError(500, 'USR_500') });
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByRole('status')).toHaveTextContent(COPY.checkFailed);
    expect(screen.queryByLabelText(COPY.label)).toBeNull();
    api.routes[SIGN_ROUTES.signStatus] = answer(allSigned);
    await user.click(retry);
    await waitFor(() => expect(code()).toBeInTheDocument());
    expect(api.callsTo(SIGN_ROUTES.signStatus).length).toBeGreaterThanOrEqual(2);
  });
});
