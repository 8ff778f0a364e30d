/**
 * What the three Appium configs share: the shared specs, the demo host started for the run, the Appium
 * server started by @wdio/appium-service (the project's own Appium 3, whose APPIUM_HOME is this package) and
 * WebdriverIO pointed at it. `APPIUM_TARGET` tells the specs which app surrounds the element (host.ts).
 */
import { execFileSync } from 'node:child_process';
import { demoHostPort, freePort, startDemoHost, stopDemoHost } from '../demo-host';
import type { AppiumTarget } from './host';
import { WAIT_MS } from '../e2e/wait';

interface Options {
  target: AppiumTarget;
  capabilities: Record<string, unknown>;
  /** Extra Appium server arguments (e.g. `allowInsecure` for a driver feature). */
  appiumArgs?: Record<string, unknown>;
  /** Runs after the demo host is up (e.g. `adb reverse` so the emulator reaches it as localhost). */
  afterHostStarts?: (port: number) => void | Promise<void>;
  /** Per-test timeout; emulators are slower than this machine's Chromium. */
  testTimeoutMs?: number;
}

export async function appiumConfig(options: Options): Promise<WebdriverIO.Config> {
  const port = await demoHostPort();
  process.env.APPIUM_PORT ??= String(await freePort());
  const appiumPort = Number(process.env.APPIUM_PORT);
  process.env.APPIUM_TARGET = options.target;
  return {
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
    waitforTimeout: WAIT_MS,
    connectionRetryTimeout: 180_000,
    connectionRetryCount: 2,
    framework: 'mocha',
    mochaOpts: { ui: 'bdd', timeout: options.testTimeoutMs ?? 120_000 },
    reporters: ['spec'],
    services: [
      [
        'appium',
        {
          command: 'appium',
          // 'info': the service knows Appium is up from its info line "Appium REST http interface listener
          // started"; at 'warn' that line never comes and every run waited the service's whole 30 s start-up
          // timeout before going on. The output goes to logPath's file, not to the run's console.
          args: { address: '127.0.0.1', port: appiumPort, basePath: '/wd/hub', logLevel: 'info', ...options.appiumArgs },
          logPath: './.artifacts/appium-logs',
        },
      ],
    ],
    // Appium's vendor capabilities (appium:…) are not in WebdriverIO's typings: hence the cast.
    capabilities: [options.capabilities as WebdriverIO.Capabilities],
    async onPrepare() {
      await startDemoHost(port);
      await options.afterHostStarts?.(port);
    },
    async onComplete() {
      await stopDemoHost();
      // The service sends the Appium tree SIGTERM; an Appium still shutting down when the launcher exits was seen
      // to outlive the run. Make sure the one on this run's port goes (best effort: pkill may find nothing).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        execFileSync('pkill', ['-f', `appium .*--port ${appiumPort}( |$)`], { stdio: 'ignore' });
      } catch {
        // nothing left, or no pkill on this machine
      }
    },
  };
}
