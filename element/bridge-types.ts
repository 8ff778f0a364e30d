/**
 * The native bridge's messages as plain TypeScript, for hosts: the `detail` of `onboarding-bridge-message`
 * and what a native or parent-frame host receives (DESIGN.md §5, spec §7 "Other"). The runtime contract is
 * the zod schemas of bridge/messages.ts; surface.test-d.ts proves these types equal what they infer, so the
 * published declarations need no zod.
 */

/** Every payload without fields is exactly `{}`. */
type EmptyPayload = Record<string, never>;

interface Envelope<T extends string, P> {
  v: 1;
  source: 'bank-onboarding';
  type: T;
  payload: P;
}

/** An outbound envelope, discriminated on `type`. No token ever travels in one. */
export type OutboundMessage =
  /** The element has started and can take inbound messages. */
  | Envelope<'appIsReady', EmptyPayload>
  /** The logged-in user's id, so the app can pair the device. */
  | Envelope<'pairUser', { userId: string }>
  /** Leave the wizard towards an app screen. */
  | Envelope<'exit', { to: 'splash' | 'home' | 'settings' }>
  /** "Home" inside the native app: go back. */
  | Envelope<'goBack', EmptyPayload>
  /** The token refresh failed and the session was cleared. */
  | Envelope<'sessionExpired', EmptyPayload>
  /** The tokens were refreshed; the host reads the new pair with `element.getSession()` (none travels here). */
  | Envelope<'sessionRefreshed', EmptyPayload>;

/** The session a host hands over (`element.setSession`, inbound `session`) and `element.getSession()` returns. */
export interface SessionTokens {
  /** The access token (a JWT). */
  accessToken: string;
  /** Its refresh token (a JWT). */
  refreshToken: string;
}

/**
 * A message the host sends in, normalised: `back` (the Android hardware back button) or `session` (a native
 * host hands over the session it holds: the same as `element.setSession`).
 */
export type InboundMessage = { type: 'back' } | { type: 'session'; payload: SessionTokens };
