/**
 * The element's one `emit` helper (STYLE.md, Shoelace): every event a `CustomEvent` that bubbles and is
 * composed so hosts see it through the shadow root. The typed event map is declared with the element's types
 * (element/define.ts).
 */
import type { OnboardingEventDetail, OnboardingEventName } from './surface';

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
