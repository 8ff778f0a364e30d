/**
 * Access and refresh tokens (common.md "Tokens"): JWT-shaped strings whose validity the sandbox
 * decides by looking them up in its database (repositories/tokens.ts: only a sha256 of each token is
 * stored), so it can expire or revoke them at will (`/__sandbox/expire-tokens`, refresh rotation).
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_REFRESH_TTL_SECONDS } from './constants';
import { expireStoredTokens, findLiveToken, insertTokens } from './repositories/tokens';
import type { TokenOwner, TokenType } from './repositories/tokens';

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

/** The success body of the token endpoint. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
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
  insertTokens(
    sql,
    [
      { token: accessToken, typ: 'access', owner, expiresAt: accessExpires },
      { token: refreshToken, typ: 'refresh', owner, expiresAt: refreshExpires },
    ],
    now,
  );
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: ttl.accessSeconds };
}

/**
 * Looks a token up: known, of the given type, not revoked, not expired, and its user still exists.
 * @returns its owner, or undefined when the token must be refused.
 */
export function verifyToken(sql: Database.Database, token: string, typ: TokenType): TokenOwner | undefined {
  return findLiveToken(sql, token, typ, Date.now());
}

/**
 * Makes every access token (and with `refresh`, every refresh token) expire now:
 * `POST /__sandbox/expire-tokens`.
 * @returns how many tokens were expired.
 */
export function expireTokens(sql: Database.Database, refresh: boolean): number {
  return expireStoredTokens(sql, refresh ? ['access', 'refresh'] : ['access'], Date.now());
}

/** Reads the `Bearer` token of an Authorization header value, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
