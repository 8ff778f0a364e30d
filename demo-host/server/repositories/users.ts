/**
 * The users repository (common.md "Entities": User): the `users` table, its rows, and every read and write of
 * them — the entity served by `users/me`, the login, the details and the customer's profile and wallet
 * instruments, the e-mail address, becoming a customer, and the admin surface's summary. Pure data access, no HTTP.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { parseJson } from './rows';

export type UserStatus = 'ENABLED' | 'SUSPENDED' | 'PENDING';
export type Level = 'A' | 'B';
type Profile = 'CONSUMER' | 'MINOR' | 'BUSINESS';
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

/** A context with nothing known yet, as for a person who just started registering. */
export function emptyContext(overrides: Partial<UserContext> = {}): UserContext {
  return {
    walletType: null,
    userBirthDate: null,
    gender: null,
    mgmCode: null,
    minor: false,
    gianos: { job: null, activitySector: null },
    ...overrides,
  };
}

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

/** Replaces the processes the customer may start (`availableProcesses`). */
export function saveAvailableProcesses(sql: Database.Database, id: string, processes: User['availableProcesses']): void {
  sql.prepare('UPDATE users SET available_processes = ? WHERE id = ?').run(JSON.stringify(processes), id);
}

/** The customer is no longer a minor (`context.minor` false). */
export function markAdult(sql: Database.Database, id: string): void {
  sql.prepare(`UPDATE users SET context = json_set(context, '$.minor', json('false')) WHERE id = ?`).run(id);
}

/** Sets the customer's default wallet. */
export function setDefaultWallet(sql: Database.Database, id: string, type: WalletType): void {
  sql.prepare('UPDATE users SET default_wallet = ? WHERE id = ?').run(JSON.stringify({ type }), id);
}

/**
 * Mirrors a self-declaration onto the user: `context.gianos` and the details' `gianos` (both `gianos`), and the
 * details' `fatcaCrs`.
 */
export function saveSelfDeclaration(sql: Database.Database, id: string, gianos: unknown, fatcaCrs: unknown): void {
  const gianosJson = JSON.stringify(gianos);
  sql
    .prepare(`UPDATE users SET context = json_set(context, '$.gianos', json(?)), gianos = ?, fatca_crs = ? WHERE id = ?`)
    .run(gianosJson, gianosJson, JSON.stringify(fatcaCrs), id);
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
