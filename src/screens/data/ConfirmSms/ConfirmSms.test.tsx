import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import ConfirmSms from './ConfirmSms';
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
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { SMS_COPY } from './copy';

const SEND = `POST ${USR_API}/registrations/reg-1/send-phone-number-otp`;
const VERIFY = `POST ${USR_API}/registrations/reg-1/verify-phone-number-otp`;
const WRONG_CODE = 'Il codice inserito non è corretto';

const pending = registrationFixture({ id: 'reg-1', phoneNumberStatus: 'NOT_CERTIFIED' });
const certified = registrationFixture({ id: 'reg-1', phoneNumberStatus: 'CERTIFIED' });

const sendOk: ApiHandler = () => jsonResponse(200, { sent: true, phoneNumber: '+39 333 ***4567' });
const verifyOk: ApiHandler = () => jsonResponse(200, certified);

const renderConfirmSms = (api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) =>
  renderStep({
    screen: 'ConfirmSms',
    Component: ConfirmSms,
    registration: pending,
    api: { [SEND]: sendOk, [VERIFY]: verifyOk, ...api },
    ...options,
  });

const otp = () => screen.getByLabelText(SMS_COPY.label);
const resend = () => screen.getByRole('button', { name: SMS_COPY.resend });
const status = () => screen.getByRole('status');

async function typeCode(user: ReturnType<typeof renderConfirmSms>['user'], code = '123456') {
  await user.type(otp(), code);
  await waitFor(() => expect(prosegui()).toBeEnabled());
}

describeStepContract({
  screen: 'ConfirmSms',
  Component: ConfirmSms,
  next: 'Citizenship',
  registration: pending,
  api: { [SEND]: sendOk, [VERIFY]: verifyOk },
  ready: () => waitFor(() => expect(status()).toHaveTextContent(SMS_COPY.sentTo('+39 333 ***4567'))),
  fill: (user) => user.type(otp(), '123456'),
  invalid: {
    input: otp,
    keys: '{Backspace}',
    message: 'Il campo deve avere almeno 6 lettere.',
  },
  submitRoute: VERIFY,
  serverField: { code: 'USR_REG_OTP_INVALID', field: 'otp', message: WRONG_CODE, input: otp },
});

describe('ConfirmSms (spec §4 CONSUMER 1,6)', () => {
  it('§7 sends the code once on mount (StrictMode) and announces the masked number', async () => {
    const { api } = renderConfirmSms();
    await waitFor(() =>
      expect(status()).toHaveTextContent('Ti abbiamo inviato un SMS con un codice di 6 cifre al numero +39 333 ***4567.'),
    );
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(api.unexpected()).toEqual([]);
  });

  it('returning to the screen for the same registration does not send a second SMS', async () => {
    const { api, instance } = renderConfirmSms();
    await waitFor(() => expect(status()).toHaveTextContent('+39 333 ***4567'));
    await act(async () => instance.router.navigate('/elsewhere'));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => instance.router.navigate('/confirmSms'));
    await waitFor(() => expect(status()).toHaveTextContent('Ti abbiamo inviato un SMS con un codice di 6 cifre.'));
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it("§7 'Invia di nuovo il codice' sends again and announces 'Ti abbiamo inviato un nuovo codice.'", async () => {
    const { user, api } = renderConfirmSms();
    await waitFor(() => expect(status()).toHaveTextContent('+39 333 ***4567'));
    await user.click(resend());
    await waitFor(() => expect(status()).toHaveTextContent('Ti abbiamo inviato un nuovo codice.'));
    expect(api.callsTo(SEND)).toHaveLength(2);
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('too many code requests (429 USR_REG_OTP_TOO_MANY) show the too-many message', async () => {
    const tooMany = () => apiError(429, 'USR_REG_OTP_TOO_MANY', [], 'Too many OTP requests');
    const { user, api } = renderConfirmSms({ [SEND]: tooMany });
    await waitFor(() => expect(status()).toHaveTextContent('Hai richiesto troppi codici: attendi qualche minuto e riprova.'));
    api.routes[SEND] = sendOk;
    await user.click(resend());
    await waitFor(() => expect(status()).toHaveTextContent('Ti abbiamo inviato un nuovo codice.'));
  });

  it('any other send failure asks for a new code', async () => {
    renderConfirmSms({ [SEND]: () => apiError(500, 'USR_500') });
    await waitFor(() => expect(status()).toHaveTextContent("Non è stato possibile inviare l'SMS: richiedi un nuovo codice."));
  });

  it('§4 the right code certifies the phone: the CERTIFIED registration is in the store and the wizard is at Citizenship (1,7)', async () => {
    const { user, instance, api } = renderConfirmSms();
    await typeCode(user, '123456');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/citizenship'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 7 });
    expect(instance.store.state.registrations?.phoneNumberStatus).toBe('CERTIFIED');
    expect(bodyOf(api.callsTo(VERIFY)[0])).toEqual({ otp: '123456' });
    expect(api.callsTo(VERIFY)).toHaveLength(1);
  });

  it("§5 the code: 6 digits ('Il campo deve avere almeno 6 lettere.', numeric message); Prosegui disabled until valid", async () => {
    const { user } = renderConfirmSms();
    expect(prosegui()).toBeDisabled();
    await user.type(otp(), '12345');
    await user.tab();
    await expectFieldError(otp(), 'Il campo deve avere almeno 6 lettere.');
    expect(prosegui()).toBeDisabled();
    await user.clear(otp());
    await user.type(otp(), '12a456');
    await expectFieldError(otp(), 'Il campo deve contenere solo caratteri numerici.');
    expect(otp()).toHaveAttribute('maxlength', '6');
    expect(otp()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.clear(otp());
    await typeCode(user, '123456');
  });

  it('a CERTIFIED registration shows no code field, sends no SMS, and Prosegui moves on to Citizenship', async () => {
    const { user, instance, api, wizard } = renderConfirmSms({}, { registration: certified });
    const submit = vi.spyOn(wizard, 'submit');
    expect(screen.queryByLabelText(SMS_COPY.label)).toBeNull();
    expect(screen.queryByRole('button', { name: SMS_COPY.resend })).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/citizenship'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 7 });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });
});
