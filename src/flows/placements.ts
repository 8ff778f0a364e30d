import type { Position } from './engine';
import type { FlowName } from './flows';

/**
 * §2 "Initial placements (step, substep)", verbatim, as data. The start-up rules
 * (src/startup) pick one; the values are positions in the flow returned by `flowFor`.
 */
export const PLACEMENTS = {
  /** "landing 0,0" */
  landing: { step: 0, substep: 0 },
  /** "registration start 1,0" */
  registrationStart: { step: 1, substep: 0 },
  /** "business name form 1,1" */
  businessNameForm: { step: 1, substep: 1 },
  /** "citizenship for a level upgrade 1,7" */
  upgradeCitizenship: { step: 1, substep: 7 },
  /** "document data 2,2" (the minor-upgrade jump of §4 Start-up rules) */
  documentData: { step: 2, substep: 2 },
  /**
   * "final step 6 by default or 10 for a minor" (a step; substep 0).
   * TODO(issue 3): reconcile with the consumer persona that lands on /registrationCompleted:
   * in the CONSUMER table step 6 is the recognition check result, RegistrationCompleted
   * starts at step 9 (MINOR's step 10 is RegistrationCompleted, as expected).
   */
  finalStep: { default: 6, MINOR: 10 },
  /** "wizard completed 9,0" */
  wizardCompleted: { step: 9, substep: 0 },
  /** "consumer signature recovery 8,5" (CONSUMER ConfirmMobileToken) */
  consumerSignatureRecovery: { step: 8, substep: 5 },
  /** "tutor signature recovery 9,4" (TUTOR TutorConfirmAccessCode) */
  tutorSignatureRecovery: { step: 9, substep: 4 },
} as const satisfies Record<string, Position | { default: number; MINOR: number }>;

/** §2 "final step 6 by default or 10 for a minor", as a position (substep 0). */
export function finalStepPosition(flow: FlowName): Position {
  return { step: flow === 'MINOR' ? PLACEMENTS.finalStep.MINOR : PLACEMENTS.finalStep.default, substep: 0 };
}

/** §2 "pre-registered users 1,6 if phoneNumberStatus is NOT_CERTIFIED, otherwise 1,7". */
export function preRegistered(phoneNumberStatus: string | null | undefined): Position {
  return phoneNumberStatus === 'NOT_CERTIFIED' ? { step: 1, substep: 6 } : { step: 1, substep: 7 };
}
