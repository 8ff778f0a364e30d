/**
 * The structural check of the native hosts (docs/native-hosts.md): the Android harness, the iOS harness and the
 * React Native example against the bridge's JSON Schema and against each other. No Android SDK, Xcode or React
 * Native runtime is needed: the sources, manifests and property lists are read as text (small regular expressions
 * over Kotlin, Swift and TypeScript; XML and property lists with their comments removed), and every problem found is
 * returned as one line naming the platform and the file, so a test can also prove that a mutated copy fails.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const KT = 'android-harness/app/src/main/java/it/bankonboarding/harness';
const SWIFT = 'ios-harness/BankOnboardingHarness';
const RN = 'examples/react-native';

/** Every file the check reads, by its path in the repository. */
const NATIVE_HOST_FILES = {
  schema: 'bridge/bridge-protocol.schema.json',
  ktProtocol: `${KT}/BridgeProtocol.kt`,
  ktBridge: `${KT}/NativeBridge.kt`,
  ktActivity: `${KT}/OnboardingActivity.kt`,
  ktAllowList: `${KT}/AllowedOrigins.kt`,
  ktPolicy: `${KT}/OriginPolicy.kt`,
  androidManifest: 'android-harness/app/src/main/AndroidManifest.xml',
  networkConfig: 'android-harness/app/src/main/res/xml/network_security_config.xml',
  networkConfigDebug: 'android-harness/app/src/main/res/xml/network_security_config_debug.xml',
  swiftProtocol: `${SWIFT}/BridgeProtocol.swift`,
  swiftBridge: `${SWIFT}/NativeBridge.swift`,
  swiftController: `${SWIFT}/OnboardingViewController.swift`,
  swiftAllowList: `${SWIFT}/AllowedOrigins.swift`,
  swiftPolicy: `${SWIFT}/OriginPolicy.swift`,
  iosPlist: `${SWIFT}/Info.plist`,
  iosProject: 'ios-harness/project.yml',
  rnAllowList: `${RN}/src/allowedOrigins.ts`,
  rnPolicy: `${RN}/src/originPolicy.ts`,
  rnBridge: `${RN}/src/bridge.ts`,
  rnScreen: `${RN}/src/OnboardingScreen.tsx`,
  rnManifest: `${RN}/android/app/src/main/AndroidManifest.xml`,
  rnPlist: `${RN}/ios/BankOnboardingRN/Info.plist`,
} as const;

export type NativeHostFiles = Record<keyof typeof NATIVE_HOST_FILES, string>;

export function readNativeHostFiles(root = process.cwd()): NativeHostFiles {
  return Object.fromEntries(
    Object.entries(NATIVE_HOST_FILES).map(([key, path]) => [key, readFileSync(resolve(root, path), 'utf8')]),
  ) as NativeHostFiles;
}

/** The roles of the allow-list, the same on every platform (docs/native-hosts.md#the-origin-allow-list). */
const ORIGIN_KINDS = ['element', 'api', 'recognition', 'challenge', 'documents'] as const;

/** The Android permissions the allow-list's roles need: the recognition provider's camera and microphone. */
const ANDROID_PERMISSIONS = ['INTERNET', 'CAMERA', 'RECORD_AUDIO', 'MODIFY_AUDIO_SETTINGS'] as const;

/** The iOS usage descriptions: camera (recognition, document photos), microphone (recognition), photo library. */
const IOS_USAGE_KEYS = ['NSCameraUsageDescription', 'NSMicrophoneUsageDescription', 'NSPhotoLibraryUsageDescription'] as const;

const withoutXmlComments = (text: string) => text.replace(/<!--[\s\S]*?-->/g, '');
const withoutLineComments = (text: string) => text.replace(/^\s*(\/\/|#).*$/gm, '');

/** `const val NAME = "value"` (Kotlin) or `static let name = "value"` (Swift), numbers too. */
function constants(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of withoutLineComments(source).matchAll(/(?:const val|static let) (\w+)(?::\s*\w+)? = "?([\w-]+)"?\s*$/gm)) {
    found.set(match[1]!, match[2]!);
  }
  return found;
}

/** The values of the `BridgeProtocol.NAME` constants a source refers to (those matched by `pattern`'s group 1). */
function referenced(source: string, pattern: RegExp, consts: Map<string, string>): Set<string> {
  return new Set([...withoutLineComments(source).matchAll(pattern)].map((m) => consts.get(m[1]!) ?? `unresolved ${m[1]}`));
}

interface Entry {
  kind: string;
  origin: string;
}

const entriesOf = (source: string, pattern: RegExp, kind: (raw: string) => string): Entry[] =>
  [...withoutLineComments(source).matchAll(pattern)].map((m) => ({ kind: kind(m[1]!), origin: m[2]! }));

/** `<key>NAME</key>` followed by its `<string>` value in a property list, or null. */
function plistString(plist: string, key: string): string | null {
  const match = new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`).exec(withoutXmlComments(plist));
  return match ? match[1]!.trim() : null;
}

const androidPermissions = (manifest: string) =>
  new Set([...withoutXmlComments(manifest).matchAll(/<uses-permission\s+android:name="android\.permission\.(\w+)"/g)].map((m) => m[1]!));

const sameSet = (a: Iterable<string>, b: Iterable<string>) => {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((value, i) => value === right[i]);
};

const describeEntries = (entries: Entry[]) => entries.map((e) => `${e.kind} ${e.origin}`).sort().join(', ');

/**
 * Every way the hosts fell out of step, one line each; empty when they agree. What is compared:
 * - message types: every outbound type of the schema is handled by each host's parser (Kotlin `when`, Swift
 *   `switch`, React Native's typed checks), and every inbound type is one each host can send;
 * - the allow-list: each host names the same five roles, lists every role, and lists the same (role, origin)
 *   entries, all https; each host's code asks its policy for navigations, the camera, the microphone and the bridge;
 * - permissions: the Android manifests and the iOS property lists (and project.yml, which XcodeGen writes the
 *   harness's Info.plist from) carry what the recognition role needs, and nothing opens plain http in release.
 */
export function checkNativeHosts(files: NativeHostFiles): string[] {
  const problems: string[] = [];
  const schema = JSON.parse(files.schema) as { outboundTypes: string[]; inboundTypes: string[] };

  // Message types.
  const ktConsts = constants(files.ktProtocol);
  const swiftConsts = constants(files.swiftProtocol);
  const handled = {
    'Android harness (NativeBridge.kt)': referenced(files.ktBridge, /BridgeProtocol\.(\w+) ->/g, ktConsts),
    'iOS harness (NativeBridge.swift)': referenced(files.swiftBridge, /case BridgeProtocol\.(\w+):/g, swiftConsts),
    'React Native example (bridge.ts)': new Set(
      [.../OUTBOUND_CHECKS:[^\n]*= \{\n([\s\S]*?)\n\};/.exec(files.rnBridge)?.[1]?.matchAll(/^ {2}(\w+):/gm) ?? []].map((m) => m[1]!),
    ),
  };
  const sent = {
    'Android harness (NativeBridge.kt, OnboardingActivity.kt)': referenced(files.ktBridge + files.ktActivity, /BridgeProtocol\.(\w+)/g, ktConsts),
    'iOS harness (NativeBridge.swift, OnboardingViewController.swift)': referenced(
      files.swiftBridge + files.swiftController,
      /BridgeProtocol\.(\w+)/g,
      swiftConsts,
    ),
    'React Native example (OnboardingScreen.tsx)': new Set([...files.rnScreen.matchAll(/inboundScript\(\{ type: '(\w+)'/g)].map((m) => m[1]!)),
  };
  for (const [host, types] of Object.entries(handled)) {
    for (const type of schema.outboundTypes) if (!types.has(type)) problems.push(`${host}: the outbound message ${type} is not handled`);
    for (const type of types) if (!schema.outboundTypes.includes(type)) problems.push(`${host}: handles ${type}, which the schema does not have`);
  }
  for (const [host, types] of Object.entries(sent)) {
    for (const type of schema.inboundTypes) if (!types.has(type)) problems.push(`${host}: the inbound message ${type} is never sent`);
  }

  // The allow-list: the roles each host knows, and its entries.
  const kinds = {
    'Android harness (OriginPolicy.kt)': [.../enum class OriginKind \{([\s\S]*?)\n\}/.exec(withoutLineComments(files.ktPolicy))?.[1]?.matchAll(/^\s*([A-Z]+),?\s*$/gm) ?? []].map(
      (m) => m[1]!.toLowerCase(),
    ),
    'iOS harness (OriginPolicy.swift)': [.../enum OriginKind[^{]*\{([\s\S]*?)\n\}/.exec(files.swiftPolicy)?.[1]?.matchAll(/^\s*case (\w+)\s*$/gm) ?? []].map((m) => m[1]!),
    'React Native example (allowedOrigins.ts)': [.../export type OriginKind = ([^;]+);/.exec(files.rnAllowList)?.[1]?.matchAll(/'(\w+)'/g) ?? []].map((m) => m[1]!),
  };
  for (const [host, names] of Object.entries(kinds)) {
    if (!sameSet(names, ORIGIN_KINDS)) problems.push(`${host}: the roles are [${names.join(', ')}], not [${ORIGIN_KINDS.join(', ')}]`);
  }
  const lists: Record<string, Entry[]> = {
    'Android harness (AllowedOrigins.kt)': entriesOf(files.ktAllowList, /AllowedOrigin\(OriginKind\.(\w+), "([^"]+)"\)/g, (k) => k.toLowerCase()),
    'iOS harness (AllowedOrigins.swift)': entriesOf(files.swiftAllowList, /AllowedOrigin\(\.(\w+), "([^"]+)"\)/g, (k) => k),
    'React Native example (allowedOrigins.ts)': entriesOf(files.rnAllowList, /\{ kind: '(\w+)', origin: '([^']+)' \}/g, (k) => k),
  };
  const [reference, ...others] = Object.entries(lists);
  for (const [host, entries] of Object.entries(lists)) {
    for (const kind of ORIGIN_KINDS) if (!entries.some((e) => e.kind === kind)) problems.push(`${host}: no ${kind} origin`);
    for (const entry of entries) {
      if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(entry.origin)) problems.push(`${host}: ${entry.kind} ${entry.origin} is not an https origin`);
    }
  }
  for (const [host, entries] of others) {
    if (describeEntries(entries) !== describeEntries(reference![1])) {
      problems.push(`${host} lists [${describeEntries(entries)}], ${reference![0]} lists [${describeEntries(reference![1])}]`);
    }
  }

  // Each host asks its policy: navigations, the camera, the microphone, the bridge's page.
  const uses: [string, string, string[]][] = [
    [
      'Android harness (OnboardingActivity.kt)',
      files.ktActivity,
      [
        'OriginPolicy.forPage(url, AllowedOrigins.PRODUCTION, demoHost = BuildConfig.DEBUG)',
        'if (!policy.isElement(url))',
        'if (!request.isForMainFrame) return false',
        'if (policy.staysInWebView(request.url.toString())) return false',
        'RESOURCE_VIDEO_CAPTURE && policy.mayUseCamera(origin) -> Manifest.permission.CAMERA',
        'RESOURCE_AUDIO_CAPTURE && policy.mayUseMicrophone(origin) -> Manifest.permission.RECORD_AUDIO',
        'addWebMessageListener(view, BridgeProtocol.ANDROID_INTERFACE_NAME, setOf(allowedOrigin))',
        'PhotoInput.acceptsImages(params.acceptTypes.toList(), params.isCaptureEnabled)',
        'askCameraForPhoto.launch(Manifest.permission.CAMERA)',
      ],
    ],
    [
      'iOS harness (OnboardingViewController.swift)',
      files.swiftController,
      [
        'OriginPolicy.forPage(url, configured: AllowedOrigins.production, demoHost: false)',
        'guard policy.isElement(url) else',
        'policy.staysInWebView(target)',
        'policy.mayUseCamera($0)',
        'policy.mayUseMicrophone($0)',
        'guard message.frameInfo.isMainFrame, let pageOrigin',
        "input.removeAttribute('capture')",
      ],
    ],
    [
      'React Native example (OnboardingScreen.tsx)',
      files.rnScreen,
      [
        'policyForPage(url, __DEV__)',
        'policy.isElement(url)',
        'policy.staysInWebView(request.url)',
        'originOf(from) !== pageOrigin',
        'mediaCapturePermissionGrantType="grantIfSameHostElseDeny"',
        'PermissionsAndroid.PERMISSIONS.CAMERA',
      ],
    ],
  ];
  for (const [host, source, needles] of uses) {
    const code = withoutLineComments(source);
    for (const needle of needles) if (!code.includes(needle)) problems.push(`${host}: no longer has \`${needle}\``);
  }

  // Permissions.
  for (const [host, manifest] of [
    ['Android harness (AndroidManifest.xml)', files.androidManifest],
    ['React Native example (android/app/src/main/AndroidManifest.xml)', files.rnManifest],
  ] as const) {
    const declared = androidPermissions(manifest);
    for (const permission of ANDROID_PERMISSIONS) if (!declared.has(permission)) problems.push(`${host}: no ${permission} permission`);
    if (/usesCleartextTraffic="true"/.test(withoutXmlComments(manifest))) problems.push(`${host}: plain http allowed everywhere`);
  }
  if (!/<provider[^>]*androidx\.core\.content\.FileProvider[^>]*android:exported="false"[^>]*android:grantUriPermissions="true"/.test(withoutXmlComments(files.androidManifest).replace(/\s+/g, ' '))) {
    problems.push('Android harness (AndroidManifest.xml): no FileProvider (unexported, granting URI permissions) for camera photos');
  }
  const release = withoutXmlComments(files.networkConfig);
  if (!/<base-config cleartextTrafficPermitted="false"/.test(release) || /cleartextTrafficPermitted="true"/.test(release)) {
    problems.push('Android harness (network_security_config.xml): release builds must be https only');
  }
  const debugHosts = [...withoutXmlComments(files.networkConfigDebug).matchAll(/<domain(?:\s[^>]*)?>([^<]+)<\/domain>/g)].map((m) => m[1]!.trim());
  if (!sameSet(debugHosts, ['localhost', '10.0.2.2'])) {
    problems.push(`Android harness (network_security_config_debug.xml): plain http for [${debugHosts.join(', ')}], not the demo host only`);
  }
  for (const [host, plist] of [
    ['iOS harness (Info.plist)', files.iosPlist],
    ['React Native example (ios/BankOnboardingRN/Info.plist)', files.rnPlist],
  ] as const) {
    for (const key of IOS_USAGE_KEYS) if (!plistString(plist, key)) problems.push(`${host}: no ${key}`);
    if (/<key>NSAllowsArbitraryLoads<\/key>\s*<true\/>/.test(withoutXmlComments(plist))) problems.push(`${host}: NSAllowsArbitraryLoads is on`);
  }
  // XcodeGen writes the harness's Info.plist from project.yml: a key only in the plist is lost on the next xcodegen.
  for (const key of IOS_USAGE_KEYS) {
    const inProject = new RegExp(`^\\s*${key}: (.+)$`, 'm').exec(withoutLineComments(files.iosProject))?.[1]?.trim();
    if (inProject === undefined) problems.push(`iOS harness (project.yml): no ${key} (xcodegen would write an Info.plist without it)`);
    else if (inProject !== plistString(files.iosPlist, key)) problems.push(`iOS harness (project.yml): ${key} differs from Info.plist's`);
  }
  return problems;
}
