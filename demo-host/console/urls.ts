/** The addresses the console opens (issue 10 §1): pure functions, unit-tested. */
import type { Tokens } from './api';

/** Where a persona or a new visitor is opened. */
export type Target = 'browser' | 'android' | 'ios';

/**
 * The wizard's address for `target`, logged in with `tokens` when given:
 * browser → `/?access_token=…&refresh_token=…`;
 * webview → `/webview.html?platform=android|ios&fromApp=true&access_token=…&refresh_token=…`.
 */
export function personaUrl(target: Target, tokens?: Tokens): string {
  const params: [string, string][] = [];
  if (target !== 'browser') params.push(['platform', target], ['fromApp', 'true']);
  if (tokens) params.push(['access_token', tokens.access_token], ['refresh_token', tokens.refresh_token]);
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const base = target === 'browser' ? '/' : '/webview.html';
  return query ? `${base}?${query}` : base;
}

/** The address of a new visitor (no session). */
export function newVisitorUrl(target: Target): string {
  return personaUrl(target);
}
