import { screen, waitFor } from '@testing-library/react';
import { addDays, format, subYears } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { registrationFixture } from '../../../../test/support/fixtures';
import { BIRTH_DATE_FUTURE, BIRTH_DATE_INVALID } from '../../../validation/messages';
import AgeForm from './AgeForm';
import MinorInfo from '../MinorInfo/MinorInfo';
import {
  currentPath,
  expectFieldError,
  expectNoFieldError,
  positionNow,
  renderStep,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { AGE_COPY } from './copy';
import { MINOR_INFO_COPY } from '../MinorInfo/copy';

const renderAgeForm = (options: Partial<RenderStepOptions> = {}) =>
  renderStep({ screen: 'AgeForm', Component: AgeForm, others: { MinorInfo }, ...options });

const birthDate = () => screen.getByLabelText(AGE_COPY.label);
/** A birth date as typed (dd/mm/yyyy). */
const typed = (date: Date) => format(date, 'dd/MM/yyyy');
/** The digits only: the mask adds the slashes. */
const digits = (date: Date) => format(date, 'ddMMyyyy');

describeStepContract({
  screen: 'AgeForm',
  Component: AgeForm,
  next: 'NameForm',
  fill: (user) => user.type(birthDate(), '10121985'),
  // An incomplete date keeps Prosegui disabled and, once the field is left, says why.
  invalid: {
    input: birthDate,
    keys: '{Backspace}',
    message: BIRTH_DATE_INVALID,
  },
  preRegistrationField: { draft: { birthDate: '10/12/1985' }, field: 'birthDate', input: birthDate },
});

describe('AgeForm (spec §4 CONSUMER 1,0)', () => {
  it("§9 default date display day/month/year: the mask inserts the slashes ('01011990' → '01/01/1990')", async () => {
    const { user } = renderAgeForm();
    await user.type(birthDate(), '0101');
    expect(birthDate()).toHaveValue('01/01');
    await user.type(birthDate(), '1990');
    expect(birthDate()).toHaveValue('01/01/1990');
    await user.type(birthDate(), '7');
    expect(birthDate()).toHaveValue('01/01/1990');
    await user.clear(birthDate());
    await user.type(birthDate(), '1a2b/0-3.2000');
    expect(birthDate()).toHaveValue('12/03/2000');
  });

  it('§4 / §5 an adult goes on to NameForm (1,1) in the CONSUMER flow, the date in the draft', async () => {
    const { user, instance, api } = renderAgeForm();
    await user.type(birthDate(), '10121985');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/nameForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 1 });
    expect(instance.store.state.flow).toBe('CONSUMER');
    expect(instance.store.state.draft.birthDate).toBe('10/12/1985');
    expect(api.calls).toEqual([]);
  });

  it('§5 "under 18 means minor": a 10-year-old is shown /minorInfo and the flow becomes MINOR (wizard stays at 1,0)', async () => {
    const { user, instance } = renderAgeForm();
    await user.type(birthDate(), digits(subYears(new Date(), 10)));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/minorInfo'));
    expect(instance.store.state.flow).toBe('MINOR');
    expect(positionNow(instance)).toEqual({ step: 1, substep: 0 });
    expect(instance.store.state.draft.birthDate).toBe(typed(subYears(new Date(), 10)));
    expect(await screen.findByRole('heading', { name: MINOR_INFO_COPY.title })).toBeInTheDocument();
  });

  it('§5 / §9 age threshold: 18 tomorrow is still a minor; 18 today is an adult', async () => {
    const minor = renderAgeForm();
    await minor.user.type(birthDate(), digits(addDays(subYears(new Date(), 18), 1)));
    await proceed(minor.user);
    await waitFor(() => expect(currentPath(minor.instance)).toBe('/minorInfo'));
    expect(minor.instance.store.state.flow).toBe('MINOR');
    minor.unmount();

    const adult = renderAgeForm();
    await adult.user.type(birthDate(), digits(subYears(new Date(), 18)));
    await proceed(adult.user);
    await waitFor(() => expect(currentPath(adult.instance)).toBe('/nameForm'));
    expect(adult.instance.store.state.flow).toBe('CONSUMER');
  });

  it('a visitor who went back from /minorInfo and types an adult date is a CONSUMER again', async () => {
    const { user, instance } = renderAgeForm({ flow: 'MINOR', draft: { birthDate: typed(subYears(new Date(), 10)) } });
    expect(birthDate()).toHaveValue(typed(subYears(new Date(), 10)));
    await user.clear(birthDate());
    await user.type(birthDate(), '10121985');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/nameForm'));
    expect(instance.store.state.flow).toBe('CONSUMER');
  });

  it('a date in the future shows its message (announced) and keeps Prosegui disabled', async () => {
    const { user } = renderAgeForm();
    await user.type(birthDate(), digits(addDays(new Date(), 1)));
    await user.tab();
    await expectFieldError(birthDate(), BIRTH_DATE_FUTURE);
    expect(BIRTH_DATE_FUTURE).toBe('La data di nascita non può essere nel futuro');
    expect(prosegui()).toBeDisabled();
  });

  it("§5 required 'Il campo è obbligatorio'; a day that does not exist (31/02) is not a date", async () => {
    const { user } = renderAgeForm();
    await user.type(birthDate(), '31022000');
    await user.tab();
    await expectFieldError(birthDate(), BIRTH_DATE_INVALID);
    await user.clear(birthDate());
    await expectFieldError(birthDate(), 'Il campo è obbligatorio');
    await user.type(birthDate(), '29022000');
    await expectNoFieldError(birthDate());
  });

  it('"sent" mode: the saved birth date is shown read-only (dd/mm/yyyy) and Prosegui moves on without calls', async () => {
    const { user, instance, api } = renderAgeForm({ registration: registrationFixture({ data: { birthDate: '1985-12-10' } }) });
    expect(birthDate()).toHaveValue('10/12/1985');
    expect(birthDate()).toBeDisabled();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/nameForm'));
    expect(api.calls).toEqual([]);
  });
});
