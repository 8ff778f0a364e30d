import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '../../../app/copy';
import { pathOf } from '../../../flows';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import ConfirmEmail, { EMAIL_CODE_PARAM } from './ConfirmEmail';
import { RESEND_COOLDOWN_SECONDS } from '../../../flows/timings';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  expectNoAxeViolations,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { EMAIL } from '../../../validation/messages';
import { EMAIL_COPY } from './copy';

const SEND = `POST ${USR_API}/registrations/reg-1/send-confirmation-email`;
const VERIFY = `POST ${USR_API}/registrations/reg-1/verify-email`;
const MODIFY = `POST ${USR_API}/registrations/reg-1/modify-email`;
const WRONG_CODE = 'Il codice inserito non è corretto';
const ADDRESS = 'mario.rossi@example.it';

const pending = registrationFixture({ id: 'reg-1', currentStep: 2, data: { email: ADDRESS } });
const confirmed = registrationFixture({ id: 'reg-1', currentStep: 2, data: { email: ADDRESS, emailConfirmed: true } });

const sendOk: ApiHandler = () => jsonResponse(200, { sent: true, email: ADDRESS });
const verifyOk: ApiHandler = () => jsonResponse(200, confirmed);
const modifyOk: ApiHandler = (call) => jsonResponse(200, { sent: true, email: (bodyOf(call) as { email: string }).email });

const renderConfirmEmail = (api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) =>
  renderStep({
    screen: 'ConfirmEmail',
    Component: ConfirmEmail,
    registration: pending,
    api: { [SEND]: sendOk, [VERIFY]: verifyOk, [MODIFY]: modifyOk, ...api },
    ...options,
  });

const code = () => screen.getByLabelText(EMAIL_COPY.label);
const resend = () => screen.getByRole('button', { name: EMAIL_COPY.resend });
const changeToggle = () => screen.getByRole('button', { name: EMAIL_COPY.change });
const newEmail = () => screen.getByLabelText(EMAIL_COPY.newEmail);
const confirmChange = () => screen.getByRole('button', { name: EMAIL_COPY.confirmChange });
const status = () => screen.getByRole('status');
const sentTo = (email: string) => `${EMAIL_COPY.sentTo(email)} ${EMAIL_COPY.cooldown(RESEND_COOLDOWN_SECONDS)}`;

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describeStepContract({
  screen: 'ConfirmEmail',
  Component: ConfirmEmail,
  next: 'Recognition',
  registration: pending,
  api: { [SEND]: sendOk, [VERIFY]: verifyOk },
  ready: () => waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.sentTo(ADDRESS))),
  fill: (user) => user.type(code(), '123456'),
  invalid: { input: code, keys: '{Backspace}', message: 'Il campo deve avere almeno 6 lettere.' },
  submitRoute: VERIFY,
  serverField: { code: 'USR_REG_OTP_INVALID', field: 'code', message: WRONG_CODE, input: code },
});

describe('ConfirmEmail (spec §4 CONSUMER 2,0)', () => {
  it('§7 send-confirmation-email: sent once on arrival (StrictMode), says where, announced politely', async () => {
    const { api } = renderConfirmEmail();
    await waitFor(() => expect(status()).toHaveTextContent(sentTo(ADDRESS)));
    expect(status()).toHaveAttribute('role', 'status');
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(bodyOf(api.callsTo(SEND)[0])).toEqual({});
    expect(api.unexpected()).toEqual([]);
  });

  it('returning to the screen for the same registration sends no second e-mail', async () => {
    const { api, instance } = renderConfirmEmail();
    await waitFor(() => expect(status()).toHaveTextContent(ADDRESS));
    await act(async () => instance.router.navigate('/elsewhere'));
    await act(async () => instance.router.navigate('/confirmEmail'));
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.sentGeneric));
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it('§4 CONSUMER 2,0 -> 2,1: the right code confirms the address, the registration is stored, the wizard is at recognition', async () => {
    const { user, instance, api } = renderConfirmEmail();
    await user.type(code(), '123456');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('Recognition', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 2, substep: 1 });
    expect(instance.store.state.registrations?.data?.emailConfirmed).toBe(true);
    expect(bodyOf(api.callsTo(VERIFY)[0])).toEqual({ code: '123456' });
    // §4 Step submit: not the last substep, so no progress is saved.
    expect(api.calls.filter((call) => call.url.includes('update-registration-progress'))).toEqual([]);
  });

  it("'Invia di nuovo il codice': disabled with a visible countdown, then sends again and announces it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderConfirmEmail();
    await waitFor(() => expect(status()).toHaveTextContent(sentTo(ADDRESS)));
    expect(resend()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(EMAIL_COPY.cooldown(RESEND_COOLDOWN_SECONDS));
    expect(resend()).toHaveAccessibleDescription(EMAIL_COPY.cooldown(RESEND_COOLDOWN_SECONDS));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent(EMAIL_COPY.cooldown(RESEND_COOLDOWN_SECONDS - 10));
    expect(resend()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync((RESEND_COOLDOWN_SECONDS - 10) * 1000));
    expect(resend()).toBeEnabled();
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(resend());
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.resentTo(ADDRESS)));
    expect(api.callsTo(SEND)).toHaveLength(2);
    expect(resend()).toBeDisabled();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('too many code requests (429 USR_REG_OTP_TOO_MANY) say so, and the resend stays available', async () => {
    const { user, api } = renderConfirmEmail({ [SEND]: () => apiError(429, 'USR_REG_OTP_TOO_MANY', [], 'Too many') });
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.tooMany));
    expect(resend()).toBeEnabled();
    api.routes[SEND] = sendOk;
    await user.click(resend());
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.resentTo(ADDRESS)));
  });

  it('any other send failure asks for a new code', async () => {
    renderConfirmEmail({ [SEND]: () => apiError(500, 'USR_500') });
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.sendFailed));
  });

  it("§7 modify-email with the §5 e-mail rule ('L'email inserita non è valida'): a new address, a new code sent there", async () => {
    const { user, api } = renderConfirmEmail();
    await waitFor(() => expect(status()).toHaveTextContent(ADDRESS));
    expect(changeToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(changeToggle());
    expect(changeToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(confirmChange()).toBeDisabled();
    await user.type(newEmail(), 'mario@');
    await user.tab();
    await expectFieldError(newEmail(), EMAIL);
    expect(confirmChange()).toBeDisabled();
    await user.clear(newEmail());
    await user.type(newEmail(), 'mario.nuovo@example.it');
    await waitFor(() => expect(confirmChange()).toBeEnabled());
    await user.click(confirmChange());
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.changedTo('mario.nuovo@example.it')));
    expect(bodyOf(api.callsTo(MODIFY)[0])).toEqual({ email: 'mario.nuovo@example.it' });
    expect(screen.queryByLabelText(EMAIL_COPY.newEmail)).toBeNull();
    expect(resend()).toBeDisabled();
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it('§5 modify-email: the server field error shows under the new address; §8 another failure opens the generic dialog, typed kept', async () => {
    const taken = "L'indirizzo email è già registrato";
    const { user, api, instance } = renderConfirmEmail({
      [MODIFY]: () => apiError(409, 'USR_REG_EMAIL_EXISTS', [{ field: 'email', message: taken }]),
    });
    await user.click(changeToggle());
    await user.type(newEmail(), 'altro@example.it');
    await waitFor(() => expect(confirmChange()).toBeEnabled());
    await user.click(confirmChange());
    await expectFieldError(newEmail(), taken);
    expect(instance.store.state.ui.dialog).toBeNull();

    api.routes[MODIFY] = () => apiError(500, 'USR_500');
    await user.clear(newEmail());
    await user.type(newEmail(), 'terzo@example.it');
    await waitFor(() => expect(confirmChange()).toBeEnabled());
    await user.click(confirmChange());
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    expect(newEmail()).toHaveValue('terzo@example.it');
  });

  it(`the e-mail's link (#/confirmEmail?${EMAIL_CODE_PARAM}=123456) confirms at once, sends no e-mail, drops the code from the address and moves on`, async () => {
    window.history.replaceState(null, '', `/#/confirmEmail?${EMAIL_CODE_PARAM}=123456`);
    const { instance, api } = renderConfirmEmail();
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('Recognition', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 2, substep: 1 });
    expect(api.callsTo(VERIFY)).toHaveLength(1);
    expect(bodyOf(api.callsTo(VERIFY)[0])).toEqual({ code: '123456' });
    expect(api.callsTo(SEND)).toEqual([]);
    expect(window.location.hash).toBe('#/confirmEmail');
  });

  it("a link whose code is refused shows the server's message under the code field", async () => {
    window.history.replaceState(null, '', `/#/confirmEmail?${EMAIL_CODE_PARAM}=000000`);
    const { instance } = renderConfirmEmail({
      [VERIFY]: () => apiError(400, 'USR_REG_OTP_INVALID', [{ field: 'code', message: WRONG_CODE }]),
    });
    await expectFieldError(code(), WRONG_CODE);
    expect(code()).toHaveValue('000000');
    expect(currentPath(instance)).toBe('/confirmEmail');
  });

  it('an address already confirmed shows no code field, sends nothing, and Prosegui moves on to recognition', async () => {
    const { user, instance, api } = renderConfirmEmail({}, { registration: confirmed });
    expect(screen.getByText(EMAIL_COPY.confirmed)).toBeInTheDocument();
    expect(screen.queryByLabelText(EMAIL_COPY.label)).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('Recognition', instance.providers)));
    expect(api.calls).toEqual([]);
  });

  it('has no axe-core violations with the address form open and an error shown', async () => {
    const { user, container } = renderConfirmEmail();
    await waitFor(() => expect(status()).toHaveTextContent(ADDRESS));
    await user.click(changeToggle());
    await user.type(newEmail(), 'x@');
    await user.tab();
    await expectFieldError(newEmail(), EMAIL);
    await expectNoAxeViolations(container);
  });
});

describe('ConfirmEmail in an upgrade (spec §4 upgrade flows 1,8)', () => {
  const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
  const customer = (profile: Record<string, unknown>) =>
    ({ id: 'usr-7', status: 'ENABLED', availableProcesses: [], details: { profile } }) as unknown as NonNullable<RenderStepOptions['user']>;
  const upgrade = registrationFixture({ id: 'reg-1', status: 'CONSUMER_IN_PROGRESS', currentStep: 1, data: {} });
  const progressOk: ApiHandler = () => jsonResponse(200, { ...upgrade, currentStep: 2 });

  it("the profile's confirmed e-mail: says so, sends no code, and Prosegui saves progress 2 and moves on to Addresses (2,0)", async () => {
    const { user, instance, api } = renderConfirmEmail(
      { [PROGRESS]: progressOk },
      { flow: 'UPGRADE_LEVEL_B_A', registration: upgrade, user: customer({ email: ADDRESS, emailConfirmed: true }) },
    );
    expect(screen.getByText(EMAIL_COPY.alreadyConfirmed(ADDRESS))).toBeInTheDocument();
    expect(screen.queryByLabelText(EMAIL_COPY.label)).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/addresses'));
    expect(positionNow(instance)).toEqual({ step: 2, substep: 0 });
    expect(api.callsTo(SEND)).toHaveLength(0);
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 2 });
    await expectNoAxeViolations(document.body);
  });

  it('a profile e-mail not confirmed (or another address saved in the upgrade) is confirmed with a code as usual', async () => {
    renderConfirmEmail({}, { flow: 'UPGRADE_CORPORATE_CONSUMER', registration: upgrade, user: customer({ email: ADDRESS, emailConfirmed: false }) });
    expect(await screen.findByLabelText(EMAIL_COPY.label)).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(EMAIL_COPY.sentTo(ADDRESS)));
  });

  it('outside the upgrade flows the profile does not count: a CONSUMER registration confirms with a code', async () => {
    renderConfirmEmail({}, { user: customer({ email: ADDRESS, emailConfirmed: true }) });
    expect(await screen.findByLabelText(EMAIL_COPY.label)).toBeInTheDocument();
  });
});
