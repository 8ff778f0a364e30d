/**
 * The tracking payload of spec §3 (flow, orderID, deviceType, inviteCode, gender, cardId, settore,
 * professione), built from the state. It never carries tokens, codes or personal data beyond these.
 */
import type { OnboardingState } from '../state/store';
import { trackingFlow } from '../flows';
import { readFlag } from '../session/storage';
import { savedText } from '../registration/draft-state';

export type TrackingPayload = Record<string, string | number | boolean | null>;

export function trackingPayload(state: OnboardingState, today: Date = new Date()): TrackingPayload {
  const user = state.data;
  const registration = state.registrations;
  // Before pre-registration there is no user yet: the birth date and promo code typed so far count.
  const saved = registration?.data;
  const birthDate = user?.context?.userBirthDate || state.draft.birthDate || savedText(saved, 'birthDate') || null;
  return {
    flow: trackingFlow(
      {
        isTutor: readFlag('isTutor'),
        bizDI: readFlag('bizDI'),
        bizLP: readFlag('bizLP'),
        upgrade: readFlag('upgrade'),
        upgradeMinor: readFlag('upgradeMinor'),
        corporate: readFlag('corporate'),
        updateDocument: readFlag('updateDocument'),
        registrationFlow: registration?.flow ?? null,
        birthDate,
        today,
      },
      { step: state.currentStep, substep: state.currentSubstep },
    ),
    orderID: registration?.id ?? null,
    deviceType: state.detect.platform.type,
    inviteCode: user?.context?.mgmCode || state.draft.mgmCode || savedText(saved, 'mgmCode') || null,
    gender: user?.context?.gender ?? null,
    cardId: registration?.prepaidCardResource?.id ?? null,
    settore: user?.context?.gianos?.activitySector ?? null,
    professione: user?.context?.gianos?.job ?? null,
  };
}
