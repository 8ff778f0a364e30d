/**
 * End-to-end: WebdriverIO + mocha against the demo host and sandbox (`startServer`) on a free port,
 * in Debian's headless Chromium and chromedriver. Nothing here downloads a browser or a driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// The launcher picks the port; workers (child processes) inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseUrl = `http://localhost:${port}`;

const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const CHROMEDRIVER = process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver';

let stopServer: (() => Promise<void>) | undefined;
let dataDir: string | undefined;

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./e2e/**/*.e2e.ts'],
  maxInstances: 1,
  baseUrl,
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
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-sync',
          '--disable-quic',
          '--window-size=1280,900',
          '--lang=it-IT',
          // The recognition provider's page asks for the camera: a fake device (a test pattern) and
          // the permission prompt answered yes (recognition.e2e.ts checks the live preview plays).
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
        ],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  ],
  async onPrepare() {
    const { startServer } = await import('../demo-host/server/main');
    dataDir = mkdtempSync(join(tmpdir(), 'bank-onboarding-e2e-'));
    const server = await startServer({
      port,
      dbPath: join(dataDir, 'sandbox.sqlite'),
      latency: { minMs: 0, maxMs: 20 },
      quiet: true,
    });
    stopServer = server.close;
    console.log(`e2e: demo host + sandbox at ${server.url}`);
  },
  async onComplete() {
    await stopServer?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
};
