/**
 * Authentication (spec §7 "Authentication"): the password grant of the login modal.
 * The refresh grant is internal to the client (`client.ts`), which also stores the tokens
 * of this call because its body carries `access_token` (spec §4 Session, Login flow step 1).
 */
import { TOKEN_PATH } from './client';
import type { ApiClient } from './client';
import { TokenResponseSchema } from './schemas';
import { DEFAULT_PHONE_PREFIX } from '../validation/mobile-phone';
import type { TokenResponse } from './schemas';
import type { PasswordGrantForm } from './contract-schemas';

/** Spec §6: "Login uses webapp" (§7 says `web`; §6 wins, and the token endpoint accepts both). */
const LOGIN_CLIENT_ID = 'webapp';


/** Spec §4 Login / §5: the username is prefixed with +39 unless it already starts with +39. */
export function loginUsername(phoneNumber: string): string {
  const phone = phoneNumber.trim();
  return phone.startsWith(DEFAULT_PHONE_PREFIX) ? phone : `${DEFAULT_PHONE_PREFIX}${phone}`;
}

/** Credentials typed in the login modal (spec §2 Landing page). */
export interface LoginCredentials {
  phoneNumber: string;
  /** The access code (5 digits, spec §5). */
  accessCode: string;
}

/**
 * `POST {securityBase}/sec/v2/oauth/token`, `grant_type=password` (spec §7). Resolves with the
 * tokens (already stored through the session hooks); rejects with an ApiError whose `code` is
 * the OAuth `error` (e.g. `invalid_grant`).
 */
export function login(api: ApiClient, credentials: LoginCredentials): Promise<TokenResponse> {
  const form: PasswordGrantForm = {
    grant_type: 'password',
    username: loginUsername(credentials.phoneNumber),
    password: credentials.accessCode,
    clientId: LOGIN_CLIENT_ID,
  };
  return api.request({
    method: 'POST',
    base: 'security',
    path: TOKEN_PATH,
    form,
    auth: false,
    retryOn401: false,
    schema: TokenResponseSchema,
  });
}

/**
 * Spec §8: a login failure with error `invalid_grant` shows 'Credenziali errate'; any other
 * error value shows no text (null).
 */
export function loginFailureMessage(error: { code: string } | null | undefined): string | null {
  return error?.code === 'invalid_grant' ? 'Credenziali errate' : null;
}
