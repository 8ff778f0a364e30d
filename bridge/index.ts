/**
 * Public entry of the native bridge (DESIGN.md §5): message schemas, transports and the
 * per-element bridge. See bridge/README.md for the protocol.
 */
export {
  BRIDGE_PROTOCOL_VERSION,
  BRIDGE_SOURCE,
  OUTBOUND_TYPES,
  inboundMessage,
  outboundMessage,
  parseInbound,
} from './messages';
export { envelope } from './envelope';
export type { InboundMessage, OutboundMessage, OutboundPayload, OutboundType } from './messages';
export {
  ANDROID_INTERFACE_NAME,
  IOS_HANDLER_NAME,
  REACT_NATIVE_NAME,
  detectTransport,
  explicitOrigin,
} from './transports';
export type { DetectOptions, Transport, TransportKind } from './transports';
export { BRIDGE_EVENT, BridgeMessageError, createBridge } from './bridge';
export type { BankOnboardingHook, Bridge, BridgeEventMap, BridgeMessageEvent, BridgeOptions } from './bridge';
