/**
 * MinorWaitingTutorConfirm's rules (spec §4 MINOR 9,0): how long to wait before the next read
 * of the registration while the guardian signs, and how the guardian's contacts are shown masked.
 * Pure, so every rule is unit-tested; the screen drives them with its timers.
 */

/** The first read of the registration comes this long after the screen shows. */
const TUTOR_POLL_FIRST_MS = 3000;
/** Each later wait is the previous one times this... */
const TUTOR_POLL_FACTOR = 1.5;
/** ...never more than this. */
export const TUTOR_POLL_MAX_MS = 30_000;

/**
 * The wait before read number `attempt` (0 = the first): 3 s, then ×1.5 each time (4.5 s, 6.75 s, …) up to
 * 30 s. A failed read counts as a read: it backs off too (never a dialog).
 */
export function tutorPollDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(Math.round(TUTOR_POLL_FIRST_MS * TUTOR_POLL_FACTOR ** n), TUTOR_POLL_MAX_MS);
}

/** The statuses that mean the guardian has signed: the minor moves on to completion (spec §4 Start-up rules). */
const TUTOR_SIGNED_STATUSES: readonly string[] = ['CONTRACTS_SIGNED', 'COMPLETED'];

export function isSignedByTutor(status: string | null | undefined): boolean {
  return typeof status === 'string' && TUTOR_SIGNED_STATUSES.includes(status);
}

/** The guardian's mobile (digits, without +39) masked: '+39 ••• ••• 4567' keeps the last 4 digits. */
export function maskPhone(digits: string | null | undefined): string {
  const clean = (digits ?? '').replace(/\D/g, '');
  if (clean.length < 4) return '';
  return `+39 ${'•'.repeat(clean.length - 4)}${clean.slice(-4)}`;
}

/** The guardian's e-mail masked: the first letter of the name and the whole domain, 'm•••@example.it'. */
export function maskEmail(email: string | null | undefined): string {
  const at = (email ?? '').lastIndexOf('@');
  if (!email || at < 1) return '';
  return `${email[0]}•••${email.slice(at)}`;
}
