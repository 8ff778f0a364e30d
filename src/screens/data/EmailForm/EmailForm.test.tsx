import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import { INVALID_VALUE } from '../../../validation/messages';
import EmailForm from './EmailForm';
import PromoCodeInfo from '../PromoCodeInfo/PromoCodeInfo';
import {
  apiError,
  currentPath,
  errorElementOf,
  expectFieldError,
  expectNoFieldError,
  positionNow,
  renderStep,
  USR_API,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { EMAIL_COPY } from './copy';
import { PROMO_INFO_COPY } from '../PromoCodeInfo/copy';

const CHECK_AMICO10 = `GET ${USR_API}/registrations/check-mgm/AMICO10`;
const UNKNOWN_CODE = 'Il codice promozionale inserito non esiste';
const mgmNotFound = () =>
  apiError(404, 'USR_REG_MGM_NOT_FOUND', [{ field: 'mgmCode', message: UNKNOWN_CODE }], 'Promo code not found');

const renderEmailForm = (options: Partial<RenderStepOptions> = {}, api: ApiRoutes = {}) =>
  renderStep({ screen: 'EmailForm', Component: EmailForm, others: { PromoCodeInfo }, api, ...options });

const email = () => screen.getByLabelText(EMAIL_COPY.email);
const phone = () => screen.getByLabelText(EMAIL_COPY.phone);
const promo = () => screen.getByLabelText(EMAIL_COPY.mgmCode);

/** Types valid contacts (without waiting for Prosegui: the contract also fills while it is locked). */
async function typeContacts(user: UserEvent, mgmCode = '') {
  await user.type(email(), 'mario.rossi@example.com');
  await user.type(phone(), '3331234567');
  if (mgmCode) await user.type(promo(), mgmCode);
}

async function fillValid(user: UserEvent, mgmCode = '') {
  await typeContacts(user, mgmCode);
  await waitFor(() => expect(prosegui()).toBeEnabled());
}

describeStepContract({
  screen: 'EmailForm',
  Component: EmailForm,
  next: 'PrivacyForm',
  api: { [CHECK_AMICO10]: () => jsonResponse(200, { code: 'AMICO10', valid: true }) },
  // With a promo code, so that Prosegui checks it (GET registrations/check-mgm/{code}).
  fill: (user) => typeContacts(user, 'AMICO10'),
  invalid: {
    input: phone,
    keys: 'x',
    message: 'Il numero di telefono inserito non è valido',
  },
  submitRoute: CHECK_AMICO10,
  // The server's 404 for an unknown code names the field `mgmCode`.
  serverField: { status: 404, code: 'USR_REG_MGM_NOT_FOUND', field: 'mgmCode', message: UNKNOWN_CODE, input: promo },
  preRegistrationField: { draft: { email: 'mario.rossi@example.com', phoneNumber: '3331234567' }, field: 'email', input: email },
});

describe('EmailForm (spec §4 CONSUMER 1,2)', () => {
  it('§4 Step submit: valid contacts without a promo code make no check-mgm call and move to PrivacyForm (1,3)', async () => {
    const { user, instance, api } = renderEmailForm();
    await fillValid(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/privacyForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 3 });
    expect(api.calls).toEqual([]);
    expect(instance.store.state.draft).toMatchObject({
      email: 'mario.rossi@example.com',
      phoneNumber: '3331234567',
      mgmCode: '',
    });
  });

  it('§7 a promo code is checked with GET registrations/check-mgm/{code} before moving on', async () => {
    const { user, instance, api } = renderEmailForm({}, { [CHECK_AMICO10]: () => jsonResponse(200, { code: 'AMICO10', valid: true }) });
    await fillValid(user, 'AMICO10');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/privacyForm'));
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([['GET', `${USR_API}/registrations/check-mgm/AMICO10`]]);
    expect(instance.store.state.draft.mgmCode).toBe('AMICO10');
  });

  it('§5 the refused promo code keeps its message and Prosegui disabled until it is changed', async () => {
    const { user, instance, api } = renderEmailForm({}, { [CHECK_AMICO10]: mgmNotFound });
    await fillValid(user, 'AMICO10');
    // The live check (§9 default debounce) refuses the settled code first; waiting for it keeps the count of calls
    // below the same on a fast or a busy machine. A live refusal never blocks a submit: Prosegui asks again.
    await expectFieldError(promo(), UNKNOWN_CODE);
    expect(api.callsTo(CHECK_AMICO10)).toHaveLength(1);
    await proceed(user);
    await waitFor(() => expect(api.callsTo(CHECK_AMICO10)).toHaveLength(2));
    await expectFieldError(promo(), UNKNOWN_CODE);
    await user.tab();
    await waitFor(() => expect(prosegui()).toBeDisabled());
    expect(errorElementOf(promo())?.textContent).toBe(UNKNOWN_CODE);
    await user.clear(promo());
    await expectNoFieldError(promo());
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/privacyForm'));
    expect(instance.store.state.draft.mgmCode).toBe('');
    expect(api.callsTo(CHECK_AMICO10)).toHaveLength(2);
  });

  it('§9 Default debounce 500 ms: a promo code is checked live once it has settled, and Prosegui does not ask again', async () => {
    const { user, instance, api } = renderEmailForm({}, { [CHECK_AMICO10]: () => jsonResponse(200, { code: 'AMICO10', valid: true }) });
    await typeContacts(user);
    await user.type(promo(), 'AMICO1');
    await user.type(promo(), '0');
    // Nothing is asked while the code is being typed (each key restarts the 500 ms).
    expect(api.callsTo(CHECK_AMICO10)).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
    expect(await screen.findByText(EMAIL_COPY.mgmValid)).toHaveAttribute('role', 'status');
    expect(api.calls.map((c) => c.url)).toEqual([`${USR_API}/registrations/check-mgm/AMICO10`]);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/privacyForm'));
    expect(api.callsTo(CHECK_AMICO10)).toHaveLength(1);
  });

  it('§9 Default debounce 500 ms: an unknown promo code shows the server message under the field before Prosegui', async () => {
    const { user, api } = renderEmailForm({}, { [CHECK_AMICO10]: mgmNotFound });
    await user.type(promo(), 'AMICO10');
    await expectFieldError(promo(), UNKNOWN_CODE);
    expect(api.callsTo(CHECK_AMICO10)).toHaveLength(1);
    // Typing again clears the stale answer at once.
    await user.type(promo(), '1');
    await expectNoFieldError(promo());
  });

  it("§5 PHONE_PREFIX: '+393331234567' shows 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)' verbatim; so does 00", async () => {
    const { user } = renderEmailForm();
    await user.type(phone(), '+393331234567');
    await user.tab();
    await expectFieldError(phone(), 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)');
    await user.clear(phone());
    await user.type(phone(), '00393331234567');
    await expectFieldError(phone(), 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)');
    expect(prosegui()).toBeDisabled();
  });

  it("§5 phone: 'Il numero di telefono inserito non è valido'; required 'Il campo è obbligatorio'", async () => {
    const { user } = renderEmailForm();
    await user.type(phone(), '12345');
    await user.tab();
    await expectFieldError(phone(), 'Il numero di telefono inserito non è valido');
    await user.type(phone(), '6');
    await expectNoFieldError(phone());
    await user.clear(phone());
    await expectFieldError(phone(), 'Il campo è obbligatorio');
  });

  it("§5 EMAIL: an invalid address shows 'L'email inserita non è valida'", async () => {
    const { user } = renderEmailForm();
    await user.type(email(), 'mario.rossi@');
    await user.tab();
    await expectFieldError(email(), "L'email inserita non è valida");
    await user.type(email(), 'example.com');
    await expectNoFieldError(email());
  });

  it('§5 MGM_CODE: a promo code must be alphanumeric', async () => {
    const { user } = renderEmailForm();
    await fillValid(user);
    await user.type(promo(), 'AMICO-10');
    await user.tab();
    await expectFieldError(promo(), INVALID_VALUE);
    await waitFor(() => expect(prosegui()).toBeDisabled());
  });

  it('§2 the promo-code link opens /promoCodeInfo (the wizard stays at 1,2); its button returns with the typed values', async () => {
    const { user, instance } = renderEmailForm();
    await user.type(email(), 'mario.rossi@example.com');
    await user.type(promo(), 'AMICO10');
    const link = screen.getByRole('link', { name: EMAIL_COPY.mgmInfo });
    expect(link).toHaveAttribute('href', '#/promoCodeInfo');
    await user.click(link);
    await waitFor(() => expect(currentPath(instance)).toBe('/promoCodeInfo'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    await user.click(screen.getByRole('button', { name: PROMO_INFO_COPY.back }));
    await waitFor(() => expect(currentPath(instance)).toBe('/emailForm'));
    expect(email()).toHaveValue('mario.rossi@example.com');
    expect(promo()).toHaveValue('AMICO10');
  });

  it('"sent" mode: saved contacts are read-only and Prosegui moves on without calls', async () => {
    const registration = registrationFixture({
      data: { email: 'mario.rossi@example.com', phoneNumber: '3331234567', mgmCode: 'AMICO10' },
    });
    const { user, instance, api } = renderEmailForm({ registration });
    expect(email()).toHaveValue('mario.rossi@example.com');
    expect(email()).toBeDisabled();
    expect(promo()).toHaveValue('AMICO10');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/privacyForm'));
    expect(api.calls).toEqual([]);
  });
});
