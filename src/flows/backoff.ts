/**
 * The one back-off of the element's polls (MinorWaitingTutorConfirm's wait for the guardian, a recognition's
 * PENDING outcome, a running signature's status after failed reads): the wait before ask number `attempt`
 * (0 = the first) is the first wait times the growth to the power `attempt`, rounded to the millisecond, never
 * more than the cap. The waits are in src/flows/timings.ts with every other duration; the growths (ratios) are
 * here. Not part of the entry chunk, so its objects and function cost the entry nothing.
 */
import {
  RECOGNITION_POLL_FIRST_SECONDS,
  RECOGNITION_POLL_MAX_SECONDS,
  SIGN_POLL_FIRST_SECONDS,
  SIGN_POLL_MAX_SECONDS,
  TUTOR_POLL_FIRST_SECONDS,
  TUTOR_POLL_MAX_SECONDS,
} from './timings';

export interface BackoffPolicy {
  /** The wait before the first ask, in ms. */
  firstMs: number;
  /** Each wait is the previous one times this. */
  growth: number;
  /** No wait is longer than this, in ms. */
  maxMs: number;
}

/** The wait in ms before ask number `attempt` (a negative, fractional or non-finite attempt counts as 0, floored). */
export function backoffMs({ firstMs, growth, maxMs }: BackoffPolicy, attempt: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(Math.round(firstMs * growth ** n), maxMs);
}

const policy = (firstSeconds: number, growth: number, maxSeconds: number): BackoffPolicy => ({
  firstMs: firstSeconds * 1000,
  growth,
  maxMs: maxSeconds * 1000,
});

/**
 * MinorWaitingTutorConfirm's reads of the registration while the guardian signs (spec §4 MINOR 9,0): the first
 * after 3 s, then ×1.5 each time (4.5 s, 6.75 s, …) up to 30 s. A failed read counts as a read.
 */
export const TUTOR_POLL = policy(TUTOR_POLL_FIRST_SECONDS, 1.5, TUTOR_POLL_MAX_SECONDS);

/** A PENDING recognition asked again (spec §4 CONSUMER 6,0 and UserRecognition): after 2 s, doubling up to 30 s. */
export const RECOGNITION_POLL = policy(RECOGNITION_POLL_FIRST_SECONDS, 2, RECOGNITION_POLL_MAX_SECONDS);

/**
 * A running signature's sign-status: every second while the reads answer; after n failed reads in a row the next
 * waits the wait number n (2 s, 4 s, 8 s), never more than 8 s.
 */
export const SIGN_POLL = policy(SIGN_POLL_FIRST_SECONDS, 2, SIGN_POLL_MAX_SECONDS);
