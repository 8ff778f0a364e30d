/**
 * Access and refresh tokens (common.md "Tokens"): JWT-shaped strings whose validity the sandbox
 * decides by looking them up in its database (only a sha256 of each token is stored), so it can
 * expire or revoke them at will (`/__sandbox/expire-tokens`, refresh rotation).
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_REFRESH_TTL_SECONDS } from './constants';
import type { ClientId } from './constants';

/** Token lifetimes in seconds. */
export interface TokenTtl {
  accessSeconds: number;
  refreshSeconds: number;
}

/** The default lifetimes: access 15 minutes, refresh 24 hours. */
export const DEFAULT_TOKEN_TTL: TokenTtl = {
  accessSeconds: DEFAULT_ACCESS_TTL_SECONDS,
  refreshSeconds: DEFAULT_REFRESH_TTL_SECONDS,
};

export type TokenType = 'access' | 'refresh';

/** The success body of the token endpoint. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** What a valid token stands for. */
export interface TokenOwner {
  userId: string;
  clientId: ClientId;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** How tokens are kept: their SHA-256, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Builds a JWT-shaped token: base64url(header).base64url(payload).base64url(random signature). */
function mintToken(typ: TokenType, owner: TokenOwner, expiresAtMs: number): string {
  const header = { alg: 'HS256', typ: 'JWT' };
  const payload = {
    sub: owner.userId,
    user_id: owner.userId,
    client_id: owner.clientId,
    typ,
    exp: Math.floor(expiresAtMs / 1000),
    jti: randomBytes(12).toString('hex'),
  };
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${base64url(randomBytes(32))}`;
}

/** Issues and records a new access + refresh pair for a user. */
export function issueTokenPair(sql: Database.Database, owner: TokenOwner, ttl: TokenTtl = DEFAULT_TOKEN_TTL): TokenPair {
  const now = Date.now();
  const accessExpires = now + ttl.accessSeconds * 1000;
  const refreshExpires = now + ttl.refreshSeconds * 1000;
  const accessToken = mintToken('access', owner, accessExpires);
  const refreshToken = mintToken('refresh', owner, refreshExpires);
  const insert = sql.prepare(
    'INSERT INTO tokens (token_hash, typ, user_id, client_id, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  sql.transaction(() => {
    // Housekeeping: rows expired for more than a day can never matter again.
    sql.prepare('DELETE FROM tokens WHERE expires_at < ?').run(now - 24 * 60 * 60 * 1000);
    insert.run(hashToken(accessToken), 'access', owner.userId, owner.clientId, accessExpires);
    insert.run(hashToken(refreshToken), 'refresh', owner.userId, owner.clientId, refreshExpires);
  })();
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: ttl.accessSeconds };
}

/**
 * Looks a token up: known, of the given type, not revoked, not expired, and its user still exists.
 * @returns its owner, or undefined when the token must be refused.
 */
export function verifyToken(sql: Database.Database, token: string, typ: TokenType): TokenOwner | undefined {
  const row = sql
    .prepare(
      `SELECT t.user_id, t.client_id FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.typ = ? AND t.revoked = 0 AND t.expires_at > ?`,
    )
    .get(hashToken(token), typ, Date.now()) as { user_id: string; client_id: ClientId } | undefined;
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
 * Makes every access token (and with `refresh`, every refresh token) expire now:
 * `POST /__sandbox/expire-tokens`.
 * @returns how many tokens were expired.
 */
export function expireTokens(sql: Database.Database, refresh: boolean): number {
  const now = Date.now();
  const types = refresh ? "('access', 'refresh')" : "('access')";
  return sql.prepare(`UPDATE tokens SET expires_at = ? WHERE typ IN ${types} AND expires_at > ?`).run(now, now).changes;
}

/** Reads the `Bearer` token of an Authorization header value, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
