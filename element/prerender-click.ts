/**
 * Clicks on a prerendered landing (painted before the JavaScript, scripts/prerender.ts), shared by the loader
 * (element/boot.ts), which records them, and the element (src/app/prerender.ts), which replays them on its own
 * tree. Dependency-free: the loader is tiny.
 */

/** Where a host keeps the position of the prerendered button clicked before the element was live. */
export const PENDING_CLICK = Symbol.for('bank-onboarding.pending-click');

/** Marks the prerendered root (the element's own root never has it). */
export const PRERENDER_MARK = 'data-prerendered';

/** The prerendered button a click landed on, with its host and its position among the root's buttons. */
export function prerenderButtonIndex(event: Event): { host: Element; button: HTMLButtonElement; index: number } | null {
  const path = event.composedPath();
  const button = path.find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement);
  const root = path.find((node): node is HTMLElement => node instanceof HTMLElement && node.hasAttribute(PRERENDER_MARK));
  const shadow = root?.getRootNode();
  if (!button || !root || !(shadow instanceof ShadowRoot)) return null;
  return { host: shadow.host, button, index: [...root.querySelectorAll('button')].indexOf(button) };
}
