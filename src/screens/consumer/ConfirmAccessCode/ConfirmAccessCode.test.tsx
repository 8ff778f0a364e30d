import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { ACCESS_CODE_INVALID_CODE, ACCESS_CODE_LOCKED_CODE } from '../../../api/completion-schemas';
import { NUMERIC, minLengthMessage } from '../../../validation/messages';
import ConfirmAccessCode from './ConfirmAccessCode';
import { ACCESS_CODE_COPY } from './copy';

const VERIFY = `POST ${USR_API}/registrations/reg-1/verify-access-code`;
const WRONG = 'Il codice di accesso non è corretto';
const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8, status: 'CONSUMER_IN_PROGRESS' });
const verifyOk: ApiHandler = () => jsonResponse(200, { verified: true });

const code = () => screen.getByLabelText(ACCESS_CODE_COPY.label);

const renderScreen = (api: ApiRoutes = {}) =>
  renderStep({ screen: 'ConfirmAccessCode', Component: ConfirmAccessCode, registration, api: { [VERIFY]: verifyOk, ...api } });

describeStepContract({
  screen: 'ConfirmAccessCode',
  Component: ConfirmAccessCode,
  next: 'ConfirmMobileToken',
  registration,
  api: { [VERIFY]: verifyOk },
  fill: (user) => user.type(code(), '13579'),
  invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(5) },
  submitRoute: VERIFY,
  serverField: { code: ACCESS_CODE_INVALID_CODE, field: 'accessCode', message: WRONG, input: code },
});

describe('ConfirmAccessCode (spec §4 CONSUMER 8,4)', () => {
  it('§5 Access code: a masked numeric field of at most 5 digits; digits only', async () => {
    const { user } = renderScreen();
    expect(code()).toHaveAttribute('type', 'password');
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toHaveAttribute('maxlength', '5');
    expect(code()).toHaveAccessibleDescription(ACCESS_CODE_COPY.hint);
    await user.type(code(), '12a45');
    await user.tab();
    await expectFieldError(code(), NUMERIC);
    expect(prosegui()).toBeDisabled();
  });

  it('§4 CONSUMER 8,4 -> 8,5: the code is checked with verify-access-code, then the step submit (no progress saved)', async () => {
    const { user, instance, api } = renderScreen();
    await user.type(code(), '13579');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('ConfirmMobileToken', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 5 });
    expect(api.callsTo(VERIFY).map(bodyOf)).toEqual([{ accessCode: '13579' }]);
    expect(api.unexpected()).toEqual([]);
  });

  it('§5 a wrong code shows the server message under the field and keeps the code; a new code clears it', async () => {
    const { user, instance, api } = renderScreen({
      [VERIFY]: () => apiError(400, ACCESS_CODE_INVALID_CODE, [{ field: 'accessCode', message: WRONG }]),
    });
    await user.type(code(), '24680');
    await proceed(user);
    await expectFieldError(code(), WRONG);
    expect(code()).toHaveValue('24680');
    expect(currentPath(instance)).toBe('/confirmAccessCode');
    api.routes[VERIFY] = verifyOk;
    await user.clear(code());
    await user.type(code(), '13579');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmMobileToken'));
  });

  it('423 USR_REG_ACCESS_CODE_LOCKED: a dialog says the code is locked (with contacts and the trace); nothing moves', async () => {
    const { user, instance } = renderScreen({ [VERIFY]: () => apiError(423, ACCESS_CODE_LOCKED_CODE, [], 'Locked') });
    await user.type(code(), '24680');
    await proceed(user);
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(ACCESS_CODE_COPY.locked.title));
    expect(instance.store.state.ui.dialog).toMatchObject({
      message: ACCESS_CODE_COPY.locked.message,
      contactLink: true,
      errorCode: `trace-${ACCESS_CODE_LOCKED_CODE}`,
    });
    expect(code()).toHaveValue('24680');
    expect(currentPath(instance)).toBe('/confirmAccessCode');
    expect(positionNow(instance)).toEqual({ step: 8, substep: 4 });
  });
});
