/**
 * The user-event instance the component tests type and click with.
 *
 * - `delay: null`: no timer between two keystrokes or clicks (user-event's default waits one out after each, which
 *   only made every typed value slower).
 * - `pointerEventsCheck: Never`: user-event otherwise asks jsdom for the computed `pointer-events` of the target and
 *   every ancestor on each pointer action, and jsdom's `getComputedStyle` cascades every stylesheet for each: that
 *   check was over a third of the component tests' processor time. The element's styles set `pointer-events` in one
 *   place only (the landing carousel while it slides), which no component test clicks; the end-to-end run clicks in
 *   a real browser, where the styles apply.
 */
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

type Options = Parameters<typeof userEvent.setup>[0];

export function setupUser(options: Options = {}): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
