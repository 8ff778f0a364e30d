// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inProgressRegistration } from '../../test/support/fixtures';
import { screenAt } from '../flows/engine';
import { NO_FLAGS } from './flags';
import { resumePosition } from './resume';
import { planWithRegistration } from './rules';

describe('§4 Start-up rules: resuming inside the stored step', () => {
  it('§4 Start-up rules: the stored step resumes at substep 0 when nothing of it is recorded', () => {
    expect(resumePosition('CONSUMER', 2, inProgressRegistration({ currentStep: 2, data: {} }))).toEqual({ step: 2, substep: 0 });
    expect(resumePosition('CONSUMER', 3, inProgressRegistration({ currentStep: 3, data: null }))).toEqual({ step: 3, substep: 0 });
  });

  it('§4 Start-up rules: a confirmed e-mail resumes CONSUMER step 2 at the recognition hand-off (2,1)', () => {
    const registration = inProgressRegistration({ currentStep: 2, data: { emailConfirmed: true } });
    const plan = planWithRegistration({ flags: NO_FLAGS, registration, user: { status: 'PENDING' } });
    if (plan.kind !== 'place') throw new Error('expected a placement');
    expect(plan.rule).toBe('resume');
    expect(plan.position).toEqual({ step: 2, substep: 1 });
    expect(screenAt(plan.flow, plan.position)).toBe('Recognition');
  });

  it('§4 Start-up rules: the walk stops at the first screen not done and never passes the last substep', () => {
    const all = { ConfirmEmail: () => true, Recognition: () => true };
    expect(resumePosition('CONSUMER', 2, inProgressRegistration({ currentStep: 2 }), all)).toEqual({ step: 2, substep: 1 });
    expect(resumePosition('CONSUMER', 4, inProgressRegistration({ currentStep: 4 }), { Gianos: () => true })).toEqual({ step: 4, substep: 0 });
  });
});
