/**
 * End-to-end: WebdriverIO + mocha against the demo host and sandbox (`startDemoHost`) on a free port,
 * in Debian's headless Chromium and chromedriver. Nothing here downloads a browser or a driver.
 */
import { clearTables, printTables } from './e2e/tables';
import { clearCspScreens, recordCspTable } from './e2e/csp-screens';
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, demoHostPort, startDemoHost, stopDemoHost } from './demo-host';

const port = await demoHostPort();

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./e2e/**/*.e2e.ts'],
  maxInstances: 1,
  baseUrl: `http://localhost:${port}`,
  logLevel: 'warn',
  outputDir: './.artifacts/wdio-logs',
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 2,
  framework: 'mocha',
  mochaOpts: { ui: 'bdd', timeout: 90_000 },
  reporters: ['spec'],
  capabilities: [
    {
      browserName: 'chrome',
      'goog:chromeOptions': { binary: CHROMIUM, args: [...CHROMIUM_ARGS, '--window-size=1280,900'] },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  ],
  onPrepare: async () => {
    clearTables();
    clearCspScreens();
    await startDemoHost(port);
  },
  onComplete: async () => {
    await stopDemoHost();
    recordCspTable();
    printTables();
  },
};
