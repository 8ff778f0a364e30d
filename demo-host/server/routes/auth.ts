/**
 * `POST /sec/v2/oauth/token` (spec §7 Authentication, common.md "Token endpoint"): the password
 * grant (login with phone number and access code) and the refresh grant (rotation: the used
 * refresh token is revoked). Errors use the OAuth shape `{ error, error_description, trace }`,
 * because the client keys its message on `error` (spec §8: invalid_grant -> 'Credenziali errate').
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { CLIENT_IDS, TOKEN_PATH } from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { newTrace } from '../errors';
import { findLoginByPhone, normalisePhone } from '../repositories/users';
import { revokeToken } from '../repositories/tokens';
import { issueTokenPair, verifyToken } from '../tokens';

/** OAuth error codes the endpoint answers with. */
type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

function oauthError(c: Context, error: OAuthErrorCode, description: string): Response {
  const trace = newTrace();
  c.header('tnb-trace', trace);
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description, trace }, 400);
}

/** Reads the form-encoded body (JSON is tolerated too) into string fields. */
async function readForm(c: Context): Promise<Record<string, string>> {
  const text = await c.req.text();
  if ((c.req.header('Content-Type') ?? '').includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      }
    } catch {
      // Falls through to an empty form, which is refused as invalid_request below.
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const grantSchema = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: z.string().min(1), password: z.string().min(1) }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1) }),
]);

/** Registers the token endpoint. */
export function registerAuthRoutes(app: SandboxApp, { db, tokenTtl }: RouteDeps): void {
  app.post(TOKEN_PATH, async (c) => {
    const form = await readForm(c);
    const grantType = form.grant_type;
    if (grantType !== undefined && grantType !== 'password' && grantType !== 'refresh_token') {
      return oauthError(c, 'unsupported_grant_type', `Unsupported grant_type "${grantType}"`);
    }
    const parsed = grantSchema.safeParse(form);
    if (!parsed.success) {
      const missing = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      return oauthError(c, 'invalid_request', `Missing or invalid parameters: ${missing}`);
    }
    // Spec §7 sends clientId on login and client_id on refresh: accept either on both.
    const rawClientId = form.client_id ?? form.clientId;
    if (rawClientId === undefined) return oauthError(c, 'invalid_request', 'Missing client_id');
    const clientId = CLIENT_IDS.find((id) => id === rawClientId);
    if (!clientId) return oauthError(c, 'invalid_client', 'Unknown client');

    const grant = parsed.data;
    c.header('Cache-Control', 'no-store');
    if (grant.grant_type === 'password') {
      const login = findLoginByPhone(db.sql, normalisePhone(grant.username));
      if (!login || login.accessCode !== grant.password) return oauthError(c, 'invalid_grant', 'Bad credentials');
      return c.json(issueTokenPair(db.sql, { userId: login.user.id, clientId }, tokenTtl));
    }

    const owner = verifyToken(db.sql, grant.refresh_token, 'refresh');
    // A refresh token only works for the client it was issued to (spec §6: refresh uses the
    // client id from the stored token data).
    if (!owner || owner.clientId !== clientId) {
      return oauthError(c, 'invalid_grant', 'Invalid refresh token');
    }
    const pair = db.sql.transaction(() => {
      revokeToken(db.sql, grant.refresh_token);
      return issueTokenPair(db.sql, owner, tokenTtl);
    })();
    return c.json(pair);
  });
}
