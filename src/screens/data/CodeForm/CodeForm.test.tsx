import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrationFixture } from '../../../../test/support/fixtures';
import { ACCESS_CODE_UNSAFE } from '../../../validation/messages';
import CodeForm from './CodeForm';
import {
  currentPath,
  expectFieldError,
  expectNoFieldError,
  positionNow,
  renderStep,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { CODE_COPY } from './copy';

const renderCodeForm = (options: Partial<RenderStepOptions> = {}) =>
  renderStep({ screen: 'CodeForm', Component: CodeForm, ...options });

const code = () => screen.getByLabelText(CODE_COPY.label);

describeStepContract({
  screen: 'CodeForm',
  Component: CodeForm,
  next: 'ConfirmCodeForm',
  fill: (user) => user.type(code(), '13579'),
  // Four digits are too few (the unsafe codes are checked below, each with Prosegui disabled).
  invalid: {
    input: code,
    keys: '{Backspace}',
    message: 'Il campo deve avere almeno 5 lettere.',
  },
  preRegistrationField: { draft: { accessCode: '13579' }, field: 'accessCode', input: code },
});

describe('CodeForm (spec §4 CONSUMER 1,4)', () => {
  it('§4 Step submit: a safe code is kept in the draft (memory only) and the wizard moves to ConfirmCodeForm (1,5)', async () => {
    const { user, instance, api } = renderCodeForm();
    await user.type(code(), '13579');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmCodeForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 5 });
    expect(instance.store.state.draft.accessCode).toBe('13579');
    expect(api.calls).toEqual([]);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('13579');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('13579');
  });

  it.each(['11111', '12345', '54321'])('§5 PIN/password safety: %s shows the unsafe-code message', async (unsafe) => {
    const { user } = renderCodeForm();
    await user.type(code(), unsafe);
    await user.tab();
    await expectFieldError(code(), ACCESS_CODE_UNSAFE);
    expect(prosegui()).toBeDisabled();
  });

  it('§5 PIN/password safety: a code with a repeated digit or a broken run is accepted (11112, 12346)', async () => {
    const { user } = renderCodeForm();
    await user.type(code(), '11112');
    await user.tab();
    await expectNoFieldError(code());
    await user.clear(code());
    await user.type(code(), '12346');
    await expectNoFieldError(code());
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it("§5 Access code: 4 digits show 'Il campo deve avere almeno 5 lettere.'; letters the numeric message; empty the required one", async () => {
    const { user } = renderCodeForm();
    await user.type(code(), '1357');
    await user.tab();
    await expectFieldError(code(), 'Il campo deve avere almeno 5 lettere.');
    await user.clear(code());
    await user.type(code(), '13a79');
    await expectFieldError(code(), 'Il campo deve contenere solo caratteri numerici.');
    await user.clear(code());
    await expectFieldError(code(), 'Il campo è obbligatorio');
  });

  it('§5 Access code: maxlength 5, typed as a password with a numeric keyboard', async () => {
    const { user } = renderCodeForm();
    expect(code()).toHaveAttribute('maxlength', '5');
    expect(code()).toHaveAttribute('type', 'password');
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toHaveAttribute('autocomplete', 'new-password');
    await user.type(code(), '1357913');
    expect(code()).toHaveValue('13579');
  });

  it('"sent" mode: no code field (the code is never shown again) and Prosegui moves on without calls', async () => {
    const { user, instance, api } = renderCodeForm({ registration: registrationFixture({ data: {} }) });
    expect(screen.queryByLabelText(CODE_COPY.label)).toBeNull();
    expect(screen.getByText(CODE_COPY.alreadySet)).toBeInTheDocument();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmCodeForm'));
    expect(api.calls).toEqual([]);
  });
});
