/**
 * Spec §4 "Login flow", the decisions after a successful login and `users/me` (steps 2 and 3), as pure
 * functions. The procedure that runs them (storage, navigation, the modal) is
 * `src/screens/login/login-flow.ts`.
 */
import type { User } from '../api/schemas';
import { stripUrlParams } from '../session/tokens';

/** What §4 Login flow decides for a logged-in user. */
export type LoginOutcome =
  /** Step 2: tokens move to local storage and the browser leaves for the online-banking site. */
  | { kind: 'online-banking' }
  /**
   * Step 3: the page reloads with the tokens in session storage (never in its address); `corporate` sets the
   * session's `corporate` flag (a corporate wallet holder registering as a consumer).
   */
  | { kind: 'reload'; corporate: boolean };

/** The fields of the §3 User the decision reads. */
export type LoginUser = Pick<User, 'status' | 'defaultWallet' | 'availableProcesses'>;

/**
 * §4 Login flow steps 2-3: where a user goes after login. A guardian who opened the invitation link
 * (`isTutor`, spec §6) is an adult customer, ENABLED as a rule, and stays for the minor's registration:
 * the page reloads with the session (decision, docs/flows.md "The guardian (TUTOR)").
 */
export function loginOutcome(user: LoginUser, { isTutor = false }: { isTutor?: boolean } = {}): LoginOutcome {
  const corporateWallet = user.defaultWallet?.type === 'CORPORATE';
  if (isTutor) return { kind: 'reload', corporate: false };
  if (user.status === 'ENABLED' && !corporateWallet) return { kind: 'online-banking' };
  const canOpenConsumer = (user.availableProcesses ?? []).some((p) => p.level === 'A' && p.profile === 'CONSUMER');
  return { kind: 'reload', corporate: corporateWallet && canOpenConsumer };
}

/**
 * Parameters the login reload removes from the page address: the tokens and the corporate flag travel in
 * session storage (`at`, `rt`, `corporate`; spec §3), never in an address a referrer, a log or the history
 * could keep.
 */
const RELOAD_STRIPPED_PARAMS = ['access_token', 'refresh_token', 'corporate'];

/** How the §4 Login flow step 3 reload moves the page. */
export interface ReloadNavigation {
  /** The page address without tokens (real query and hash query); every other part kept verbatim. */
  href: string;
  /**
   * True when `href` names the same document as the current address (only the hash may differ): replacing
   * the address alone would not load the page again, so the reload must be asked for.
   */
  reload: boolean;
}

/**
 * §4 Login flow step 3: where the reload goes. The start-up reads the tokens from session storage, so the
 * address only loses any token (or `corporate`) parameter it still had; the reload is then a replace of the
 * cleaned address, or a plain reload when that is the same document.
 */
export function reloadNavigation(href: string): ReloadNavigation {
  const current = new URL(href);
  const cleaned = stripUrlParams(current, RELOAD_STRIPPED_PARAMS).href;
  const next = new URL(cleaned);
  return { href: cleaned, reload: next.origin + next.pathname + next.search === current.origin + current.pathname + current.search };
}
