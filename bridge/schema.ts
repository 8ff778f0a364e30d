/**
 * The bridge contract as a JSON Schema, for the native teams: generated from the zod schemas of
 * messages.ts (never hand-copied) plus the names a host must use. Node-only: nothing in the element imports
 * it. `npm run bridge:schema` writes it to bridge/bridge-protocol.schema.json (shipped in the package);
 * schema.test.ts fails when the file is stale, and checks the harness apps use exactly these names.
 */
import * as z from 'zod/mini';
import { BRIDGE_PROTOCOL_VERSION, BRIDGE_SOURCE, inboundMessage, MAX_INBOUND_LENGTH, outboundMessage, OUTBOUND_TYPES } from './messages';
import { ANDROID_INTERFACE_NAME, IOS_HANDLER_NAME, REACT_NATIVE_NAME } from './transports';

/** Name of the page-global object whose `receive` takes inbound messages (bridge.ts installs it). */
export const INBOUND_HOOK = 'bankOnboarding';

/** Inbound message types, from the inbound schema. */
export const INBOUND_TYPES = inboundMessage._zod.def.options.map((option) => option.shape.type._zod.def.values[0]);

export const BRIDGE_SCHEMA_FILE = 'bridge-protocol.schema.json';

export function bridgeJsonSchema() {
  const strip = (schema: Record<string, unknown>) => {
    const { $schema: _ignored, ...rest } = schema;
    return rest;
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://bank-onboarding.example/${BRIDGE_SCHEMA_FILE}`,
    title: '<bank-onboarding> native bridge protocol',
    description:
      'Generated from bridge/messages.ts by `npm run bridge:schema`; do not edit. Outbound: the element sends one envelope per message; Android and React Native receive it as a JSON string, iOS as an object. Inbound: the app calls window.bankOnboarding.receive(message) with an object or its JSON string.',
    version: BRIDGE_PROTOCOL_VERSION,
    source: BRIDGE_SOURCE,
    transports: {
      iosMessageHandler: IOS_HANDLER_NAME,
      androidInterface: ANDROID_INTERFACE_NAME,
      reactNative: REACT_NATIVE_NAME,
      inboundHook: `window.${INBOUND_HOOK}.receive`,
      maxInboundLength: MAX_INBOUND_LENGTH,
    },
    outboundTypes: [...OUTBOUND_TYPES],
    inboundTypes: [...INBOUND_TYPES],
    $defs: {
      outbound: strip(z.toJSONSchema(outboundMessage) as Record<string, unknown>),
      inbound: strip(z.toJSONSchema(inboundMessage) as Record<string, unknown>),
    },
    oneOf: [{ $ref: '#/$defs/outbound' }, { $ref: '#/$defs/inbound' }],
  };
}

/** The file's text: stable key order, two-space indent, final newline. */
export const bridgeJsonSchemaText = () => `${JSON.stringify(bridgeJsonSchema(), null, 2)}\n`;
