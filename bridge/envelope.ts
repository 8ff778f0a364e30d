/**
 * The envelope builder of the bridge protocol, zod-free like protocol.ts: it takes the message types from
 * messages.ts as types only, so the entry does not load the schemas.
 */
import type { OutboundMessage, OutboundPayload, OutboundType } from './messages';
import { BRIDGE_PROTOCOL_VERSION, BRIDGE_SOURCE } from './protocol';

/**
 * Build the envelope for `type` with `payload`. Pure: it does not validate (the bridge's
 * `send` does, so a bad call is reported once, where it happens).
 */
export function envelope<T extends OutboundType>(
  type: T,
  payload: OutboundPayload<T>,
): Extract<OutboundMessage, { type: T }> {
  return { v: BRIDGE_PROTOCOL_VERSION, source: BRIDGE_SOURCE, type, payload } as Extract<
    OutboundMessage,
    { type: T }
  >;
}
