import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgeForm from '../AgeForm/AgeForm';
import MinorInfo from './MinorInfo';
import NameForm from '../NameForm/NameForm';
import {
  currentPath,
  positionNow,
  renderStep,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeInfoPageContract, proceed } from '../../../../test/support/step-contract';
import { AGE_COPY } from '../AgeForm/copy';
import { NAME_COPY } from '../NameForm/copy';
import { MINOR_INFO_COPY } from './copy';

/** /minorInfo as AgeForm shows it: MINOR flow, the wizard still at AgeForm (1,0). */
const AS_AGE_FORM_SHOWS_IT: RenderStepOptions = {
  screen: 'MinorInfo',
  Component: MinorInfo,
  flow: 'MINOR',
  at: { step: 1, substep: 0 },
  draft: { birthDate: '01/01/2015' },
  others: { AgeForm, NameForm },
};

const renderMinorInfo = (options: Partial<RenderStepOptions> = {}) => renderStep({ ...AS_AGE_FORM_SHOWS_IT, ...options });

// Prosegui continues the data steps at NameForm (1,1).
describeInfoPageContract({ ...AS_AGE_FORM_SHOWS_IT, next: 'NameForm' });

describe('/minorInfo (spec §2 data steps)', () => {
  it('§1 MINOR flow: explains that a parent or guardian (tutor) must confirm and sign', () => {
    renderMinorInfo();
    expect(screen.getByRole('heading', { level: 1, name: MINOR_INFO_COPY.title })).toBeInTheDocument();
    expect(screen.getByText(/genitore o (un )?tutore/)).toBeInTheDocument();
    expect(screen.getByText(/confermarli e firmare/)).toBeInTheDocument();
  });

  it('§4 MINOR: Prosegui continues the data steps at NameForm (1,1) in the MINOR flow', async () => {
    const { user, instance, api } = renderMinorInfo();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/nameForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 1 });
    expect(instance.store.state.flow).toBe('MINOR');
    expect(screen.getByRole('heading', { name: NAME_COPY.title })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("'Modifica la data di nascita' returns to /ageForm (1,0) with the typed date", async () => {
    const { user, instance } = renderMinorInfo();
    await user.click(screen.getByRole('button', { name: MINOR_INFO_COPY.back }));
    await waitFor(() => expect(currentPath(instance)).toBe('/ageForm'));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 0 });
    expect(screen.getByLabelText(AGE_COPY.label)).toHaveValue('01/01/2015');
  });
});
