/**
 * Defines `<bank-onboarding>` with @r2wc/react-to-web-component. Idempotent (STYLE.md, Shoelace): loading
 * the bundle twice on one page warns, never throws.
 */
// First: before any zod schema is built (issue 19: no eval under a strict Content-Security-Policy).
import '../src/validation/jitless';
import r2wc from '@r2wc/react-to-web-component';
import { App } from '../src/app/App';
import { adoptPrerender } from '../src/app/prerender';
import { takeUrlTokens } from '../src/session/tokens';
import { getErrorReporter, setErrorReporter } from '../src/tracking/reporter';
import { R2WC_PROPS, type ErrorReporter, type OnboardingConfig } from './surface';

export const TAG_NAME = 'bank-onboarding';

/**
 * The element as the DOM sees it: every configuration property, typed, and the error reporter (a JS
 * property only: it holds functions, which no attribute — nor r2wc's 'json' kind, which round-trips the
 * value through an attribute as JSON — can carry).
 */
export type BankOnboardingElement = HTMLElement & Partial<OnboardingConfig> & { errorReporter: ErrorReporter | null };

declare global {
  interface HTMLElementTagNameMap {
    'bank-onboarding': BankOnboardingElement;
  }
}

const R2wcElement = r2wc(App, { shadow: 'open', props: R2WC_PROPS }) as typeof HTMLElement;

class BankOnboardingImpl extends R2wcElement {
  constructor() {
    super();
    // Tokens in the address bar leave it now, not once React has rendered and the start-up runs.
    takeUrlTokens();
    // A reporter set before the tag was defined sits on the instance and shadows the accessor: move it.
    if (Object.prototype.hasOwnProperty.call(this, 'errorReporter')) {
      const value = (this as unknown as { errorReporter: unknown }).errorReporter;
      delete (this as unknown as { errorReporter?: unknown }).errorReporter;
      setErrorReporter(this, value);
    }
  }

  /**
   * A declarative shadow root already here is the prerendered landing page (issue 18): r2wc's attachShadow
   * would empty it (a blank frame until React renders); it is kept instead, and the shell swaps it out.
   */
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    const existing = this.shadowRoot;
    if (existing && existing.mode === init.mode) {
      adoptPrerender(existing);
      return existing;
    }
    return super.attachShadow(init);
  }

  /** The host's error reporter (issue 13, spec §7 Other); null (the default) reports nothing. */
  get errorReporter(): ErrorReporter | null {
    return getErrorReporter(this);
  }

  set errorReporter(reporter: ErrorReporter | null) {
    setErrorReporter(this, reporter);
  }
}

export const BankOnboarding: CustomElementConstructor = BankOnboardingImpl;

/** Registers the tag once; returns false (with a warning) when it was already defined. */
export function defineBankOnboarding(registry: CustomElementRegistry = customElements): boolean {
  if (registry.get(TAG_NAME)) {
    console.warn(`[bank-onboarding] <${TAG_NAME}> is already defined; the second definition was ignored.`);
    return false;
  }
  registry.define(TAG_NAME, BankOnboarding);
  return true;
}
