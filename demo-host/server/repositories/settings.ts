/**
 * The `settings` table: the sandbox's switches, one text value per key (maintenance, the signature duration, the
 * callback service's extra unavailable dates). A missing row is the switch's default; `POST /__sandbox/reset`
 * deletes them all.
 */
import type Database from 'better-sqlite3';

/** The value stored under `key`, or undefined when there is none. */
export function readSetting(sql: Database.Database, key: string): string | undefined {
  const row = sql.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** Stores `value` under `key` (replacing any earlier one). */
export function writeSetting(sql: Database.Database, key: string, value: string): void {
  sql.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, value);
}

/** Removes `key`: the switch is back to its default. */
export function deleteSetting(sql: Database.Database, key: string): void {
  sql.prepare('DELETE FROM settings WHERE key = ?').run(key);
}
