import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/support/axe';
import { currentPath, expectFieldError, positionNow, renderStep, type RenderStepOptions } from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { BUSINESS_HOLDER_ADULT, VAT_NUMBER_INVALID, VAT_NUMBER_LENGTH } from '../../../validation/messages';
import NameForm from './NameForm';
import { BUSINESS_NAME_COPY as COPY, NAME_COPY } from './copy';

const renderBusiness = (options: Partial<RenderStepOptions> = {}) => renderStep({ screen: 'NameForm', Component: NameForm, flow: 'BUSINESS', ...options });
const byLabel = (label: string) => () => screen.getByLabelText(label);
const vat = byLabel(COPY.vatNumber);
const birthDate = byLabel(COPY.birthDate);

type User = ReturnType<typeof renderBusiness>['user'];

async function fillHolderAndBusiness(user: User, businessName: string) {
  await user.type(screen.getByLabelText(NAME_COPY.firstName), 'Paolo');
  await user.type(screen.getByLabelText(NAME_COPY.lastName), 'Ferri');
  await user.type(birthDate(), '21031979');
  await user.type(screen.getByRole('textbox', { name: new RegExp(businessName) }), 'Ferri Impianti');
  await user.type(vat(), '01234560017');
}

afterEach(() => window.sessionStorage.removeItem('bizLP'));

describeStepContract({
  screen: 'NameForm',
  Component: NameForm,
  flow: 'BUSINESS',
  next: 'EmailForm',
  fill: (user) => fillHolderAndBusiness(user, COPY.businessName.DI),
  invalid: { input: vat, keys: '{Backspace}8', message: VAT_NUMBER_INVALID },
  preRegistrationField: {
    draft: { firstName: 'Paolo', lastName: 'Ferri', birthDate: '21/03/1979', businessName: 'Ferri Impianti', vatNumber: '01234560017' },
    field: 'vatNumber',
    input: vat,
  },
});

describe('NameForm in BUSINESS: the business name form (spec §2 placement 1,1)', () => {
  it('a sole trader (bizDI): the holder and the business in two labelled groups, no register; saved in the draft as typed (pre-registration sends the 11 digits)', async () => {
    const { user, instance, api } = renderBusiness();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COPY.title);
    expect(screen.getByRole('group', { name: COPY.holder })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: COPY.business })).toBeInTheDocument();
    expect(screen.queryByLabelText(COPY.professionalRegister)).toBeNull();
    await user.type(screen.getByLabelText(NAME_COPY.firstName), 'Paolo');
    await user.type(screen.getByLabelText(NAME_COPY.lastName), 'Ferri');
    await user.type(birthDate(), '21031979');
    await user.type(screen.getByLabelText(COPY.businessName.DI), 'Ferri Impianti');
    await user.type(vat(), 'IT 012 3456 0017');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    expect(instance.store.state.draft).toMatchObject({
      firstName: 'Paolo',
      birthDate: '21/03/1979',
      businessName: 'Ferri Impianti',
      vatNumber: 'IT 012 3456 0017',
      professionalRegister: '',
      registerNumber: '',
    });
    expect(api.calls).toEqual([]);
  });

  it('a liberal professional (bizLP): also the register (a select) and the register number, both required', async () => {
    window.sessionStorage.setItem('bizLP', 'true');
    const { user, instance } = renderBusiness();
    await fillHolderAndBusiness(user, COPY.businessName.LP);
    const register = screen.getByLabelText(COPY.professionalRegister);
    await user.click(register);
    await user.tab();
    await expectFieldError(register, 'Il campo è obbligatorio');
    expect(prosegui()).toBeDisabled();
    await user.selectOptions(register, 'INGEGNERI');
    await user.type(screen.getByLabelText(COPY.registerNumber), 'A1234');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(instance.store.state.draft).toMatchObject({ professionalRegister: 'INGEGNERI', registerNumber: 'A1234', businessName: 'Ferri Impianti' });
  });

  it('business rule (ours): a partita IVA of 10 digits or a wrong check digit is refused with its message; nothing typed is lost', async () => {
    const { user } = renderBusiness();
    await user.type(vat(), '0123456001');
    await user.tab();
    await expectFieldError(vat(), VAT_NUMBER_LENGTH);
    await user.type(vat(), '8');
    await expectFieldError(vat(), VAT_NUMBER_INVALID);
    expect(vat()).toHaveValue('01234560018');
  });

  it('§5 age: a holder under 18 is refused ("devi essere maggiorenne"), without leaving the business flow', async () => {
    const { user, instance } = renderBusiness();
    await user.type(birthDate(), '01012015');
    await user.tab();
    await expectFieldError(birthDate(), BUSINESS_HOLDER_ADULT);
    expect(instance.store.state.flow).toBe('BUSINESS');
  });

  it('has no axe-core violations, for a liberal professional with errors shown', async () => {
    window.sessionStorage.setItem('bizLP', 'true');
    const { user, container } = renderBusiness();
    await user.type(vat(), '1');
    await user.tab();
    await expectFieldError(vat(), VAT_NUMBER_LENGTH);
    await expectNoAxeViolations(container);
  });
});
