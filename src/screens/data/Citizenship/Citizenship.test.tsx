import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import type { Registration } from '../../../api/schemas';
import Citizenship from './Citizenship';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  positionNow,
  queryOf,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { CITIZENSHIP_COPY } from './copy';

const LOOKUP = `GET ${USR_API}/lookups/fiscal-code`;
const UPDATE = `POST ${USR_API}/registrations/reg-1/update`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const FISCAL_CODE = 'RSSMRA85T10A562S';
const MISMATCH = 'Il codice fiscale non corrisponde alla data di nascita inserita';

const atCitizenship = (data: Record<string, unknown> = {}): Registration =>
  registrationFixture({ id: 'reg-1', phoneNumberStatus: 'CERTIFIED', data: { birthDate: '1985-12-10', ...data } });

const lookup = (birthDate: string): ApiHandler => () =>
  jsonResponse(200, { fiscalCode: FISCAL_CODE, valid: true, birthDate, gender: 'M', birthPlaceCode: 'A562' });
const updateOk: ApiHandler = (call) =>
  jsonResponse(200, atCitizenship((bodyOf(call) as { data: Record<string, unknown> }).data));
const progressOk: ApiHandler = () => jsonResponse(200, { ...atCitizenship(), currentStep: 2 });

const renderCitizenship = (api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) =>
  renderStep({
    screen: 'Citizenship',
    Component: Citizenship,
    registration: atCitizenship(),
    api: { [LOOKUP]: lookup('1985-12-10'), [UPDATE]: updateOk, [PROGRESS]: progressOk, ...api },
    ...options,
  });

const citizenship = () => screen.getByLabelText(CITIZENSHIP_COPY.citizenship);
const birthPlace = () => screen.getByLabelText(CITIZENSHIP_COPY.birthPlace);
const fiscalCode = () => screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode);

/** Fills the three fields validly (without waiting for Prosegui: the contract also fills while it is locked). */
async function fillFields(user: UserEvent) {
  await user.selectOptions(citizenship(), 'IT');
  await user.type(birthPlace(), 'San Giovanni Lupatoto');
  await user.type(fiscalCode(), FISCAL_CODE.toLowerCase());
}

async function fillValid(user: UserEvent) {
  await fillFields(user);
  await waitFor(() => expect(prosegui()).toBeEnabled());
}

describeStepContract({
  screen: 'Citizenship',
  Component: Citizenship,
  next: 'ConfirmEmail',
  registration: atCitizenship(),
  api: { [LOOKUP]: lookup('1985-12-10'), [UPDATE]: updateOk, [PROGRESS]: progressOk },
  fill: fillFields,
  invalid: {
    input: fiscalCode,
    keys: '{Backspace}',
    message: 'Il codice fiscale inserito non è valido',
  },
  // Prosegui looks the code up first; the fields are saved next (update), whose errors name `data.<field>`.
  submitRoute: LOOKUP,
  serverField: { route: UPDATE, field: 'data.fiscalCode', message: 'Codice fiscale già usato', input: fiscalCode },
});

describe('Citizenship (spec §4 CONSUMER 1,7)', () => {
  it('§5 the fiscal code is upper-cased as it is typed', async () => {
    const { user } = renderCitizenship();
    await user.type(fiscalCode(), 'rss');
    expect(fiscalCode()).toHaveValue('RSS');
    await user.type(fiscalCode(), 'mra85t10a562s');
    expect(fiscalCode()).toHaveValue(FISCAL_CODE);
    expect(fiscalCode()).toHaveAttribute('maxlength', '16');
  });

  it("§5 FISCAL_CODE: an invalid code shows 'Il codice fiscale inserito non è valido'", async () => {
    const { user } = renderCitizenship();
    await user.type(fiscalCode(), 'RSSMRA85T10A562X'); // wrong control character
    await user.tab();
    await expectFieldError(fiscalCode(), 'Il codice fiscale inserito non è valido');
    await user.clear(fiscalCode());
    await expectFieldError(fiscalCode(), 'Il campo è obbligatorio');
  });

  it("§5 CITY: the birth place shows 'Il valore inserito non è valido'; the citizenship is required", async () => {
    const { user } = renderCitizenship();
    await user.type(birthPlace(), 'Roma 2');
    await user.tab();
    await expectFieldError(birthPlace(), 'Il valore inserito non è valido');
    await user.selectOptions(citizenship(), 'IT');
    await user.selectOptions(citizenship(), '');
    await user.tab();
    await expectFieldError(citizenship(), 'Il campo è obbligatorio');
  });

  it('§7 / §4 Step submit: looks the code up, saves the fields (update), then the progress with step 2, and lands on ConfirmEmail (2,0)', async () => {
    const { user, instance, api } = renderCitizenship();
    await fillValid(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmEmail'));
    expect(positionNow(instance)).toEqual({ step: 2, substep: 0 });

    expect(api.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
      `GET ${USR_API}/lookups/fiscal-code`,
      `POST ${USR_API}/registrations/reg-1/update`,
      `POST ${USR_API}/registrations/reg-1/update-registration-progress`,
    ]);
    expect(queryOf(api.callsTo(LOOKUP)[0]!).get('fiscalCode')).toBe(FISCAL_CODE);
    expect(bodyOf(api.callsTo(UPDATE)[0])).toEqual({
      data: { citizenship: 'IT', birthPlace: 'San Giovanni Lupatoto', fiscalCode: FISCAL_CODE },
    });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 2 });
    expect(instance.store.state.registrations?.currentStep).toBe(2);
  });

  it('a fiscal code whose birth date differs from the registration shows the mismatch message and saves nothing', async () => {
    const { user, instance, api } = renderCitizenship({ [LOOKUP]: lookup('1985-12-11') });
    await fillValid(user);
    await proceed(user);
    await expectFieldError(fiscalCode(), MISMATCH);
    expect(api.callsTo(LOOKUP)).toHaveLength(1);
    expect(api.callsTo(UPDATE)).toHaveLength(0);
    expect(api.callsTo(PROGRESS)).toHaveLength(0);
    expect(currentPath(instance)).toBe('/citizenship');
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('§8 a failing progress save shows the generic dialog and stays at 1,7', async () => {
    const { user, instance, api } = renderCitizenship({ [PROGRESS]: () => apiError(500, 'USR_500') });
    await fillValid(user);
    await proceed(user);
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe('Attenzione'));
    expect(api.callsTo(UPDATE)).toHaveLength(1);
    expect(currentPath(instance)).toBe('/citizenship');
    expect(positionNow(instance)).toEqual({ step: 1, substep: 7 });
  });

  it('on resume the fields are prefilled from registration.data', async () => {
    renderCitizenship(
      {},
      { registration: atCitizenship({ citizenship: 'FR', birthPlace: 'Parigi', fiscalCode: FISCAL_CODE }) },
    );
    expect(citizenship()).toHaveValue('FR');
    expect(birthPlace()).toHaveValue('Parigi');
    expect(fiscalCode()).toHaveValue(FISCAL_CODE);
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('offers Italy first among the citizenships', () => {
    renderCitizenship();
    const options = [...citizenship().querySelectorAll('option')];
    expect(options[0]).toHaveValue('');
    expect(options[1]).toHaveValue('IT');
    expect(options[1]).toHaveTextContent('Italia');
  });
});
