/**
 * The recognition hand-off has no form: what it reads is the provider's return, `recogSession=<id>` in
 * the page address (RECOGNITION_SESSION_PARAM), and the recognition's status (`recog/callback`). This
 * module decides what the screen shows for that status (spec §4 CONSUMER 2,1 -> 3: whatever the
 * provider's outcome, the flow goes on and the result is shown at step 6). MINOR and the upgrades have
 * no result step (§4: UserRecognition, then the signatures), so their hand-off reads the outcome itself,
 * the way the result step does ({@link outcomeMode}).
 */
import type { RecognitionStatus } from '../../../api/recognition-schemas';
import { positionOf, type FlowName } from '../../../flows';

/**
 * How the hand-off treats the provider's outcome, read from the flow table:
 * - `later`: a result step follows (CONSUMER 6,0, BUSINESS): any outcome moves on, the result step shows it.
 * - `here`: no result step follows (MINOR 5,0, the upgrades' UserRecognition): the screen reads the outcome
 *   like the result step (kit RecognitionOutcome): pending waits and polls, a rejection offers to repeat the
 *   recognition and never moves on to the signatures, an approval moves on.
 * - `renewal`: DOCUMENT_RENEWAL 1,0 (see `rejected`).
 */
export type OutcomeMode = 'later' | 'here' | 'renewal';

export function outcomeMode(flow: FlowName): OutcomeMode {
  if (flow === 'DOCUMENT_RENEWAL') return 'renewal';
  return positionOf(flow, 'RecognitionCheckResult') ? 'later' : 'here';
}

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
  | 'rejected'
  /** Mode `here` (MINOR, upgrades): the outcome read and polled on this screen (kit RecognitionOutcome). */
  | 'outcome';

/**
 * The view for a recognition status: STARTED means the user left the provider without an outcome; a
 * rejection stops a document renewal (`renewal`), not a registration (its result step shows it).
 */
export function viewOfStatus(status: RecognitionStatus, renewal = false): RecognitionView {
  if (status === 'STARTED') return 'cancelled';
  return renewal && status === 'REJECTED' ? 'rejected' : 'done';
}

/**
 * The view on arrival without a return: the recorded outcome's (a reload after it), else `intro`. In mode
 * `here` a recorded pending or rejected outcome is read again (`outcome`): only an approval moves on.
 */
export function viewOnArrival(data: Readonly<Record<string, unknown>> | null | undefined, mode: OutcomeMode = 'later'): RecognitionView {
  const recognition = data?.recognition;
  const status = typeof recognition === 'object' && recognition !== null ? (recognition as { status?: unknown }).status : undefined;
  if (mode === 'here' && (status === 'PENDING' || status === 'REJECTED')) return 'outcome';
  return status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED' ? viewOfStatus(status, mode === 'renewal') : 'intro';
}

/** The view on the provider's return: mode `here` reads the outcome on this screen, the others read it once. */
export function viewOnReturn(mode: OutcomeMode): RecognitionView {
  return mode === 'here' ? 'outcome' : 'checking';
}
