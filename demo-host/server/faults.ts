/**
 * Fault injection (`/__sandbox/faults`, issue 2 item 8): the next matching `/api` or `/sec` calls
 * are slowed down and/or answered with a chosen status, so tests can reach 401 refreshes, 5xx
 * dialogs and time-outs. Pending faults live in the database, so `reset` clears them with the rest.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';

/** Body of `POST /__sandbox/faults`. */
export const faultSchema = z.object({
  /** HTTP method to match (any when omitted). */
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .transform((m) => m.toUpperCase())
    .optional(),
  /** Exact path (`/api/usr/v2/users/me`) or a prefix ending in `*` (`/api/usr/v2/registrations/*`). */
  path: z.string().regex(/^\/(api|sec)(\/|\*|$)/, 'path must start with /api or /sec'),
  /** Status to answer with; without it the call is only delayed. */
  status: z.number().int().min(100).max(599).optional(),
  /** Response body (JSON) for `status`; defaults to the standard error body. */
  body: z.unknown().optional(),
  /** Delay before answering (or before passing the call on), in ms. */
  delayMs: z.number().int().min(0).max(120_000).default(0),
  /** How many matching calls the fault applies to. */
  times: z.number().int().min(1).max(10_000).default(1),
});

/** A validated fault request. */
export type FaultInput = z.output<typeof faultSchema>;

/** A pending fault as listed by `GET /__sandbox/faults`. */
export interface Fault {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  body: unknown;
  delayMs: number;
  /** How many more calls it applies to. */
  times: number;
}

interface FaultRow {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  body: string | null;
  delay_ms: number;
  remaining: number;
}

function toFault(row: FaultRow): Fault {
  return {
    id: row.id,
    method: row.method,
    path: row.path,
    status: row.status,
    body: row.body === null ? undefined : (JSON.parse(row.body) as unknown),
    delayMs: row.delay_ms,
    times: row.remaining,
  };
}

/** Whether a fault's path pattern matches a request path (exact, or prefix before a final `*`). */
export function faultPathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** Records a fault. */
export function addFault(sql: Database.Database, input: FaultInput): Fault {
  const result = sql
    .prepare('INSERT INTO faults (method, path, status, body, delay_ms, remaining) VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      input.method ?? null,
      input.path,
      input.status ?? null,
      input.body === undefined ? null : JSON.stringify(input.body),
      input.delayMs,
      input.times,
    );
  const row = sql.prepare('SELECT * FROM faults WHERE id = ?').get(result.lastInsertRowid) as FaultRow;
  return toFault(row);
}

/** The pending faults, oldest first. */
export function listFaults(sql: Database.Database): Fault[] {
  return (sql.prepare('SELECT * FROM faults ORDER BY id').all() as FaultRow[]).map(toFault);
}

/** Drops every pending fault. */
export function clearFaults(sql: Database.Database): void {
  sql.prepare('DELETE FROM faults').run();
}

/**
 * Finds the oldest pending fault matching the call and uses up one of its `times`
 * (atomically: SQLite is synchronous, so two concurrent calls cannot take the same last use).
 * @returns the fault as it was before this use, or undefined.
 */
export function takeFault(sql: Database.Database, method: string, path: string): Fault | undefined {
  return sql.transaction(() => {
    const rows = sql
      .prepare('SELECT * FROM faults WHERE method IS NULL OR method = ? ORDER BY id')
      .all(method.toUpperCase()) as FaultRow[];
    const row = rows.find((r) => faultPathMatches(r.path, path));
    if (!row) return undefined;
    if (row.remaining <= 1) sql.prepare('DELETE FROM faults WHERE id = ?').run(row.id);
    else sql.prepare('UPDATE faults SET remaining = remaining - 1 WHERE id = ?').run(row.id);
    return toFault(row);
  })();
}
