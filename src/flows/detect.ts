import { differenceInYears } from 'date-fns';
import type { Position } from './engine';
import type { FlowName } from './flows';

/** §9 "minor threshold age under 18". */
export const MINOR_AGE_LIMIT = 18;

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
 * Full years between `birthDate` and `today` (date-fns `differenceInYears`), or undefined
 * when the date is missing or unreadable. Dates are read as local calendar days.
 */
export function ageInYears(birthDate: string | null | undefined, today: Date): number | undefined {
  if (!birthDate) return undefined;
  const text = birthDate.trim();
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  const date = dmy
    ? calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]))
    : iso
      ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : undefined;
  if (date === undefined) return undefined;
  return differenceInYears(today, date);
}

/**
 * A local calendar day; undefined for impossible dates (31/02/2000). Hand-written rather than
 * date-fns `parse`/`parseISO`, which would bring their format parsers into the entry bundle.
 */
function calendarDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
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
