/**
 * `Idempotency-Key` on `/api` writes: the client sends the same key again when it repeats a write
 * whose answer it never got (time-out, dropped connection, 5xx), so the repeat must not create a second copy.
 *
 * - The first request with a key is registered in flight; a repeat with the same key (from the same caller)
 *   waits for it and gets the same stored answer (status, body, content type), marked `idempotent-replayed`.
 * - Only definite answers are stored: 2xx and 4xx, but not 401 (the token was refused before anything ran:
 *   the client's retry after its refresh must run). A 5xx (an injected fault, maintenance) is not stored,
 *   so the repeat runs for real.
 * - Keys are scoped by caller: the user of the bearer token (expired or not: the same user's retry after a
 *   refresh carries a new token), else anonymous. The same key with another method or path is refused (422).
 * - Bounded memory: at most {@link IDEMPOTENCY_LIMIT} keys, each kept {@link IDEMPOTENCY_TTL_MS}; the oldest
 *   go first. In memory only: a restart forgets them, as a real gateway's short-lived cache would.
 *
 * Runs before fault delays and answers (app.ts), so a repeat never takes a fault meant for the first request.
 */
import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { errorBody } from './errors';
import { hashToken, tokenHolder } from './repositories/tokens';
import { bearerToken } from './tokens';

/** How many keys are remembered at most. */
const IDEMPOTENCY_LIMIT = 2_000;
/** How long a key is remembered. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key the sandbox accepts: 1–200 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** An answer kept for repeats. */
interface StoredAnswer {
  status: number;
  body: ArrayBuffer;
  contentType: string | null;
  trace: string | null;
}

interface Entry {
  /** `METHOD path` of the first request. */
  operation: string;
  at: number;
  /** Settles with the stored answer, or undefined when the first request's answer was not storable. */
  done: Promise<StoredAnswer | undefined>;
}

/** Whether an answer is stored for repeats (see the module doc). */
export const isStorableStatus = (status: number): boolean => status >= 200 && status < 500 && status !== 401;

/** Whether a call takes part: a write (not GET/HEAD/OPTIONS) under `/api` carrying a key. */
function idempotencyKeyOf(method: string, path: string, header: string | undefined): string | undefined {
  if (header === undefined || ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return undefined;
  if (!/^\/api\//.test(path)) return undefined;
  return header;
}

/** The caller a key belongs to: the bearer token's user (whatever its expiry), else 'anonymous'. */
function callerScope(sql: Database.Database, authorization: string | undefined): string {
  const token = bearerToken(authorization);
  if (token === undefined) return 'anonymous';
  const userId = tokenHolder(sql, token);
  // An unknown token is its own scope: it cannot see anyone's answers (and is refused 401 anyway).
  return userId ? `user:${userId}` : `token:${hashToken(token)}`;
}

/** The in-memory key store of one sandbox app. */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit: number = IDEMPOTENCY_LIMIT,
    private readonly ttlMs: number = IDEMPOTENCY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many keys are remembered now. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every key (`POST /__sandbox/reset`). */
  clear(): void {
    this.entries.clear();
  }

  private prune(): void {
    const oldest = this.now() - this.ttlMs;
    for (const [id, entry] of this.entries) {
      if (entry.at >= oldest && this.entries.size <= this.limit) break;
      this.entries.delete(id);
    }
  }

  /**
   * Runs `answer` once per (scope, key): a repeat waits for the first and gets its stored answer; when the
   * first was not storable, the repeat runs `answer` itself (and is registered in its place).
   */
  async run(
    scope: string,
    key: string,
    operation: string,
    answer: () => Promise<Response>,
  ): Promise<{ response: Response; replayed: boolean } | { conflict: true }> {
    const id = `${scope}\n${key}`;
    for (;;) {
      const existing = this.entries.get(id);
      if (!existing) break;
      if (existing.operation !== operation) return { conflict: true };
      const stored = await existing.done;
      if (stored) return { response: replay(stored), replayed: true };
      // Not storable (5xx, 401): run for real, unless another repeat got there first.
      if (this.entries.get(id) === existing) this.entries.delete(id);
    }
    let settle!: (stored: StoredAnswer | undefined) => void;
    const entry: Entry = { operation, at: this.now(), done: new Promise((resolve) => (settle = resolve)) };
    this.entries.set(id, entry);
    this.prune();
    try {
      const response = await answer();
      if (!isStorableStatus(response.status)) {
        settle(undefined);
        return { response, replayed: false };
      }
      const stored: StoredAnswer = {
        status: response.status,
        body: await response.clone().arrayBuffer(),
        contentType: response.headers.get('content-type'),
        trace: response.headers.get('tnb-trace'),
      };
      settle(stored);
      return { response, replayed: false };
    } catch (e) {
      settle(undefined);
      throw e;
    }
  }
}

function replay(stored: StoredAnswer): Response {
  const headers = new Headers({ 'idempotent-replayed': 'true' });
  if (stored.contentType) headers.set('content-type', stored.contentType);
  if (stored.trace) headers.set('tnb-trace', stored.trace);
  const empty = stored.status === 204 || stored.status === 205 || stored.status === 304;
  return new Response(empty ? null : stored.body.slice(0), { status: stored.status, headers });
}

/**
 * The idempotent answer of a write: `answer` runs at most once per key and caller (see the module doc).
 * Calls without a key (or reads) just run.
 */
export async function idempotentAnswer(
  c: Context,
  sql: Database.Database,
  store: IdempotencyStore,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = idempotencyKeyOf(c.req.method, c.req.path, c.req.header('Idempotency-Key'));
  if (key === undefined) return answer();
  if (!KEY_PATTERN.test(key)) {
    return c.json(errorBody('IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key non valida (1-200 caratteri ASCII visibili)'), 400);
  }
  const result = await store.run(callerScope(sql, c.req.header('Authorization')), key, `${c.req.method} ${c.req.path}`, answer);
  if ('conflict' in result) {
    return c.json(errorBody('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key già usata per un’altra operazione'), 422);
  }
  return result.response;
}
