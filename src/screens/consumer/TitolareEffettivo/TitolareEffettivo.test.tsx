import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { currentPath, expectFieldError, positionNow, renderStep } from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { stepMemory } from '../../../kit/connected/useStepMemory';
import { SELF_DECLARATION_MEMORY } from '../../../registration/self-declaration';
import { INVALID_VALUE, REQUIRED } from '../../../validation/messages';
import TitolareEffettivo from './TitolareEffettivo';
import { TITOLARE_COPY } from './copy';

const atStep4 = (data: Record<string, unknown> = {}) => inProgressRegistration({ id: 'reg-1', currentStep: 4, data });
const renderTitolare = (registration = atStep4()) => renderStep({ screen: 'TitolareEffettivo', Component: TitolareEffettivo, registration });

/** The radio `option` of the question labelled `question`. */
const radio = (question: string, option: string) => within(screen.getByRole('group', { name: question })).getByRole('radio', { name: option });
const usTin = () => screen.getByLabelText(TITOLARE_COPY.usTin);

async function fillNoForeignTies(user: UserEvent) {
  await user.click(radio(TITOLARE_COPY.beneficialOwner, TITOLARE_COPY.yesOwner));
  await user.click(radio(TITOLARE_COPY.usCitizen, TITOLARE_COPY.no));
  await user.click(radio(TITOLARE_COPY.usTaxResident, TITOLARE_COPY.no));
  await user.click(radio(TITOLARE_COPY.otherTaxResidence, TITOLARE_COPY.no));
}

describeStepContract({
  screen: 'TitolareEffettivo',
  Component: TitolareEffettivo,
  next: 'Gianos',
  registration: atStep4(),
  fill: fillNoForeignTies,
  invalid: {
    input: usTin,
    make: async (user) => {
      await user.click(radio(TITOLARE_COPY.usCitizen, TITOLARE_COPY.yes));
      await user.type(usTin(), '12');
    },
    message: INVALID_VALUE,
  },
});

describe('TitolareEffettivo (spec §4 CONSUMER 4,0)', () => {
  it('not the beneficial owner: the message under the question, a note with the contacts, and Prosegui stays disabled', async () => {
    const { user, instance } = renderTitolare();
    await fillNoForeignTies(user);
    await waitFor(() => expect(prosegui()).toBeEnabled());
    await user.click(radio(TITOLARE_COPY.beneficialOwner, TITOLARE_COPY.noOwner));
    await waitFor(() => expect(prosegui()).toBeDisabled());
    expect(screen.getByRole('note')).toHaveTextContent(TITOLARE_COPY.notOwnerNote);
    expect(screen.getByRole('group', { name: TITOLARE_COPY.beneficialOwner })).toHaveAccessibleDescription(
      expect.stringContaining(TITOLARE_COPY.notOwnerError) as unknown as string,
    );
    await user.click(screen.getByRole('button', { name: TITOLARE_COPY.contactUs }));
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'contacts' });
  });

  it('a US citizen or US tax resident gives a 9-digit TIN; another tax residence needs its country and tax id', async () => {
    const { user } = renderTitolare();
    await fillNoForeignTies(user);
    expect(screen.queryByLabelText(TITOLARE_COPY.usTin)).toBeNull();
    await user.click(radio(TITOLARE_COPY.usTaxResident, TITOLARE_COPY.yes));
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await user.type(usTin(), '12-345');
    await user.tab();
    await expectFieldError(usTin(), INVALID_VALUE);
    await user.clear(usTin());
    await expectFieldError(usTin(), REQUIRED);
    await user.type(usTin(), '123-45-6789');
    await waitFor(() => expect(prosegui()).toBeEnabled());

    await user.click(radio(TITOLARE_COPY.otherTaxResidence, TITOLARE_COPY.yes));
    await waitFor(() => expect(prosegui()).toBeDisabled());
    const country = screen.getByLabelText(TITOLARE_COPY.country);
    expect(within(country).queryByRole('option', { name: 'Italia' })).toBeNull();
    await user.selectOptions(country, 'FR');
    await user.type(screen.getByLabelText(TITOLARE_COPY.foreignTin), 'ab 123');
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('§4 Prosegui sends nothing, keeps the answers for ScopoRapporto and moves to Gianos (4,1)', async () => {
    const { user, instance, api } = renderTitolare();
    await fillNoForeignTies(user);
    await user.click(radio(TITOLARE_COPY.otherTaxResidence, TITOLARE_COPY.yes));
    await user.selectOptions(screen.getByLabelText(TITOLARE_COPY.country), 'DE');
    await user.type(screen.getByLabelText(TITOLARE_COPY.foreignTin), 'de12345');
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/gianos'));
    expect(positionNow(instance)).toEqual({ step: 4, substep: 1 });
    expect(api.calls).toEqual([]);
    expect(stepMemory(instance).recall(SELF_DECLARATION_MEMORY.titolareAnswers)).toEqual({
      beneficialOwner: true,
      fatca: { usCitizen: false, usTaxResident: false, usTin: null },
      crs: { otherTaxResidence: true, country: 'DE', foreignTin: 'DE12345' },
    });
  });

  it('a reload at step 4 shows what the registration saved (data.fatcaGianos)', () => {
    renderTitolare(
      atStep4({
        fatcaGianos: {
          beneficialOwner: true,
          fatca: { usCitizen: true, usTaxResident: false, usTin: '123456789' },
          crs: { otherTaxResidence: false, country: null, foreignTin: null },
          gianos: { job: '04', activitySector: 'K' },
          purpose: { purpose: 'SAVINGS', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
        },
      }),
    );
    expect(radio(TITOLARE_COPY.beneficialOwner, TITOLARE_COPY.yesOwner)).toBeChecked();
    expect(radio(TITOLARE_COPY.usCitizen, TITOLARE_COPY.yes)).toBeChecked();
    expect(radio(TITOLARE_COPY.otherTaxResidence, TITOLARE_COPY.no)).toBeChecked();
    expect(usTin()).toHaveValue('123456789');
  });
});
