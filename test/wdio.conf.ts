/**
 * End-to-end: WebdriverIO + mocha against the demo host and sandbox, in Debian's headless Chromium and
 * chromedriver. Nothing here downloads a browser or a driver.
 *
 * Two workers run spec files side by side (this machine has 2 cores). Each worker starts its own demo host and
 * sandbox (`startDemoHost`: a free port, a temp SQLite file) before its browser session, so a spec's reset or
 * data never meets another's; the specs reach it through `baseUrl()` and `browser.url('/…')`.
 */
import { browser } from '@wdio/globals';
import { clearTables, printTables } from './e2e/tables';
import { clearCspScreens, recordCspTable } from './e2e/csp-screens';
import { clearAxeStates } from './e2e/axe-states';
import { clearFaultFigures } from './e2e/fault-table';
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, startDemoHost, stopDemoHost } from './demo-host';
import { E2E_SPECS } from './e2e/specs';
import { WAIT_MS } from './e2e/wait';

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: E2E_SPECS.map((name) => `./e2e/${name}.e2e.ts`),
  maxInstances: 4,
  logLevel: 'warn',
  outputDir: './.artifacts/wdio-logs',
  waitforTimeout: WAIT_MS,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 2,
  framework: 'mocha',
  // A test is a journey part of many screens: on a busy machine it can take minutes without being stuck.
  mochaOpts: { ui: 'bdd', timeout: 240_000 },
  reporters: ['spec'],
  capabilities: [
    {
      browserName: 'chrome',
      'goog:chromeOptions': { binary: CHROMIUM, args: [...CHROMIUM_ARGS, '--window-size=1280,900'] },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  ],
  onPrepare: () => {
    clearTables();
    clearCspScreens();
    clearAxeStates();
    clearFaultFigures();
  },
  // In the worker, before its browser starts: this spec file's own demo host and sandbox.
  beforeSession: async () => {
    await startDemoHost();
  },
  before: () => {
    browser.options.baseUrl = `http://localhost:${process.env.E2E_PORT}`;
  },
  afterSession: async () => {
    await stopDemoHost();
  },
  onComplete: () => {
    recordCspTable();
    printTables();
  },
};
