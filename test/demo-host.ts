/**
 * What every WebdriverIO config here shares: the demo host + sandbox started on a free port for the run, and
 * Debian's Chromium with its flags. Nothing here downloads a browser or a driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The demo host's port: picked by the launcher, inherited by the workers (child processes) through the environment. */
export async function demoHostPort(): Promise<number> {
  process.env.E2E_PORT ??= String(await freePort());
  return Number(process.env.E2E_PORT);
}

export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
export const CHROMEDRIVER = process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver';

/** Headless Debian Chromium, quiet, Italian, with a fake camera whose permission prompt is answered yes. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--lang=it-IT',
  // The recognition provider's page asks for the camera: a fake device (a test pattern) and the permission
  // prompt answered yes (recognition.e2e.ts checks the live preview plays).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

let stopServer: (() => Promise<void>) | undefined;
let dataDir: string | undefined;

/**
 * Starts the demo host with a fresh sandbox database of its own (a temp SQLite file), fast latency, on `port`
 * (0: a free one), and points `E2E_PORT` (read by the specs' `baseUrl()`) at it. The end-to-end run calls it
 * in each worker, so each spec file has its own sandbox and no spec's reset wipes another's data; the Appium
 * run calls it once in its launcher.
 * @returns the port it listens on.
 */
export async function startDemoHost(port = 0): Promise<number> {
  const { startServer } = await import('../demo-host/server/main');
  dataDir = mkdtempSync(join(tmpdir(), 'bank-onboarding-e2e-'));
  const server = await startServer({
    port,
    dbPath: join(dataDir, 'sandbox.sqlite'),
    latency: { minMs: 0, maxMs: 20 },
    quiet: true,
  });
  stopServer = server.close;
  const listening = Number(new URL(server.url).port);
  process.env.E2E_PORT = String(listening);
  return listening;
}

/** Stops the demo host started by {@link startDemoHost} and removes its database. */
export async function stopDemoHost() {
  await stopServer?.();
  stopServer = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
