// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenAt } from './engine';
import { PLACEMENTS, finalStepPosition, preRegistered } from './placements';

describe('initial placements', () => {
  it('§2 Navigation rules: initial placements are the spec values', () => {
    expect(PLACEMENTS.landing).toEqual({ step: 0, substep: 0 });
    expect(PLACEMENTS.registrationStart).toEqual({ step: 1, substep: 0 });
    expect(PLACEMENTS.businessNameForm).toEqual({ step: 1, substep: 1 });
    expect(PLACEMENTS.upgradeCitizenship).toEqual({ step: 1, substep: 7 });
    expect(PLACEMENTS.documentData).toEqual({ step: 2, substep: 2 });
    expect(PLACEMENTS.finalStep).toEqual({ default: 6, MINOR: 10 });
    expect(PLACEMENTS.wizardCompleted).toEqual({ step: 9, substep: 0 });
    expect(PLACEMENTS.consumerSignatureRecovery).toEqual({ step: 8, substep: 5 });
    expect(PLACEMENTS.tutorSignatureRecovery).toEqual({ step: 9, substep: 4 });
  });

  it('§2 Navigation rules: placements land on the intended screens of their flows', () => {
    expect(screenAt('CONSUMER', PLACEMENTS.landing)).toBe('Home');
    expect(screenAt('CONSUMER', PLACEMENTS.registrationStart)).toBe('AgeForm');
    expect(screenAt('BUSINESS', PLACEMENTS.businessNameForm)).toBe('NameForm');
    expect(screenAt('UPGRADE_LEVEL_B_A', PLACEMENTS.upgradeCitizenship)).toBe('Citizenship');
    expect(screenAt('UPGRADE_MINOR_MAJOR', PLACEMENTS.documentData)).toBe('DocumentData');
    expect(screenAt('CONSUMER', PLACEMENTS.wizardCompleted)).toBe('RegistrationCompleted');
    expect(screenAt('CONSUMER', PLACEMENTS.consumerSignatureRecovery)).toBe('ConfirmMobileToken');
    expect(screenAt('TUTOR', PLACEMENTS.tutorSignatureRecovery)).toBe('TutorConfirmAccessCode');
  });

  it('§2 Navigation rules: the final step is 10 for a minor and RegistrationCompleted in every flow', () => {
    expect(finalStepPosition('MINOR')).toEqual({ step: 10, substep: 0 });
    expect(finalStepPosition('CONSUMER')).toEqual({ step: 9, substep: 0 });
    expect(finalStepPosition('BUSINESS')).toEqual({ step: 10, substep: 0 });
    expect(finalStepPosition('TUTOR')).toEqual({ step: 10, substep: 0 });
    for (const flow of ['CONSUMER', 'BUSINESS', 'UPGRADE_LEVEL_B_A', 'UPGRADE_MINOR_MAJOR', 'UPGRADE_CORPORATE_CONSUMER'] as const) {
      expect(screenAt(flow, finalStepPosition(flow))).toBe('RegistrationCompleted');
    }
    expect(screenAt('MINOR', finalStepPosition('MINOR'))).toBe('RegistrationCompleted');
  });

  it('§2 Navigation rules: pre-registered users go to 1,6 if the phone is NOT_CERTIFIED, else 1,7', () => {
    expect(preRegistered('NOT_CERTIFIED')).toEqual({ step: 1, substep: 6 });
    expect(preRegistered('CERTIFIED')).toEqual({ step: 1, substep: 7 });
    expect(preRegistered(null)).toEqual({ step: 1, substep: 7 });
    expect(screenAt('CONSUMER', preRegistered('NOT_CERTIFIED'))).toBe('ConfirmSms');
    expect(screenAt('CONSUMER', preRegistered('CERTIFIED'))).toBe('Citizenship');
  });
});
