/**
 * `npm run bench`: the interaction and memory benchmarks, driven by WebdriverIO through the shared
 * journey helpers, on the demo host started for the run. Not part of `npm test`: timings are measured here,
 * never asserted in tests. Writes its figures to BENCH_RESULTS (JSON); scripts/bench.ts checks the budgets.
 */
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, demoHostPort, startDemoHost, stopDemoHost } from '../demo-host';

const port = await demoHostPort();
// The journeys are measured, not checked: no axe-core injected on every screen (test/e2e/support.ts onScreen).
process.env.E2E_SKIP_AXE = 'bench';
// Typing at a person's pace (test/e2e/support.ts `type`): one key, the page's answer, then 100 ms, so the interaction
// figures are each key's own latency, not keys queued behind each other by a script typing a field in one burst.
process.env.BENCH_KEY_PAUSE_MS ??= '100';

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./*.bench.ts'],
  maxInstances: 1,
  baseUrl: `http://localhost:${port}`,
  logLevel: 'warn',
  outputDir: './.artifacts/bench-logs',
  waitforTimeout: 20_000,
  framework: 'mocha',
  mochaOpts: { ui: 'bdd', timeout: 600_000 },
  reporters: ['spec'],
  capabilities: [
    {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        // --js-flags: lets the heap figures be read after a real garbage collection.
        args: [...CHROMIUM_ARGS, '--window-size=390,844', '--enable-precise-memory-info'],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  ],
  onPrepare: () => startDemoHost(port),
  onComplete: () => stopDemoHost(),
};
