/**
 * The native hosts stay in step with the bridge's JSON Schema and with each other (docs/native-hosts.md): the
 * Android harness, the iOS harness and the React Native example handle every message type, list the same origin
 * allow-list, and declare the permissions its roles need. Each mutation below is a copy of the real files with one
 * thing missing on one platform, and must fail.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGINS } from '../../examples/react-native/src/allowedOrigins';
import { originOf, originPolicy, policyForPage } from '../../examples/react-native/src/originPolicy';
import { checkNativeHosts, readNativeHostFiles, type NativeHostFiles } from './native-hosts';

const files = readNativeHostFiles();

/** A copy of the files with `from` replaced by `to` in one of them; `from` must be there. */
function mutate(key: keyof NativeHostFiles, from: string | RegExp, to: string): NativeHostFiles {
  const text = files[key];
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`the mutation of ${key} changed nothing: ${String(from)}`);
  return { ...files, [key]: changed };
}

function withSchema(change: (schema: { outboundTypes: string[]; inboundTypes: string[] }) => void): NativeHostFiles {
  const schema = JSON.parse(files.schema) as { outboundTypes: string[]; inboundTypes: string[] };
  change(schema);
  return { ...files, schema: JSON.stringify(schema) };
}

describe('the native hosts against the bridge schema and each other', () => {
  it('the repository as it is: no problem', () => {
    expect(checkNativeHosts(files)).toEqual([]);
  });

  describe('a message type missing on one platform fails', () => {
    it.each([
      ['Android', mutate('ktBridge', /\n\s*BridgeProtocol\.EXIT -> \{[\s\S]*?\n {12}\}/, ''), 'Android harness (NativeBridge.kt): the outbound message exit is not handled'],
      ['iOS', mutate('swiftBridge', /\n\s*case BridgeProtocol\.sessionRefreshed:\n.*/, ''), 'iOS harness (NativeBridge.swift): the outbound message sessionRefreshed is not handled'],
      ['React Native', mutate('rnBridge', /\n {2}goBack: isEmpty,/, ''), 'React Native example (bridge.ts): the outbound message goBack is not handled'],
      ['React Native, inbound', mutate('rnScreen', "inboundScript({ type: 'back' })", 'inboundScript(BACK)'), 'React Native example (OnboardingScreen.tsx): the inbound message back is never sent'],
    ])('%s', (_platform, mutated, problem) => {
      expect(checkNativeHosts(mutated)).toEqual([problem]);
    });

    it('a message type added to the schema is missing on all three', () => {
      const problems = checkNativeHosts(withSchema((schema) => schema.outboundTypes.push('documentOpened')));
      expect(problems).toEqual([
        'Android harness (NativeBridge.kt): the outbound message documentOpened is not handled',
        'iOS harness (NativeBridge.swift): the outbound message documentOpened is not handled',
        'React Native example (bridge.ts): the outbound message documentOpened is not handled',
      ]);
      expect(checkNativeHosts(withSchema((schema) => schema.inboundTypes.push('reload')))).toHaveLength(3);
    });

    it('a message type a host handles that the schema no longer has', () => {
      const problems = checkNativeHosts(withSchema((schema) => (schema.outboundTypes = schema.outboundTypes.filter((t) => t !== 'goBack'))));
      expect(problems).toHaveLength(3);
      expect(problems[0]).toBe('Android harness (NativeBridge.kt): handles goBack, which the schema does not have');
    });
  });

  describe('an allowed origin missing or different on one platform fails', () => {
    it('iOS without the challenge provider', () => {
      const problems = checkNativeHosts(mutate('swiftAllowList', /\n.*AllowedOrigin\(\.challenge, .*/, ''));
      expect(problems).toContain('iOS harness (AllowedOrigins.swift): no challenge origin');
      expect(problems.some((p) => p.startsWith('iOS harness (AllowedOrigins.swift) lists ['))).toBe(true);
    });

    it('React Native with another recognition provider', () => {
      const problems = checkNativeHosts(mutate('rnAllowList', 'https://recognition.example.it', 'https://other-provider.example'));
      expect(problems).toEqual([expect.stringMatching(/^React Native example \(allowedOrigins\.ts\) lists \[.*recognition https:\/\/other-provider\.example/)]);
    });

    it('Android with an extra document host over plain http', () => {
      const problems = checkNativeHosts(
        mutate('ktAllowList', 'AllowedOrigin(OriginKind.DOCUMENTS, "https://documents.example.it")', 'AllowedOrigin(OriginKind.DOCUMENTS, "https://documents.example.it"),\n        AllowedOrigin(OriginKind.DOCUMENTS, "http://files.example.it")'),
      );
      expect(problems).toContain('Android harness (AllowedOrigins.kt): documents http://files.example.it is not an https origin');
      expect(problems.filter((p) => p.includes(' lists ['))).toHaveLength(2);
    });

    it('a role one platform does not know', () => {
      const problems = checkNativeHosts(mutate('rnAllowList', "| 'documents';", "| 'documents' | 'analytics';"));
      expect(problems).toEqual([expect.stringContaining('React Native example (allowedOrigins.ts): the roles are [element, api, recognition, challenge, documents, analytics]')]);
    });

    it('a host that stops asking its policy (the camera granted to any origin)', () => {
      const problems = checkNativeHosts(mutate('ktActivity', 'RESOURCE_VIDEO_CAPTURE && policy.mayUseCamera(origin)', 'RESOURCE_VIDEO_CAPTURE'));
      expect(problems).toEqual([expect.stringContaining('Android harness (OnboardingActivity.kt): no longer has `RESOURCE_VIDEO_CAPTURE && policy.mayUseCamera(origin)')]);
    });
  });

  describe('a permission missing on one platform fails', () => {
    it.each([
      [
        'Android harness: RECORD_AUDIO commented out',
        mutate('androidManifest', '<uses-permission android:name="android.permission.RECORD_AUDIO" />', '<!-- <uses-permission android:name="android.permission.RECORD_AUDIO" /> -->'),
        'Android harness (AndroidManifest.xml): no RECORD_AUDIO permission',
      ],
      [
        'React Native: CAMERA',
        mutate('rnManifest', '<uses-permission android:name="android.permission.CAMERA" />', ''),
        'React Native example (android/app/src/main/AndroidManifest.xml): no CAMERA permission',
      ],
      [
        'iOS harness: the microphone description (project.yml, which xcodegen writes Info.plist from, still has it)',
        mutate('iosPlist', /\s*<key>NSMicrophoneUsageDescription<\/key>\s*<string>[^<]*<\/string>/, ''),
        ['iOS harness (Info.plist): no NSMicrophoneUsageDescription', "iOS harness (project.yml): NSMicrophoneUsageDescription differs from Info.plist's"],
      ],
      [
        'React Native: the camera description',
        mutate('rnPlist', /<key>NSCameraUsageDescription<\/key>\s*<string>[^<]*<\/string>/, '<key>NSCameraUsageDescription</key>\n\t<string></string>'),
        'React Native example (ios/BankOnboardingRN/Info.plist): no NSCameraUsageDescription',
      ],
      [
        'iOS harness: project.yml without the camera description (xcodegen would drop it)',
        mutate('iosProject', /\n\s*NSCameraUsageDescription: .*/, ''),
        'iOS harness (project.yml): no NSCameraUsageDescription (xcodegen would write an Info.plist without it)',
      ],
      [
        'Android harness: release plain http to a host',
        mutate('networkConfig', '</network-security-config>', '<domain-config cleartextTrafficPermitted="true"><domain>api.example.it</domain></domain-config>\n</network-security-config>'),
        'Android harness (network_security_config.xml): release builds must be https only',
      ],
      [
        'Android harness: debug plain http beyond the demo host',
        mutate('networkConfigDebug', '<domain includeSubdomains="false">10.0.2.2</domain>', '<domain includeSubdomains="false">10.0.2.2</domain><domain>example.it</domain>'),
        'Android harness (network_security_config_debug.xml): plain http for [localhost, 10.0.2.2, example.it], not the demo host only',
      ],
      [
        'React Native: arbitrary loads',
        mutate('rnPlist', /<key>NSAllowsArbitraryLoads<\/key>\s*<false\/>/, '<key>NSAllowsArbitraryLoads</key><true/>'),
        'React Native example (ios/BankOnboardingRN/Info.plist): NSAllowsArbitraryLoads is on',
      ],
    ])('%s', (_what, mutated, problems) => {
      expect(checkNativeHosts(mutated)).toEqual(typeof problems === 'string' ? [problems] : problems);
    });
  });
});

describe("the React Native example's allow-list rules (the harnesses' OriginPolicy, app/src/test on Android)", () => {
  const production = originPolicy(ALLOWED_ORIGINS);

  it('origins compare the way browsers do', () => {
    expect(originOf('HTTPS://Onboarding.Example.it:443/app.html?fromApp=true#/x')).toBe('https://onboarding.example.it');
    expect(originOf('http://localhost:5173/app.html')).toBe('http://localhost:5173');
    for (const other of ['tel:+390212345678', 'intent://scan/#Intent;end', 'about:blank', 'https://user:secret@onboarding.example.it/', 'not a url', null]) {
      expect(originOf(other)).toBeNull();
    }
  });

  it('allow-listed pages and frames stay; everything else goes outside', () => {
    for (const url of ['https://onboarding.example.it/app.html', 'https://recognition.example.it/s/42', 'https://www.google.com/recaptcha/api2/anchor', 'https://documents.example.it/c.pdf']) {
      expect(production.staysInWebView(url)).toBe(true);
    }
    for (const url of ['https://recognition.example.it.evil.example/', 'http://onboarding.example.it/', 'https://onboarding.example.it:8443/', 'mailto:aiuto@example.it']) {
      expect(production.staysInWebView(url)).toBe(false);
    }
  });

  it('the camera and the microphone for the recognition provider only; the bridge for the element only', () => {
    expect(production.mayUseCamera('https://recognition.example.it')).toBe(true);
    expect(production.mayUseMicrophone('https://recognition.example.it/')).toBe(true);
    for (const other of ['https://onboarding.example.it', 'https://www.google.com', 'https://api.example.it', 'https://elsewhere.example']) {
      expect(production.mayUseCamera(other)).toBe(false);
      expect(production.mayUseMicrophone(other)).toBe(false);
    }
    expect(production.isElement('https://onboarding.example.it/app.html')).toBe(true);
    expect(production.isElement('https://recognition.example.it/')).toBe(false);
  });

  it('the demo host plays every role in development builds only', () => {
    const demo = policyForPage('http://localhost:5173/app.html?fromApp=true', true);
    expect(demo.isElement('http://localhost:5173/')).toBe(true);
    expect(demo.mayUseCamera('http://localhost:5173')).toBe(true);
    const release = policyForPage('http://localhost:5173/app.html', false);
    expect(release.isElement('http://localhost:5173/')).toBe(false);
    expect(release.staysInWebView('http://localhost:5173/')).toBe(false);
  });

  it('an entry that is not an origin in its normal form is refused', () => {
    expect(() => originPolicy([{ kind: 'api', origin: 'https://api.example.it/v2' }])).toThrow(/normal form/);
  });
});
