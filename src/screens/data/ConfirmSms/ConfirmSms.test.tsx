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
  expectLockedForOneSecond,
  expectNoAxeViolations,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';

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

const otp = () => screen.getByLabelText('Codice ricevuto via SMS');
const prosegui = () => screen.getByRole('button', { name: 'Prosegui' });
const resend = () => screen.getByRole('button', { name: 'Invia di nuovo il codice' });
const status = () => screen.getByRole('status');

async function typeCode(user: ReturnType<typeof renderConfirmSms>['user'], code = '123456') {
  await user.type(otp(), code);
  await waitFor(() => expect(prosegui()).toBeEnabled());
}

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
    await user.click(prosegui());
    await waitFor(() => expect(currentPath(instance)).toBe('/citizenship'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 7 });
    expect(instance.store.state.registrations?.phoneNumberStatus).toBe('CERTIFIED');
    expect(bodyOf(api.callsTo(VERIFY)[0])).toEqual({ otp: '123456' });
    expect(api.callsTo(VERIFY)).toHaveLength(1);
  });

  it("§5 a wrong code shows 'Il codice inserito non è corretto' under the field and stays", async () => {
    const { user, instance } = renderConfirmSms({
      [VERIFY]: () => apiError(400, 'USR_REG_OTP_INVALID', [{ field: 'otp', message: WRONG_CODE }]),
    });
    await typeCode(user, '000000');
    await user.click(prosegui());
    await expectFieldError(otp(), WRONG_CODE);
    await waitFor(() => expect(otp()).toHaveFocus());
    expect(currentPath(instance)).toBe('/confirmSms');
    expect(instance.store.state.registrations?.phoneNumberStatus).toBe('NOT_CERTIFIED');
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it("§8 a failure that names no field opens the generic dialog 'Attenzione' and keeps the typed code", async () => {
    const { user, instance } = renderConfirmSms({ [VERIFY]: () => apiError(500, 'USR_500') });
    await typeCode(user, '123456');
    await user.click(prosegui());
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe('Attenzione'));
    expect(otp()).toHaveValue('123456');
    expect(currentPath(instance)).toBe('/confirmSms');
  });

  it('§9 a double click on Prosegui verifies once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, instance, api } = renderConfirmSms({
      [VERIFY]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await typeCode(user);
    await user.dblClick(prosegui());
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    expect(prosegui()).toBeDisabled();
    answer(jsonResponse(200, certified));
    await waitFor(() => expect(currentPath(instance)).toBe('/citizenship'));
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

  it('§9 Prosegui is locked for 1 second after a click', async () => {
    const { user } = renderConfirmSms({ [VERIFY]: () => apiError(500, 'USR_500') });
    await typeCode(user);
    await expectLockedForOneSecond(prosegui());
  });

  it('a CERTIFIED registration shows no code field, sends no SMS, and Prosegui moves on to Citizenship', async () => {
    const { user, instance, api, wizard } = renderConfirmSms({}, { registration: certified });
    const submit = vi.spyOn(wizard, 'submit');
    expect(screen.queryByLabelText('Codice ricevuto via SMS')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invia di nuovo il codice' })).toBeNull();
    await user.click(prosegui());
    await waitFor(() => expect(currentPath(instance)).toBe('/citizenship'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 7 });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });

  it('has no axe-core violations, after the send and with an error', async () => {
    const { container, user } = renderConfirmSms();
    await waitFor(() => expect(status()).toHaveTextContent('+39 333 ***4567'));
    await expectNoAxeViolations(container);
    await user.type(otp(), '1');
    await user.tab();
    await expectFieldError(otp(), 'Il campo deve avere almeno 6 lettere.');
    await expectNoAxeViolations(container);
  });
});
