/**
 * The native bridge's message contract (DESIGN.md §5, spec §7 "Other").
 *
 * One zod schema per message, shared by the sender (bridge.ts) and the tests, so what the
 * app may send is written down exactly once. Every schema is *strict*: an unknown key is a
 * validation error, so a stray field (an `access_token`, a whole state object) can never ride
 * along to the host app. No token ever travels out over the bridge: the only tokens on it are the
 * ones a native host hands IN with the inbound `session` message.
 *
 * Dependency-free apart from zod, so the native teams can read it as the protocol document.
 */
import * as z from 'zod/mini';
import { BRIDGE_PROTOCOL_VERSION, BRIDGE_SOURCE, JWT_SHAPE, MAX_INBOUND_LENGTH, MAX_TOKEN_LENGTH, MAX_USER_ID_LENGTH, WARN_PREFIX } from './protocol';

export {
  BRIDGE_PROTOCOL_VERSION,
  BRIDGE_SOURCE,
  MAX_INBOUND_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_USER_ID_LENGTH,
  WARN_PREFIX,
} from './protocol';


const envelopeBase = {
  v: z.literal(BRIDGE_PROTOCOL_VERSION),
  source: z.literal(BRIDGE_SOURCE),
};

/** Every payload without fields is exactly `{}`: strict, so nothing can be added. */
const emptyPayload = z.strictObject({});

/** The element has started and can take inbound messages (spec §7 Other). */
const appIsReadyMessage = z.strictObject({
  ...envelopeBase,
  type: z.literal('appIsReady'),
  payload: emptyPayload,
});

/** Tell the app which user is logged in (spec §7 Other). Carries the user id only. */
const pairUserMessage = z.strictObject({
  ...envelopeBase,
  type: z.literal('pairUser'),
  payload: z.strictObject({
    userId: z.string().check(
      z.minLength(1),
      z.maxLength(MAX_USER_ID_LENGTH),
      // Defence in depth: a token passed by mistake in place of the id must not leave the page.
      z.refine((id) => !JWT_SHAPE.test(id), { message: 'userId must not be a token' }),
    ),
  }),
});

/** Leave the wizard towards an app screen: splash page, home page or settings (spec §7 Other). */
const exitMessage = z.strictObject({
  ...envelopeBase,
  type: z.literal('exit'),
  payload: z.strictObject({ to: z.enum(['splash', 'home', 'settings']) }),
});

/** "Home" inside the native app only asks the app to go back (spec §2 navigation rules). */
const goBackMessage = z.strictObject({
  ...envelopeBase,
  type: z.literal('goBack'),
  payload: emptyPayload,
});

/** The token refresh failed and the session was cleared (spec §4 Session, §8). */
const sessionExpiredMessage = z.strictObject({
  ...envelopeBase,
  type: z.literal('sessionExpired'),
  payload: emptyPayload,
});

/**
 * The tokens were refreshed (spec §4 Session): the host that keeps the session asks the element for the new
 * pair (`element.getSession()`); the message itself carries nothing.
 */
const sessionRefreshedMessage = z.strictObject({
  ...envelopeBase,
  type: z.literal('sessionRefreshed'),
  payload: emptyPayload,
});

/** Schema of every outbound envelope: a discriminated union on `type`. */
export const outboundMessage = z.discriminatedUnion('type', [
  appIsReadyMessage,
  pairUserMessage,
  exitMessage,
  goBackMessage,
  sessionExpiredMessage,
  sessionRefreshedMessage,
]);

/** An outbound envelope `{ v: 1, source: 'bank-onboarding', type, payload }`. */
export type OutboundMessage = z.infer<typeof outboundMessage>;

/** Names of the outbound messages. */
export type OutboundType = OutboundMessage['type'];

/** Payload of the outbound message named `T`. */
export type OutboundPayload<T extends OutboundType> = Extract<OutboundMessage, { type: T }>['payload'];

/** Every outbound type, in protocol order (for docs and exhaustive tests). */
export const OUTBOUND_TYPES = outboundMessage._zod.def.options.map(
  (option) => option.shape.type._zod.def.values[0],
) as readonly OutboundType[];

/**
 * Inbound `back`: the host's back action (Android hardware back button); it follows the same
 * rules as the header back arrow (spec §2). Accepted plain (`{ type: 'back' }`) or inside an
 * envelope (`{ v: 1, source, type: 'back', payload: {} }`); strict either way.
 */
const backInbound = z.strictObject({
  type: z.literal('back'),
  v: z.optional(z.literal(BRIDGE_PROTOCOL_VERSION)),
  source: z.optional(z.string().check(z.maxLength(64))),
  payload: z.optional(emptyPayload),
});

/** One token of the session hand-over: a non-empty JWT-shaped string (spec §4 Session: tokens `at`/`rt`). */
const sessionToken = z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH), z.regex(JWT_SHAPE));

/**
 * Inbound `session`: a native host that has logged the customer in hands the element its session, the
 * same pair a start-up URL could carry (spec §4 Start-up rules), without putting it in an address.
 * Accepted plain or inside an envelope, strict either way; both tokens are required.
 */
const sessionInbound = z.strictObject({
  type: z.literal('session'),
  v: z.optional(z.literal(BRIDGE_PROTOCOL_VERSION)),
  source: z.optional(z.string().check(z.maxLength(64))),
  payload: z.strictObject({ accessToken: sessionToken, refreshToken: sessionToken }),
});

/** Schema of every raw inbound message (before normalisation). */
export const inboundMessage = z.discriminatedUnion('type', [backInbound, sessionInbound]);

/** The session a host hands over: an access token and its refresh token. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A validated inbound message, normalised (no envelope fields; `session` keeps its tokens). */
export type InboundMessage = { type: 'back' } | { type: 'session'; payload: SessionTokens };

/**
 * Summarise zod issues as `path: code` pairs. Values are never included: a rejected message
 * may carry a token, and tokens are never logged.
 */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
      const keys = issue.code === 'unrecognized_keys' ? ` [${issue.keys.join(', ')}]` : '';
      return `${where}: ${issue.code}${keys}`;
    })
    .join('; ');
}

/** True for `{}`-literal or `JSON.parse` objects (not arrays, class instances or proxied prototypes). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function reject(reason: string): null {
  console.warn(`${WARN_PREFIX} inbound message rejected: ${reason}`);
  return null;
}

/**
 * Validate a message from the host: a plain object or its JSON string. Returns the normalised
 * message, or `null` (with a `console.warn`) when it is malformed. The input is only ever
 * parsed as data: nothing is evaluated and nothing named by the message is called.
 */
export function parseInbound(raw: unknown): InboundMessage | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_INBOUND_LENGTH) return reject('string too long');
    try {
      value = JSON.parse(raw);
    } catch {
      return reject('not valid JSON');
    }
  }
  // An object whose prototype is not Object.prototype could supply `type` through its
  // prototype chain (or be a class instance with getters); only own data counts.
  if (!isPlainObject(value)) return reject('not a plain object');
  const result = inboundMessage.safeParse(value);
  if (!result.success) return reject(describeIssues(result.error));
  const message = result.data;
  if (message.type === 'session') {
    return { type: 'session', payload: { accessToken: message.payload.accessToken, refreshToken: message.payload.refreshToken } };
  }
  return { type: message.type };
}
