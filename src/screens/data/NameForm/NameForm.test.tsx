import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrationFixture } from '../../../../test/support/fixtures';
import NameForm from './NameForm';
import {
  currentPath,
  expectFieldError,
  expectNoFieldError,
  positionNow,
  renderStep,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { NAME_COPY } from './copy';

const renderNameForm = (options: Partial<RenderStepOptions> = {}) =>
  renderStep({ screen: 'NameForm', Component: NameForm, ...options });

const firstName = () => screen.getByLabelText(NAME_COPY.firstName);
const lastName = () => screen.getByLabelText(NAME_COPY.lastName);

describeStepContract({
  screen: 'NameForm',
  Component: NameForm,
  next: 'EmailForm',
  fill: async (user) => {
    await user.type(firstName(), 'Mario');
    await user.type(lastName(), 'Rossi');
  },
  invalid: {
    input: lastName,
    keys: '9',
    message: "Il campo deve contenere solamente caratteri dell'alfabeto",
  },
  preRegistrationField: { draft: { firstName: 'Anna', lastName: 'Bianchi' }, field: 'lastName', input: lastName },
});

describe('NameForm (spec §4 CONSUMER 1,1)', () => {
  it('§4 Step submit: valid names are saved in the draft and the wizard moves to EmailForm (1,2)', async () => {
    const { user, instance, api } = renderNameForm();
    await user.type(firstName(), "Maria Grazia");
    await user.type(lastName(), "D'Angelò");
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    expect(instance.store.state.draft.firstName).toBe('Maria Grazia');
    expect(instance.store.state.draft.lastName).toBe("D'Angelò");
    expect(api.calls).toEqual([]);
  });

  it("§5 NameForm: a digit in the first name shows 'Il campo deve contenere solamente caratteri dell'alfabeto'", async () => {
    const { user } = renderNameForm();
    await user.type(firstName(), 'Mario2');
    await user.tab();
    await expectFieldError(firstName(), "Il campo deve contenere solamente caratteri dell'alfabeto");
    await user.type(firstName(), '{Backspace}');
    await expectNoFieldError(firstName());
  });

  it("§5 NameForm: the last name's required, min length 2 and max length 30 messages, verbatim", async () => {
    const { user } = renderNameForm();
    await user.type(lastName(), 'R');
    await user.tab();
    await expectFieldError(lastName(), 'Il campo deve avere almeno 2 lettere.');
    await user.clear(lastName());
    await expectFieldError(lastName(), 'Il campo è obbligatorio');
    await user.type(lastName(), 'A'.repeat(31));
    await expectFieldError(lastName(), 'Il campo non può superare le 30 lettere.');
    await user.type(lastName(), '{Backspace}');
    await expectNoFieldError(lastName());
  });

  it('prefills the fields from the draft', async () => {
    renderNameForm({ draft: { firstName: 'Anna', lastName: 'Bianchi' } });
    expect(firstName()).toHaveValue('Anna');
    expect(lastName()).toHaveValue('Bianchi');
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('"sent" mode: with a registration the saved names are read-only and Prosegui moves on without calls', async () => {
    const registration = registrationFixture({ data: { firstName: 'Mario', lastName: 'Rossi' } });
    const { user, instance, api } = renderNameForm({ registration });
    expect(firstName()).toHaveValue('Mario');
    expect(lastName()).toHaveValue('Rossi');
    expect(firstName()).toBeDisabled();
    expect(lastName()).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(/già inviato/);
    await user.type(firstName(), 'x');
    expect(firstName()).toHaveValue('Mario');
    expect(prosegui()).toBeEnabled();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    expect(api.calls).toEqual([]);
    expect(instance.store.state.draft.firstName).toBe('');
  });
});
