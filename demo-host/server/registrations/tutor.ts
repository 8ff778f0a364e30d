/**
 * The guardian (tutor) of a minor's registration (spec §1 MINOR/TUTOR, §4 MINOR 8,0 MinorSetTutor,
 * §6 "tutor identified by the idRegistration URL parameter", §7 `set-tutor` and `as-tutor`).
 *
 * `set-tutor` stores who the guardian is in the minor's registration (`data.tutor`) and sends the
 * guardian an invitation (outbox: one e-mail and one SMS) with the link `<origin>/?idRegistration=<id>`.
 * `as-tutor` lists the MINOR registrations whose guardian is the caller: the caller's phone (login
 * username) is the guardian's phone, or one of the caller's registrations carries the guardian's fiscal code.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { ApiError, errors } from '../errors';
import type { FieldError } from '../errors';
import { decodeFiscalCode } from '../fiscalCode';
import { listMessages, sendMessage } from '../outbox';
import type { OutboxMessage } from '../outbox';
import { listMinorRegistrationsWithTutor, listRegistrations, updateRegistration } from '../repositories/registrations';
import { findUserById, findUserName } from '../repositories/users';
import type { Registration } from '../repositories/registrations';
import type { User } from '../repositories/users';
import { MSG } from './messages';
import { ageOn } from './fieldRules';
import { statusAfterProgress } from './rules';
import { personName, phoneDigits, requiredString } from './schemas';
import { settleRegistration, signerView } from './signature';
import { TUTOR, TUTOR_DATA_KEYS } from './signer';

/** Spec §2/§6: the query parameter of the invitation link that names the minor's registration. */
const TUTOR_REGISTRATION_PARAM = 'idRegistration';

/** The sandbox's own wording (spec §5 has none for these). */
export const TUTOR_MSG = {
  notMinor: 'Solo la registrazione di un minore può indicare un tutore',
  closed: 'La registrazione è già conclusa',
  tutorIsMinor: 'Il tutore deve essere maggiorenne',
  samePhone: 'Il numero del tutore deve essere diverso dal tuo',
  sameFiscalCode: 'Il codice fiscale del tutore deve essere diverso dal tuo',
} as const;

/** Body of `POST registrations/{id}/set-tutor`: the guardian's identity, spec §5 rules. */
export const setTutorSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({
    firstName: personName(),
    lastName: personName(),
    /** Spec §5 FISCAL_CODE: a well-formed code with a correct check character; stored upper-case. */
    fiscalCode: requiredString()
      .transform((v) => v.toUpperCase())
      .refine((v) => decodeFiscalCode(v) !== undefined, MSG.fiscalCode),
    /** Digits without +39, as at pre-register. */
    phoneNumber: phoneDigits(),
    email: requiredString().pipe(z.email(MSG.email)).transform((v) => v.toLowerCase()),
  }),
);

export type SetTutorBody = z.output<typeof setTutorSchema>;

/** `data.tutor` of a minor's registration. */
export interface TutorData extends SetTutorBody {
  /** ISO time of the latest invitation. */
  invitedAt: string;
  /** How many invitations were sent (1 after the first `set-tutor`). */
  invitations: number;
  /** The link the latest invitation carried. */
  link: string;
}

/** The answer of `set-tutor`. */
export interface TutorInvited {
  sent: true;
  tutor: TutorData;
  /** The link the invitation carries. */
  link: string;
  registration: Registration;
}

/** The link of the invitation: the demo host's start page on `origin` with the minor's registration id. */
export function tutorInvitationLink(origin: string, registrationId: string): string {
  return `${origin}/?${TUTOR_REGISTRATION_PARAM}=${encodeURIComponent(registrationId)}`;
}

/** The text of the invitation e-mail. */
export function tutorInvitationEmailText(tutorFirstName: string, minorName: string, link: string): string {
  return (
    `Ciao ${tutorFirstName}, ${minorName} ti ha indicato come tutore per l'apertura del suo conto. ` +
    `Accedi con il tuo numero di telefono e il tuo codice di accesso da questo link per confermare e firmare: ${link}`
  );
}

/** The text of the invitation SMS. */
export function tutorInvitationSmsText(minorName: string, link: string): string {
  return `${minorName} ti ha indicato come tutore. Conferma e firma da qui: ${link}`;
}

/** The guardian's login username: `+39` and the digits. */
function tutorPhone(tutor: Pick<SetTutorBody, 'phoneNumber'>): string {
  return `+39${tutor.phoneNumber}`;
}

/** The stored `data.tutor`, when there is a well-formed one. */
function tutorOf(registration: Registration): TutorData | undefined {
  const tutor = registration.data.tutor;
  if (typeof tutor !== 'object' || tutor === null) return undefined;
  const t = tutor as Partial<TutorData>;
  return typeof t.phoneNumber === 'string' && typeof t.fiscalCode === 'string' ? (tutor as TutorData) : undefined;
}

/** Refuses a guardian who is the minor (same phone or fiscal code) or who is not an adult by the fiscal code. */
function checkTutor(sql: Database.Database, registration: Registration, body: SetTutorBody, now: Date): void {
  const fieldErrors: FieldError[] = [];
  const minor = findUserById(sql, registration.user.id);
  if (minor && minor.phoneNumber === tutorPhone(body)) fieldErrors.push({ field: 'phoneNumber', message: TUTOR_MSG.samePhone });
  const ownCode = registration.data.fiscalCode;
  const decoded = decodeFiscalCode(body.fiscalCode, now);
  if (typeof ownCode === 'string' && ownCode.toUpperCase() === body.fiscalCode) {
    fieldErrors.push({ field: 'fiscalCode', message: TUTOR_MSG.sameFiscalCode });
  } else if (decoded && ageOn(decoded.birthDate, now) < 18) {
    fieldErrors.push({ field: 'fiscalCode', message: TUTOR_MSG.tutorIsMinor });
  }
  if (fieldErrors.length > 0) throw errors.badRequest('Invalid tutor', fieldErrors);
}

/**
 * `set-tutor`: stores the guardian in `data.tutor` and sends the invitation (e-mail and SMS) with the
 * link on `origin`. A repeated call sends the invitation again; it may name another guardian (the data
 * is replaced, the earlier one no longer finds the registration with `as-tutor`, and the earlier
 * guardian's step-9 state, the TUTOR keys of ./signer.ts, is cleared).
 * @throws ApiError 409 USR_REG_NOT_MINOR (not a MINOR registration), 409 USR_REG_CLOSED (closed),
 *   400 BAD_REQUEST on `phoneNumber` / `fiscalCode` (the minor's own, or a guardian under 18).
 */
export function setTutor(
  sql: Database.Database,
  registration: Registration,
  body: SetTutorBody,
  origin: string,
  now = new Date(),
): TutorInvited {
  if (registration.flow !== 'MINOR') throw new ApiError(409, 'USR_REG_NOT_MINOR', 'Only a MINOR registration has a tutor');
  if (registration.closed) throw new ApiError(409, 'USR_REG_CLOSED', 'The registration is closed');
  checkTutor(sql, registration, body, now);

  const previous = tutorOf(registration);
  const link = tutorInvitationLink(origin, registration.id);
  const tutor: TutorData = { ...body, invitedAt: now.toISOString(), invitations: (previous?.invitations ?? 0) + 1, link };
  // Another guardian (phone or fiscal code changed) starts over: the earlier one's documents, certificate
  // and signatures (./signer.ts TUTOR keys) are not theirs.
  const anotherGuardian = !!previous && (previous.fiscalCode !== tutor.fiscalCode || previous.phoneNumber !== tutor.phoneNumber);
  const cleared = anotherGuardian ? Object.fromEntries(TUTOR_DATA_KEYS.map((key) => [key, null])) : {};
  const updated = updateRegistration(sql, registration.id, { data: { ...cleared, tutor } }) ?? registration;

  const { firstName, lastName } = findUserName(sql, registration.user.id);
  const minorName = [firstName, lastName].filter(Boolean).join(' ') || 'Un minore';
  sendMessage(sql, { channel: 'email', to: tutor.email, code: '', text: tutorInvitationEmailText(tutor.firstName, minorName, link) });
  sendMessage(sql, { channel: 'sms', to: tutorPhone(tutor), code: '', text: tutorInvitationSmsText(minorName, link) });
  return { sent: true, tutor, link, registration: updated };
}

/** The fiscal codes the user's own registrations carry (upper-case). */
function ownFiscalCodes(sql: Database.Database, userId: string): Set<string> {
  const codes = listRegistrations(sql, userId)
    .map((r) => r.data.fiscalCode)
    .filter((code): code is string => typeof code === 'string' && code !== '');
  return new Set(codes.map((code) => code.toUpperCase()));
}

/**
 * The guardian rule, the one place it is decided: `registration` is a MINOR registration of another user
 * whose `data.tutor` is the user — the guardian's phone is the user's login phone, or the guardian's
 * fiscal code is in one of the user's registrations (`codes`, {@link ownFiscalCodes}).
 */
function guards(registration: Registration, user: User, codes: Set<string>): boolean {
  const tutor = tutorOf(registration);
  if (!tutor || registration.flow !== 'MINOR' || registration.user.id === user.id) return false;
  return tutorPhone(tutor) === user.phoneNumber || codes.has(tutor.fiscalCode.toUpperCase());
}

/**
 * Whether the user is the guardian `as-tutor` finds for `registration` (the same rule): what lets them
 * read it and make the TUTOR step-9 calls on it (routes/registrations/own.ts `ownOrGuardedRegistration`).
 */
export function isTutorOf(sql: Database.Database, registration: Registration, userId: string): boolean {
  const user = findUserById(sql, userId);
  return !!user && guards(registration, user, ownFiscalCodes(sql, userId));
}

/**
 * The MINOR registrations (served, any status) whose `data.tutor` is this user: the guardian's phone
 * is the user's login phone, or the guardian's fiscal code is in one of the user's registrations. A
 * user's own registrations never count. Latest invitation first; each signature settled, served as the
 * guardian sees them (`infocertSignRunning` is the guardian's own signature's, registrations/signature.ts
 * `signerView`).
 */
export function tutoredRegistrations(sql: Database.Database, userId: string): Registration[] {
  const user = findUserById(sql, userId);
  if (!user) return [];
  const codes = ownFiscalCodes(sql, userId);
  return listMinorRegistrationsWithTutor(sql, userId)
    .filter((r) => guards(r, user, codes))
    .sort((a, b) => (tutorOf(b)?.invitedAt ?? '').localeCompare(tutorOf(a)?.invitedAt ?? ''))
    .map((r) => signerView(settleRegistration(sql, r), TUTOR));
}

/** The TUTOR flow's own steps (spec §4 Step flows: TUTOR 0-8 empty, 9 the guardian's screens, 10 RegistrationCompleted). */
const TUTOR_STEPS: readonly number[] = [9, 10];

/**
 * `update-registration-progress` by the guardian: the TUTOR start-up's "progress set to 9" (MINOR with
 * CONTRACTS_SIGNED at step 8 or 9) and the wizard's save at the end of step 9 (step 10). Only those steps,
 * and never backwards (the minor's own progress is theirs).
 * @throws ApiError 409 USR_REG_TUTOR_STEP for any other step.
 */
export function saveTutorProgress(sql: Database.Database, registration: Registration, step: number): Registration {
  if (!TUTOR_STEPS.includes(step)) throw new ApiError(409, 'USR_REG_TUTOR_STEP', 'A guardian saves only the steps 9 and 10');
  const currentStep = Math.max(registration.currentStep, step);
  return updateRegistration(sql, registration.id, { currentStep, status: statusAfterProgress(registration.status, currentStep) }) ?? registration;
}

/**
 * The admin view of a registration's invitation (`GET /__sandbox/registrations/{id}/tutor-invitation`):
 * the stored guardian, the link, and the invitation messages sent to the guardian (newest last).
 * @throws ApiError 404 NOT_FOUND when no guardian was named.
 */
export function tutorInvitation(sql: Database.Database, registration: Registration): { tutor: TutorData; link: string; messages: OutboxMessage[] } {
  const tutor = tutorOf(registration);
  if (!tutor) throw errors.notFound('Nessun tutore indicato per questa registrazione');
  const recipients = [tutor.email, tutorPhone(tutor)];
  const messages = listMessages(sql).filter((m) => recipients.includes(m.to) && m.text.includes(`${TUTOR_REGISTRATION_PARAM}=`));
  return { tutor, link: tutor.link, messages };
}
