/**
 * The Android harness's build, checked without an Android SDK (android-harness/README.md): the committed Gradle
 * wrapper (scripts, jar and its recorded checksum), the Gradle version the Android Gradle Plugin needs, the SDK
 * levels, and the WebView and manifest settings the harness relies on (../shared/notes/webview-hosts.md). Each
 * check reads the files as text; the mutations at the end prove that a regression fails.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(process.cwd(), 'android-harness');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const KT = 'app/src/main/java/it/bankonboarding/harness';

const FILES = {
  wrapperProperties: 'gradle/wrapper/gradle-wrapper.properties',
  gradlew: 'gradlew',
  gradlewBat: 'gradlew.bat',
  rootBuild: 'build.gradle.kts',
  appBuild: 'app/build.gradle.kts',
  gradleProperties: 'gradle.properties',
  manifest: 'app/src/main/AndroidManifest.xml',
  filePaths: 'app/src/main/res/xml/file_paths.xml',
  activity: `${KT}/OnboardingActivity.kt`,
  readme: 'README.md',
} as const;
type BuildFiles = Record<keyof typeof FILES, string>;

const files = Object.fromEntries(Object.entries(FILES).map(([key, path]) => [key, read(path)])) as BuildFiles;

/**
 * What each Android Gradle Plugin (major.minor) needs, from its release notes: the oldest Gradle it runs on and the
 * newest API level it supports for compileSdk. A plugin not listed fails the check until its line is added.
 */
const AGP_REQUIREMENTS: Record<string, { minGradle: string; maxApi: number }> = {
  '8.7': { minGradle: '8.9', maxApi: 35 },
  '8.8': { minGradle: '8.10.2', maxApi: 35 },
};

/** Google Play's floor for new apps and updates (API 35 since 31 August 2025). */
const PLAY_MIN_TARGET_SDK = 35;

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(x!.length, y!.length); i++) {
    const d = (x![i] ?? 0) - (y![i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
};

const withoutComments = (text: string) => text.replace(/<!--[\s\S]*?-->/g, '').replace(/^\s*(\/\/|#).*$/gm, '');
const intSetting = (build: string, name: string) => Number(new RegExp(`^\\s*${name} = (\\d+)\\s*$`, 'm').exec(build)?.[1] ?? NaN);

/** Every problem of the build's configuration, one line each; empty when it is sound. */
function checkAndroidBuild(f: BuildFiles): string[] {
  const problems: string[] = [];
  const problem = (ok: boolean, text: string) => {
    if (!ok) problems.push(text);
  };

  // Gradle and the plugin.
  const gradle = /^distributionUrl=https\\:\/\/services\.gradle\.org\/distributions\/gradle-([\d.]+)-(?:bin|all)\.zip$/m.exec(f.wrapperProperties)?.[1];
  const agp = /id\("com\.android\.application"\) version "([\d.]+)"/.exec(f.rootBuild)?.[1];
  problem(gradle !== undefined, 'gradle-wrapper.properties: no distributionUrl on services.gradle.org');
  problem(/^validateDistributionUrl=true$/m.test(f.wrapperProperties), 'gradle-wrapper.properties: validateDistributionUrl is not true');
  problem(agp !== undefined, 'build.gradle.kts: no Android Gradle Plugin version');
  const agpLine = agp?.split('.').slice(0, 2).join('.');
  const needs = agpLine === undefined ? undefined : AGP_REQUIREMENTS[agpLine];
  problem(needs !== undefined, `build.gradle.kts: the Android Gradle Plugin ${agp} has no line in AGP_REQUIREMENTS (android-build.test.ts)`);
  if (needs && gradle) problem(compareVersions(gradle, needs.minGradle) >= 0, `Gradle ${gradle} is older than the ${needs.minGradle} the Android Gradle Plugin ${agp} needs`);

  // SDK levels and the JVM.
  const compileSdk = intSetting(f.appBuild, 'compileSdk');
  const targetSdk = intSetting(f.appBuild, 'targetSdk');
  const minSdk = intSetting(f.appBuild, 'minSdk');
  problem(targetSdk >= PLAY_MIN_TARGET_SDK, `app/build.gradle.kts: targetSdk ${targetSdk} is below Google Play's ${PLAY_MIN_TARGET_SDK}`);
  problem(compileSdk >= targetSdk, `app/build.gradle.kts: compileSdk ${compileSdk} is below targetSdk ${targetSdk}`);
  if (needs) problem(compileSdk <= needs.maxApi, `app/build.gradle.kts: compileSdk ${compileSdk} is beyond the ${needs.maxApi} the Android Gradle Plugin ${agp} supports`);
  problem(minSdk === 24, `app/build.gradle.kts: minSdk ${minSdk}, not 24 (Android 7: FileProvider content URIs, the README's floor)`);
  problem(/JavaVersion\.VERSION_17/.test(f.appBuild) && /jvmTarget = "17"/.test(f.appBuild), 'app/build.gradle.kts: not compiled for Java 17 (the Android Gradle Plugin 8 needs JDK 17)');
  problem(/^android\.useAndroidX=true$/m.test(f.gradleProperties), 'gradle.properties: android.useAndroidX is not true');
  for (const [text, what] of [
    [`Android Gradle Plugin ${agpLine}`, 'the plugin'],
    [`minSdk ${minSdk}`, 'minSdk'],
    [`targetSdk ${targetSdk}`, 'targetSdk'],
    [`Gradle ${gradle}`, 'the Gradle version'],
  ] as const) {
    problem(f.readme.includes(text), `README.md does not say ${what} (\`${text}\`)`);
  }

  // Debug and release: plain http to the demo host in debug builds only.
  problem(/debug \{[^}]*manifestPlaceholders\["networkSecurityConfig"\] = "@xml\/network_security_config_debug"/.test(f.appBuild), 'app/build.gradle.kts: debug builds do not use network_security_config_debug');
  problem(/release \{[^}]*manifestPlaceholders\["networkSecurityConfig"\] = "@xml\/network_security_config"/.test(f.appBuild), 'app/build.gradle.kts: release builds do not use network_security_config');

  // The manifest.
  const manifest = withoutComments(f.manifest).replace(/\s+/g, ' ');
  problem(manifest.includes('android:allowBackup="false"'), 'AndroidManifest.xml: backups are allowed');
  problem(manifest.includes('android:networkSecurityConfig="${networkSecurityConfig}"'), 'AndroidManifest.xml: no per-build network security config');
  problem(!manifest.includes('usesCleartextTraffic="true"'), 'AndroidManifest.xml: plain http allowed everywhere');
  problem(/<activity android:name="\.OnboardingActivity" android:exported="false"/.test(manifest), 'AndroidManifest.xml: OnboardingActivity is exported');
  problem(/android:authorities="\$\{applicationId\}\.files"/.test(manifest) && f.activity.includes('"$packageName.files"'), 'the FileProvider authority differs between AndroidManifest.xml and OnboardingActivity.kt');
  problem(/<cache-path name="\w+" path="document-photos\/"/.test(f.filePaths) && f.activity.includes('File(cacheDir, "document-photos")'), 'file_paths.xml does not share the camera photos directory OnboardingActivity.kt writes');

  // The WebView's settings (../shared/notes/webview-hosts.md).
  const activity = withoutComments(f.activity);
  for (const [setting, why] of [
    ['settings.javaScriptEnabled = true', 'the element is a script'],
    ['settings.domStorageEnabled = true', 'the element keeps its session in sessionStorage'],
    ['settings.mediaPlaybackRequiresUserGesture = false', 'the camera preview plays without a tap'],
    ['settings.setSupportMultipleWindows(true)', 'target=_blank reaches onCreateWindow instead of replacing the wizard'],
    ['settings.javaScriptCanOpenWindowsAutomatically = false', 'no window opened by script without a tap'],
    ['settings.allowFileAccess = false', 'no file:// access'],
    ['settings.allowContentAccess = false', 'no content:// access from pages'],
    ['if (BuildConfig.DEBUG) WebView.setWebContentsDebuggingEnabled(true)', 'web debugging in debug builds only'],
    ['CookieManager.getInstance().flush()', 'cookies written before the app is killed'],
    ['override fun onRenderProcessGone', 'a killed renderer does not take the app down'],
    ['setDownloadListener', 'a PDF reached by a navigation opens in the system viewer'],
    ['override fun onCreateWindow', 'new windows open outside'],
    ['override fun onShowFileChooser', 'file inputs work'],
    ['override fun onPermissionRequest', 'getUserMedia is answered'],
  ] as const) {
    problem(activity.includes(setting), `OnboardingActivity.kt: no \`${setting}\` (${why})`);
  }
  problem((activity.match(/setWebContentsDebuggingEnabled/g) ?? []).length === 1, 'OnboardingActivity.kt: web debugging enabled outside the debug-only line');
  problem(!/mixedContentMode|MIXED_CONTENT_ALWAYS_ALLOW|allowUniversalAccessFromFileURLs|allowFileAccessFromFileURLs/.test(activity), 'OnboardingActivity.kt: mixed content or file URL access opened');
  problem(!/hitTestResult/.test(activity), 'OnboardingActivity.kt: a new window is read from the last touch (hitTestResult), not from the window itself');
  return problems;
}

/** The names of a zip's entries, from its central directory (enough to know a jar is whole). */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`not a zip: bad central directory entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

describe('the Android harness build', () => {
  it('the repository as it is: no problem', () => {
    expect(checkAndroidBuild(files)).toEqual([]);
  });

  it('the Gradle wrapper is committed: executable gradlew, gradlew.bat, and the jar whose checksum gradle-wrapper.properties records', () => {
    expect(statSync(resolve(ROOT, 'gradlew')).mode & 0o111).not.toBe(0);
    expect(files.gradlew.startsWith('#!/bin/sh')).toBe(true);
    expect(files.gradlew).toContain('CLASSPATH=$APP_HOME/gradle/wrapper/gradle-wrapper.jar');
    expect(files.gradlew).toContain('org.gradle.wrapper.GradleWrapperMain');
    expect(files.gradlewBat).toContain('set CLASSPATH=%APP_HOME%\\gradle\\wrapper\\gradle-wrapper.jar');
    expect(files.gradlewBat).toContain('org.gradle.wrapper.GradleWrapperMain');

    const jar = readFileSync(resolve(ROOT, 'gradle/wrapper/gradle-wrapper.jar'));
    const recorded = /gradle-wrapper\.jar sha256 ([0-9a-f]{64})/.exec(files.wrapperProperties)?.[1];
    expect(recorded, 'gradle-wrapper.properties records the jar\'s sha256').toBeDefined();
    expect(createHash('sha256').update(jar).digest('hex')).toBe(recorded);
    expect(files.readme).toContain(recorded!);
    const entries = zipEntries(jar);
    expect(entries.has('org/gradle/wrapper/GradleWrapperMain.class')).toBe(true);
    expect(entries.get('META-INF/MANIFEST.MF')?.toString('utf8')).toMatch(/Implementation-Title: Gradle Wrapper/);
  });

  it.each([
    ['targetSdk below Play\'s floor', 'appBuild', 'targetSdk = 35', 'targetSdk = 34', ["app/build.gradle.kts: targetSdk 34 is below Google Play's 35", 'README.md does not say targetSdk (`targetSdk 34`)']],
    ['compileSdk beyond the plugin', 'appBuild', 'compileSdk = 35', 'compileSdk = 36', ['app/build.gradle.kts: compileSdk 36 is beyond the 35 the Android Gradle Plugin 8.7.3 supports']],
    ['Gradle too old for the plugin', 'wrapperProperties', 'gradle-8.11.1-bin.zip', 'gradle-8.5-bin.zip', ['Gradle 8.5 is older than the 8.9 the Android Gradle Plugin 8.7.3 needs', 'README.md does not say the Gradle version (`Gradle 8.5`)']],
    ['an unknown plugin', 'rootBuild', 'version "8.7.3"', 'version "9.3.0"', ['build.gradle.kts: the Android Gradle Plugin 9.3.0 has no line in AGP_REQUIREMENTS (android-build.test.ts)', 'README.md does not say the plugin (`Android Gradle Plugin 9.3`)']],
    ['web debugging in release', 'activity', 'if (BuildConfig.DEBUG) WebView.setWebContentsDebuggingEnabled(true)', 'WebView.setWebContentsDebuggingEnabled(true)', ['OnboardingActivity.kt: no `if (BuildConfig.DEBUG) WebView.setWebContentsDebuggingEnabled(true)` (web debugging in debug builds only)']],
    ['no DOM storage', 'activity', 'settings.domStorageEnabled = true', 'settings.domStorageEnabled = false', ['OnboardingActivity.kt: no `settings.domStorageEnabled = true` (the element keeps its session in sessionStorage)']],
    ['an exported onboarding screen', 'manifest', 'android:name=".OnboardingActivity"\n            android:exported="false"', 'android:name=".OnboardingActivity"\n            android:exported="true"', ['AndroidManifest.xml: OnboardingActivity is exported']],
  ] as const)('%s fails', (_what, key, from, to, expected) => {
    expect(files[key]).toContain(from);
    expect(checkAndroidBuild({ ...files, [key]: files[key].replace(from, to) })).toEqual(expected);
  });
});
