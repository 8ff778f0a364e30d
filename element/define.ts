/**
 * Defines `<bank-onboarding>` with @r2wc/react-to-web-component. Idempotent (STYLE.md, Shoelace): loading
 * the bundle twice on one page warns, never throws.
 */
import r2wc from '@r2wc/react-to-web-component';
import { App } from '../src/app/App';
import { R2WC_PROPS, type OnboardingConfig } from './surface';

export const TAG_NAME = 'bank-onboarding';

/** The element as the DOM sees it: every configuration property, typed. */
export type BankOnboardingElement = HTMLElement & Partial<OnboardingConfig>;

declare global {
  interface HTMLElementTagNameMap {
    'bank-onboarding': BankOnboardingElement;
  }
}

export const BankOnboarding: CustomElementConstructor = r2wc(App, { shadow: 'open', props: R2WC_PROPS });

/** Registers the tag once; returns false (with a warning) when it was already defined. */
export function defineBankOnboarding(registry: CustomElementRegistry = customElements): boolean {
  if (registry.get(TAG_NAME)) {
    console.warn(`[bank-onboarding] <${TAG_NAME}> is already defined; the second definition was ignored.`);
    return false;
  }
  registry.define(TAG_NAME, BankOnboarding);
  return true;
}
