/** The screens' access to their element instance, wizard and layout (screens import the kit, never src/app). */
export { useInstance, useOnboardingState } from '../app/context';
export { DESKTOP_MIN_WIDTH, useDesktopLayout } from '../app/layout';
