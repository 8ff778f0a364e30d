/**
 * The recognition hand-off has no form: what it reads is the provider's return, `recogSession=<id>` in
 * the page address (RECOGNITION_SESSION_PARAM), and the recognition's status (`recog/callback`). This
 * module decides what the screen shows for that status (spec §4 CONSUMER 2,1 -> 3: whatever the
 * provider's outcome, the flow goes on and the result is shown at step 6).
 */
import type { RecognitionStatus } from '../../../api/recognition-schemas';

/** What the screen shows. */
export type RecognitionView =
  /** Nothing started yet (or a reload before leaving): the explanation and the start button. */
  | 'intro'
  /** Back from the provider: its status is being read. */
  | 'checking'
  /** Back without an outcome (cancelled on the provider's page): say so, offer to start again. */
  | 'cancelled'
  /** The return named a session that is not the registration's current one. */
  | 'unknown'
  /** An outcome exists (approved, pending or rejected): the step submit moves on. */
  | 'done'
  /**
   * DOCUMENT_RENEWAL only: the provider rejected the recognition. The renewal has no result step
   * and the bank replaces the document only after an accepted recognition (the sandbox refuses progress 2
   * with USR_RENEWAL_INCOMPLETE), so the screen says so and offers to start again instead of moving on.
   */
  | 'rejected';

/**
 * The view for a recognition status: STARTED means the user left the provider without an outcome; a
 * rejection stops a document renewal (`renewal`), not a registration (its result step shows it).
 */
export function viewOfStatus(status: RecognitionStatus, renewal = false): RecognitionView {
  if (status === 'STARTED') return 'cancelled';
  return renewal && status === 'REJECTED' ? 'rejected' : 'done';
}

/** The view on arrival without a return: the recorded outcome's (a reload after it), else `intro`. */
export function viewOnArrival(data: Readonly<Record<string, unknown>> | null | undefined, renewal = false): RecognitionView {
  const recognition = data?.recognition;
  const status = typeof recognition === 'object' && recognition !== null ? (recognition as { status?: unknown }).status : undefined;
  return status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED' ? viewOfStatus(status, renewal) : 'intro';
}
