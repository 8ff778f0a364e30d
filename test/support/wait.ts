/**
 * Waiting for a state on a loaded machine. Every wait of the unit suite polls until its state holds and
 * ends as soon as it does; this bound only decides when a wait that never succeeds is reported, so it is
 * generous: a busy machine (an end-to-end run beside the suite, `npm run test:stress`) can take seconds to
 * get through a render that takes milliseconds when idle.
 */
import { vi } from 'vitest';

/** How long a wait for a state may poll: Testing Library's `asyncUtilTimeout` (test/setup-unit.ts) and {@link waitForState}. */
export const STATE_WAIT_MS = 10_000;

/** `vi.waitFor` with the suite's bound, for files without a DOM (Testing Library's `waitFor` needs one) or its act(). */
export const waitForState = <T>(callback: () => T | Promise<T>): Promise<T> => vi.waitFor(callback, { timeout: STATE_WAIT_MS });
