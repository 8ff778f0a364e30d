/**
 * The registrations repository (common.md "Entities": Registration): the `registrations` table, its rows, and
 * every read and write of them — creation, lookups (legacy rows are stored, never served), the shallow merge of
 * `update`, the searches inside the saved data (fiscal code, partita IVA, recognition session, a minor's
 * guardian) and the admin surface's list. Pure data access, no HTTP.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { parseJson } from './rows';
import type { Level, UserStatus } from './users';

type RegistrationFlow = 'CONSUMER' | 'MINOR' | 'BUSINESS' | 'DOCUMENT_RENEWAL' | 'CORPORATE';
type RegistrationType = 'REGISTRATION' | 'DOCUMENT_RENEWAL';
/**
 * Spec §3 "Status values", plus the sandbox-only `*_IN_PROGRESS` statuses: spec §3 lists only the
 * statuses the client acts on; a registration past its first step (or started by a `me/start-*`
 * process) is "in progress", which the client treats like any status it has no rule for (it
 * resumes at the stored step).
 */
export type RegistrationStatus =
  | 'CONSUMER_PREREGISTERED'
  | 'MINOR_PREREGISTERED'
  | 'BUSINESS_PREREGISTERED'
  | 'CONSUMER_IN_PROGRESS'
  | 'MINOR_IN_PROGRESS'
  | 'BUSINESS_IN_PROGRESS'
  | 'CONTRACTS_SIGNED'
  | 'WIZARD_COMPLETED'
  | 'COMPLETED'
  | 'C_PREPAID_CARD_ASSOCIATED'
  | 'CANCELED';
type PhoneNumberStatus = 'NOT_CERTIFIED' | 'CERTIFIED';
export type CompanyType = 'LP' | 'DI';

/** The Registration entity of common.md, every field. */
export interface Registration {
  id: string;
  flow: RegistrationFlow;
  type: RegistrationType;
  status: RegistrationStatus;
  closed: boolean;
  code: string | null;
  currentStep: number;
  mode: string | null;
  phoneNumberStatus: PhoneNumberStatus;
  startLevel: Level | null;
  targetLevel: Level | null;
  startProfile: string | null;
  targetProfile: string | null;
  user: { id: string; status: UserStatus };
  business: BusinessData | null;
  infocertSignRunning: boolean;
  upgradeFromBConsumerToAConsumer: boolean;
  isUpgrade: boolean;
  premiumActivationRequested: boolean;
  prepaidCardResource: { id: string } | null;
  /**
   * The bank's request for missing documents (README "Missing documents"), read from
   * `data.docsRequest`; null when none was ever opened. Always present in what the sandbox serves
   * (optional in the type only for hand-built fixtures that predate it).
   */
  docsRequest?: DocsRequest | null;
  /**
   * A MINOR registration's guardian as named by `set-tutor` (README "Minor and tutor"), read
   * from `data.tutor` without its `link`; null when none was named. Always present in what the sandbox
   * serves (optional in the type only for hand-built fixtures).
   */
  tutor?: RegistrationTutor | null;
  data: Record<string, unknown>;
}

/** {@link Registration.tutor}: `data.tutor` (registrations/tutor.ts TutorData) without the link. */
interface RegistrationTutor {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  phoneNumber: string;
  email: string;
  invitedAt: string;
  invitations: number;
}

/** The served guardian of a registration's `data.tutor`: the named fields only, null when there is none. */
function tutorOfData(stored: unknown): RegistrationTutor | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const t = stored as Partial<Record<keyof RegistrationTutor, unknown>>;
  if (typeof t.phoneNumber !== 'string' || typeof t.fiscalCode !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    firstName: text(t.firstName),
    lastName: text(t.lastName),
    fiscalCode: t.fiscalCode,
    phoneNumber: t.phoneNumber,
    email: text(t.email),
    invitedAt: text(t.invitedAt),
    invitations: typeof t.invitations === 'number' ? t.invitations : 0,
  };
}

/**
 * A BUSINESS registration's business (registrations/business.ts): its kind, what pre-registration
 * carried, and the request for its documents. Older rows (personas) may hold the kind alone.
 */
export interface BusinessData {
  companyType: CompanyType;
  businessName?: string;
  vatNumber?: string;
  professionalRegister?: string | null;
  registerNumber?: string | null;
  docsRequest?: DocsRequest | null;
}

/** One document of a {@link DocsRequest}. */
interface DocsRequestDocument {
  id: string;
  description: string;
  uploaded: boolean;
}

/**
 * A request for documents: the bank's for missing documents (`POST /__sandbox/registrations/:id/missing-documents`,
 * kept and served as {@link Registration.docsRequest}) or a business's (`business.docsRequest`); where each lives
 * is repositories/documents.ts.
 */
export interface DocsRequest {
  id: string;
  status: 'OPEN' | 'COMPLETED';
  documents: DocsRequestDocument[];
}

/** Fields needed to create a registration; the rest default to a fresh one (step 1, flags off). */
export type NewRegistration = Pick<Registration, 'flow' | 'type' | 'status' | 'phoneNumberStatus'> &
  Partial<Omit<Registration, 'id' | 'user' | 'flow' | 'type' | 'status' | 'phoneNumberStatus'>> & {
    id?: string;
    userId: string;
    /**
     * A registration from the bank's previous system: stored, never served (spec §8 "Cannot find
     * any NON legacy registration for user with id"). Lists and lookups leave it out.
     */
    legacy?: boolean;
  };

/**
 * The registration fields that may change after creation. The `update` route only lets the
 * client change its whitelist (registrations/schemas.ts `updateSchema`); `status` and
 * `phoneNumberStatus` are changed by the sandbox itself (progression on
 * `update-registration-progress`, certification on `verify-phone-number-otp`).
 */
export type RegistrationPatch = Partial<
  Pick<
    Registration,
    | 'currentStep'
    | 'mode'
    | 'business'
    | 'premiumActivationRequested'
    | 'prepaidCardResource'
    | 'data'
    | 'status'
    | 'phoneNumberStatus'
    | 'infocertSignRunning'
    | 'closed'
  >
>;

interface RegistrationRow {
  id: string;
  user_id: string;
  flow: string;
  type: string;
  status: string;
  closed: number;
  code: string | null;
  current_step: number;
  mode: string | null;
  phone_number_status: string;
  start_level: string | null;
  target_level: string | null;
  start_profile: string | null;
  target_profile: string | null;
  business: string | null;
  infocert_sign_running: number;
  upgrade_from_b_consumer_to_a_consumer: number;
  is_upgrade: number;
  premium_activation_requested: number;
  prepaid_card_resource_id: string | null;
  data: string;
  legacy: number;
  user_status: string;
}


function toRegistration(row: RegistrationRow): Registration {
  const registration: Registration = {
    id: row.id,
    flow: row.flow as RegistrationFlow,
    type: row.type as RegistrationType,
    status: row.status as RegistrationStatus,
    closed: row.closed === 1,
    code: row.code,
    currentStep: row.current_step,
    mode: row.mode,
    phoneNumberStatus: row.phone_number_status as PhoneNumberStatus,
    startLevel: row.start_level as Level | null,
    targetLevel: row.target_level as Level | null,
    startProfile: row.start_profile,
    targetProfile: row.target_profile,
    user: { id: row.user_id, status: row.user_status as UserStatus },
    business: parseJson<Registration['business']>(row.business),
    infocertSignRunning: row.infocert_sign_running === 1,
    upgradeFromBConsumerToAConsumer: row.upgrade_from_b_consumer_to_a_consumer === 1,
    isUpgrade: row.is_upgrade === 1,
    premiumActivationRequested: row.premium_activation_requested === 1,
    prepaidCardResource: row.prepaid_card_resource_id === null ? null : { id: row.prepaid_card_resource_id },
    docsRequest: null,
    tutor: null,
    data: parseJson<Record<string, unknown>>(row.data) ?? {},
  };
  registration.docsRequest = (registration.data.docsRequest as DocsRequest | null | undefined) ?? null;
  registration.tutor = tutorOfData(registration.data.tutor);
  return registration;
}

/** Every served registration: legacy rows are never read back (add conditions with `AND`). */
const REGISTRATION_SELECT = `
  SELECT r.*, u.status AS user_status FROM registrations r JOIN users u ON u.id = r.user_id
  WHERE r.legacy = 0`;

/**
 * Inserts a registration with defaults for the fields not given.
 * @returns the registration id.
 */
export function insertRegistration(sql: Database.Database, input: NewRegistration, ignoreExisting = false): string {
  const id = input.id ?? randomUUID();
  const now = Date.now();
  sql
    .prepare(
      `INSERT ${ignoreExisting ? 'OR IGNORE ' : ''}INTO registrations
        (id, user_id, seq, flow, type, status, closed, code, current_step, mode, phone_number_status,
         start_level, target_level, start_profile, target_profile, business, infocert_sign_running,
         upgrade_from_b_consumer_to_a_consumer, is_upgrade, premium_activation_requested,
         prepaid_card_resource_id, data, legacy, created_at, updated_at)
       VALUES (@id, @userId, (SELECT COALESCE(MAX(seq), 0) + 1 FROM registrations), @flow, @type, @status,
         @closed, @code, @currentStep, @mode, @phoneNumberStatus, @startLevel, @targetLevel, @startProfile,
         @targetProfile, @business, @infocertSignRunning, @upgradeFromBConsumerToAConsumer, @isUpgrade,
         @premiumActivationRequested, @prepaidCardResourceId, @data, @legacy, @now, @now)`,
    )
    .run({
      id,
      userId: input.userId,
      flow: input.flow,
      type: input.type,
      status: input.status,
      closed: input.closed ? 1 : 0,
      code: input.code ?? null,
      currentStep: input.currentStep ?? 1,
      mode: input.mode ?? null,
      phoneNumberStatus: input.phoneNumberStatus,
      startLevel: input.startLevel ?? null,
      targetLevel: input.targetLevel ?? null,
      startProfile: input.startProfile ?? null,
      targetProfile: input.targetProfile ?? null,
      business: input.business ? JSON.stringify(input.business) : null,
      infocertSignRunning: input.infocertSignRunning ? 1 : 0,
      upgradeFromBConsumerToAConsumer: input.upgradeFromBConsumerToAConsumer ? 1 : 0,
      isUpgrade: input.isUpgrade ? 1 : 0,
      premiumActivationRequested: input.premiumActivationRequested ? 1 : 0,
      prepaidCardResourceId: input.prepaidCardResource?.id ?? null,
      data: JSON.stringify(input.data ?? {}),
      legacy: input.legacy ? 1 : 0,
      now,
    });
  return id;
}

/** The registration with this id, or undefined (also for a legacy one). */
export function findRegistration(sql: Database.Database, id: string): Registration | undefined {
  const row = sql.prepare(`${REGISTRATION_SELECT} AND r.id = ?`).get(id) as RegistrationRow | undefined;
  return row && toRegistration(row);
}

/**
 * A user's registrations, oldest first (creation order), so the last one is the latest.
 * Legacy registrations are left out.
 */
export function listRegistrations(sql: Database.Database, userId: string): Registration[] {
  const rows = sql.prepare(`${REGISTRATION_SELECT} AND r.user_id = ? ORDER BY r.seq`).all(userId) as RegistrationRow[];
  return rows.map(toRegistration);
}

/** How many legacy registrations (never served) a user has. */
export function countLegacyRegistrations(sql: Database.Database, userId: string): number {
  const row = sql.prepare('SELECT COUNT(*) AS n FROM registrations WHERE user_id = ? AND legacy = 1').get(userId) as {
    n: number;
  };
  return row.n;
}

/**
 * Applies a patch; `data` is merged shallowly into the stored data (common.md: `update` saves
 * what the user typed so a reload resumes with it).
 * @returns the updated registration, or undefined if the id is unknown.
 */
export function updateRegistration(
  sql: Database.Database,
  id: string,
  patch: RegistrationPatch,
): Registration | undefined {
  return sql.transaction(() => {
    const current = findRegistration(sql, id);
    if (!current) return undefined;
    const next = { ...current, ...patch, data: { ...current.data, ...(patch.data ?? {}) } };
    sql
      .prepare(
        `UPDATE registrations SET status = @status, current_step = @currentStep, mode = @mode,
           phone_number_status = @phoneNumberStatus, business = @business,
           premium_activation_requested = @premium, prepaid_card_resource_id = @prepaidCardResourceId,
           infocert_sign_running = @infocertSignRunning, closed = @closed, data = @data, updated_at = @now
         WHERE id = @id`,
      )
      .run({
        id,
        status: next.status,
        phoneNumberStatus: next.phoneNumberStatus,
        currentStep: next.currentStep,
        mode: next.mode,
        business: next.business === null ? null : JSON.stringify(next.business),
        premium: next.premiumActivationRequested ? 1 : 0,
        prepaidCardResourceId: next.prepaidCardResource?.id ?? null,
        infocertSignRunning: next.infocertSignRunning ? 1 : 0,
        closed: next.closed ? 1 : 0,
        data: JSON.stringify(next.data),
        now: Date.now(),
      });
    return findRegistration(sql, id);
  })();
}

/**
 * Whether a registration of a user other than `userId` (legacy ones included: the person is known
 * to the bank) carries this fiscal code in its data, compared case-insensitively.
 */
export function fiscalCodeTakenByOtherUser(sql: Database.Database, fiscalCode: string, userId: string): boolean {
  return (
    sql
      .prepare(
        `SELECT 1 FROM registrations
         WHERE user_id <> ? AND upper(json_extract(data, '$.fiscalCode')) = ? LIMIT 1`,
      )
      .get(userId, fiscalCode.toUpperCase()) !== undefined
  );
}

/**
 * Whether another BUSINESS registration that is not CANCELED holds this partita IVA (legacy ones included).
 */
export function vatNumberTaken(sql: Database.Database, vatNumber: string): boolean {
  return (
    sql
      .prepare(
        `SELECT 1 FROM registrations WHERE flow = 'BUSINESS' AND status <> 'CANCELED'
           AND json_extract(business, '$.vatNumber') = ? LIMIT 1`,
      )
      .get(vatNumber) !== undefined
  );
}

/** The served registration whose saved recognition (`data.recognition`) has this session id, or undefined. */
export function findRegistrationByRecognitionSession(sql: Database.Database, sessionId: string): Registration | undefined {
  const row = sql
    .prepare(`SELECT id FROM registrations WHERE legacy = 0 AND json_extract(data, '$.recognition.sessionId') = ? LIMIT 1`)
    .get(sessionId) as { id: string } | undefined;
  return row ? findRegistration(sql, row.id) : undefined;
}

/** The served MINOR registrations of users other than `userId` that name a guardian (`data.tutor`). */
export function listMinorRegistrationsWithTutor(sql: Database.Database, userId: string): Registration[] {
  const ids = sql
    .prepare(
      `SELECT id FROM registrations
       WHERE flow = 'MINOR' AND legacy = 0 AND user_id <> ? AND json_extract(data, '$.tutor') IS NOT NULL`,
    )
    .all(userId) as { id: string }[];
  return ids.map(({ id }) => findRegistration(sql, id)).filter((r): r is Registration => r !== undefined);
}

/** One row of the admin surface's registration list (`GET /__sandbox/registrations`). */
export interface RegistrationSummary {
  id: string;
  userId: string;
  /** The user's phone number as stored (`+39…`, the login username). */
  phone: string;
  userStatus: UserStatus;
  flow: RegistrationFlow;
  type: RegistrationType;
  status: RegistrationStatus;
  closed: boolean;
  currentStep: number;
  phoneNumberStatus: PhoneNumberStatus;
  /** ISO date-time of the creation. */
  createdAt: string;
  /** ISO date-time of the last change (creation, `update`, progress, phone certification). */
  updatedAt: string;
}

interface RegistrationSummaryRow {
  id: string;
  user_id: string;
  phone_number: string;
  user_status: string;
  flow: string;
  type: string;
  status: string;
  closed: number;
  current_step: number;
  phone_number_status: string;
  created_at: number;
  updated_at: number;
}

/**
 * Every served (not legacy) registration of every user, newest first (last change, then creation
 * order), optionally only those of the user with this phone number (as stored, `+39…`).
 */
export function listRegistrationSummaries(sql: Database.Database, phoneNumber?: string): RegistrationSummary[] {
  const rows = sql
    .prepare(
      `SELECT r.id, r.user_id, u.phone_number, u.status AS user_status, r.flow, r.type, r.status, r.closed,
         r.current_step, r.phone_number_status, r.created_at, r.updated_at
       FROM registrations r JOIN users u ON u.id = r.user_id
       WHERE r.legacy = 0 ${phoneNumber === undefined ? '' : 'AND u.phone_number = @phoneNumber'}
       ORDER BY r.updated_at DESC, r.seq DESC`,
    )
    .all(phoneNumber === undefined ? {} : { phoneNumber }) as RegistrationSummaryRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    phone: row.phone_number,
    userStatus: row.user_status as UserStatus,
    flow: row.flow as RegistrationFlow,
    type: row.type as RegistrationType,
    status: row.status as RegistrationStatus,
    closed: row.closed === 1,
    currentStep: row.current_step,
    phoneNumberStatus: row.phone_number_status as PhoneNumberStatus,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}
