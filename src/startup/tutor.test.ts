// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Registration } from '../api/schemas';
import { inProgressRegistration } from '../../test/support/fixtures';
import { screenAt } from '../flows/engine';
import { NO_FLAGS } from './flags';
import { planWithRegistration, type StartupPlan } from './rules';
import { isInvitedTutor } from './tutor';

/** The minor's registration as the guardian loads it (`registrations/{currentRegistrationId}`, isTutor set). */
const asGuardian = (over: Partial<Registration>) =>
  planWithRegistration({
    flags: { ...NO_FLAGS, isTutor: true },
    registration: inProgressRegistration({ id: 'minor-1', flow: 'MINOR', status: 'MINOR_IN_PROGRESS', ...over }),
    user: { status: 'ENABLED' },
  });

function placed(p: StartupPlan): Extract<StartupPlan, { kind: 'place' }> {
  if (p.kind !== 'place') throw new Error(`expected a placement, got ${p.kind}`);
  return p;
}
const landsOn = (p: StartupPlan) => {
  const place = placed(p);
  return screenAt(place.flow, place.position);
};

describe('§4 Start-up rules, TUTOR (the guardian on the minor\'s registration)', () => {
  it('§4 TUTOR: a registration at stored step 9 resumes at 9,0 TutorCardDocumentation, in the TUTOR flow', () => {
    const plan = placed(asGuardian({ currentStep: 9 }));
    expect(plan).toMatchObject({ rule: 'resume', flow: 'TUTOR', position: { step: 9, substep: 0 }, saveProgress: null });
    expect(landsOn(plan)).toBe('TutorCardDocumentation');
  });

  it('§4 TUTOR steps 0-8 are empty: a link opened before the minor\'s step 8 was saved still starts at 9,0', () => {
    for (const currentStep of [0, 7, 8]) {
      const plan = placed(asGuardian({ currentStep }));
      expect(plan.position).toEqual({ step: 9, substep: 0 });
      expect(landsOn(plan)).toBe('TutorCardDocumentation');
    }
  });

  it('§4 Start-up rules, tutor signature recovery: infocertSignRunning lands on 9,4 TutorConfirmAccessCode', () => {
    const plan = placed(asGuardian({ currentStep: 9, infocertSignRunning: true }));
    expect(plan).toMatchObject({ rule: 'signature-recovery', flow: 'TUTOR', position: { step: 9, substep: 4 } });
    expect(landsOn(plan)).toBe('TutorConfirmAccessCode');
  });

  it('§4 Start-up rules: MINOR CONTRACTS_SIGNED at 9 (the guardian signed) -> progress 9, then the final step 10,0 RegistrationCompleted', () => {
    const plan = placed(asGuardian({ currentStep: 9, status: 'CONTRACTS_SIGNED' }));
    expect(plan).toMatchObject({ rule: 'contracts-signed', flow: 'TUTOR', saveProgress: 9, position: { step: 10, substep: 0 } });
    expect(landsOn(plan)).toBe('RegistrationCompleted');
  });

  it('§4 TUTOR: a registration the guardian already saved at step 10 resumes on RegistrationCompleted', () => {
    const plan = placed(asGuardian({ currentStep: 10, status: 'CONTRACTS_SIGNED' }));
    expect(plan.position).toEqual({ step: 10, substep: 0 });
    expect(landsOn(plan)).toBe('RegistrationCompleted');
  });

  it('§4 Start-up rules: without isTutor the same MINOR registration stays the minor\'s (MINOR flow, 9,0 MinorWaitingTutorConfirm)', () => {
    const plan = placed(
      planWithRegistration({
        flags: NO_FLAGS,
        registration: inProgressRegistration({ flow: 'MINOR', status: 'MINOR_IN_PROGRESS', currentStep: 9 }),
        user: { status: 'PENDING' },
      }),
    );
    expect(plan.flow).toBe('MINOR');
    expect(landsOn(plan)).toBe('MinorWaitingTutorConfirm');
  });
});

describe('§6 the tutor is identified by idRegistration: the as-tutor check', () => {
  const minor = (id: string) => inProgressRegistration({ id, flow: 'MINOR' });

  it('§7 as-tutor: the invitation holds when the id of the link is among the registrations', () => {
    expect(isInvitedTutor({ registrations: [minor('m-2'), minor('m-1')], lastRegistration: minor('m-2') }, 'm-1')).toBe(true);
    expect(isInvitedTutor({ registrations: null, lastRegistration: minor('m-1') }, 'm-1')).toBe(true);
  });

  it('§7 as-tutor: another id, no registrations or no id at all is not an invitation', () => {
    expect(isInvitedTutor({ registrations: [minor('m-2')], lastRegistration: minor('m-2') }, 'm-1')).toBe(false);
    expect(isInvitedTutor({ registrations: [], lastRegistration: null }, 'm-1')).toBe(false);
    expect(isInvitedTutor({ registrations: [minor('m-1')], lastRegistration: null }, null)).toBe(false);
  });
});
