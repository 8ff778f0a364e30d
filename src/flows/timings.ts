/**
 * spec §9 "Business constants and limits", the timings: one place for the durations the wizard honours.
 * (The submit window is SUBMIT_REPEAT_WINDOW_MS in engine.ts; the help panel's 1 s / 1.5 s checks and the
 * documentation delay live with the help panel.)
 */

/** §9 "Page fade 400 ms": the routed screen fades in on every step change (none under reduced motion). */
export const PAGE_FADE_MS = 400;

/** §9 "Default debounce 500 ms": the kit's `debounce` / `useDebounced` default. */
export const DEFAULT_DEBOUNCE_MS = 500;

/**
 * §9 "App-flag checks after 300 ms": a visitor placed on the landing page without the fromApp flag has it
 * read again after this delay; a native host that set it late gets the registration start (spec §4).
 */
export const APP_FLAG_CHECK_MS = 300;

/** §9 "Landing app page loading state at most 500 ms": the loader shown inside a native app while it waits. */
export const LANDING_APP_LOADING_MAX_MS = 500;

/** §9 "Modal vertical centering threshold: window width 768 px" (a media query in styles.css). */
export const MODAL_CENTRING_MIN_WINDOW_WIDTH = 768;

/**
 * §9 "Scroll-to-bottom delay 100 ms": after an answer reveals more fields below it (the kit's Revealed: the
 * domicile, a tax id, a business's office), the view scrolls to the end of what appeared this long after it
 * rendered, so a customer on a phone sees the new fields instead of the same screen.
 */
export const SCROLL_TO_BOTTOM_DELAY_MS = 100;
