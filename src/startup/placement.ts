/**
 * spec §4 Start-up rules, the bullet for a visitor without a token: "business flags lead to the name
 * form, fromApp leads to registration start, anything else to the landing page". Kept apart from the
 * rules that need a loaded registration (rules.ts) so the entry bundle carries only this one.
 */
import { PLACEMENTS, type Position } from '../flows';
import type { SessionFlags } from './flags';

export function placementWithoutToken(flags: Pick<SessionFlags, 'bizDI' | 'bizLP' | 'fromApp'>): Position {
  if (flags.bizDI || flags.bizLP) return PLACEMENTS.businessNameForm;
  if (flags.fromApp) return PLACEMENTS.registrationStart;
  return PLACEMENTS.landing;
}
