import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { bodyOf, currentPath, expectFieldError, positionNow, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { stepMemory } from '../../../kit/connected/useStepMemory';
import { SELF_DECLARATION_MEMORY } from '../../../registration/self-declaration';
import { REQUIRED } from '../../../validation/messages';
import ScopoRapporto from './ScopoRapporto';
import { SCOPO_COPY } from './copy';

const SAVE = `POST ${USR_API}/registrations/reg-1/fatca-gianos`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const DECLARATION = {
  beneficialOwner: true,
  fatca: { usCitizen: false, usTaxResident: false, usTin: null },
  crs: { otherTaxResidence: false, country: null, foreignTin: null },
};
const GIANOS = { job: '04', activitySector: 'K' };
/** Saved by an earlier visit: TitolareEffettivo's and Gianos's answers (a reload at 4,2 has them here). */
const registration = inProgressRegistration({ id: 'reg-1', currentStep: 4, data: { fatcaGianos: { ...DECLARATION, gianos: GIANOS } } });
const saveOk: ApiHandler = (call) => jsonResponse(200, { ...registration, data: { fatcaGianos: bodyOf(call) } });
const API: ApiRoutes = { [SAVE]: saveOk, [PROGRESS]: () => jsonResponse(200, { ...registration, currentStep: 5 }) };

const choice = (question: string, label: string) => within(screen.getByRole('group', { name: question })).getByRole('radio', { name: label });
const otherText = () => screen.getByLabelText(SCOPO_COPY.otherPurpose);

async function fill(user: UserEvent) {
  await user.click(choice(SCOPO_COPY.purpose, SCOPO_COPY.purposes.SAVINGS));
  await user.click(choice(SCOPO_COPY.fundsOrigin, SCOPO_COPY.fundsOrigins.WORK_INCOME));
}

describeStepContract({
  screen: 'ScopoRapporto',
  Component: ScopoRapporto,
  next: 'ViewDocumentation',
  registration,
  api: API,
  fill,
  // No `serverField`: the contract reads a field error from the control's own description, and a radio
  // group's is on its fieldset (the sandbox refuses only what the client already refuses).
  submitRoute: SAVE,
});

describe('ScopoRapporto (spec §4 CONSUMER 4,2)', () => {
  it('"Altro" asks for a short text, required', async () => {
    const { user } = renderStep({ screen: 'ScopoRapporto', Component: ScopoRapporto, registration, api: API });
    await fill(user);
    await user.click(choice(SCOPO_COPY.purpose, SCOPO_COPY.purposes.OTHER));
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await user.type(otherText(), 'x');
    await user.clear(otherText());
    await user.tab();
    await expectFieldError(otherText(), REQUIRED);
    await user.type(otherText(), 'Spese di studio all’estero');
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('§7 one POST fatca-gianos with the three screens’ answers, gianos mirrored into the user context, then progress 5 and ViewDocumentation', async () => {
    const fresh = inProgressRegistration({ id: 'reg-1', currentStep: 4 });
    const { user, instance, api } = renderStep({ screen: 'ScopoRapporto', Component: ScopoRapporto, registration: fresh, api: API });
    instance.store.actions.setUser({ id: 'u1', status: 'PENDING', availableProcesses: [], context: { gianos: null } });
    const memory = stepMemory(instance);
    memory.remember(SELF_DECLARATION_MEMORY.titolareAnswers, { ...DECLARATION, crs: { otherTaxResidence: true, country: 'FR', foreignTin: 'FR123' } });
    memory.remember(SELF_DECLARATION_MEMORY.gianosAnswers, { job: '09', activitySector: null });
    await user.click(choice(SCOPO_COPY.purpose, SCOPO_COPY.purposes.OTHER));
    await user.type(otherText(), 'Risparmio per gli studi');
    await user.click(choice(SCOPO_COPY.fundsOrigin, SCOPO_COPY.fundsOrigins.INHERITANCE_GIFT));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/viewDocumentation'));
    expect(positionNow(instance)).toEqual({ step: 5, substep: 0 });
    expect(api.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([SAVE, PROGRESS]);
    expect(bodyOf(api.callsTo(SAVE)[0])).toEqual({
      ...DECLARATION,
      crs: { otherTaxResidence: true, country: 'FR', foreignTin: 'FR123' },
      gianos: { job: '09', activitySector: null },
      purpose: { purpose: 'OTHER', otherPurpose: 'Risparmio per gli studi', fundsOrigin: 'INHERITANCE_GIFT' },
    });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 5 });
    expect(instance.store.state.data?.context?.gianos).toEqual({ job: '09', activitySector: null });
  });
});
