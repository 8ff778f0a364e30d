/**
 * The data steps in upgrade mode: in the three upgrade flows AgeForm, NameForm, EmailForm,
 * PrivacyForm and Citizenship show what the bank knows (KnownData), ask the rest with their normal fields
 * and §5 rules, and save with `registrations/{id}/update` — each through the step contract suite.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { registrationFixture } from '../../../test/support/fixtures';
import { expectNoAxeViolations } from '../../../test/support/axe';
import {
  bodyOf,
  currentPath,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../test/support/step-contract';
import type { Registration, User } from '../../api/schemas';
import type { FlowName } from '../../flows';
import { KNOWN_DATA_COPY } from '../../kit/KnownData';
import { BIRTH_DATE_INVALID } from '../../validation/messages';
import AgeForm from './AgeForm/AgeForm';
import { AGE_COPY } from './AgeForm/copy';
import Citizenship from './Citizenship/Citizenship';
import { CITIZENSHIP_COPY } from './Citizenship/copy';
import EmailForm from './EmailForm/EmailForm';
import { EMAIL_COPY } from './EmailForm/copy';
import NameForm from './NameForm/NameForm';
import { NAME_COPY } from './NameForm/copy';
import PrivacyForm from './PrivacyForm/PrivacyForm';

const UPDATE = `POST ${USR_API}/registrations/reg-up/update`;
const TERMS = `GET ${USR_API}/documents/terms`;
const LOOKUP = `GET ${USR_API}/lookups/fiscal-code`;
const PRE_REGISTER = `POST ${USR_API}/registrations/pre-register`;
const FISCAL_CODE = 'RSSMRA85T10A562S';

/** The corporate persona's profile shape: names, birth date, contacts known; citizenship and the rest not. */
const PROFILE = {
  level: 'A',
  firstName: 'Carla',
  lastName: 'Neri',
  birthDate: '1985-12-10',
  email: 'carla.neri@example.it',
  emailConfirmed: true,
  phoneNumber: '+393331000007',
  fiscalCode: null,
};

/** An upgrade's registration (flow CONSUMER, phone certified), nothing saved yet. */
const upgradeRegistration = (data: Record<string, unknown> = {}): Registration =>
  registrationFixture({ id: 'reg-up', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', data });

const customer = (profile: Record<string, unknown> | null): User =>
  ({ id: 'usr-7', status: 'ENABLED', availableProcesses: [], details: { fatcaCrs: null, gianos: null, profile } }) as User;

const updateOk: ApiHandler = (call) => jsonResponse(200, upgradeRegistration((bodyOf(call) as { data: Record<string, unknown> }).data));
const TERMS_LIST = [
  { id: 11, description: 'Informativa privacy', radio: false, type: 0 },
  { id: 13, description: 'Comunicazioni commerciali', radio: false, type: 0, mandatory: false },
];
const termsOk: ApiHandler = () => jsonResponse(200, { _embedded: { terms: TERMS_LIST } });

const FLOW: FlowName = 'UPGRADE_CORPORATE_CONSUMER';

/** Options of an upgrade-mode screen: the flow, the registration, the customer with `profile`. */
const upgradeMode = (profile: Record<string, unknown> | null = PROFILE, api: ApiRoutes = {}) => ({
  flow: FLOW,
  registration: upgradeRegistration(),
  user: customer(profile),
  api: { [UPDATE]: updateOk, [TERMS]: termsOk, [LOOKUP]: lookupOk, ...api },
});

const lookupOk: ApiHandler = () => jsonResponse(200, { fiscalCode: FISCAL_CODE, birthDate: '1985-12-10', gender: 'M', birthPlaceCode: 'A562' });

const known = () => screen.getByText(KNOWN_DATA_COPY.intro).closest('.known-data') as HTMLElement;
const updateBodies = (api: ReturnType<typeof renderStep>['api']) => api.callsTo(UPDATE).map((call) => bodyOf(call));

// --- the step contract of each screen in upgrade mode ----------------------------------------------------

describeStepContract({
  screen: 'AgeForm',
  Component: AgeForm,
  next: 'NameForm',
  ...upgradeMode({ ...PROFILE, birthDate: null }),
  fill: (user) => user.type(screen.getByLabelText(AGE_COPY.label), '10121985'),
  invalid: { input: () => screen.getByLabelText(AGE_COPY.label), keys: '{Backspace}', message: BIRTH_DATE_INVALID },
  submitRoute: UPDATE,
  serverField: { field: 'data.birthDate', message: 'Data non accettata', input: () => screen.getByLabelText(AGE_COPY.label) },
});

describeStepContract({
  screen: 'NameForm',
  Component: NameForm,
  next: 'EmailForm',
  ...upgradeMode({ ...PROFILE, lastName: null }),
  fill: (user) => user.type(screen.getByLabelText(NAME_COPY.lastName), 'Neri'),
  invalid: {
    input: () => screen.getByLabelText(NAME_COPY.lastName),
    keys: '9',
    message: "Il campo deve contenere solamente caratteri dell'alfabeto",
  },
  submitRoute: UPDATE,
  serverField: { field: 'data.lastName', message: 'Cognome non accettato', input: () => screen.getByLabelText(NAME_COPY.lastName) },
});

describeStepContract({
  screen: 'EmailForm',
  Component: EmailForm,
  next: 'PrivacyForm',
  ...upgradeMode({ ...PROFILE, email: null, emailConfirmed: null }),
  fill: (user) => user.type(screen.getByLabelText(EMAIL_COPY.email), 'carla@example.it'),
  invalid: { input: () => screen.getByLabelText(EMAIL_COPY.email), keys: '@', message: "L'email inserita non è valida" },
  submitRoute: UPDATE,
  serverField: { field: 'data.email', message: 'Email già usata', input: () => screen.getByLabelText(EMAIL_COPY.email) },
});

const consent = (name: RegExp) => screen.getByRole('checkbox', { name });

describeStepContract({
  screen: 'PrivacyForm',
  Component: PrivacyForm,
  // §4 upgrade flows: the submit passes over CodeForm, ConfirmCodeForm and ConfirmSms (1,4-1,6).
  next: 'Citizenship',
  ...upgradeMode(),
  ready: () => screen.findAllByRole('checkbox'),
  fill: (user) => user.click(consent(/^Informativa privacy/)),
  invalid: {
    input: () => consent(/^Informativa privacy/),
    make: (user) => user.click(consent(/^Informativa privacy/)),
    message: 'Il campo è obbligatorio',
  },
  submitRoute: UPDATE,
});

describeStepContract({
  screen: 'Citizenship',
  Component: Citizenship,
  next: 'ConfirmEmail',
  ...upgradeMode({ ...PROFILE, citizenship: 'IT' }),
  fill: async (user) => {
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.birthPlace), 'Verona');
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode), FISCAL_CODE);
  },
  invalid: {
    input: () => screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode),
    keys: '{Backspace}',
    message: 'Il codice fiscale inserito non è valido',
  },
  submitRoute: LOOKUP,
  serverField: {
    route: UPDATE,
    field: 'data.fiscalCode',
    message: 'Codice fiscale già usato',
    input: () => screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode),
  },
});

// --- what upgrade mode shows, asks and saves ---------------------------------------------------------------

const render = (Component: RenderStepOptions['Component'], id: RenderStepOptions['screen'], options: Partial<RenderStepOptions> = {}) =>
  renderStep({ screen: id, Component, ...upgradeMode(), ...options });

describe('data steps in upgrade mode (spec §4 upgrade flows: data steps)', () => {
  it('NameForm: the known first name is shown read-only under its label, only the last name is asked; saved with update, never pre-register', async () => {
    const { user, instance, api } = render(NameForm, 'NameForm', { user: customer({ ...PROFILE, lastName: null }) });
    expect(within(known()).getByText(NAME_COPY.firstName)).toBeInTheDocument();
    expect(within(known()).getByText('Carla')).toBeInTheDocument();
    expect(screen.queryByLabelText(NAME_COPY.firstName)).toBeNull();
    expect(prosegui()).toBeDisabled();
    await user.type(screen.getByLabelText(NAME_COPY.lastName), 'Neri');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(updateBodies(api)).toEqual([{ data: { firstName: 'Carla', lastName: 'Neri' } }]);
    expect(api.callsTo(PRE_REGISTER)).toHaveLength(0);
    expect(instance.store.state.draft.lastName).toBe('');
    expect(instance.store.state.registrations?.data).toEqual({ firstName: 'Carla', lastName: 'Neri' });
  });

  it('AgeForm with the birth date known: nothing to type, Prosegui saves it (yyyy-mm-dd) and moves on (1,1)', async () => {
    const { user, instance, api } = render(AgeForm, 'AgeForm');
    expect(within(known()).getByText('10/12/1985')).toBeInTheDocument();
    expect(screen.queryByLabelText(AGE_COPY.label)).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/nameForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 1 });
    expect(updateBodies(api)).toEqual([{ data: { birthDate: '1985-12-10' } }]);
    // The upgrade keeps its flow: no switch to CONSUMER or MINOR on age.
    expect(instance.store.state.flow).toBe(FLOW);
  });

  it('EmailForm: e-mail and phone known (phone with +39), no promo code field or link; both saved in the profile formats', async () => {
    const { user, instance, api } = render(EmailForm, 'EmailForm');
    expect(within(known()).getByText('carla.neri@example.it')).toBeInTheDocument();
    expect(within(known()).getByText('+39 3331000007')).toBeInTheDocument();
    expect(screen.queryByLabelText(EMAIL_COPY.mgmCode)).toBeNull();
    expect(screen.queryByRole('link', { name: EMAIL_COPY.mgmInfo })).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/privacyForm'));
    expect(updateBodies(api)).toEqual([{ data: { email: 'carla.neri@example.it', phoneNumber: '+393331000007' } }]);
    expect(api.callsTo(`GET ${USR_API}/registrations/check-mgm/`)).toHaveLength(0);
  });

  it('PrivacyForm: the consents are asked (not "sent"), saved with update, and the submit lands on Citizenship (1,7) with no progress save', async () => {
    const { user, instance, api } = render(PrivacyForm, 'PrivacyForm');
    await screen.findAllByRole('checkbox');
    expect(consent(/^Informativa privacy/)).toBeEnabled();
    await user.click(consent(/^Informativa privacy/));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/citizenship'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 7 });
    expect(updateBodies(api)).toEqual([{ data: { consents: ['11'] } }]);
    expect(api.callsTo(`POST ${USR_API}/registrations/reg-up/update-registration-progress`)).toHaveLength(0);
  });

  it("Citizenship: the citizenship known (by its Italian name); the code looked up and matched with the profile's birth date; the three saved together", async () => {
    const { user, instance, api } = render(Citizenship, 'Citizenship', { user: customer({ ...PROFILE, citizenship: 'IT' }) });
    expect(within(known()).getByText('Italia')).toBeInTheDocument();
    expect(screen.queryByLabelText(CITIZENSHIP_COPY.citizenship)).toBeNull();
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.birthPlace), 'Verona');
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode), FISCAL_CODE);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmEmail'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 8 });
    expect(api.callsTo(LOOKUP)).toHaveLength(1);
    expect(updateBodies(api)).toEqual([{ data: { citizenship: 'IT', birthPlace: 'Verona', fiscalCode: FISCAL_CODE } }]);
  });

  it("Citizenship: a fiscal code whose birth date is not the profile's shows the mismatch under the field and saves nothing", async () => {
    const other: ApiHandler = () => jsonResponse(200, { fiscalCode: FISCAL_CODE, birthDate: '1985-12-11' });
    const { user, api } = render(Citizenship, 'Citizenship', upgradeMode(PROFILE, { [LOOKUP]: other }));
    await user.selectOptions(screen.getByLabelText(CITIZENSHIP_COPY.citizenship), 'IT');
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.birthPlace), 'Verona');
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode), FISCAL_CODE);
    await proceed(user);
    await waitFor(() => expect(screen.getByLabelText(CITIZENSHIP_COPY.fiscalCode)).toHaveAccessibleDescription(CITIZENSHIP_COPY.birthDateMismatch));
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('Citizenship with everything known: no lookup, the known values are saved and the step goes on', async () => {
    const full = { ...PROFILE, citizenship: 'IT', birthPlace: 'Verona', fiscalCode: FISCAL_CODE };
    const { user, instance, api } = render(Citizenship, 'Citizenship', { user: customer(full) });
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmEmail'));
    expect(api.callsTo(LOOKUP)).toHaveLength(0);
    expect(updateBodies(api)).toEqual([{ data: { citizenship: 'IT', birthPlace: 'Verona', fiscalCode: FISCAL_CODE } }]);
  });

  it('without a profile (details not loaded) every field is asked, and outside the upgrade flows KnownData never shows', async () => {
    render(NameForm, 'NameForm', { user: customer(null) });
    expect(screen.getByLabelText(NAME_COPY.firstName)).toBeEnabled();
    expect(screen.queryByText(KNOWN_DATA_COPY.intro)).toBeNull();
  });

  it('a CONSUMER registration keeps the "sent" mode: the profile is not shown there', async () => {
    renderStep({ screen: 'NameForm', Component: NameForm, registration: upgradeRegistration({ firstName: 'A', lastName: 'B' }), user: customer(PROFILE) });
    expect(screen.queryByText(KNOWN_DATA_COPY.intro)).toBeNull();
    expect(screen.getByLabelText(NAME_COPY.firstName)).toBeDisabled();
  });

  it('KnownData with asked fields and errors has no axe violations', async () => {
    const { user, container } = render(Citizenship, 'Citizenship', { user: customer({ ...PROFILE, citizenship: 'IT' }) });
    await user.type(screen.getByLabelText(CITIZENSHIP_COPY.birthPlace), 'Roma 2');
    await user.tab();
    await expectNoAxeViolations(container);
  });
});
