/**
 * Fault injection (`/__sandbox/faults`): the next matching `/api` or `/sec` calls
 * are slowed down and/or answered with a chosen status, so tests can reach 401 refreshes, 5xx
 * dialogs and time-outs. Pending faults live in the database, so `reset` clears them with the rest.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { errorBody, newTrace } from './errors';
import type { ErrorBody } from './errors';

/**
 * Whether a path pattern is well formed: it starts with `/api` or `/sec`, and a `*` is either the
 * last character (prefix) or a whole segment in the middle (any one segment).
 */
function isValidFaultPath(pattern: string): boolean {
  if (!/^\/(api|sec)(\/|\*|$)/.test(pattern)) return false;
  const fixed = pattern.endsWith('*') ? pattern.slice(0, -1) : pattern;
  return fixed.split('/').every((segment) => segment === '*' || !segment.includes('*'));
}

/** A `code` or `message`: trimmed, and an empty string counts as not given (form fields). */
const optionalText = z
  .string()
  .trim()
  .max(500)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Body of `POST /__sandbox/faults`. */
export const faultSchema = z
  .object({
    /** HTTP method to match (any when omitted). */
    method: z
      .string()
      .regex(/^[A-Za-z]+$/)
      .transform((m) => m.toUpperCase())
      .optional(),
    /**
     * Exact path (`/api/usr/v2/users/me`), a prefix ending in `*` (`/api/usr/v2/registrations/*`),
     * with `*` segments in the middle matching any one segment
     * (`/api/usr/v2/registrations/*\/update-registration-progress`).
     */
    path: z.string().refine(isValidFaultPath, {
      message: 'path deve iniziare con /api o /sec; * solo alla fine o come segmento intero',
    }),
    /** Status to answer with; without it the call is only delayed. */
    status: z.number().int().min(100).max(599).optional(),
    /** Response body (JSON) for `status`; defaults to an error body built from `code` and `message`. */
    body: z.unknown().optional(),
    /** Error code of the built body (`context.code`, or `error` on `/sec`). */
    code: optionalText,
    /** Error message of the built body (`context.message`, or `error_description` on `/sec`). */
    message: optionalText,
    /** Delay before answering (or before passing the call on), in ms. */
    delayMs: z.number().int().min(0).max(120_000).default(0),
    /** How many matching calls the fault applies to. */
    times: z.number().int().min(1).max(10_000).default(1),
    /**
     * The call is processed normally (after `delayMs`), then the connection is destroyed without an answer:
     * the response is lost, as on a flaky network, so a test sees a write that ran but whose answer never came.
     * Not with `status`.
     */
    drop: z.boolean().default(false),
    /** Path patterns (as `path`) the fault does not apply to, e.g. tracking calls under a prefix. */
    except: z
      .array(
        z.string().refine(isValidFaultPath, {
          message: 'except: ogni path deve iniziare con /api o /sec; * solo alla fine o come segmento intero',
        }),
      )
      .max(10)
      .default([]),
  })
  .superRefine((fault, ctx) => {
    if (fault.drop && fault.status !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['drop'], message: 'drop e status non vanno insieme' });
    }
    for (const key of ['code', 'message'] as const) {
      if (fault[key] === undefined) continue;
      if (fault.status === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} richiede status` });
      } else if (fault.body !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} e body non vanno insieme` });
      }
    }
  });

/** A validated fault request. */
export type FaultInput = z.output<typeof faultSchema>;
/** What a client may send as a fault (before defaults), e.g. a console preset. */
export type FaultRequest = z.input<typeof faultSchema>;

/** A pending fault as listed by `GET /__sandbox/faults`. */
export interface Fault {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  body: unknown;
  code: string | null;
  message: string | null;
  delayMs: number;
  /** How many more calls it applies to. */
  times: number;
  /** Processed, then the connection destroyed without an answer. */
  drop: boolean;
  /** Path patterns the fault does not apply to. */
  except: string[];
}

interface FaultRow {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  body: string | null;
  code: string | null;
  message: string | null;
  delay_ms: number;
  remaining: number;
  drop_connection: number;
  except_paths: string;
}

function toFault(row: FaultRow): Fault {
  return {
    id: row.id,
    method: row.method,
    path: row.path,
    status: row.status,
    body: row.body === null ? undefined : (JSON.parse(row.body) as unknown),
    code: row.code,
    message: row.message,
    delayMs: row.delay_ms,
    times: row.remaining,
    drop: row.drop_connection === 1,
    except: JSON.parse(row.except_paths) as string[],
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a fault's path pattern matches a request path: exact, or a prefix before a final `*`;
 * a `*` segment elsewhere matches any one (non-empty) segment.
 */
export function faultPathMatches(pattern: string, path: string): boolean {
  const prefix = pattern.endsWith('*');
  const fixed = prefix ? pattern.slice(0, -1) : pattern;
  const source = fixed
    .split('/')
    .map((segment) => (segment === '*' ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}${prefix ? '' : '$'}`).test(path);
}

/** The OAuth error body of the token endpoint (routes/auth.ts). */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
  trace: string;
}

/**
 * The body of a fault's answer when it has a status and no explicit body. With `code` or
 * `message`, it takes the shape of the called path: on `/sec/*` (the token endpoint) the OAuth
 * `{ error, error_description, trace }`, elsewhere the standard `{ trace, context: { code, message } }`.
 * Without them it is the standard body, code `UNAUTHORIZED` for a 401, else `SANDBOX_FAULT`.
 */
export function faultErrorBody(
  fault: Pick<Fault, 'code' | 'message'> & { status: number },
  requestPath: string,
): ErrorBody | OAuthErrorBody {
  const code = fault.code ?? (fault.status === 401 ? 'UNAUTHORIZED' : 'SANDBOX_FAULT');
  const message = fault.message ?? `Fault injected by the sandbox (${fault.status})`;
  const given = fault.code !== null || fault.message !== null;
  if (given && /^\/sec(\/|$)/.test(requestPath)) {
    return { error: code, error_description: message, trace: newTrace() };
  }
  return errorBody(code, message);
}

/** Records a fault. */
export function addFault(sql: Database.Database, input: FaultInput): Fault {
  const result = sql
    .prepare(
      'INSERT INTO faults (method, path, status, body, code, message, delay_ms, remaining, drop_connection, except_paths) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      input.method ?? null,
      input.path,
      input.status ?? null,
      input.body === undefined ? null : JSON.stringify(input.body),
      input.code ?? null,
      input.message ?? null,
      input.delayMs,
      input.times,
      input.drop ? 1 : 0,
      JSON.stringify(input.except),
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

/** Drops one pending fault. @returns whether there was one with this id. */
export function deleteFault(sql: Database.Database, id: number): boolean {
  return sql.prepare('DELETE FROM faults WHERE id = ?').run(id).changes > 0;
}

/**
 * Finds the oldest pending fault matching the call (with `dropOnly`, a `drop` one) and uses up one of its `times`
 * (atomically: SQLite is synchronous, so two concurrent calls cannot take the same last use).
 * @returns the fault as it was before this use, or undefined.
 */
export function takeFault(
  sql: Database.Database,
  method: string,
  path: string,
  { dropOnly = false }: { dropOnly?: boolean } = {},
): Fault | undefined {
  return sql.transaction(() => {
    const rows = sql
      .prepare(`SELECT * FROM faults WHERE (method IS NULL OR method = ?)${dropOnly ? ' AND drop_connection = 1' : ''} ORDER BY id`)
      .all(method.toUpperCase()) as FaultRow[];
    const row = rows.find(
      (r) => faultPathMatches(r.path, path) && !(JSON.parse(r.except_paths) as string[]).some((p) => faultPathMatches(p, path)),
    );
    if (!row) return undefined;
    if (row.remaining <= 1) sql.prepare('DELETE FROM faults WHERE id = ?').run(row.id);
    else sql.prepare('UPDATE faults SET remaining = remaining - 1 WHERE id = ?').run(row.id);
    return toFault(row);
  })();
}
