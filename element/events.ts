/**
 * The typed event map of `<bank-onboarding>` (STYLE.md, Shoelace): one `emit` helper, every event a
 * `CustomEvent` that bubbles and is composed so hosts see it through the shadow root.
 */
import type { OnboardingEventDetail, OnboardingEventMap, OnboardingEventName } from './surface';

export type { OnboardingEventMap, OnboardingEventName, OnboardingEventDetail } from './surface';

/** Dispatches `name` on the host element; returns the event (so a caller can read defaultPrevented). */
export function emit<N extends OnboardingEventName>(
  host: EventTarget,
  name: N,
  detail: OnboardingEventDetail<N>,
): CustomEvent<OnboardingEventDetail<N>> {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: false });
  host.dispatchEvent(event);
  return event;
}

declare global {
  // Lets `el.addEventListener('onboarding-exit', e => e.detail.to)` type-check on any element/document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging needs the empty body
  interface GlobalEventHandlersEventMap extends OnboardingEventMap {}
}
