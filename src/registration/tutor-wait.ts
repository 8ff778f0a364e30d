/**
 * MinorWaitingTutorConfirm's rules (spec §4 MINOR 9,0): when the guardian has signed, and how the guardian's
 * contacts are shown masked. Pure, so every rule is unit-tested. (The wait between the reads of the
 * registration is the back-off TUTOR_POLL of src/flows/timings.ts.)
 */

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
