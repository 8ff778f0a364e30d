/**
 * The zod-free half of the bridge protocol: its constants (the envelope builder, typed by the schemas, is
 * envelope.ts). The element's entry imports only these two; the schemas (messages.ts, which carries zod)
 * load on demand (see bridge.ts). messages.ts re-exports the constants, so the protocol still reads as one
 * document.
 */

/** Protocol version carried by every envelope; bump it on a breaking change. */
export const BRIDGE_PROTOCOL_VERSION = 1;

/** `source` of every envelope: lets a host that listens to several senders tell ours apart. */
export const BRIDGE_SOURCE = 'bank-onboarding';

/** Longest `pairUser.userId` accepted. User ids are short opaque ids; a JWT is far longer. */
export const MAX_USER_ID_LENGTH = 128;

/**
 * Three base64url segments joined by dots: the shape of our access and refresh tokens. The inbound `session`
 * message and `element.setSession()` accept only this shape, and `pairUser` refuses a user id that has it.
 */
export const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Longest token accepted by the inbound `session` message: a JWT with generous claims stays well under it. */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * Longest inbound JSON string parsed: a `{type:'back'}` message is a few dozen characters, a `session`
 * message two tokens of at most {@link MAX_TOKEN_LENGTH} each plus its envelope.
 */
export const MAX_INBOUND_LENGTH = 2 * MAX_TOKEN_LENGTH + 1024;

/** Log prefix, so hosts can filter the bridge's warnings. */
export const WARN_PREFIX = '[bank-onboarding bridge]';
