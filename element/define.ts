/**
 * Defines `<bank-onboarding>` with @r2wc/react-to-web-component. Nothing here runs on import: the element
 * class is built the first time it is asked for (it extends `HTMLElement`, which a server has not), so the
 * side-effect-free entry (element/element.ts) can be imported during server-side rendering. Idempotent
 * (STYLE.md, Shoelace): defining it again is silent, loading a second copy of the bundle warns, nothing throws.
 */
// First: before any zod schema is built (no eval under a strict Content-Security-Policy).
import '../src/validation/jitless';
import r2wc from '@r2wc/react-to-web-component';
import { App } from '../src/app/App';
import { adoptPrerender } from '../src/app/prerender';
import { currentSession, handOverSession, toSessionTokens } from '../src/session/handover';
import { takeUrlTokens } from '../src/session/tokens';
import { getErrorReporter, setErrorReporter } from '../src/tracking/reporter';
import type { SessionTokens } from './bridge-types';
import { R2WC_PROPS, type ErrorReporter, type OnboardingConfig, type OnboardingEventMap } from './surface';

export const TAG_NAME = 'bank-onboarding';

/**
 * The element as the DOM sees it: every configuration property, typed, and the error reporter (a JS
 * property only: it holds functions, which no attribute — nor r2wc's 'json' kind, which round-trips the
 * value through an attribute as JSON — can carry).
 */
export interface BankOnboardingElement extends HTMLElement, Partial<OnboardingConfig> {
  /** The host's error reporter (spec §7 Other); null (the default) reports nothing and makes no call. */
  errorReporter: ErrorReporter | null;
  /**
   * Hands the element a session the host holds (a native app that logged the customer in), never through an
   * address. Before the start-up it is used as a start-up URL's tokens would be (spec §4 Start-up rules);
   * later it replaces the session and the start-up runs again for it. Throws a TypeError unless both tokens
   * are JWT-shaped strings (the message names no value).
   */
  setSession(session: SessionTokens): void;
  /**
   * The current session, `{ accessToken, refreshToken }`, or null without one. After a refresh
   * (`onboarding-session-refreshed`, bridge `sessionRefreshed`) it returns the new pair.
   */
  getSession(): SessionTokens | null;
}

/** The element's class, as `customElements.get('bank-onboarding')` returns it. */
export interface BankOnboardingElementConstructor {
  new (): BankOnboardingElement;
  readonly prototype: BankOnboardingElement;
}

declare global {
  interface HTMLElementTagNameMap {
    'bank-onboarding': BankOnboardingElement;
  }
  // Lets `el.addEventListener('onboarding-exit', e => e.detail.to)` type-check on any element and on document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging needs the empty body
  interface GlobalEventHandlersEventMap extends OnboardingEventMap {}
}

function createElementClass(): BankOnboardingElementConstructor {
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
     * A declarative shadow root already here is the prerendered landing page: r2wc's attachShadow would
     * empty it (a blank frame until React renders); it is kept instead, and the shell swaps it out.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      if (existing && existing.mode === init.mode) {
        adoptPrerender(existing);
        return existing;
      }
      return super.attachShadow(init);
    }

    get errorReporter(): ErrorReporter | null {
      return getErrorReporter(this);
    }

    set errorReporter(reporter: ErrorReporter | null) {
      setErrorReporter(this, reporter);
    }

    setSession(session: SessionTokens): void {
      handOverSession(this, toSessionTokens(session));
    }

    getSession(): SessionTokens | null {
      return currentSession();
    }
  }
  return BankOnboardingImpl as unknown as BankOnboardingElementConstructor;
}

let elementClass: BankOnboardingElementConstructor | undefined;

/** The element's class, built on first use (one class per bundle, whichever entry asks first). */
export function bankOnboardingClass(): BankOnboardingElementConstructor {
  elementClass ??= createElementClass();
  return elementClass;
}

/**
 * Registers the tag once; returns false when it was already defined. Calling it again is harmless and silent (a
 * framework's mount effect may run twice); a tag defined by another copy of the bundle is kept, with a warning.
 */
export function defineBankOnboarding(registry: CustomElementRegistry = customElements): boolean {
  const existing = registry.get(TAG_NAME);
  if (existing) {
    if (existing !== elementClass) {
      console.warn(`[bank-onboarding] <${TAG_NAME}> is already defined by another copy of the bundle; this one was not registered.`);
    }
    return false;
  }
  registry.define(TAG_NAME, bankOnboardingClass());
  return true;
}
