import NameForm from '../NameForm/NameForm';
import { BUSINESS_NAME_COPY } from '../NameForm/copy';
import { BUSINESS_FIELDS_EMPTY } from '../../../registration/draft';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fakeJwt, jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import type { RegistrationDraft } from '../../../registration/draft';
import CodeForm from '../CodeForm/CodeForm';
import ConfirmCodeForm from './ConfirmCodeForm';
import EmailForm from '../EmailForm/EmailForm';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  positionNow,
  renderStep,
  stubBotProtection,
  USR_API,
  type ApiHandler,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { CODE_COPY } from '../CodeForm/copy';
import { EMAIL_COPY } from '../EmailForm/copy';
import { CONFIRM_CODE_COPY } from './copy';

const PRE_REGISTER = `POST ${USR_API}/registrations/pre-register`;
const CONFIG = { botProtectionSiteKey: 'k' };
const ACCESS_TOKEN = fakeJwt({ client_id: 'webapp', user_id: 'u-1' });

/** Everything the data steps collected before ConfirmCodeForm. */
const DRAFT: RegistrationDraft = {
  birthDate: '10/12/1985',
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.com',
  phoneNumber: '3331234567',
  mgmCode: '',
  consents: ['11', '12'],
  accessCode: '13579',
  ...BUSINESS_FIELDS_EMPTY,
};

const registered = registrationFixture({ id: 'reg-9', phoneNumberStatus: 'NOT_CERTIFIED' });
const preRegisterOk: ApiHandler = () =>
  jsonResponse(200, { registration: registered, access_token: ACCESS_TOKEN, refresh_token: 'refresh-9' });

const renderConfirmCodeForm = (handler: ApiHandler = preRegisterOk, options: Partial<RenderStepOptions> = {}) =>
  renderStep({
    screen: 'ConfirmCodeForm',
    Component: ConfirmCodeForm,
    config: CONFIG,
    draft: DRAFT,
    api: { [PRE_REGISTER]: handler },
    others: { EmailForm },
    ...options,
  });

const confirm = () => screen.getByLabelText(CONFIRM_CODE_COPY.label);

async function typeMatchingCode(user: ReturnType<typeof renderConfirmCodeForm>['user']) {
  await user.type(confirm(), DRAFT.accessCode);
  await waitFor(() => expect(prosegui()).toBeEnabled());
}

describeStepContract({
  screen: 'ConfirmCodeForm',
  Component: ConfirmCodeForm,
  next: 'ConfirmSms',
  config: CONFIG,
  draft: DRAFT,
  api: { [PRE_REGISTER]: preRegisterOk },
  before: () => stubBotProtection(CONFIG),
  fill: (user) => user.type(confirm(), DRAFT.accessCode),
  invalid: {
    input: confirm,
    keys: '{Backspace}8',
    message: 'I codici inseriti non coincidono',
  },
  submitRoute: PRE_REGISTER,
});

describe('ConfirmCodeForm (spec §4 CONSUMER 1,5)', () => {
  it("a code that differs from the chosen one shows 'I codici inseriti non coincidono' and keeps Prosegui disabled", async () => {
    const { user, api } = renderConfirmCodeForm();
    await user.type(confirm(), '13578');
    await user.tab();
    await expectFieldError(confirm(), 'I codici inseriti non coincidono');
    expect(prosegui()).toBeDisabled();
    await user.clear(confirm());
    await expectFieldError(confirm(), 'Il campo è obbligatorio');
    await user.type(confirm(), '13579');
    await waitFor(() => expect(confirm()).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(prosegui()).toBeEnabled());
    expect(api.calls).toEqual([]);
  });

  it('§7 pre-register: one POST with the challenge token header and the draft as body; the session starts and the wizard is at ConfirmSms (1,6)', async () => {
    const execute = await stubBotProtection(CONFIG, 'tok');
    const { user, instance, api } = renderConfirmCodeForm();
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmSms'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 6 });

    const calls = api.callsTo(PRE_REGISTER);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['x-recaptcha-response-token']).toBe('tok');
    expect(execute).toHaveBeenCalledWith('k', { action: 'preregister' });
    expect(bodyOf(calls[0])).toEqual({
      flow: 'CONSUMER',
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1985-12-10',
      email: 'mario.rossi@example.com',
      phoneNumber: '3331234567',
      accessCode: '13579',
      mgmCode: null,
      consents: ['11', '12'],
    });
    expect(api.unexpected()).toEqual([]);

    // §4 Session: the tokens of the answer are stored; the registration is the current one.
    await waitFor(() => expect(window.sessionStorage.getItem('at')).toBe(ACCESS_TOKEN));
    expect(window.sessionStorage.getItem('rt')).toBe('refresh-9');
    expect(window.sessionStorage.getItem('currentRegistrationId')).toBe('reg-9');
    expect(instance.store.state.registrations?.id).toBe('reg-9');
    // The draft (with the access code) is forgotten once sent.
    expect(instance.store.state.draft.accessCode).toBe('');
    expect(instance.store.state.ui.dialog).toBeNull();
    expect(instance.store.state.ui.loader).toBe(0);
  });

  it('§4 MINOR: pre-registers with flow MINOR and goes on to ConfirmSms of the MINOR flow', async () => {
    await stubBotProtection(CONFIG);
    const { user, instance, api } = renderConfirmCodeForm(preRegisterOk, {
      flow: 'MINOR',
      draft: { ...DRAFT, birthDate: '01/01/2015' },
    });
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmSms'));
    expect(instance.store.state.flow).toBe('MINOR');
    expect(bodyOf(api.callsTo(PRE_REGISTER)[0])).toMatchObject({ flow: 'MINOR', birthDate: '2015-01-01' });
  });

  it('BUSINESS (bizLP): pre-registers with flow BUSINESS and the liberal professional\'s business', async () => {
    await stubBotProtection(CONFIG);
    window.sessionStorage.setItem('bizLP', 'true');
    onTestFinished(() => window.sessionStorage.removeItem('bizLP'));
    const business = { businessName: 'Studio Rossi', vatNumber: 'IT00743110157', professionalRegister: 'INGEGNERI', registerNumber: 'a12' };
    const { user, instance, api } = renderConfirmCodeForm(preRegisterOk, { flow: 'BUSINESS', draft: { ...DRAFT, ...business } });
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmSms'));
    expect(bodyOf(api.callsTo(PRE_REGISTER)[0])).toMatchObject({
      flow: 'BUSINESS',
      business: { companyType: 'LP', businessName: 'Studio Rossi', vatNumber: '00743110157', professionalRegister: 'INGEGNERI', registerNumber: 'A12' },
    });
  });

  it('BUSINESS: a partita IVA already registered takes the visitor back to the business name form, under Partita IVA', async () => {
    await stubBotProtection(CONFIG);
    const taken = 'Questa partita IVA è già registrata';
    const { user, instance } = renderConfirmCodeForm(
      () => apiError(400, 'USR_REG_VAT_NUMBER_EXISTS', [{ field: 'business.vatNumber', message: taken }]),
      { flow: 'BUSINESS', draft: { ...DRAFT, businessName: 'Ferri Impianti', vatNumber: '00743110157' }, others: { NameForm } },
    );
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/nameForm'));
    const vat = screen.getByLabelText(BUSINESS_NAME_COPY.vatNumber);
    await expectFieldError(vat, taken);
    expect(vat).toHaveValue('00743110157');
    expect(screen.getByLabelText(BUSINESS_NAME_COPY.businessName.DI)).toHaveValue('Ferri Impianti');
  });

  it('§5 an e-mail error (409) takes the visitor to EmailForm (1,2) and shows the message under the e-mail field', async () => {
    await stubBotProtection(CONFIG);
    const { user, instance } = renderConfirmCodeForm(() =>
      apiError(409, 'USR_REG_EMAIL_EXISTS', [{ field: 'email', message: "L'indirizzo email è già registrato" }]),
    );
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    const email = screen.getByLabelText(EMAIL_COPY.email);
    await expectFieldError(email, "L'indirizzo email è già registrato");
    expect(email).toHaveValue('mario.rossi@example.com');
    expect(instance.store.state.ui.dialog).toBeNull();
    expect(instance.store.state.registrations).toBeNull();
    expect(window.sessionStorage.getItem('at')).toBeNull();
    // The draft is kept, so the visitor only corrects the e-mail.
    expect(instance.store.state.draft.accessCode).toBe('13579');
  });

  it('§8 without a bot-protection site key nothing is sent and the generic dialog opens', async () => {
    const { user, instance, api } = renderConfirmCodeForm(preRegisterOk, { config: {} });
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe('Attenzione'));
    expect(api.calls).toEqual([]);
    expect(currentPath(instance)).toBe('/confirmCodeForm');
  });

  it('"sent" mode: no code field, Prosegui moves on to ConfirmSms without calls', async () => {
    const { user, instance, api } = renderConfirmCodeForm(preRegisterOk, {
      draft: {},
      registration: registrationFixture({ data: {} }),
    });
    expect(screen.queryByLabelText(CONFIRM_CODE_COPY.label)).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmSms'));
    expect(api.calls).toEqual([]);
  });

  it('§4 Step submit: the move after pre-registration is forced, so it is not lost to the 1-second repeat guard', async () => {
    await stubBotProtection(CONFIG);
    // A stopped clock: every submit falls within 1 s of the one before.
    const { user, instance, api } = renderStep({
      screen: 'CodeForm',
      Component: CodeForm,
      config: CONFIG,
      draft: { ...DRAFT, accessCode: '' },
      api: { [PRE_REGISTER]: preRegisterOk },
      others: { ConfirmCodeForm },
      now: () => 0,
    });
    await user.type(screen.getByLabelText(CODE_COPY.label), '13579');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmCodeForm'));
    await typeMatchingCode(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/confirmSms'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 6 });
    expect(bodyOf(api.callsTo(PRE_REGISTER)[0])).toMatchObject({ accessCode: '13579' });
  });
});
