/**
 * The sandbox's embedded SQLite database (better-sqlite3, synchronous, WAL): schema, migrations,
 * open and wipe. Everything the sandbox remembers lives here (users, registrations, one-time codes,
 * tokens, outbox, pending faults, request log, settings, bookings, tracking events), so a restart
 * keeps it and `reset` clears it in one place. Each table is read and written by one module: the
 * repositories of repositories/ (users, tokens, registrations, one-time codes, documents, help, settings)
 * and, for the sandbox's own machinery, outbox.ts, faults.ts, requestLog.ts and tracking.ts.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { seedDatabase } from './seed';

/** The open sandbox database. `sql` is the raw better-sqlite3 handle. */
export interface SandboxDb {
  readonly sql: Database.Database;
  /** The file path, or `:memory:`. */
  readonly path: string;
  close(): void;
}

/** Default file: `demo-host/.data/sandbox.sqlite`, resolved from this module, not the cwd. */
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../.data/sandbox.sqlite', import.meta.url));

/**
 * Ordered migrations; `PRAGMA user_version` records how many ran. Append, never edit, so an
 * existing demo database upgrades in place.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    phone_number TEXT NOT NULL UNIQUE,          -- '+39' + digits, the login username
    access_code TEXT NOT NULL,                  -- the login password (spec §5: 5 digits)
    email TEXT UNIQUE,                          -- lower-cased
    first_name TEXT,
    last_name TEXT,
    status TEXT NOT NULL,                       -- ENABLED | SUSPENDED | PENDING
    default_wallet TEXT,                        -- JSON { type } or NULL
    available_processes TEXT NOT NULL,          -- JSON [{ level, profile }]
    context TEXT NOT NULL,                      -- JSON user context (common.md User.context)
    fatca_crs TEXT,                             -- JSON or NULL (users/me/details)
    gianos TEXT,                                -- JSON or NULL (users/me/details)
    created_at INTEGER NOT NULL
  );
  CREATE TABLE registrations (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,                       -- creation order, so lists are stable
    flow TEXT NOT NULL,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0,
    code TEXT,
    current_step INTEGER NOT NULL DEFAULT 1,
    mode TEXT,
    phone_number_status TEXT NOT NULL,
    start_level TEXT,
    target_level TEXT,
    start_profile TEXT,
    target_profile TEXT,
    business TEXT,                              -- JSON { companyType } or NULL
    infocert_sign_running INTEGER NOT NULL DEFAULT 0,
    upgrade_from_b_consumer_to_a_consumer INTEGER NOT NULL DEFAULT 0,
    is_upgrade INTEGER NOT NULL DEFAULT 0,
    premium_activation_requested INTEGER NOT NULL DEFAULT 0,
    prepaid_card_resource_id TEXT,
    data TEXT NOT NULL DEFAULT '{}',            -- JSON: what the user typed (saved by update)
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX registrations_user ON registrations(user_id, seq);
  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,                -- sha256 of the token: the token itself is never stored
    typ TEXT NOT NULL,                          -- access | refresh
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL,                -- epoch ms
    revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel TEXT NOT NULL,                      -- sms | email
    recipient TEXT NOT NULL,
    code TEXT NOT NULL,
    text TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE TABLE faults (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    method TEXT,                                -- upper-case, NULL = any
    path TEXT NOT NULL,                         -- exact path, or prefix ending in '*'
    status INTEGER,                             -- NULL = only delay, then answer normally
    body TEXT,                                  -- JSON or NULL (default error body)
    delay_ms INTEGER NOT NULL DEFAULT 0,
    remaining INTEGER NOT NULL
  );
  CREATE TABLE request_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER NOT NULL,
    at TEXT NOT NULL
  );
  `,
  // 2: registrations from the bank's previous system, stored but never served.
  `
  ALTER TABLE registrations ADD COLUMN legacy INTEGER NOT NULL DEFAULT 0;
  `,
  // 3 (registration data steps): the phone one-time code of a registration (send- and
  // verify-phone-number-otp). The sends are kept apart from the challenge so that deleting a used
  // or locked challenge does not reset the send limit.
  `
  CREATE TABLE otp_challenges (
    registration_id TEXT PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,        -- wrong codes typed so far
    created_at INTEGER NOT NULL                 -- epoch ms of the send (the code expires 10 min later)
  );
  CREATE TABLE otp_sends (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    at INTEGER NOT NULL                         -- epoch ms
  );
  CREATE INDEX otp_sends_registration ON otp_sends(registration_id, at);
  `,
  // 4 (maintenance signal): sandbox switches set through the admin surface, e.g. maintenance
  // (maintenance.ts). A missing row is the switch's default; reset deletes them all.
  `
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 5 (sandbox console): a fault's error code and message, from which its answer body is built
  // when it has a status and no body (faults.ts). Paths may now hold '*' segments in the middle.
  `
  ALTER TABLE faults ADD COLUMN code TEXT;
  ALTER TABLE faults ADD COLUMN message TEXT;
  `,
  // 6 (ConfirmEmail): the e-mail one-time code of a registration (send-confirmation-email,
  // modify-email, verify-email), kept like the phone's: challenge and send log apart.
  `
  CREATE TABLE email_challenges (
    registration_id TEXT PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,        -- wrong codes typed so far
    created_at INTEGER NOT NULL                 -- epoch ms of the send (the code expires 10 min later)
  );
  CREATE TABLE email_sends (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    at INTEGER NOT NULL                         -- epoch ms
  );
  CREATE INDEX email_sends_registration ON email_sends(registration_id, at);
  `,
  // 7: the help panel's callback bookings (help.ts) and the tracking events each
  // registration sent (tracking.ts; the last TRACKING_EVENTS_PER_REGISTRATION are kept).
  `
  CREATE TABLE bookings (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,      -- arrival order
    id TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    phone_number TEXT NOT NULL,                 -- the user's, as stored ('+39…'): who the bank calls back
    book_date TEXT NOT NULL,                    -- YYYY-MM-DD
    time_slot_id INTEGER NOT NULL,
    reason_id INTEGER NOT NULL,
    notes TEXT NOT NULL,
    created_at TEXT NOT NULL                    -- ISO date-time
  );
  CREATE TABLE tracking_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,       -- arrival order
    registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,                         -- view | submit | message
    payload TEXT NOT NULL,                      -- JSON
    at TEXT NOT NULL                            -- ISO date-time
  );
  CREATE INDEX tracking_events_registration ON tracking_events(registration_id, id);
  `,
  // 8: what the bank already knows of an existing customer (repositories/users.ts UserProfile, served by
  // users/me/details) and the customer's wallet instruments (served by wallet-instruments).
  `
  ALTER TABLE users ADD COLUMN profile TEXT;              -- JSON UserProfile, NULL for a visitor not yet a customer
  ALTER TABLE users ADD COLUMN wallet_instruments TEXT;   -- JSON WalletInstrument[], NULL = none
  `,
  // 9: the client's request id in the request log (the trace of a call that got no answer), and
  // the fault that processes a call then drops its connection, and the paths a fault does not apply to.
  `
  ALTER TABLE request_log ADD COLUMN request_id TEXT;
  ALTER TABLE faults ADD COLUMN drop_connection INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE faults ADD COLUMN except_paths TEXT NOT NULL DEFAULT '[]'; -- JSON array of path patterns
  `,
  // 10: one table shape for every one-time code (repositories/codes.ts): the pending code and the send log of a
  // registration, keyed by channel. The phone's (`otp_challenges`/`otp_sends`) and the e-mail's
  // (`email_challenges`/`email_sends`) tables and the step-8 kinds' JSON rows of `settings`
  // (`otp:<channel>:<registrationId>` with {code, attempts, createdAt}, `otp-sends:<channel>:<registrationId>`
  // with [at, …]) move into them; rows of a registration that no longer exists are dropped.
  `
  CREATE TABLE one_time_codes (
    registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    channel TEXT NOT NULL,                      -- sms | email | signature | mobileToken | tutorSignature | tutorMobileToken
    code TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,        -- wrong codes typed so far
    created_at INTEGER NOT NULL,                -- epoch ms of the send (the code expires 10 min later)
    PRIMARY KEY (registration_id, channel)
  );
  CREATE TABLE one_time_code_sends (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    channel TEXT NOT NULL,
    at INTEGER NOT NULL                         -- epoch ms
  );
  CREATE INDEX one_time_code_sends_registration ON one_time_code_sends(registration_id, channel, at);

  INSERT INTO one_time_codes (registration_id, channel, code, attempts, created_at)
    SELECT registration_id, 'sms', code, attempts, created_at FROM otp_challenges;
  INSERT INTO one_time_codes (registration_id, channel, code, attempts, created_at)
    SELECT registration_id, 'email', code, attempts, created_at FROM email_challenges;
  INSERT INTO one_time_code_sends (registration_id, channel, at)
    SELECT registration_id, channel, at FROM (
      SELECT registration_id, 'sms' AS channel, at, id, 1 AS source FROM otp_sends
      UNION ALL SELECT registration_id, 'email', at, id, 2 FROM email_sends
    ) ORDER BY source, id;

  CREATE TEMP TABLE otp_settings AS
    SELECT s.key, s.value, substr(s.key, instr(s.key, ':') + 1) AS rest
    FROM settings s WHERE (s.key LIKE 'otp:%' OR s.key LIKE 'otp-sends:%') AND json_valid(s.value);
  INSERT OR IGNORE INTO one_time_codes (registration_id, channel, code, attempts, created_at)
    SELECT r.id, substr(o.rest, 1, instr(o.rest, ':') - 1), json_extract(o.value, '$.code'),
      COALESCE(json_extract(o.value, '$.attempts'), 0), json_extract(o.value, '$.createdAt')
    FROM temp.otp_settings o JOIN registrations r ON r.id = substr(o.rest, instr(o.rest, ':') + 1)
    WHERE o.key LIKE 'otp:%' AND instr(o.rest, ':') > 1
      AND json_extract(o.value, '$.code') IS NOT NULL AND json_extract(o.value, '$.createdAt') IS NOT NULL;
  INSERT INTO one_time_code_sends (registration_id, channel, at)
    SELECT r.id, substr(o.rest, 1, instr(o.rest, ':') - 1), j.value
    FROM temp.otp_settings o JOIN registrations r ON r.id = substr(o.rest, instr(o.rest, ':') + 1), json_each(o.value) j
    WHERE o.key LIKE 'otp-sends:%' AND instr(o.rest, ':') > 1 AND j.type = 'integer'
    ORDER BY o.key, j.key;
  DELETE FROM settings WHERE key LIKE 'otp:%' OR key LIKE 'otp-sends:%';
  DROP TABLE temp.otp_settings;

  DROP TABLE otp_challenges;
  DROP TABLE otp_sends;
  DROP TABLE email_challenges;
  DROP TABLE email_sends;
  `,
];

/** The schema version (`PRAGMA user_version`) of a fully migrated database. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Runs the migrations the database has not seen yet, each in its own transaction. */
function migrate(sql: Database.Database): void {
  const current = sql.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    const step = MIGRATIONS[version];
    if (step === undefined) break;
    sql.transaction(() => {
      sql.exec(step);
      sql.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/**
 * Opens (creating the folder and schema if needed) the sandbox database and seeds the
 * personas that are missing. `:memory:` gives a private throw-away database for tests.
 */
export function openSandboxDb(path: string): SandboxDb {
  if (path !== ':memory:' && !path.startsWith('file:')) mkdirSync(dirname(path), { recursive: true });
  const sql = new Database(path);
  // WAL: the demo server reads while it writes without blocking (no-op for :memory:).
  sql.pragma('journal_mode = WAL');
  sql.pragma('foreign_keys = ON');
  sql.pragma('busy_timeout = 2000');
  migrate(sql);
  seedDatabase(sql);
  return { sql, path, close: () => sql.close() };
}

/**
 * Deletes every row (one-time codes, data, tokens, outbox, faults, request log, settings such as
 * maintenance and the extra unavailable dates, bookings, tracking events) and seeds again:
 * what `POST /__sandbox/reset` does.
 */
export function resetSandboxDb(db: SandboxDb): void {
  db.sql.transaction(() => {
    const tables = ['one_time_codes', 'one_time_code_sends', 'tracking_events', 'bookings', 'tokens', 'registrations', 'users', 'outbox', 'faults', 'request_log', 'settings'];
    for (const table of tables) {
      db.sql.prepare(`DELETE FROM ${table}`).run();
    }
    seedDatabase(db.sql);
  })();
}
