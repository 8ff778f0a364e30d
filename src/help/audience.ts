/** The facts the help panel's visibility rules read (src/help/visibility.ts), from the instance's state. */
import { useOnboardingState } from '../kit/hooks';
import { useAppFlag } from './useAppFlag';
import { helpVisibility, type HelpAudience, type HelpVisibility } from './visibility';

export function useHelpAudience(): HelpAudience & HelpVisibility {
  const fromApp = useAppFlag();
  const { tokenData, data, registrations, currentStep } = useOnboardingState();
  const audience: HelpAudience = {
    fromApp,
    loggedIn: Boolean(tokenData?.user_id || data?.id),
    hasRegistration: Boolean(registrations?.id),
    step: currentStep,
  };
  return { ...audience, ...helpVisibility(audience) };
}
