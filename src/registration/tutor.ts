/**
 * The guardian's own marks on the minor's registration (TUTOR, spec §4 step 9). The sandbox keeps them under
 * keys of their own in the minor's `data` (demo-host/server/README.md, "The guardian's access and
 * signatures"), so the minor's own marks (the minor's mobile token, 7,2) never count as the guardian's.
 */
import type { Registration } from '../api/schemas';
import type { FlowName } from '../flows';

/** Whether the mobile token of whoever signs in `flow` is active: the guardian's in TUTOR, the owner's elsewhere. */
export function mobileTokenActive(registration: Pick<Registration, 'data'> | null | undefined, flow: FlowName | undefined): boolean {
  const data = registration?.data ?? {};
  return (flow === 'TUTOR' ? data.tutorMobileTokenActive : data.mobileTokenActive) === true;
}
