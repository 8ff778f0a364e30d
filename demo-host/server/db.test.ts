// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { SCHEMA_VERSION, openSandboxDb } from './db';
import { addFault, faultSchema, listFaults } from './faults';
import { isMaintenanceOn } from './maintenance';
import type { SandboxDb } from './db';
import { DEMO_PHONE, DEMO_REGISTRATION_ID, DEMO_USER_ID, SEED_PERSONAS, seedDatabase } from './seed';
import { countOtpSends, findOtpChallenge, recordOtpFailure } from './repositories/codes';
import { countLegacyRegistrations, findRegistration, listRegistrations } from './repositories/registrations';
import { findUserProfile, findWalletInstruments } from './repositories/users';
import { api, json, login } from './testing';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function open(path: string): SandboxDb {
  const db = openSandboxDb(path);
  cleanups.push(() => {
    if (db.sql.open) db.close();
  });
  return db;
}

/**
 * A database file taken back to schema `version` by `downgrade` (which drops what later
 * migrations add), then reopened: the migrations since must bring it up to date.
 */
function reopenFrom(version: number, downgrade: (sql: SandboxDb['sql']) => void): SandboxDb {
  const path = join(tempDir(), 'sandbox.sqlite');
  const old = open(path);
  downgrade(old.sql);
  old.sql.pragma(`user_version = ${version}`);
  old.close();
  const db = open(path);
  expect(db.sql.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  return db;
}

/**
 * Undoes migration 10 (one table shape for the one-time codes): the one-time-code tables of migrations 3 and 6
 * are back, the new ones gone.
 */
function splitOneTimeCodes(sql: SandboxDb['sql']): void {
  sql.exec(`
    DROP TABLE one_time_codes;
    DROP TABLE one_time_code_sends;
    CREATE TABLE otp_challenges (
      registration_id TEXT PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
      code TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE TABLE otp_sends (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE, at INTEGER NOT NULL
    );
    CREATE INDEX otp_sends_registration ON otp_sends(registration_id, at);
    CREATE TABLE email_challenges (
      registration_id TEXT PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
      code TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE TABLE email_sends (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      registration_id TEXT NOT NULL REFERENCES registrations(id) ON DELETE CASCADE, at INTEGER NOT NULL
    );
    CREATE INDEX email_sends_registration ON email_sends(registration_id, at);
  `);
}

/** Undoes migration 9 (the request log's request id, the faults' drop) and the later ones. */
function dropRequestIdColumns(sql: SandboxDb['sql']): void {
  splitOneTimeCodes(sql);
  sql.exec('ALTER TABLE request_log DROP COLUMN request_id; ALTER TABLE faults DROP COLUMN drop_connection; ALTER TABLE faults DROP COLUMN except_paths');
}

/** Undoes migration 8 (the users' profile and wallet instruments). */
function dropProfileColumns(sql: SandboxDb['sql']): void {
  dropRequestIdColumns(sql);
  sql.exec('ALTER TABLE users DROP COLUMN profile; ALTER TABLE users DROP COLUMN wallet_instruments');
}

/** Undoes migration 7 (the bookings and tracking-event tables) and the later ones. */
function dropHelpTables(sql: SandboxDb['sql']): void {
  dropProfileColumns(sql);
  sql.exec('DROP TABLE bookings; DROP TABLE tracking_events');
}

/** Undoes migration 6 (the e-mail one-time-code tables) and the later ones. */
function dropEmailCodeTables(sql: SandboxDb['sql']): void {
  dropHelpTables(sql);
  sql.exec('DROP TABLE email_challenges; DROP TABLE email_sends');
}

/** Undoes migration 5 (the faults' code and message) and the later ones. */
function dropFaultErrorColumns(sql: SandboxDb['sql']): void {
  dropEmailCodeTables(sql);
  sql.exec('ALTER TABLE faults DROP COLUMN code; ALTER TABLE faults DROP COLUMN message');
}

describe('the SQLite database', () => {
  it('seeds the demo persona: PENDING user with a CERTIFIED CONSUMER_PREREGISTERED registration at step 1', () => {
    const db = open(':memory:');
    const [registration] = listRegistrations(db.sql, DEMO_USER_ID);
    expect(registration).toMatchObject({
      id: DEMO_REGISTRATION_ID,
      flow: 'CONSUMER',
      status: 'CONSUMER_PREREGISTERED',
      phoneNumberStatus: 'CERTIFIED',
      currentStep: 1,
      user: { id: DEMO_USER_ID, status: 'PENDING' },
    });
    expect(SEED_PERSONAS[0]?.user).toMatchObject({ phoneNumber: DEMO_PHONE, accessCode: '13579' });
  });

  it('seeding is idempotent and keeps changes made since', () => {
    const db = open(':memory:');
    db.sql.prepare('UPDATE registrations SET current_step = 4 WHERE id = ?').run(DEMO_REGISTRATION_ID);
    seedDatabase(db.sql);
    seedDatabase(db.sql);
    expect(db.sql.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: SEED_PERSONAS.length });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.currentStep).toBe(4);
  });

  it('creates the folder, uses WAL, and keeps state (users, registrations, tokens) across a restart', async () => {
    const path = join(tempDir(), 'nested', 'sandbox.sqlite');
    const first = open(path);
    expect(first.sql.pragma('journal_mode', { simple: true })).toBe('wal');
    const app1 = createSandboxApp({ db: first });
    const { access_token: token } = await login(app1);
    await api(app1, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token,
      method: 'POST',
      body: { data: { city: 'MILANO' }, currentStep: 3 },
    });
    first.close();

    const second = open(path);
    const app2 = createSandboxApp({ db: second });
    // The token issued before the restart is still valid: it is looked up in the file.
    const res = await api(app2, `/registrations/${DEMO_REGISTRATION_ID}`, { token });
    expect(res.status).toBe(200);
    const { registration } = await json<{ registration: { currentStep: number; data: Record<string, unknown> } }>(res);
    expect(registration.currentStep).toBe(3);
    expect(registration.data.city).toBe('MILANO');
  });

  it('records the schema version so a reopen does not migrate twice', () => {
    const path = join(tempDir(), 'sandbox.sqlite');
    open(path).close();
    const db = open(path);
    expect(db.sql.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('migration 2: a version-1 database gains the legacy column and the new personas on reopen', () => {
    // Back to the version-1 schema and seed: no legacy column (nor the later tables), only the demo persona.
    const db = reopenFrom(1, (sql) => {
      dropFaultErrorColumns(sql);
      sql.exec('DROP TABLE otp_challenges; DROP TABLE otp_sends; DROP TABLE settings');
      sql.exec('ALTER TABLE registrations DROP COLUMN legacy');
      sql.prepare("DELETE FROM users WHERE id <> ?").run(DEMO_USER_ID);
    });
    expect(db.sql.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: SEED_PERSONAS.length });
    expect(db.sql.prepare("SELECT legacy FROM registrations WHERE id = 'reg-p08'").get()).toEqual({ legacy: 1 });
    expect(db.sql.prepare('SELECT legacy FROM registrations WHERE id = ?').get(DEMO_REGISTRATION_ID)).toEqual({ legacy: 0 });
    expect(findRegistration(db.sql, 'reg-p08')).toBeUndefined();
    expect(listRegistrations(db.sql, 'usr-p08')).toEqual([]);
    expect(countLegacyRegistrations(db.sql, 'usr-p08')).toBe(1);
  });

  it('migration 3: a version-2 database gains the one-time-code tables on reopen, data kept', () => {
    const db = reopenFrom(2, (sql) => {
      dropFaultErrorColumns(sql);
      sql.exec('DROP TABLE otp_challenges; DROP TABLE otp_sends; DROP TABLE settings');
      sql.prepare('UPDATE registrations SET current_step = 4 WHERE id = ?').run(DEMO_REGISTRATION_ID);
    });
    expect(SCHEMA_VERSION).toBe(10);
    // Migration 10 has since moved the phone's codes into the one table shape of every channel.
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE channel = 'sms'").get()).toEqual({ n: 0 });
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_code_sends WHERE channel = 'sms'").get()).toEqual({ n: 0 });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.currentStep).toBe(4);
  });

  it('migration 4: a version-3 database gains the settings table on reopen (maintenance off), data kept', () => {
    const db = reopenFrom(3, (sql) => {
      sql.exec('DROP TABLE settings');
      dropFaultErrorColumns(sql);
      sql.prepare('UPDATE registrations SET current_step = 5 WHERE id = ?').run(DEMO_REGISTRATION_ID);
    });
    expect(db.sql.prepare('SELECT COUNT(*) AS n FROM settings').get()).toEqual({ n: 0 });
    expect(isMaintenanceOn(db.sql)).toBe(false);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.currentStep).toBe(5);
  });

  it('migration 5: a version-4 database gains the faults code and message on reopen, pending faults kept', () => {
    const db = reopenFrom(4, (sql) => {
      dropFaultErrorColumns(sql);
      sql.prepare("INSERT INTO faults (path, status, delay_ms, remaining) VALUES ('/api/x', 500, 0, 2)").run();
    });
    expect(listFaults(db.sql)).toEqual([expect.objectContaining({ path: '/api/x', status: 500, code: null, message: null, times: 2 })]);
    const added = addFault(db.sql, faultSchema.parse({ path: '/api/y', status: 400, code: 'C', message: 'M' }));
    expect(added).toMatchObject({ code: 'C', message: 'M' });
  });

  it('migration 6: a version-5 database gains the e-mail one-time-code tables on reopen, data kept', () => {
    const db = reopenFrom(5, (sql) => {
      dropEmailCodeTables(sql);
      sql.prepare('UPDATE registrations SET current_step = 2 WHERE id = ?').run(DEMO_REGISTRATION_ID);
    });
    // Migration 10 has since moved the e-mail's codes into the one table shape of every channel.
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE channel = 'email'").get()).toEqual({ n: 0 });
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_code_sends WHERE channel = 'email'").get()).toEqual({ n: 0 });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.currentStep).toBe(2);
  });

  it('migration 7: a version-6 database gains the bookings and tracking-event tables on reopen, data kept', () => {
    const db = reopenFrom(6, (sql) => {
      dropHelpTables(sql);
      sql.prepare('UPDATE registrations SET current_step = 3 WHERE id = ?').run(DEMO_REGISTRATION_ID);
    });
    expect(db.sql.prepare('SELECT COUNT(*) AS n FROM bookings').get()).toEqual({ n: 0 });
    expect(db.sql.prepare('SELECT COUNT(*) AS n FROM tracking_events').get()).toEqual({ n: 0 });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.currentStep).toBe(3);
  });

  it('migration 8: a version-7 database gains the users\' profile and wallet instruments on reopen, data kept', () => {
    const db = reopenFrom(7, (sql) => {
      dropProfileColumns(sql);
      sql.prepare('UPDATE registrations SET current_step = 4 WHERE id = ?').run(DEMO_REGISTRATION_ID);
    });
    expect(findUserProfile(db.sql, DEMO_USER_ID)).toBeNull();
    expect(findWalletInstruments(db.sql, DEMO_USER_ID)).toEqual([]);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.currentStep).toBe(4);
  });

  it('migration 9: a version-8 database gains the request id and the drop fault column on reopen, data kept', () => {
    const db = reopenFrom(8, (sql) => {
      dropRequestIdColumns(sql);
      sql.prepare("INSERT INTO request_log (method, path, status, at) VALUES ('GET', '/api/x', 200, 'now')").run();
    });
    expect(db.sql.prepare('SELECT method, request_id FROM request_log').all()).toEqual([{ method: 'GET', request_id: null }]);
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM pragma_table_info('faults') WHERE name = 'drop_connection'").get()).toEqual({ n: 1 });
  });

  it('migration 10: a version-9 database keeps every pending one-time code and send, of every channel, in one table shape', () => {
    const reg = DEMO_REGISTRATION_ID;
    const db = reopenFrom(9, (sql) => {
      splitOneTimeCodes(sql);
      sql.prepare('INSERT INTO otp_challenges (registration_id, code, attempts, created_at) VALUES (?, ?, ?, ?)').run(reg, '123456', 2, 1_000);
      sql.prepare('INSERT INTO otp_sends (registration_id, at) VALUES (?, ?), (?, ?)').run(reg, 900, reg, 1_000);
      sql.prepare('INSERT INTO email_challenges (registration_id, code, attempts, created_at) VALUES (?, ?, ?, ?)').run(reg, '654321', 0, 2_000);
      sql.prepare('INSERT INTO email_sends (registration_id, at) VALUES (?, ?)').run(reg, 2_000);
      const setting = sql.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
      setting.run(`otp:signature:${reg}`, JSON.stringify({ code: '111111', attempts: 1, createdAt: 3_000 }));
      setting.run(`otp-sends:signature:${reg}`, JSON.stringify([2_500, 3_000]));
      setting.run(`otp:tutorMobileToken:${reg}`, JSON.stringify({ code: '222222', attempts: 0, createdAt: 4_000 }));
      setting.run(`otp-sends:tutorMobileToken:${reg}`, JSON.stringify([4_000]));
      // A code of a registration that is gone has nothing to belong to.
      setting.run('otp:mobileToken:reg-gone', JSON.stringify({ code: '333333', attempts: 0, createdAt: 5_000 }));
      setting.run('maintenance', 'on');
    });
    expect(findOtpChallenge(db.sql, reg, 'sms')).toEqual({ code: '123456', attempts: 2, createdAt: 1_000 });
    expect(countOtpSends(db.sql, reg, 0, 'sms')).toBe(2);
    expect(countOtpSends(db.sql, reg, 950, 'sms')).toBe(1);
    expect(findOtpChallenge(db.sql, reg, 'email')).toEqual({ code: '654321', attempts: 0, createdAt: 2_000 });
    expect(countOtpSends(db.sql, reg, 0, 'email')).toBe(1);
    expect(findOtpChallenge(db.sql, reg, 'signature')).toEqual({ code: '111111', attempts: 1, createdAt: 3_000 });
    expect(countOtpSends(db.sql, reg, 0, 'signature')).toBe(2);
    expect(findOtpChallenge(db.sql, reg, 'tutorMobileToken')).toEqual({ code: '222222', attempts: 0, createdAt: 4_000 });
    expect(countOtpSends(db.sql, reg, 0, 'tutorMobileToken')).toBe(1);
    expect(findOtpChallenge(db.sql, reg, 'mobileToken')).toBeUndefined();
    expect(db.sql.prepare('SELECT COUNT(*) AS n FROM one_time_codes').get()).toEqual({ n: 4 });
    // The old shapes are gone: no per-channel tables, no code rows among the settings (the other settings stay).
    const tables = db.sql.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_challenges'").all();
    expect(tables).toEqual([]);
    expect(db.sql.prepare('SELECT key FROM settings').all()).toEqual([{ key: 'maintenance' }]);
    // The codes keep working: a wrong try counts on its own channel only.
    expect(recordOtpFailure(db.sql, reg, 'signature')).toBe(2);
    expect(findOtpChallenge(db.sql, reg, 'sms')?.attempts).toBe(2);
  });
});
