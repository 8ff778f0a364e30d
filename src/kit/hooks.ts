/** The screens' access to their element instance and wizard (screens import the kit, never src/app). */
export { useInstance, useOnboardingState } from '../app/context';
