/**
 * The one-time codes repository: a registration's pending code on each channel and the log of the codes sent,
 * in one table shape for every channel (`one_time_codes`, `one_time_code_sends`, keyed by registration and
 * channel; db.ts migration 10 brought the older per-channel tables and `settings` rows into them). The send
 * log is kept apart from the pending code so that throwing away a used or locked code does not reset the
 * send limit. The rules (limits, expiry, attempts) are registrations/otpChallenge.ts.
 */
import type Database from 'better-sqlite3';

/**
 * The kind of a one-time code, each with its own pending code and its own send limit: the phone's certification
 * (`sms`), the e-mail confirmation (`email`), and, at step 8, the certificate provider's signature code
 * (`signature`) and the mobile token's activation code (`mobileToken`), and the guardian's two of a MINOR
 * registration (`tutorSignature`, `tutorMobileToken`). The step-8 kinds are sent by SMS too but must not replace
 * or satisfy each other's code.
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

/** The registration's pending one-time code on `channel` (default the phone), or undefined. */
export function findOtpChallenge(sql: Database.Database, registrationId: string, channel: OtpChannel = 'sms'): OtpChallenge | undefined {
  const row = sql
    .prepare('SELECT code, attempts, created_at FROM one_time_codes WHERE registration_id = ? AND channel = ?')
    .get(registrationId, channel) as { code: string; attempts: number; created_at: number } | undefined;
  return row && { code: row.code, attempts: row.attempts, createdAt: row.created_at };
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
  sql.transaction(() => {
    sql
      .prepare(
        `INSERT INTO one_time_codes (registration_id, channel, code, attempts, created_at) VALUES (?, ?, ?, 0, ?)
         ON CONFLICT(registration_id, channel) DO UPDATE SET code = excluded.code, attempts = 0, created_at = excluded.created_at`,
      )
      .run(registrationId, channel, code, now);
    sql
      .prepare('DELETE FROM one_time_code_sends WHERE registration_id = ? AND channel = ? AND at < ?')
      .run(registrationId, channel, keepSinceMs);
    sql.prepare('INSERT INTO one_time_code_sends (registration_id, channel, at) VALUES (?, ?, ?)').run(registrationId, channel, now);
  })();
}

/** How many one-time codes were sent on `channel` for a registration at or after `sinceMs`. */
export function countOtpSends(sql: Database.Database, registrationId: string, sinceMs: number, channel: OtpChannel = 'sms'): number {
  const row = sql
    .prepare('SELECT COUNT(*) AS n FROM one_time_code_sends WHERE registration_id = ? AND channel = ? AND at >= ?')
    .get(registrationId, channel, sinceMs) as { n: number };
  return row.n;
}

/** Counts one more wrong code. @returns the attempts after the increment (0 without a pending code). */
export function recordOtpFailure(sql: Database.Database, registrationId: string, channel: OtpChannel = 'sms'): number {
  const row = sql
    .prepare('UPDATE one_time_codes SET attempts = attempts + 1 WHERE registration_id = ? AND channel = ? RETURNING attempts')
    .get(registrationId, channel) as { attempts: number } | undefined;
  return row?.attempts ?? 0;
}

/** Throws a registration's challenge on `channel` away (used, locked or expired); the send log stays. */
export function deleteOtpChallenge(sql: Database.Database, registrationId: string, channel: OtpChannel = 'sms'): void {
  sql.prepare('DELETE FROM one_time_codes WHERE registration_id = ? AND channel = ?').run(registrationId, channel);
}
