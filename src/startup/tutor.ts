/**
 * spec §6 "the tutor is identified by idRegistration", §7 `as-tutor`: the guardian's invitation check, as
 * pure functions. The invitation link `/?idRegistration=<minor registration id>` is kept as
 * `currentRegistrationId` + `isTutor` (src/session/tokens.ts); once logged in, `GET registrations/as-tutor`
 * lists the minors' registrations whose guardian is the caller. The invitation holds only when the id of
 * the link is among them (decision, docs/flows.md "The guardian (TUTOR)").
 */
import type { RegistrationLookup } from '../api/schemas';
import { removeSession } from '../session/storage';
import { stripUrlParams } from '../session/tokens';

/** The TUTOR flow starts at step 9 (spec §4 TUTOR: steps 0-8 are empty). */
export const TUTOR_FIRST_STEP = 9;

/** Whether the `as-tutor` lookup lists the registration `id` of the invitation link. */
export function isInvitedTutor(lookup: Pick<RegistrationLookup, 'registrations' | 'lastRegistration'>, id: string | null): boolean {
  if (!id) return false;
  const listed = [...(lookup.registrations ?? []), ...(lookup.lastRegistration ? [lookup.lastRegistration] : [])];
  return listed.some((registration) => registration.id === id);
}

/**
 * Drops the invitation kept from the link (isTutor, currentRegistrationId) and takes `idRegistration` out of
 * the address, so a reload does not bring it back: an invitation that is not this guardian's, or a guardian
 * who is not a customer yet and registers as a consumer first (then opens the link again).
 */
export function forgetTutorInvitation(): void {
  removeSession('isTutor');
  removeSession('currentRegistrationId');
  const cleaned = stripUrlParams(new URL(window.location.href), ['idRegistration']);
  if (cleaned.removed) window.history.replaceState(window.history.state, '', cleaned.href);
}
