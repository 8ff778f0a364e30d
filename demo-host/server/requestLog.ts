/**
 * The log of recent `/api` and `/sec` calls behind `GET /__sandbox/requests` (QA asserts things
 * like "refreshed once, retried once" with it). Method, path, status, time and the client's request id
 * (`x-request-id`, the trace the user sees when a call got no answer) only: never other headers, bodies
 * or query strings, which can carry tokens and codes.
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
  /** The client's `x-request-id`, or null when it sent none (or one that is not an id). */
  requestId?: string | null;
}

/** A request id worth logging: 1–100 letters, digits, `-`, `_`, `.`; anything else is not logged. */
export function loggableRequestId(value: string | undefined): string | null {
  return value !== undefined && /^[\w.-]{1,100}$/.test(value) ? value : null;
}

/** Appends a call and trims the log to the last {@link REQUEST_LOG_LIMIT}. */
export function logRequest(
  sql: Database.Database,
  entry: Omit<LoggedRequest, 'at' | 'requestId'> & { requestId?: string | null },
): void {
  const result = sql
    .prepare('INSERT INTO request_log (method, path, status, at, request_id) VALUES (?, ?, ?, ?, ?)')
    .run(entry.method, entry.path, entry.status, new Date().toISOString(), entry.requestId ?? null);
  sql.prepare('DELETE FROM request_log WHERE id <= ?').run(Number(result.lastInsertRowid) - REQUEST_LOG_LIMIT);
}

/** The logged calls, oldest first. */
export function listRequests(sql: Database.Database): LoggedRequest[] {
  return sql
    .prepare('SELECT method, path, status, at, request_id AS requestId FROM request_log ORDER BY id')
    .all() as LoggedRequest[];
}

/** Empties the log. */
export function clearRequests(sql: Database.Database): void {
  sql.prepare('DELETE FROM request_log').run();
}
