/**
 * End-to-end: WebdriverIO + mocha against the demo host and sandbox, in Debian's headless Chromium and
 * chromedriver. Nothing here downloads a browser or a driver.
 *
 * Four workers run spec files side by side: a journey waits on the page much of the time (the sandbox's delays, a
 * request's time-out in the fault runs, the provider's page), so two left the two cores idle a third of the time.
 * Five ran faster alone (466 s against 599 s on a quiet machine) but not beside the package check, as `npm test`
 * runs them: every wait polls, so a slower machine polls more, and the run took 1,248 processor-seconds and 693 s
 * instead of 891 and 466. Each worker starts its own demo host and sandbox (`startDemoHost`: a free port, a temp
 * SQLite file) before its browser session, so a spec's reset or data never meets another worker's; the specs reach
 * it through `baseUrl()` and `browser.url('/…')`.
 */
import { browser } from '@wdio/globals';
import { clearTables, printTables } from './e2e/tables';
import { clearCspScreens, recordCspTable } from './e2e/csp-screens';
import { clearAxeStates } from './e2e/axe-states';
import { clearFaultFigures } from './e2e/fault-table';
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, startDemoHost, stopDemoHost } from './demo-host';
import { E2E_SPECS } from './e2e/specs';
import { WAIT_MS } from './e2e/wait';
import { clearTestTimes, printTestTimes, recordTestTime } from './e2e/test-times';

/** The window every spec file starts with (the browser's `--window-size`). */
const WINDOW = { width: 1280, height: 900 };
/** The spec file whose suites run now, and the window the session started with (a grouped worker runs several files). */
let currentFile: string | undefined;
let firstWindow: string | undefined;

export const config: WebdriverIO.Config = {
  runner: 'local',
  // A group of files (an inner list) runs in one worker: test/e2e/specs.ts.
  specs: E2E_SPECS.map((entry) => (typeof entry === 'string' ? `./e2e/${entry}.e2e.ts` : entry.map((name) => `./e2e/${name}.e2e.ts`))),
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
      'goog:chromeOptions': { binary: CHROMIUM, args: [...CHROMIUM_ARGS, `--window-size=${WINDOW.width},${WINDOW.height}`] },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  ],
  onPrepare: () => {
    clearTables();
    clearCspScreens();
    clearAxeStates();
    clearFaultFigures();
    clearTestTimes();
  },
  // In the worker, before its browser starts: this spec file's own demo host and sandbox.
  beforeSession: async () => {
    await startDemoHost();
  },
  before: async () => {
    browser.options.baseUrl = `http://localhost:${process.env.E2E_PORT}`;
    firstWindow = await browser.getWindowHandle();
  },
  // A group's next file starts as a worker of its own would: one window, the default size. (The page and the
  // sandbox each file sets up itself: `open`, its reset.)
  beforeSuite: async (suite) => {
    if (suite.file === currentFile) return;
    const started = currentFile !== undefined;
    currentFile = suite.file;
    if (!started) return;
    const handles = await browser.getWindowHandles();
    const kept = firstWindow !== undefined && handles.includes(firstWindow) ? firstWindow : handles[0]!;
    for (const handle of handles) {
      if (handle === kept) continue;
      await browser.switchToWindow(handle);
      await browser.closeWindow();
    }
    await browser.switchToWindow(kept);
    firstWindow = kept;
    await browser.setWindowSize(WINDOW.width, WINDOW.height);
  },
  afterTest: (test, _context, { duration }) => {
    recordTestTime(test.file, test.title, duration);
  },
  afterSession: async () => {
    await stopDemoHost();
  },
  onComplete: () => {
    recordCspTable();
    printTables();
    printTestTimes();
  },
};
