/**
 * The resume figure of `npm run bench`: a returning customer opens the page with a session and waits for the
 * step the start-up rules (spec §4) place them on. Measured in Debian's Chromium driven by puppeteer-core, with
 * the profile of a slow phone: CDP `Network.emulateNetworkConditions` (slow 4G: 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up), `Emulation.setCPUThrottlingRate` 4, a phone viewport (412 x 823), a cold cache (a fresh
 * browser context each run). The time is the page's own clock (`performance.now()`, from the navigation's start)
 * at the first animation frame where the step's heading is shown: the address is the step's route, the heading
 * `.main h1` inside the element is visible and no loader covers it.
 */
import type { Browser } from 'puppeteer-core';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

/** Slow 4G as Lighthouse names it, applied by the browser to each request (CDP, bytes per second). */
const RESUME_PROFILE = {
  latencyMs: 150,
  downloadBps: (1.6 * 1024 * 1024) / 8,
  uploadBps: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
} as const;

export const RESUME_PROFILE_TEXT = 'slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), 4x CPU, 412x823 phone viewport, cold cache';

export interface ResumeCase {
  /** What the row says. */
  name: string;
  /** The persona's phone (access code 13579, demo-host/server/seed.ts). */
  phone: string;
  /** The page opened, relative to the demo host; `{tokens}` becomes `access_token=…&refresh_token=…`. */
  page: string;
  /** True: the page opens without tokens and the simulated native app hands the session over (webview.js). */
  handOver?: boolean;
  /** The step's route (the address's hash). */
  hash: string;
  budgetMs: number;
}

const RESUME_CASES: readonly ResumeCase[] = [
  { name: 'consumer at Addresses, /?access_token=…', phone: '3331000003', page: '/?{tokens}', hash: '#/addresses', budgetMs: 2000 },
  {
    name: 'consumer at Addresses, /webview.html?platform=android, session handed over',
    phone: '3331000003',
    page: '/webview.html?platform=android',
    handOver: true,
    hash: '#/addresses',
    budgetMs: 2000,
  },
  { name: 'minor at MinorBankDocuments, /?access_token=…', phone: '3331000018', page: '/?{tokens}', hash: '#/minorBankDocuments', budgetMs: 2500 },
  { name: 'business at UploadBizDocuments, /?access_token=…', phone: '3331000025', page: '/?{tokens}', hash: '#/uploadBizDocuments', budgetMs: 2500 },
];

interface ResumeRun {
  ms: number;
  heading: string;
  /** When the first API call started and the last one before the screen ended (ms from navigation). */
  firstApiStart: number;
  /** The start of each request the page made before the screen showed, for the waterfall (ms, name). */
  requests: { name: string; start: number; end: number; size: number }[];
}

export interface ResumeFigures {
  name: string;
  page: string;
  budgetMs: number;
  runs: ResumeRun[];
  medianMs: number;
}

/**
 * Installed before any page script: checks every 20 ms (a timer, not an animation-frame loop: a page that asks
 * for every frame makes the browser style, lay out and paint one every 16 ms, work the customer's page never
 * does, which at 4x CPU slowed the very start-up measured) whether the step's heading is shown; the time taken
 * is that of the next animation frame, the one that paints it.
 */
const watcher = (hash: string) => `(() => {
  const check = () => {
    const host = document.querySelector('bank-onboarding');
    const root = host && host.shadowRoot;
    const h1 = root && root.querySelector('.main h1');
    const shown = h1 && location.hash.startsWith(${JSON.stringify(hash)}) && h1.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      && !root.querySelector('.loader.busy');
    if (!shown) return void setTimeout(check, 20);
    requestAnimationFrame(() => { window.__resumeShown = { ms: performance.now(), heading: h1.textContent }; });
  };
  check();
})();`;

/**
 * The simulated native app (webview.js) holds the session from the start, as an app that has logged the customer
 * in before it opens the webview: signed in as soon as the page's script defines it, it hands the session over on
 * appIsReady.
 */
const signIn = (at: string, rt: string) => `(() => {
  const session = { accessToken: ${JSON.stringify(at)}, refreshToken: ${JSON.stringify(rt)} };
  let app;
  Object.defineProperty(window, '__nativeApp', {
    configurable: true,
    get: () => app,
    set: (value) => { app = value; value.signIn(session); },
  });
})();`;

async function tokensOf(origin: string, phone: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(new URL('/sec/v2/oauth/token', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: `+39${phone}`, password: '13579', clientId: 'webapp' }).toString(),
  });
  if (!response.ok) throw new Error(`bench resume: token for ${phone}: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

async function once(browser: Browser, origin: string, c: ResumeCase): Promise<ResumeRun> {
  const tokens = await tokensOf(origin, c.phone);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(RESUME_PROFILE.viewport);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RESUME_PROFILE.latencyMs,
      downloadThroughput: RESUME_PROFILE.downloadBps,
      uploadThroughput: RESUME_PROFILE.uploadBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RESUME_PROFILE.cpuSlowdown });
    await page.evaluateOnNewDocument(watcher(c.hash));
    if (c.handOver) await page.evaluateOnNewDocument(signIn(tokens.access_token, tokens.refresh_token));
    const query = `access_token=${encodeURIComponent(tokens.access_token)}&refresh_token=${encodeURIComponent(tokens.refresh_token)}`;
    await page.goto(new URL(c.page.replace('{tokens}', query), origin).href, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction(() => Boolean((window as unknown as { __resumeShown?: unknown }).__resumeShown), { timeout: 60_000, polling: 100 });
    const result = await page.evaluate(() => {
      const shown = (window as unknown as { __resumeShown: { ms: number; heading: string } }).__resumeShown;
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime <= shown.ms);
      const api = entries.filter((e) => e.name.includes('/api/'));
      return {
        ms: shown.ms,
        heading: shown.heading.trim(),
        firstApiStart: api.length ? Math.min(...api.map((e) => e.startTime)) : Number.NaN,
        requests: entries.map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, size: e.encodedBodySize })),
      };
    });
    return result;
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each case `runs` times (a fresh context each), one browser for all; the median of each. */
export async function measureResume(origin: string, runs = 5, cases: readonly ResumeCase[] = RESUME_CASES): Promise<ResumeFigures[]> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=it-IT'],
  });
  try {
    const figures: ResumeFigures[] = [];
    for (const c of cases) {
      const results: ResumeRun[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(browser, origin, c));
      figures.push({ name: c.name, page: c.page, budgetMs: c.budgetMs, runs: results, medianMs: median(results.map((r) => r.ms)) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
