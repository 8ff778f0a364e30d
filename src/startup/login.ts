/**
 * Spec §4 "Login flow", the decisions after a successful login and `users/me` (steps 2 and 3), as pure
 * functions. The procedure that runs them (storage, navigation, the modal) is
 * `src/screens/login/login-flow.ts`.
 */
import type { User } from '../api/schemas';
import { removeQueryParams } from '../session/tokens';

/** What §4 Login flow decides for a logged-in user. */
export type LoginOutcome =
  /** Step 2: tokens move to local storage and the browser leaves for the online-banking site. */
  | { kind: 'online-banking' }
  /**
   * Step 3: the page reloads with the tokens in its URL; `corporate` adds `corporate=true` (a corporate
   * wallet holder registering as a consumer).
   */
  | { kind: 'reload'; corporate: boolean };

/** The fields of the §3 User the decision reads. */
export type LoginUser = Pick<User, 'status' | 'defaultWallet' | 'availableProcesses'>;

/**
 * §4 Login flow steps 2-3: where a user goes after login. A guardian who opened the invitation link
 * (`isTutor`, spec §6) is an adult customer, ENABLED as a rule, and stays for the minor's registration:
 * the page reloads with the tokens (decision, docs/flows.md "The guardian (TUTOR)").
 */
export function loginOutcome(user: LoginUser, { isTutor = false }: { isTutor?: boolean } = {}): LoginOutcome {
  const corporateWallet = user.defaultWallet?.type === 'CORPORATE';
  if (isTutor) return { kind: 'reload', corporate: false };
  if (user.status === 'ENABLED' && !corporateWallet) return { kind: 'online-banking' };
  const canOpenConsumer = (user.availableProcesses ?? []).some((p) => p.level === 'A' && p.profile === 'CONSUMER');
  return { kind: 'reload', corporate: corporateWallet && canOpenConsumer };
}

/** Query parameters {@link reloadUrlWithTokens} owns: replaced if present, never duplicated. */
const OWNED_PARAMS = ['access_token', 'refresh_token', 'corporate'];

/**
 * §4 Login flow step 3: the current page URL with `access_token`, `refresh_token` (and `corporate=true`
 * when `corporate`) in its real query, before the hash, where the start-up code reads them. Existing
 * values of those three are replaced; every other parameter is kept verbatim, and so is the hash.
 */
export function reloadUrlWithTokens(
  href: string,
  tokens: { access_token: string; refresh_token: string },
  corporate: boolean,
): string {
  const url = new URL(href);
  const kept = removeQueryParams(url.search.slice(1), OWNED_PARAMS)
    .query.split('&')
    .filter((part) => part !== '');
  const added = [
    `access_token=${encodeURIComponent(tokens.access_token)}`,
    `refresh_token=${encodeURIComponent(tokens.refresh_token)}`,
    ...(corporate ? ['corporate=true'] : []),
  ];
  url.search = [...kept, ...added].join('&');
  return url.href;
}
