/**
 * The sandbox's entities (common.md "Entities") and their rows: typed reads and writes of users,
 * registrations and their one-time codes (phone and e-mail). Pure data access, no HTTP.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

export type UserStatus = 'ENABLED' | 'SUSPENDED' | 'PENDING';
export type Level = 'A' | 'B';
export type Profile = 'CONSUMER' | 'MINOR' | 'BUSINESS';
/** The customer's wallet kinds (BUSINESS: a sole trader's or a professional's account). */
export type WalletType = 'CONSUMER' | 'CORPORATE' | 'BUSINESS';

/** User.context of common.md. */
export interface UserContext {
  walletType: string | null;
  userBirthDate: string | null;
  gender: 'M' | 'F' | null;
  mgmCode: string | null;
  minor: boolean;
  gianos: { job: string | null; activitySector: string | null };
}

/** The User entity as served by `users/me`. */
export interface User {
  id: string;
  status: UserStatus;
  phoneNumber: string;
  defaultWallet: { type: WalletType } | null;
  availableProcesses: { level: Level; profile: Profile }[];
  context: UserContext;
}

/** What `users/me/details` adds (shapes are the sandbox's own; spec §3 does not show them). */
export interface UserDetails {
  fatcaCrs: Record<string, unknown> | null;
  gianos: Record<string, unknown> | null;
}

/**
 * What the bank already knows of an existing customer, served by `users/me/details` as `profile`
 * (a sandbox extension: spec §7 shows only user, fatcaCrs and gianos). The keys are the registration `data`
 * keys of the steps that ask for the same facts (pre-register, Citizenship, Addresses, DocumentType/Data), so
 * the client saves an upgrade's answers under the keys it reads them from. A key absent or null is unknown:
 * the upgrade's data steps ask for it.
 */
export interface UserProfile {
  /** The customer's level (spec §4: startLevel B with targetLevel A is the level upgrade). */
  level?: Level | null;
  firstName?: string | null;
  lastName?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
  email?: string | null;
  /** The e-mail address was confirmed before (ConfirmEmail then has nothing to ask). */
  emailConfirmed?: boolean | null;
  /** '+39…', the login phone (always certified for a customer). */
  phoneNumber?: string | null;
  citizenship?: string | null;
  birthPlace?: string | null;
  fiscalCode?: string | null;
  addresses?: {
    residence: { address: string; houseNumber: string; city: string; postalCode: string; province: string } | null;
    domicile: unknown;
  } | null;
  documentType?: string | null;
  /** The identity document on file, as DocumentData saves it (`expiryDate` YYYY-MM-DD). */
  document?: {
    documentType: string;
    documentNumber: string;
    issueDate: string;
    expiryDate: string;
    issuingAuthority?: string;
    issuingPlace?: string;
  } | null;
  /** A customer who opened their account as a minor and may now upgrade it (UPGRADE_MINOR_MAJOR); dropped then. */
  formerMinor?: boolean | null;
}

/** Spec §3 Wallet instrument, as `wallet-instruments` serves it (`prepaidCardId`: the sandbox's card product). */
export interface WalletInstrument {
  walletInstrumentResource: {
    id: string;
    walletInstrumentType: 'PREPAID_CARD' | 'ACCOUNT';
    state: 'ENABLED' | 'DISABLED';
    prepaidCardId?: string | null;
  };
}

export type RegistrationFlow = 'CONSUMER' | 'MINOR' | 'BUSINESS' | 'DOCUMENT_RENEWAL' | 'CORPORATE';
export type RegistrationType = 'REGISTRATION' | 'DOCUMENT_RENEWAL';
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
export type PhoneNumberStatus = 'NOT_CERTIFIED' | 'CERTIFIED';
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
export interface RegistrationTutor {
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
export interface DocsRequestDocument {
  id: string;
  description: string;
  uploaded: boolean;
}

/** A request for missing documents (`POST /__sandbox/registrations/:id/missing-documents`). */
export interface DocsRequest {
  id: string;
  status: 'OPEN' | 'COMPLETED';
  documents: DocsRequestDocument[];
}

/** A user as stored (the entity plus login and personal fields the entity does not expose). */
export interface NewUser {
  id?: string;
  phoneNumber: string;
  accessCode: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  status: UserStatus;
  defaultWallet: { type: WalletType } | null;
  availableProcesses: User['availableProcesses'];
  context: UserContext;
  details?: UserDetails;
  /** An existing customer's known data (null/absent for someone not yet a customer). */
  profile?: UserProfile | null;
  walletInstruments?: WalletInstrument[];
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

interface UserRow {
  id: string;
  phone_number: string;
  access_code: string;
  email: string | null;
  status: string;
  default_wallet: string | null;
  available_processes: string;
  context: string;
  fatca_crs: string | null;
  gianos: string | null;
  profile: string | null;
  wallet_instruments: string | null;
}

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

// The columns are only ever written by this module, so their JSON is trusted on the way back.
function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    status: row.status as UserStatus,
    phoneNumber: row.phone_number,
    defaultWallet: parseJson<User['defaultWallet']>(row.default_wallet),
    availableProcesses: parseJson<User['availableProcesses']>(row.available_processes) ?? [],
    context: parseJson<UserContext>(row.context) as UserContext,
  };
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
 * A phone number as stored (`+39…`). A `+` sent unencoded in a form body or a query string
 * arrives as a space (form decoding), so a leading space before a digit is read back as the `+`.
 */
export function normalisePhone(value: string): string {
  return value.replace(/^ (?=\d)/, '+').trim();
}

/** The user with this id, or undefined. */
export function findUserById(sql: Database.Database, id: string): User | undefined {
  const row = sql.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row && toUser(row);
}

/** The user whose login username (`+39…`) is `phoneNumber`, with the stored access code. */
export function findLoginByPhone(
  sql: Database.Database,
  phoneNumber: string,
): { user: User; accessCode: string } | undefined {
  const row = sql.prepare('SELECT * FROM users WHERE phone_number = ?').get(phoneNumber) as UserRow | undefined;
  return row && { user: toUser(row), accessCode: row.access_code };
}

/** Whether an e-mail address (compared case-insensitively) already belongs to a user. */
export function emailExists(sql: Database.Database, email: string): boolean {
  return sql.prepare('SELECT 1 FROM users WHERE email = ?').get(email.toLowerCase()) !== undefined;
}

/** The fatcaCrs/gianos details of a user. */
export function findUserDetails(sql: Database.Database, id: string): UserDetails {
  const row = sql.prepare('SELECT fatca_crs, gianos FROM users WHERE id = ?').get(id) as
    | Pick<UserRow, 'fatca_crs' | 'gianos'>
    | undefined;
  return {
    fatcaCrs: parseJson<UserDetails['fatcaCrs']>(row?.fatca_crs ?? null),
    gianos: parseJson<UserDetails['gianos']>(row?.gianos ?? null),
  };
}

/** The customer's known data, or null for someone who is not a customer yet. */
export function findUserProfile(sql: Database.Database, id: string): UserProfile | null {
  const row = sql.prepare('SELECT profile FROM users WHERE id = ?').get(id) as Pick<UserRow, 'profile'> | undefined;
  return parseJson<UserProfile>(row?.profile ?? null);
}

/** Merges `patch` into the customer's profile (shallowly, like registration data); creates it when absent. */
export function updateUserProfile(sql: Database.Database, id: string, patch: UserProfile): UserProfile {
  const profile = { ...(findUserProfile(sql, id) ?? {}), ...patch };
  sql.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(profile), id);
  return profile;
}

/** The customer's wallet instruments (spec §7 `wallet-instruments`), [] when none. */
export function findWalletInstruments(sql: Database.Database, id: string): WalletInstrument[] {
  const row = sql.prepare('SELECT wallet_instruments FROM users WHERE id = ?').get(id) as
    | Pick<UserRow, 'wallet_instruments'>
    | undefined;
  return parseJson<WalletInstrument[]>(row?.wallet_instruments ?? null) ?? [];
}

/** Replaces the customer's wallet instruments. */
export function saveWalletInstruments(sql: Database.Database, id: string, instruments: WalletInstrument[]): void {
  sql.prepare('UPDATE users SET wallet_instruments = ? WHERE id = ?').run(JSON.stringify(instruments), id);
}

/**
 * Inserts a user; with `ignoreExisting` an already-present id is left untouched (idempotent seed).
 * @returns the user id.
 */
export function insertUser(sql: Database.Database, user: NewUser, ignoreExisting = false): string {
  const id = user.id ?? randomUUID();
  sql
    .prepare(
      `INSERT ${ignoreExisting ? 'OR IGNORE ' : ''}INTO users
        (id, phone_number, access_code, email, first_name, last_name, status, default_wallet,
         available_processes, context, fatca_crs, gianos, profile, wallet_instruments, created_at)
       VALUES (@id, @phoneNumber, @accessCode, @email, @firstName, @lastName, @status, @defaultWallet,
         @availableProcesses, @context, @fatcaCrs, @gianos, @profile, @walletInstruments, @createdAt)`,
    )
    .run({
      id,
      phoneNumber: user.phoneNumber,
      accessCode: user.accessCode,
      email: user.email?.toLowerCase() ?? null,
      firstName: user.firstName,
      lastName: user.lastName,
      status: user.status,
      defaultWallet: user.defaultWallet === null ? null : JSON.stringify(user.defaultWallet),
      availableProcesses: JSON.stringify(user.availableProcesses),
      context: JSON.stringify(user.context),
      fatcaCrs: user.details?.fatcaCrs ? JSON.stringify(user.details.fatcaCrs) : null,
      gianos: user.details?.gianos ? JSON.stringify(user.details.gianos) : null,
      profile: user.profile ? JSON.stringify(user.profile) : null,
      walletInstruments: user.walletInstruments ? JSON.stringify(user.walletInstruments) : null,
      createdAt: Date.now(),
    });
  return id;
}

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
 * The kind of a one-time code, each with its own pending code and its own send limit: the phone's
 * certification (`sms`, tables `otp_challenges`/`otp_sends`), the e-mail confirmation (`email`, tables
 * `email_challenges`/`email_sends`), and, at step 8, the certificate provider's signature code
 * (`signature`) and the mobile token's activation code (`mobileToken`). The step-8 kinds are sent by
 * SMS too but must not replace or satisfy each other's code; having no tables of their own (no schema
 * change for them), they keep the same two records as JSON rows of the `settings` table, under
 * `otp:<kind>:<registrationId>` (challenge) and `otp-sends:<kind>:<registrationId>` (send log), which
 * `POST /__sandbox/reset` clears with the other settings.
 */
export type OtpChannel = 'sms' | 'email' | 'signature' | 'mobileToken' | 'tutorSignature' | 'tutorMobileToken';

/** The pending one-time code of a registration on one channel. */
export interface OtpChallenge {
  code: string;
  /** Wrong codes typed so far. */
  attempts: number;
  /** Epoch ms of the send. */
  createdAt: number;
}

/** Where one kind's challenge and send log are kept. */
interface OtpBackend {
  find(registrationId: string): OtpChallenge | undefined;
  /** A fresh challenge replaces any previous one; the send is logged, sends older than `keepSinceMs` dropped. */
  save(registrationId: string, code: string, now: number, keepSinceMs: number): void;
  countSends(registrationId: string, sinceMs: number): number;
  /** @returns the attempts after the increment (0 without a challenge). */
  recordFailure(registrationId: string): number;
  delete(registrationId: string): void;
}

function tableBackend(sql: Database.Database, challenges: string, sends: string): OtpBackend {
  return {
    find(registrationId) {
      const row = sql
        .prepare(`SELECT code, attempts, created_at FROM ${challenges} WHERE registration_id = ?`)
        .get(registrationId) as { code: string; attempts: number; created_at: number } | undefined;
      return row && { code: row.code, attempts: row.attempts, createdAt: row.created_at };
    },
    save(registrationId, code, now, keepSinceMs) {
      sql.transaction(() => {
        sql
          .prepare(
            `INSERT INTO ${challenges} (registration_id, code, attempts, created_at) VALUES (?, ?, 0, ?)
             ON CONFLICT(registration_id) DO UPDATE SET code = excluded.code, attempts = 0, created_at = excluded.created_at`,
          )
          .run(registrationId, code, now);
        sql.prepare(`DELETE FROM ${sends} WHERE registration_id = ? AND at < ?`).run(registrationId, keepSinceMs);
        sql.prepare(`INSERT INTO ${sends} (registration_id, at) VALUES (?, ?)`).run(registrationId, now);
      })();
    },
    countSends(registrationId, sinceMs) {
      const row = sql
        .prepare(`SELECT COUNT(*) AS n FROM ${sends} WHERE registration_id = ? AND at >= ?`)
        .get(registrationId, sinceMs) as { n: number };
      return row.n;
    },
    recordFailure(registrationId) {
      const row = sql
        .prepare(`UPDATE ${challenges} SET attempts = attempts + 1 WHERE registration_id = ? RETURNING attempts`)
        .get(registrationId) as { attempts: number } | undefined;
      return row?.attempts ?? 0;
    },
    delete(registrationId) {
      sql.prepare(`DELETE FROM ${challenges} WHERE registration_id = ?`).run(registrationId);
    },
  };
}

function settingsBackend(sql: Database.Database, kind: string): OtpBackend {
  const challengeKey = (id: string) => `otp:${kind}:${id}`;
  const sendsKey = (id: string) => `otp-sends:${kind}:${id}`;
  const read = <T>(key: string): T | undefined => {
    const row = sql.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as T) : undefined;
  };
  const write = (key: string, value: unknown) =>
    sql.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, JSON.stringify(value));
  return {
    find: (registrationId) => read<OtpChallenge>(challengeKey(registrationId)),
    save(registrationId, code, now, keepSinceMs) {
      sql.transaction(() => {
        write(challengeKey(registrationId), { code, attempts: 0, createdAt: now } satisfies OtpChallenge);
        const kept = (read<number[]>(sendsKey(registrationId)) ?? []).filter((at) => at >= keepSinceMs);
        write(sendsKey(registrationId), [...kept, now]);
      })();
    },
    countSends: (registrationId, sinceMs) => (read<number[]>(sendsKey(registrationId)) ?? []).filter((at) => at >= sinceMs).length,
    recordFailure(registrationId) {
      const challenge = read<OtpChallenge>(challengeKey(registrationId));
      if (!challenge) return 0;
      const attempts = challenge.attempts + 1;
      write(challengeKey(registrationId), { ...challenge, attempts });
      return attempts;
    },
    delete(registrationId) {
      sql.prepare('DELETE FROM settings WHERE key = ?').run(challengeKey(registrationId));
    },
  };
}

function otpBackend(sql: Database.Database, channel: OtpChannel): OtpBackend {
  switch (channel) {
    case 'sms':
      return tableBackend(sql, 'otp_challenges', 'otp_sends');
    case 'email':
      return tableBackend(sql, 'email_challenges', 'email_sends');
    default:
      return settingsBackend(sql, channel);
  }
}

/** The registration's pending one-time code on `channel` (default the phone), or undefined. */
export function findOtpChallenge(sql: Database.Database, registrationId: string, channel: OtpChannel = 'sms'): OtpChallenge | undefined {
  return otpBackend(sql, channel).find(registrationId);
}

/**
 * Records a sent one-time code: a fresh challenge (0 attempts) replaces any previous one, and the
 * send is logged for the send limit (sends older than `keepSinceMs` are dropped on the way).
 */
export function saveOtpChallenge(
  sql: Database.Database,
  registrationId: string,
  code: string,
  now: number,
  keepSinceMs: number,
  channel: OtpChannel = 'sms',
): void {
  otpBackend(sql, channel).save(registrationId, code, now, keepSinceMs);
}

/** How many one-time codes were sent on `channel` for a registration at or after `sinceMs`. */
export function countOtpSends(sql: Database.Database, registrationId: string, sinceMs: number, channel: OtpChannel = 'sms'): number {
  return otpBackend(sql, channel).countSends(registrationId, sinceMs);
}

/** Counts one more wrong code. @returns the attempts after the increment. */
export function recordOtpFailure(sql: Database.Database, registrationId: string, channel: OtpChannel = 'sms'): number {
  return otpBackend(sql, channel).recordFailure(registrationId);
}

/** Throws a registration's challenge on `channel` away (used, locked or expired); the send log stays. */
export function deleteOtpChallenge(sql: Database.Database, registrationId: string, channel: OtpChannel = 'sms'): void {
  otpBackend(sql, channel).delete(registrationId);
}

/**
 * A user becomes a customer (complete-registration): ENABLED, so the next login hands off to online
 * banking (spec §4 Login flow); a user without a wallet gets the consumer one.
 */
export function enableUser(sql: Database.Database, userId: string, walletType: WalletType = 'CONSUMER'): void {
  sql
    .prepare(
      `UPDATE users SET status = 'ENABLED',
         default_wallet = COALESCE(default_wallet, json_object('type', ?)) WHERE id = ?`,
    )
    .run(walletType, userId);
}

/** The user's access code (the login password chosen at pre-registration), or undefined. */
export function findAccessCode(sql: Database.Database, userId: string): string | undefined {
  const row = sql.prepare('SELECT access_code FROM users WHERE id = ?').get(userId) as Pick<UserRow, 'access_code'> | undefined;
  return row?.access_code;
}

/** The user's first and last name as stored. */
export function findUserName(sql: Database.Database, userId: string): { firstName: string | null; lastName: string | null } {
  const row = sql.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(userId) as
    | { first_name: string | null; last_name: string | null }
    | undefined;
  return { firstName: row?.first_name ?? null, lastName: row?.last_name ?? null };
}

/** The user's e-mail address as stored (lower-cased), or null when they have none. */
export function findUserEmail(sql: Database.Database, userId: string): string | null {
  const row = sql.prepare('SELECT email FROM users WHERE id = ?').get(userId) as Pick<UserRow, 'email'> | undefined;
  return row?.email ?? null;
}

/** Whether an e-mail address (compared case-insensitively) belongs to a user other than `userId`. */
export function emailTakenByOtherUser(sql: Database.Database, email: string, userId: string): boolean {
  return sql.prepare('SELECT 1 FROM users WHERE email = ? AND id <> ?').get(email.toLowerCase(), userId) !== undefined;
}

/** Changes a user's e-mail address (stored lower-cased). */
export function updateUserEmail(sql: Database.Database, userId: string, email: string): void {
  sql.prepare('UPDATE users SET email = ? WHERE id = ?').run(email.toLowerCase(), userId);
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

/** A user as the admin surface shows it next to a registration. */
export interface UserSummary {
  id: string;
  /** As stored (`+39…`). */
  phone: string;
  status: UserStatus;
  /** Left out when the user has none. */
  email?: string;
}

/** The user with this id as the admin surface shows it, or undefined. */
export function findUserSummary(sql: Database.Database, id: string): UserSummary | undefined {
  const row = sql.prepare('SELECT id, phone_number, status, email FROM users WHERE id = ?').get(id) as
    | Pick<UserRow, 'id' | 'phone_number' | 'status' | 'email'>
    | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    phone: row.phone_number,
    status: row.status as UserStatus,
    ...(row.email === null ? {} : { email: row.email }),
  };
}
