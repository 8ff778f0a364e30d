import { ageFromBirthDate, MINOR_AGE_LIMIT } from '../format/dates';
import type { Position } from './engine';
import type { FlowName } from './flows';


/** Session flags (§3 session-storage keys) and registration facts that select a flow. */
export type FlowDetectionInput = {
  isTutor: boolean;
  bizDI: boolean;
  bizLP: boolean;
  upgrade: boolean;
  upgradeMinor: boolean;
  corporate: boolean;
  updateDocument: boolean;
  /** The current registration's `flow`, when one is loaded. */
  registrationFlow?: string | null;
  /** The user's birth date, `YYYY-MM-DD` (API) or `DD/MM/YYYY` (as typed). */
  birthDate?: string | null;
  today: Date;
};

/**
 * Full years between `birthDate` and `today`, or undefined when the date is missing or unreadable
 * (`YYYY-MM-DD` from the API or `DD/MM/YYYY` as typed; see src/format/dates.ts).
 */
export function ageInYears(birthDate: string | null | undefined, today: Date): number | undefined {
  return birthDate ? ageFromBirthDate(birthDate, today) : undefined;
}

/** Under 18 by the birth date; false when the birth date is unknown. */
function isUnderAge(input: Pick<FlowDetectionInput, 'birthDate' | 'today'>): boolean {
  const age = ageInYears(input.birthDate, input.today);
  return age !== undefined && age < MINOR_AGE_LIMIT;
}

/**
 * Which step table drives the wizard. The spec names the flows and their flags (§1, §3,
 * §4 Start-up rules) but no precedence; we use, most specific first:
 *   TUTOR (isTutor: the guardian signs someone else's registration)
 *   > DOCUMENT_RENEWAL (updateDocument, or a DOCUMENT_RENEWAL registration)
 *   > BUSINESS (bizDI or bizLP, or a BUSINESS registration)
 *   > UPGRADE_MINOR_MAJOR (upgradeMinor) > UPGRADE_CORPORATE_CONSUMER (corporate) > UPGRADE_LEVEL_B_A (upgrade)
 *     (minor-to-major before level B->A: a former minor may also be level B, and the
 *     minor upgrade is the more specific process; corporate is set explicitly at login)
 *   > MINOR (a MINOR registration, or a birth date giving an age under 18)
 *   > CONSUMER (default).
 */
export function flowFor(input: FlowDetectionInput): FlowName {
  const flow = input.registrationFlow ?? null;
  if (input.isTutor) return 'TUTOR';
  if (input.updateDocument || flow === 'DOCUMENT_RENEWAL') return 'DOCUMENT_RENEWAL';
  if (input.bizDI || input.bizLP || flow === 'BUSINESS') return 'BUSINESS';
  if (input.upgradeMinor) return 'UPGRADE_MINOR_MAJOR';
  if (input.corporate) return 'UPGRADE_CORPORATE_CONSUMER';
  if (input.upgrade) return 'UPGRADE_LEVEL_B_A';
  if (flow === 'MINOR' || isUnderAge(input)) return 'MINOR';
  return 'CONSUMER';
}

/**
 * The flow reported to tracking (§4 "Other states"): BUSINESS if the business session
 * flags are set; MINOR while in the data steps (step 1, substep under 7) with a birth date
 * giving an age under 18; otherwise the flow that drives the wizard ({@link flowFor}).
 * Read literally, the business rule comes first and looks at the session flags only.
 */
export function trackingFlow(input: FlowDetectionInput, pos: Position): FlowName {
  if (input.bizDI || input.bizLP) return 'BUSINESS';
  if (pos.step === 1 && pos.substep < 7 && isUnderAge(input)) return 'MINOR';
  return flowFor(input);
}
