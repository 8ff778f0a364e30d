/**
 * Token data (spec §3 "Login response / token data"): what the client state keeps of an access token.
 * Decoded with zod, so it stays out of the element's entry: only the session code paths load it.
 */
import * as z from 'zod/mini';

/** The two client identities of spec §6. */
type ClientId = 'web' | 'webapp';

/** What the client state keeps of an access token (spec §3 tokenData). */
export interface TokenData {
  client_id: ClientId;
  user_id: string;
}

// The payload is only decoded, never verified: the server validates tokens (common contract).
const TokenPayloadSchema = z.looseObject({
  client_id: z.enum(['web', 'webapp']),
  user_id: z.optional(z.string().check(z.minLength(1))),
  sub: z.optional(z.string().check(z.minLength(1))),
});

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Decodes the JWT payload of an access token into {@link TokenData}; `null` for anything that
 * is not a JWT carrying a known `client_id` and a user id (`user_id`, else `sub`).
 */
export function decodeTokenData(accessToken: string | null | undefined): TokenData | null {
  if (!accessToken) return null;
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = TokenPayloadSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    if (!parsed.success) return null;
    const userId = parsed.data.user_id ?? parsed.data.sub;
    return userId ? { client_id: parsed.data.client_id, user_id: userId } : null;
  } catch {
    return null;
  }
}

