/**
 * The spec §4 Login flow as one imperative procedure, kept out of React so it can be tested alone:
 * close the modal and hold the loader, log in (tokens stored in session storage by the API client),
 * fetch `users/me`, then hand off to online banking or reload the page (`loginOutcome`); the reload's
 * start-up finds the tokens in session storage (`at`, `rt`, spec §3), never in the address. On failure the
 * loader is released and the modal reopens (§8 login rows). Tokens are never logged nor put in a URL.
 */
import { login, loginFailureMessage } from '../../../api/auth';
import { asApiError } from '../../../api/errors';
import { getMe } from '../../../api/users';
import type { Instance } from '../../../app/instance';
import { handOffTokensToLocal, readFlag, readSession, removeSession, writeFlag, writeSession } from '../../../session/storage';
import { loginOutcome, reloadNavigation, type LoginOutcome } from '../../../startup/login';
import { LOGIN_SERVER_FIELDS, type LoginField, type LoginFormValues } from '../../../validation/login';
import { firstServerFieldError, type FormFieldError } from '../../../validation/server-errors';

/** What the flow needs of the element instance. */
export type LoginFlowInstance = Pick<Instance, 'api' | 'store' | 'page' | 'config' | 'emit'>;

/** How a login attempt ended. */
export type LoginFlowResult =
  /**
   * The page is leaving (online banking, or the reload); the loader stays up. Or a host
   * cancelled the online-banking `onboarding-exit` and routes itself; the loader is released.
   */
  | { kind: 'left'; outcome: LoginOutcome }
  /**
   * The modal has been reopened. `message` is the form-level text ('Credenziali errate' for
   * invalid_grant, else null: §8 "no text shown"); `fieldError` the first server field error (§5).
   */
  | { kind: 'failed'; message: string | null; fieldError: FormFieldError<LoginField> | null }
  /** A refresh failed while fetching the user: the §4 Session expiry procedure already ran. */
  | { kind: 'session-expired' };

/** Options of {@link runLoginFlow}. */
export interface LoginFlowOptions {
  /** The page address the reload cleans; default `window.location.href`. */
  currentHref?: () => string;
}

/** Runs the §4 Login flow for valid credentials. Never rejects. */
export async function runLoginFlow(
  instance: LoginFlowInstance,
  credentials: LoginFormValues,
  options: LoginFlowOptions = {},
): Promise<LoginFlowResult> {
  const { api, store } = instance;
  store.actions.closeModal('loginModal');
  const release = store.actions.holdLoader();

  const reopen = (message: string | null, fieldError: FormFieldError<LoginField> | null = null): LoginFlowResult => {
    release();
    store.actions.openModal('loginModal');
    return { kind: 'failed', message, fieldError };
  };

  // §4 Login flow step 1: the client stores both tokens (`at`/`rt`) from the response body.
  let tokens: { access_token: string; refresh_token: string };
  try {
    tokens = await login(api, credentials);
  } catch (e) {
    const error = asApiError(e);
    if (error.kind === 'session-expired') return { kind: 'session-expired' };
    // §8: invalid_grant -> 'Credenziali errate'; any other error value -> no text.
    return reopen(loginFailureMessage(error), firstServerFieldError(error.fieldErrors, LOGIN_SERVER_FIELDS));
  }
  // A new login ends an earlier expiry: refreshes are allowed again.
  api.resetExpiry();

  let outcome: LoginOutcome;
  try {
    outcome = loginOutcome(await getMe(api), { isTutor: readFlag('isTutor') });
  } catch (e) {
    if (asApiError(e).kind === 'session-expired') return { kind: 'session-expired' };
    // §4 Login flow step 4 / §8: no half-logged-in state, and the modal reopens with no message.
    removeSession('at');
    removeSession('rt');
    store.actions.setTokenData(null);
    return reopen(null);
  }

  // `users/me` may have refreshed the tokens (401 -> refresh): the session holds the current pair.
  const current = {
    access_token: readSession('at') ?? tokens.access_token,
    refresh_token: readSession('rt') ?? tokens.refresh_token,
  };
  try {
    if (outcome.kind === 'online-banking') {
      // §4 Login flow step 2. `onboarding-exit` is cancelable: a host that cancels it routes itself (the
      // tokens stay in the session only, `getSession()`), so the hand-off's local copy is not written and the
      // loader is released.
      const url = instance.config.onlineBankingUrl;
      if (!instance.emit('onboarding-exit', { to: 'online-banking', url })) {
        release();
        return { kind: 'left', outcome };
      }
      handOffTokensToLocal(current.access_token, current.refresh_token);
      instance.page.assign(url);
    } else {
      // §4 Login flow step 3: the session keeps the pair (and the corporate flag) for the reload's start-up,
      // which reads session storage first; the address loses any token it had (`replace`: no history entry).
      writeSession('at', current.access_token);
      writeSession('rt', current.refresh_token);
      if (outcome.corporate) writeFlag('corporate', true);
      const href = options.currentHref?.() ?? window.location.href;
      const next = reloadNavigation(href);
      if (next.href !== href) instance.page.replace(next.href);
      if (next.reload) instance.page.reload();
    }
  } catch {
    // Navigation refused (e.g. a sandboxed frame): let the user try again rather than hang.
    return reopen(null);
  }
  return { kind: 'left', outcome };
}
