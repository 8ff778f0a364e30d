/**
 * How a recognition's outcome is read and waited for (spec §4 CONSUMER 6,0, and the UserRecognition step of
 * MINOR and the upgrades, which have no result step of their own): the status from `recog/callback` (no
 * session id: the registration's current recognition, server side, so a reload reads it again) and the
 * polling back-off while it is PENDING. Used by the kit's useRecognitionOutcome.
 */
import type { RecognitionStatus } from '../api/recognition-schemas';

/** First wait before asking again about a PENDING recognition. */
export const FIRST_POLL_MS = 2_000;
/** The back-off doubles up to this cap. */
export const MAX_POLL_MS = 30_000;

/** The wait after `delay`: doubled, at most {@link MAX_POLL_MS}. */
export function nextPollDelay(delay: number): number {
  return Math.min(delay * 2, MAX_POLL_MS);
}

/** What the screen shows. */
export type CheckResultView =
  | { kind: 'checking' }
  | { kind: 'approved' }
  /** Asked again in `nextInMs`. */
  | { kind: 'pending'; nextInMs: number }
  | { kind: 'rejected' }
  /** No outcome: never started, or left at the provider without one (STARTED). */
  | { kind: 'incomplete' }
  /** The status could not be read. */
  | { kind: 'failed' };

/** The view for a final (non-PENDING) status. */
export function viewOfFinalStatus(status: Exclude<RecognitionStatus, 'PENDING'>): CheckResultView {
  if (status === 'APPROVED') return { kind: 'approved' };
  if (status === 'REJECTED') return { kind: 'rejected' };
  return { kind: 'incomplete' };
}
