import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { minorRegistration, PROGRESS } from '../../../../test/support/minor-sign';
import { apiError, bodyOf, currentPath, expectFieldError, positionNow, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { pathOf } from '../../../flows';
import { PHONE_PREFIX } from '../../../validation/messages';
import { MINOR_SET_TUTOR_COPY as COPY } from './copy';
import MinorSetTutor from './MinorSetTutor';

const SET_TUTOR = `POST ${USR_API}/registrations/reg-1/set-tutor`;
const registration = { ...minorRegistration, currentStep: 8 };
const GUARDIAN = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', phoneNumber: '3330000000', email: 'demo@example.it' };
const ADULT_ONLY = 'Il tutore deve essere maggiorenne';

const setTutorOk: ApiHandler = (call) => {
  const tutor = bodyOf(call) as typeof GUARDIAN;
  return jsonResponse(200, { sent: true, tutor, registration: { ...registration, tutor: { ...tutor, invitations: 1 } } });
};
const progressOk: ApiHandler = (call) => jsonResponse(200, { ...registration, currentStep: (bodyOf(call) as { step: number }).step });
const ROUTES: ApiRoutes = { [SET_TUTOR]: setTutorOk, [PROGRESS]: progressOk };

const field = (label: string) => screen.getByLabelText(label);
const fill = async (user: { type: (e: Element, text: string) => Promise<void> }) => {
  await user.type(field(COPY.firstName), GUARDIAN.firstName);
  await user.type(field(COPY.lastName), GUARDIAN.lastName);
  await user.type(field(COPY.fiscalCode), GUARDIAN.fiscalCode.toLowerCase());
  await user.type(field(COPY.phone), GUARDIAN.phoneNumber);
  await user.type(field(COPY.email), GUARDIAN.email);
};
const render = (api: ApiRoutes = {}, over = {}) =>
  renderStep({
    screen: 'MinorSetTutor',
    Component: MinorSetTutor,
    flow: 'MINOR',
    registration: { ...registration, ...over },
    api: { ...ROUTES, ...api },
    others: { MinorWaitingTutorConfirm: () => <p>MinorWaitingTutorConfirm</p> },
  });

describeStepContract({
  screen: 'MinorSetTutor',
  Component: MinorSetTutor,
  flow: 'MINOR',
  next: 'MinorWaitingTutorConfirm',
  registration,
  api: ROUTES,
  fill,
  invalid: { input: () => field(COPY.phone), keys: '{Control>}a{/Control}+393330000000', message: PHONE_PREFIX },
  submitRoute: SET_TUTOR,
  serverField: { field: 'fiscalCode', message: ADULT_ONLY, input: () => field(COPY.fiscalCode) },
});

describe('MinorSetTutor (spec §4 MINOR 8,0, §7 set-tutor)', () => {
  it('§7 set-tutor sends the five fields (fiscal code upper-cased, phone as digits without +39), then progress 9', async () => {
    const { user, api, instance } = render();
    expect(screen.getByText(COPY.prefix)).toBeInTheDocument();
    await fill(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('MinorWaitingTutorConfirm', instance.providers)));
    expect(api.callsTo(SET_TUTOR).map(bodyOf)).toEqual([GUARDIAN]);
    expect(api.callsTo(PROGRESS).map(bodyOf)).toEqual([{ flow: 'MINOR', step: 9 }]);
    expect(positionNow(instance)).toEqual({ step: 9, substep: 0 });
  });

  it('§5 the server refusing the minor’s own phone shows under the phone, everything typed kept', async () => {
    const own = 'Il numero del tutore deve essere diverso dal tuo';
    const { user } = render({ [SET_TUTOR]: () => apiError(400, 'BAD_REQUEST', [{ field: 'phoneNumber', message: own }]) });
    await fill(user);
    await proceed(user);
    await expectFieldError(field(COPY.phone), own);
    expect(field(COPY.firstName)).toHaveValue(GUARDIAN.firstName);
    expect(field(COPY.fiscalCode)).toHaveValue(GUARDIAN.fiscalCode);
  });

  it('a guardian already named is prefilled from registration.tutor', async () => {
    render({}, { tutor: { ...GUARDIAN, invitedAt: '2025-03-01T10:00:00.000Z', invitations: 1 } });
    expect(field(COPY.lastName)).toHaveValue(GUARDIAN.lastName);
    expect(field(COPY.phone)).toHaveValue(GUARDIAN.phoneNumber);
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });
});
