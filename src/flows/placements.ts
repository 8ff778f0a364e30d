import { positionOf, type Position } from './engine';
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
   * "final step 6 by default or 10 for a minor" (a step; substep 0), as the spec writes it. Read
   * through {@link finalStepPosition}, which resolves the conflict with the spec's own tables.
   */
  finalStep: { default: 6, MINOR: 10 },
  /** "wizard completed 9,0" */
  wizardCompleted: { step: 9, substep: 0 },
  /** "consumer signature recovery 8,5" (CONSUMER ConfirmMobileToken) */
  consumerSignatureRecovery: { step: 8, substep: 5 },
  /** "tutor signature recovery 9,4" (TUTOR TutorConfirmAccessCode) */
  tutorSignatureRecovery: { step: 9, substep: 4 },
} as const satisfies Record<string, Position | { default: number; MINOR: number }>;

/**
 * §2 "final step 6 by default or 10 for a minor": where §4's "then final step" lands.
 *
 * Decision: the final step is the flow's first RegistrationCompleted position. For MINOR that is 10,0
 * as the spec says; for CONSUMER the spec's "6" would be the recognition-check-result screen of its own
 * step table (RegistrationCompleted is 9), and a CONSUMER with CONTRACTS_SIGNED at step 8 (spec §4
 * Start-up rules) must land on /registrationCompleted, so the screen wins over the number. The literal number is the
 * fallback for a flow without that screen.
 */
export function finalStepPosition(flow: FlowName): Position {
  return (
    positionOf(flow, 'RegistrationCompleted') ?? {
      step: flow === 'MINOR' ? PLACEMENTS.finalStep.MINOR : PLACEMENTS.finalStep.default,
      substep: 0,
    }
  );
}

/** §2 "pre-registered users 1,6 if phoneNumberStatus is NOT_CERTIFIED, otherwise 1,7". */
export function preRegistered(phoneNumberStatus: string | null | undefined): Position {
  return phoneNumberStatus === 'NOT_CERTIFIED' ? { step: 1, substep: 6 } : { step: 1, substep: 7 };
}
