/**
 * The Appium specs on an iOS simulator with the harness app (ios-harness/), XCUITest driver. Needs macOS with
 * Xcode; see ios-harness/README.md:
 *
 *   (cd ios-harness && xcodegen && xcodebuild -scheme BankOnboardingHarness -sdk iphonesimulator \
 *      -configuration Debug -derivedDataPath build)
 *   npx appium driver install xcuitest
 *   npm run build && npx wdio run test/appium/wdio.ios.conf.ts
 *
 * The simulator shares the Mac's network, so the demo host is localhost. The web view is inspectable in debug
 * builds (`isInspectable`), which gives Appium its WEBVIEW context.
 */
import { fileURLToPath } from 'node:url';
import { demoHostPort } from '../demo-host';
import { appiumConfig } from './base';

const port = await demoHostPort();

const APP = fileURLToPath(
  new URL('../../ios-harness/build/Build/Products/Debug-iphonesimulator/BankOnboardingHarness.app', import.meta.url),
);

export const config = await appiumConfig({
  target: 'ios',
  testTimeoutMs: 300_000,
  capabilities: {
    platformName: 'iOS',
    'appium:automationName': 'XCUITest',
    'appium:app': APP,
    'appium:deviceName': process.env.IOS_DEVICE ?? 'iPhone 16',
    'appium:platformVersion': process.env.IOS_VERSION ?? '18.0',
    // The app reads its start URL from the launch arguments.
    'appium:processArguments': { args: ['-onboardingUrl', `http://localhost:${port}/app.html`, '-autoStart', 'YES'] },
    'appium:autoAcceptAlerts': true,
    'appium:webviewConnectTimeout': 20_000,
    'appium:newCommandTimeout': 300,
  },
});
