/**
 * The element's one `emit` helper (STYLE.md, Shoelace): every event a `CustomEvent` that bubbles and is
 * composed so hosts see it through the shadow root. The events listed in CANCELABLE_EVENTS (surface.ts)
 * are dispatched before the element navigates and are cancelable: a host's `preventDefault()` keeps the
 * page where it is (the host routes itself). The typed event map is declared with the element's types
 * (element/define.ts).
 */
import { CANCELABLE_EVENTS, type OnboardingEventDetail, type OnboardingEventName } from './surface';

export type { OnboardingEventName, OnboardingEventDetail } from './surface';

const cancelable: ReadonlySet<OnboardingEventName> = new Set(CANCELABLE_EVENTS);

/** Dispatches `name` on the host element; returns the event (so a caller can read defaultPrevented). */
export function emit<N extends OnboardingEventName>(
  host: EventTarget,
  name: N,
  detail: OnboardingEventDetail<N>,
): CustomEvent<OnboardingEventDetail<N>> {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: cancelable.has(name) });
  host.dispatchEvent(event);
  return event;
}
