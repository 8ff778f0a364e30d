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
  | 'done';

/** The view for a recognition status: STARTED means the user left the provider without an outcome. */
export function viewOfStatus(status: RecognitionStatus): RecognitionView {
  return status === 'STARTED' ? 'cancelled' : 'done';
}

/** The view on arrival without a return: `done` when the registration already records an outcome (a reload after it). */
export function viewOnArrival(data: Readonly<Record<string, unknown>> | null | undefined): RecognitionView {
  const recognition = data?.recognition;
  const status = typeof recognition === 'object' && recognition !== null ? (recognition as { status?: unknown }).status : undefined;
  return status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED' ? 'done' : 'intro';
}
