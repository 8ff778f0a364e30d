/**
 * How long a wait for a state may take before it fails (the WebdriverIO configs' `waitforTimeout`, the default of
 * every `waitUntil`/`waitFor…` here): generous, because a busy 2-core machine running two browsers can take many
 * seconds to show a screen that is not stuck. Waits end as soon as their state holds; only a failure waits this long.
 */
export const WAIT_MS = 45_000;
