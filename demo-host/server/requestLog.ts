/**
 * The log of recent `/api` and `/sec` calls behind `GET /__sandbox/requests` (QA asserts things
 * like "refreshed once, retried once" with it). Method, path, status and time only: never
 * headers, bodies or query strings, which can carry tokens and codes.
 */
import type Database from 'better-sqlite3';
import { REQUEST_LOG_LIMIT } from './constants';

/** One logged call. */
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** ISO timestamp of the response. */
  at: string;
}

/** Appends a call and trims the log to the last {@link REQUEST_LOG_LIMIT}. */
export function logRequest(sql: Database.Database, entry: Omit<LoggedRequest, 'at'>): void {
  const result = sql
    .prepare('INSERT INTO request_log (method, path, status, at) VALUES (?, ?, ?, ?)')
    .run(entry.method, entry.path, entry.status, new Date().toISOString());
  sql.prepare('DELETE FROM request_log WHERE id <= ?').run(Number(result.lastInsertRowid) - REQUEST_LOG_LIMIT);
}

/** The logged calls, oldest first. */
export function listRequests(sql: Database.Database): LoggedRequest[] {
  return sql.prepare('SELECT method, path, status, at FROM request_log ORDER BY id').all() as LoggedRequest[];
}

/** Empties the log. */
export function clearRequests(sql: Database.Database): void {
  sql.prepare('DELETE FROM request_log').run();
}
