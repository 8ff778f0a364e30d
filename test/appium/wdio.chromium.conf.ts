/**
 * The Appium specs on this machine (issue 17): no emulator here, so the same specs that run on an Android
 * emulator and an iOS simulator run through `@wdio/appium-service` with Appium 3's Chromium driver
 * (`appium-chromium-driver`, a dev dependency: found without any driver install or download) driving
 * Debian's Chromium with Android mobile emulation, on the simulated Android host `/webview.html?platform=android`.
 *
 *   npx wdio run test/appium/wdio.chromium.conf.ts      (npm test runs it, after the e2e run)
 */
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, demoHostPort, freePort, startDemoHost, stopDemoHost } from '../demo-host';

const port = await demoHostPort();
process.env.APPIUM_PORT ??= String(await freePort());
const appiumPort = Number(process.env.APPIUM_PORT);
process.env.APPIUM_TARGET = 'chromium';

/** A mid-range Android phone (Pixel 7 class): its viewport, density and Chrome WebView user agent. */
const ANDROID_PHONE = {
  deviceMetrics: { width: 412, height: 915, pixelRatio: 2.625, mobile: true, touch: true },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
};

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./specs/**/*.appium.ts'],
  maxInstances: 1,
  baseUrl: `http://localhost:${port}`,
  // Without a top-level hostname/port WebdriverIO would start (and download) a browser driver of its own.
  hostname: '127.0.0.1',
  port: appiumPort,
  path: '/wd/hub',
  logLevel: 'warn',
  outputDir: './.artifacts/appium-logs',
  waitforTimeout: 10_000,
  connectionRetryTimeout: 120_000,
  connectionRetryCount: 2,
  framework: 'mocha',
  mochaOpts: { ui: 'bdd', timeout: 120_000 },
  reporters: ['spec'],
  services: [
    [
      'appium',
      {
        // The project's own Appium 3 (node_modules/.bin/appium): its APPIUM_HOME is this package, so the
        // chromium driver is found among the dev dependencies.
        command: 'appium',
        args: { address: '127.0.0.1', port: appiumPort, basePath: '/wd/hub', logLevel: 'warn' },
        logPath: './.artifacts/appium-logs',
      },
    ],
  ],
  capabilities: [
    // Appium's vendor capabilities (appium:executable, …) are not in WebdriverIO's typings: hence the cast.
    {
      platformName: 'linux',
      'appium:automationName': 'Chromium',
      'appium:executable': CHROMEDRIVER,
      'appium:autodownloadEnabled': false,
      'appium:newCommandTimeout': 240,
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [...CHROMIUM_ARGS, '--window-size=412,915'],
        mobileEmulation: ANDROID_PHONE,
      },
    } as WebdriverIO.Capabilities,
  ],
  onPrepare: () => startDemoHost(port),
  onComplete: () => stopDemoHost(),
};
