// @vitest-environment jsdom
/**
 * The bridge contract the apps can check. The JSON Schema in the package is the one generated from
 * the zod schemas (never hand-edited), and the harness apps (android-harness/, ios-harness/) use exactly its
 * names: the handler and interface names, the message types, the inbound hook, the envelope's version and
 * source, and the accessibility ids the Appium specs read (test/appium/host.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';
import { MAX_USER_ID_LENGTH, outboundMessage, OUTBOUND_TYPES } from './messages';
import { BRIDGE_SCHEMA_FILE, bridgeJsonSchema, bridgeJsonSchemaText, INBOUND_HOOK, INBOUND_TYPES } from './schema';

// Vitest runs from the repository root (jsdom's URL is not Node's, so no import.meta.url here).
const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');
const schema = bridgeJsonSchema();

const KOTLIN_DIR = 'android-harness/app/src/main/java/it/bankonboarding/harness';
const SWIFT_DIR = 'ios-harness/BankOnboardingHarness';

/** `const val NAME = "value"` / `const val NAME = 1` (Kotlin) or `static let name = "value"` (Swift). */
function constants(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/(?:const val|static let) (\w+)(?::\s*\w+)? = "?([\w-]+)"?\s*$/gm)) {
    found.set(match[1]!, match[2]!);
  }
  return found;
}

/** The names inside `setOf(A, B)` (Kotlin) or `[a, b]` (Swift) assigned to `name`, resolved through `consts`. */
function setOfConstants(source: string, name: string, consts: Map<string, string>): string[] {
  const match = new RegExp(`${name}(?::[^=]+)? = (?:setOf\\(([^)]*)\\)|\\[([^\\]]*)\\])`).exec(source);
  if (!match) throw new Error(`${name} not found`);
  return (match[1] ?? match[2]!)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => (item.startsWith('"') ? item.slice(1, -1) : (consts.get(item) ?? `unresolved ${item}`)));
}

/** The exit destinations of the outbound schema. */
const exitDestinations = () => {
  const exitOption = outboundMessage._zod.def.options.find((o) => o.shape.type._zod.def.values[0] === 'exit')!;
  return [...(exitOption.shape.payload as unknown as { _zod: { def: { shape: { to: { options: readonly string[] } } } } })._zod.def.shape.to.options];
};

describe('the bridge JSON Schema', () => {
  it(`bridge/${BRIDGE_SCHEMA_FILE} is the one generated from the zod schemas (run npm run bridge:schema after a change)`, () => {
    expect(read(`bridge/${BRIDGE_SCHEMA_FILE}`)).toBe(bridgeJsonSchemaText());
  });

  it('§7 Other: it names the six outbound messages, the inbound back and session, the envelope and the transports', () => {
    expect(schema.outboundTypes).toEqual(['appIsReady', 'pairUser', 'exit', 'goBack', 'sessionExpired', 'sessionRefreshed']);
    expect(schema.outboundTypes).toEqual([...OUTBOUND_TYPES]);
    expect(schema.inboundTypes).toEqual(['back', 'session']);
    expect(schema).toMatchObject({ version: 1, source: 'bank-onboarding' });
    expect(schema.transports).toMatchObject({ iosMessageHandler: 'bankOnboarding', androidInterface: 'BankOnboardingAndroid', inboundHook: 'window.bankOnboarding.receive' });
    const outbound = schema.$defs.outbound as { oneOf: { properties: { type: { const: string } }; additionalProperties: boolean; required: string[] }[] };
    expect(outbound.oneOf.map((o) => o.properties.type.const)).toEqual(schema.outboundTypes);
    for (const option of outbound.oneOf) {
      expect(option.additionalProperties).toBe(false);
      expect(option.required).toEqual(['v', 'source', 'type', 'payload']);
    }
    expect(JSON.stringify(schema.$defs.outbound)).toContain(`"maxLength":${MAX_USER_ID_LENGTH}`);
  });

  it('the inbound hook it names is the one the element installs', () => {
    const bridge = createBridge({ host: document.createElement('div'), onInbound: vi.fn() });
    try {
      expect(typeof (window as unknown as Record<string, { receive?: unknown }>)[INBOUND_HOOK]?.receive).toBe('function');
    } finally {
      bridge.dispose();
    }
  });
});

describe('the Android harness speaks the protocol', () => {
  const protocol = read(`${KOTLIN_DIR}/BridgeProtocol.kt`);
  const consts = constants(protocol);
  const parser = read(`${KOTLIN_DIR}/NativeBridge.kt`);
  const activity = read(`${KOTLIN_DIR}/OnboardingActivity.kt`);

  it('BridgeProtocol.kt: version, source, interface name, inbound hook, every message type and exit destination', () => {
    expect(consts.get('VERSION')).toBe(String(schema.version));
    expect(consts.get('SOURCE')).toBe(schema.source);
    expect(consts.get('ANDROID_INTERFACE_NAME')).toBe(schema.transports.androidInterface);
    expect(consts.get('INBOUND_HOOK')).toBe(INBOUND_HOOK);
    expect(setOfConstants(protocol, 'OUTBOUND_TYPES', consts)).toEqual(schema.outboundTypes);
    expect(consts.get('BACK')).toBe(INBOUND_TYPES[0]);
    expect(consts.get('SESSION')).toBe(INBOUND_TYPES[1]);
    expect(consts.get('GET_SESSION')).toBe('getSession');
    expect(consts.get('TAG_NAME')).toBe('bank-onboarding');
    expect(setOfConstants(protocol, 'EXIT_DESTINATIONS', consts)).toEqual(exitDestinations());
    expect(consts.get('MAX_USER_ID_LENGTH')).toBe(String(MAX_USER_ID_LENGTH));
  });

  it('NativeBridge.kt handles every outbound type, by the protocol constants', () => {
    const branches = [...parser.matchAll(/BridgeProtocol\.(\w+) ->/g)].map((m) => consts.get(m[1]!));
    expect(branches.sort()).toEqual([...schema.outboundTypes].sort());
  });

  it('OnboardingActivity.kt: the web-message listener and the JavaScript interface both use the interface name; the log and back use the ids the Appium specs read', () => {
    expect(activity).toContain('addWebMessageListener(view, BridgeProtocol.ANDROID_INTERFACE_NAME, setOf(allowedOrigin))');
    expect(activity).toContain('addJavascriptInterface(JsInterface(), BridgeProtocol.ANDROID_INTERFACE_NAME)');
    expect(activity).toContain('sendInbound(BridgeProtocol.BACK)');
    // A session the app holds goes over the bridge when the element is ready, never into the URL.
    expect(activity).toContain('BridgeMessage.AppIsReady -> handOverSession()');
    expect(activity).toContain('evaluateJavascript(NativeBridge.sessionScript(current), null)');
    expect(activity).toContain('BridgeMessage.SessionRefreshed -> readRefreshedSession()');
    expect(activity).not.toMatch(/access_token|refresh_token/);
    expect(activity).toContain('contentDescription = "bridge-log"');
    expect(read(`${KOTLIN_DIR}/MainActivity.kt`)).toContain('contentDescription = "last-result"');
    // No string literal stands in for a protocol name outside BridgeProtocol.kt.
    for (const name of [schema.transports.androidInterface, ...schema.outboundTypes]) {
      expect(activity + parser).not.toContain(`"${name}"`);
    }
  });
});

describe('the iOS harness speaks the protocol', () => {
  const protocol = read(`${SWIFT_DIR}/BridgeProtocol.swift`);
  const consts = constants(protocol);
  const parser = read(`${SWIFT_DIR}/NativeBridge.swift`);
  const controller = read(`${SWIFT_DIR}/OnboardingViewController.swift`);

  it('BridgeProtocol.swift: version, source, handler name, inbound hook, every message type and exit destination', () => {
    expect(consts.get('version')).toBe(String(schema.version));
    expect(consts.get('source')).toBe(schema.source);
    expect(consts.get('iosHandlerName')).toBe(schema.transports.iosMessageHandler);
    expect(consts.get('inboundHook')).toBe(INBOUND_HOOK);
    expect(setOfConstants(protocol, 'outboundTypes', consts)).toEqual(schema.outboundTypes);
    expect(consts.get('back')).toBe(INBOUND_TYPES[0]);
    expect(consts.get('session')).toBe(INBOUND_TYPES[1]);
    expect(consts.get('getSession')).toBe('getSession');
    expect(consts.get('tagName')).toBe('bank-onboarding');
    expect(setOfConstants(protocol, 'exitDestinations', consts)).toEqual(exitDestinations());
    expect(consts.get('maxUserIdLength')).toBe(String(MAX_USER_ID_LENGTH));
  });

  it('NativeBridge.swift handles every outbound type, by the protocol constants', () => {
    const cases = [...parser.matchAll(/case BridgeProtocol\.(\w+):/g)].map((m) => consts.get(m[1]!));
    expect(cases.sort()).toEqual([...schema.outboundTypes].sort());
  });

  it('OnboardingViewController.swift: the handler is added and removed by its protocol name; the log and back use the ids the Appium specs read', () => {
    expect(controller).toContain('add(WeakMessageHandler(self), name: BridgeProtocol.iosHandlerName)');
    expect(controller).toContain('removeScriptMessageHandler(forName: BridgeProtocol.iosHandlerName)');
    expect(controller).toContain('inboundScript(type: BridgeProtocol.back)');
    expect(controller).toContain('evaluateJavaScript(NativeBridge.sessionScript(session))');
    expect(controller).toContain('case .sessionRefreshed:');
    expect(controller).not.toMatch(/access_token|refresh_token/);
    expect(controller).toContain('accessibilityIdentifier = "native-back"');
    expect(controller).toContain('accessibilityIdentifier = "bridge-log"');
    expect(read(`${SWIFT_DIR}/RootViewController.swift`)).toContain('accessibilityIdentifier = "last-result"');
    for (const name of [schema.transports.iosMessageHandler, ...schema.outboundTypes]) {
      expect(controller + parser).not.toContain(`"${name}"`);
    }
  });
});
