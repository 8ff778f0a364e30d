/**
 * The tokens repository: the `tokens` table (common.md "Tokens"). Only a SHA-256 of each token is stored;
 * ../tokens.ts mints the tokens and decides what they are worth.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ClientId } from '../constants';

export type TokenType = 'access' | 'refresh';

/** What a valid token stands for. */
export interface TokenOwner {
  userId: string;
  clientId: ClientId;
}

/** One token to record. */
export interface NewToken {
  token: string;
  typ: TokenType;
  owner: TokenOwner;
  /** Epoch ms. */
  expiresAt: number;
}

/** How tokens are kept: their SHA-256, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Records tokens in one transaction, first dropping the rows expired for more than a day before `now` (they can
 * never matter again).
 */
export function insertTokens(sql: Database.Database, tokens: readonly NewToken[], now: number): void {
  const insert = sql.prepare('INSERT INTO tokens (token_hash, typ, user_id, client_id, expires_at) VALUES (?, ?, ?, ?, ?)');
  sql.transaction(() => {
    sql.prepare('DELETE FROM tokens WHERE expires_at < ?').run(now - 24 * 60 * 60 * 1000);
    for (const t of tokens) insert.run(hashToken(t.token), t.typ, t.owner.userId, t.owner.clientId, t.expiresAt);
  })();
}

/** The owner of a token of type `typ` that is not revoked, not expired at `now`, and whose user exists. */
export function findLiveToken(sql: Database.Database, token: string, typ: TokenType, now: number): TokenOwner | undefined {
  const row = sql
    .prepare(
      `SELECT t.user_id, t.client_id FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.typ = ? AND t.revoked = 0 AND t.expires_at > ?`,
    )
    .get(hashToken(token), typ, now) as { user_id: string; client_id: ClientId } | undefined;
  return row && { userId: row.user_id, clientId: row.client_id };
}

/**
 * The user a token was issued to, whatever its type, expiry or revocation (the idempotency scope of a retry
 * after a refresh), or undefined for a token never issued.
 */
export function tokenHolder(sql: Database.Database, token: string): string | undefined {
  const row = sql.prepare('SELECT user_id FROM tokens WHERE token_hash = ?').get(hashToken(token)) as { user_id: string } | undefined;
  return row?.user_id;
}

/** Revokes one token (refresh rotation: a used refresh token cannot be used again). */
export function revokeToken(sql: Database.Database, token: string): void {
  sql.prepare('UPDATE tokens SET revoked = 1 WHERE token_hash = ?').run(hashToken(token));
}

/**
 * Every token of the given types still valid at `now` expires at `now`.
 * @returns how many were changed.
 */
export function expireStoredTokens(sql: Database.Database, types: readonly TokenType[], now: number): number {
  const placeholders = types.map(() => '?').join(', ');
  return sql.prepare(`UPDATE tokens SET expires_at = ? WHERE typ IN (${placeholders}) AND expires_at > ?`).run(now, ...types, now).changes;
}
