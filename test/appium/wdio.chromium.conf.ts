/**
 * The Appium specs on this machine: no emulator here, so the specs that run on an Android emulator
 * (wdio.android.conf.ts) and an iOS simulator (wdio.ios.conf.ts) run through `@wdio/appium-service` with
 * Appium 3's Chromium driver (`appium-chromium-driver`, a dev dependency: found without any driver install or
 * download) driving Debian's Chromium with Android mobile emulation, on the simulated Android host
 * `/webview.html?platform=android`.
 *
 *   npm run test:appium      (after a build; npm test runs it after the e2e run)
 */
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS } from '../demo-host';
import { appiumConfig } from './base';

/** A mid-range Android phone (Pixel 7 class): its viewport, density and Android WebView user agent. */
const ANDROID_PHONE = {
  deviceMetrics: { width: 412, height: 915, pixelRatio: 2.625, mobile: true, touch: true },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
};

export const config = await appiumConfig({
  target: 'chromium',
  capabilities: {
    platformName: 'linux',
    'appium:automationName': 'Chromium',
    // Debian's chromedriver, never a downloaded one.
    'appium:executable': CHROMEDRIVER,
    'appium:autodownloadEnabled': false,
    'appium:newCommandTimeout': 240,
    'goog:chromeOptions': {
      binary: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--window-size=412,915'],
      mobileEmulation: ANDROID_PHONE,
    },
  },
});
