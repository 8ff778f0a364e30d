/**
 * spec §9 "Business constants and limits", the timings: the one place for every duration the element honours,
 * the §9 ones and the waits, polls, cooldowns and time-outs the design adds. No other module of src/ defines a
 * duration: it imports it from here (src/flows/backoff.ts combines the polls' numbers below into the one
 * back-off). The sandbox in demo-host/ plays the bank and keeps its own.
 *
 * Units: a duration of a second or more is in seconds (`_SECONDS`), multiplied by 1000 where it is used; a
 * shorter one is in milliseconds (`_MS`), and so are two longer ones the entry itself uses: the submit window
 * (the engine's and the submit lock's unit, three uses) and the signature session's 3,300,000 ms. Why seconds:
 * the entry imports this module, so it sits in the entry chunk; the build copies a small integer (under 1000)
 * into each chunk that uses it, but a larger number stays a variable that the entry chunk exports to every lazy
 * chunk reading it — bytes in the entry, which is at its budget.
 */

/** §4 / §9 "Submit debounce and button lock 1 second": repeated submits within it are ignored, Prosegui locked. */
export const SUBMIT_REPEAT_WINDOW_MS = 1000;

/** §9 "Page fade 400 ms": the routed screen fades in on every step change (none under reduced motion). */
export const PAGE_FADE_MS = 400;

/** §9 "Default debounce 500 ms": the kit's `debounce` / `useDebounced` default. */
export const DEFAULT_DEBOUNCE_MS = 500;

/**
 * §9 "App-flag checks after 300 ms": a visitor placed on the landing page without the fromApp flag has it
 * read again after this delay; a native host that set it late gets the registration start (spec §4).
 */
export const APP_FLAG_CHECK_MS = 300;

/**
 * §9 "App-flag checks … 1 s or 1.5 s in help components": the help components read the fromApp flag when they
 * mount, again 1 s later and once more 500 ms after that, 1.5 s after mounting (the host app may set it after
 * the page loaded).
 */
export const HELP_APP_FLAG_RECHECK_SECONDS = 1;
export const HELP_APP_FLAG_LAST_RECHECK_GAP_MS = 500;

/** §2 / §9 "Documentation … loads 1 second after the panel mounts" (the help panel's documentation). */
export const HELP_DOCUMENTS_DELAY_SECONDS = 1;

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

/** §9 "Carousel autoplay 3000 ms" (the landing page's carousel). */
export const CAROUSEL_AUTOPLAY_SECONDS = 3;

/** How long the landing carousel's slide takes (none under reduced motion). */
export const CAROUSEL_SLIDE_MS = 500;

/** §4 Session, §9 "Signature session time-out 3,300,000 ms" (55 minutes): the certificate provider's session. */
export const SIGNATURE_SESSION_TIMEOUT_MS = 3_300_000;

/** §9 "Duplicate document open on Android ignored within 5 seconds". */
export const DUPLICATE_OPEN_WINDOW_SECONDS = 5;

/** §9 "Default error after failed start 100 ms". */
export const START_FAILURE_ERROR_DELAY_MS = 100;

/**
 * How long "Invia di nuovo il codice" (and MinorWaitingTutorConfirm's resend of the guardian's invitation) stays
 * disabled after a code or invitation is sent: every resend of the element (the kit's useCooldown default).
 */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Default time-out of one HTTP attempt (the element's `request-timeout` overrides it). */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** Time-out of the document-scans upload: up to 2 × 5 MB from a phone (the default is for JSON calls). */
export const DOCUMENT_SCANS_TIMEOUT_SECONDS = 120;

/** How long the boot loader's first call may wait for the start-up that reads it (older: the client calls again). */
export const START_CALL_MAX_AGE_SECONDS = 30;

/** The bot-protection script loads once the page is idle (spec §7 "deferred"), at the latest this long after start-up. */
export const BOT_PROTECTION_IDLE_MAX_SECONDS = 3;

/** How long the bot-protection challenge may take to answer before pre-registration gives up with the generic error. */
export const BOT_PROTECTION_TIMEOUT_SECONDS = 15;

/** Longest time the prerender may stand in for the element's own tree (a start-up that never places). */
export const PRERENDER_MAX_SECONDS = 15;

/** A submit's action waits for the paint of the click's answer (the button shown disabled), never longer than this. */
export const SUBMIT_PAINT_WAIT_MAX_MS = 100;

/** How long after a failed tracking send its retry goes at the latest (when no send succeeds before). */
export const TRACKING_RETRY_DELAY_SECONDS = 5;

/*
 * The polls' waits: the first and the cap of each poll's back-off (src/flows/backoff.ts, which also holds each
 * one's growth, a ratio). Spec §9 gives no numbers for them: each poll keeps the ones its screen was built and
 * tested with.
 */

/** MinorWaitingTutorConfirm's reads of the registration while the guardian signs (spec §4 MINOR 9,0): 3 s to 30 s. */
export const TUTOR_POLL_FIRST_SECONDS = 3;
export const TUTOR_POLL_MAX_SECONDS = 30;

/** A recognition's outcome while PENDING (spec §4 CONSUMER 6,0 and UserRecognition): 2 s to 30 s. */
export const RECOGNITION_POLL_FIRST_SECONDS = 2;
export const RECOGNITION_POLL_MAX_SECONDS = 30;

/** A running signature's sign-status (a signature lasts seconds): every 1 s, up to 8 s after failed reads. */
export const SIGN_POLL_FIRST_SECONDS = 1;
export const SIGN_POLL_MAX_SECONDS = 8;
