/**
 * How a recognition's outcome is read and waited for (spec §4 CONSUMER 6,0, and the UserRecognition step of
 * MINOR and the upgrades, which have no result step of their own): the status from `recog/callback` (no
 * session id: the registration's current recognition, server side, so a reload reads it again), read again
 * while it is PENDING with the back-off RECOGNITION_POLL (src/flows/timings.ts). Used by the kit's
 * useRecognitionOutcome.
 */
import type { RecognitionStatus } from '../api/recognition-schemas';

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
