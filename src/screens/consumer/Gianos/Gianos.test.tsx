import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { currentPath, renderStep, USR_API, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { stepMemory } from '../../../kit/connected/useStepMemory';
import { SELF_DECLARATION_MEMORY } from '../../../registration/self-declaration';
import TitolareEffettivo from '../TitolareEffettivo/TitolareEffettivo';
import { TITOLARE_COPY } from '../TitolareEffettivo/copy';
import Gianos from './Gianos';
import { GIANOS_COPY } from './copy';

const SECTORS = `GET ${USR_API}/documents/gianos`;
const API: ApiRoutes = {
  [SECTORS]: () =>
    jsonResponse(200, { _embedded: { activitySectors: [{ code: 'K', description: 'Attività finanziarie e assicurative' }, { code: 'P', description: 'Istruzione' }] } }),
};
const registration = inProgressRegistration({ id: 'reg-1', currentStep: 4 });
const job = (label: string) => within(screen.getByRole('group', { name: GIANOS_COPY.job })).getByRole('radio', { name: label });
const sector = () => screen.getByLabelText<HTMLSelectElement>(GIANOS_COPY.sector);

async function fill(user: UserEvent) {
  await user.click(job('Lavoratore dipendente'));
  await waitFor(() => expect(within(sector()).getByRole('option', { name: 'Istruzione' })).toBeInTheDocument());
  await user.selectOptions(sector(), 'P');
}

describeStepContract({ screen: 'Gianos', Component: Gianos, next: 'ScopoRapporto', registration, api: API, fill });

describe('Gianos (spec §4 CONSUMER 4,1)', () => {
  it('§3 offers the nine jobs with their Italian labels; the sectors come from GET documents/gianos, asked once', async () => {
    const { api } = renderStep({ screen: 'Gianos', Component: Gianos, registration, api: API });
    const labels = within(screen.getByRole('group', { name: GIANOS_COPY.job })).getAllByRole<HTMLInputElement>('radio').map((r) => r.labels?.[0]?.textContent);
    expect(labels).toEqual(['Imprenditore', 'Lavoratore autonomo', 'Libero professionista', 'Lavoratore dipendente', 'Soggetto apicale', 'Pensionato', 'Non occupato', 'Casalinga', 'Studente']);
    await waitFor(() => expect(api.callsTo(SECTORS)).toHaveLength(1));
  });

  it('the sector is required for the working jobs (01–05) and not asked for 06–09', async () => {
    const { user, instance } = renderStep({ screen: 'Gianos', Component: Gianos, registration, api: API });
    await user.click(job('Imprenditore'));
    // The sector is shown once the form has re-rendered with the working job.
    await waitFor(() => expect(sector()).toBeInTheDocument());
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await user.click(job('Studente'));
    expect(screen.queryByLabelText(GIANOS_COPY.sector)).toBeNull();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/scopoRapporto'));
    expect(stepMemory(instance).recall(SELF_DECLARATION_MEMORY.gianosAnswers)).toEqual({ job: '09', activitySector: null });
  });

  it('going back to TitolareEffettivo keeps both screens’ answers', async () => {
    const { user, instance, wizard } = renderStep({ screen: 'Gianos', Component: Gianos, registration, api: API, others: { TitolareEffettivo } });
    stepMemory(instance).remember(SELF_DECLARATION_MEMORY.titolareTyped, {
      beneficialOwner: 'yes', usCitizen: 'no', usTaxResident: 'no', usTin: '', otherTaxResidence: 'no', country: '', foreignTin: '',
    });
    await fill(user);
    act(() => wizard.back());
    await waitFor(() => expect(currentPath(instance)).toBe('/titolareEffettivo'));
    expect(within(screen.getByRole('group', { name: TITOLARE_COPY.beneficialOwner })).getByRole('radio', { name: TITOLARE_COPY.yesOwner })).toBeChecked();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/gianos'));
    expect(job('Lavoratore dipendente')).toBeChecked();
    await waitFor(() => expect(sector()).toHaveValue('P'));
  });
});
