/**
 * The Appium specs on an Android emulator with the harness app (android-harness/), UiAutomator2 driver.
 * Not runnable on the development machine (no emulator, no Android SDK); see android-harness/README.md:
 *
 *   (cd android-harness && ./gradlew assembleDebug)
 *   npx appium driver install uiautomator2          # once, outside this package's dev dependencies
 *   npm run build && npx wdio run test/appium/wdio.android.conf.ts
 *
 * The emulator reaches the demo host as localhost through `adb reverse`; the specs run in the app's
 * WEBVIEW context (web contents debugging is on in debug builds) and read the bridge messages the app
 * received from its native log (host.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { demoHostPort } from '../demo-host';
import { appiumConfig } from './base';

const port = await demoHostPort();

const APK = fileURLToPath(new URL('../../android-harness/app/build/outputs/apk/debug/app-debug.apk', import.meta.url));

export const config = await appiumConfig({
  target: 'android',
  // The emulator's WebView is driven by a chromedriver of its Chrome version: let the driver fetch it.
  appiumArgs: { allowInsecure: ['uiautomator2:chromedriver_autodownload'] },
  testTimeoutMs: 300_000,
  afterHostStarts: (port) => {
    execFileSync('adb', ['reverse', `tcp:${port}`, `tcp:${port}`], { stdio: 'inherit' });
  },
  capabilities: {
    platformName: 'Android',
    'appium:automationName': 'UiAutomator2',
    'appium:app': APK,
    'appium:appPackage': 'it.bankonboarding.harness',
    'appium:appActivity': '.MainActivity',
    // Camera for the recognition and the file chooser's capture: granted at install.
    'appium:autoGrantPermissions': true,
    // Opens the onboarding screen at once, on the demo host of this run.
    'appium:optionalIntentArguments': `--es onboardingUrl http://localhost:${port}/app.html --ez autoStart true`,
    'appium:newCommandTimeout': 300,
    'appium:ensureWebviewsHavePages': true,
  },
});
