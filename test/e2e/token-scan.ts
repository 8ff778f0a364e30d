/**
 * The token scan: over a journey, collect what a token could leak into — the address bar
 * after each load, the onboarding-track payloads the host heard, the bridge messages the native host got, the
 * console, the sandbox's request log and tracking store — and the session's own tokens (read from session and
 * local storage whenever the scan collects), then look for every token and for generic token shapes in all of it.
 */
import { browser } from '@wdio/globals';
import { bridgeLog, hostTracking } from './support';
import { markdownTable } from './tables';

/** Shapes that name or carry a token, whatever its value. */
const GENERIC = [/access_token/i, /refresh_token/i, /Bearer\s/, /[?&](at|rt)=/];

const CONSOLE_KEY = '__e2eConsole';

/**
 * Records every console call (and uncaught error) of every document the tab loads, from its first script on,
 * and the address at the load event of each document, in session storage (it outlives the same-tab hand-off to
 * the recognition provider and back).
 */
const CONSOLE_RECORDER = `(() => {
  const key = ${JSON.stringify(CONSOLE_KEY)};
  const push = (kind, args) => {
    try {
      const text = args.map((a) => {
        if (a instanceof Error) return a.stack || a.message;
        if (typeof a === 'string') return a;
        try { return JSON.stringify(a); } catch { return String(a); }
      }).join(' ');
      const log = JSON.parse(sessionStorage.getItem(key) || '[]');
      log.push(kind + ': ' + text);
      sessionStorage.setItem(key, JSON.stringify(log.slice(-500)));
    } catch {}
  };
  for (const kind of ['log', 'info', 'warn', 'error', 'debug', 'trace']) {
    const original = console[kind].bind(console);
    console[kind] = (...args) => { push(kind, args); original(...args); };
  }
  // The address as the page's scripts see it at the load event (the boot loader, or the element as it is
  // created, strips start-up tokens before then).
  addEventListener('load', () => {
    try {
      const urls = JSON.parse(sessionStorage.getItem(key + 'Urls') || '[]');
      urls.push(location.href);
      sessionStorage.setItem(key + 'Urls', JSON.stringify(urls.slice(-200)));
    } catch {}
  });
  addEventListener('error', (e) => push('uncaught', [e.message]));
  addEventListener('unhandledrejection', (e) => push('unhandled rejection', [e.reason]));
})();`;

export class TokenScan {
  private readonly tokens = new Set<string>();
  private readonly places = new Map<string, Set<string>>();

  addTokens(...tokens: (string | null | undefined)[]) {
    for (const token of tokens) if (token && token.length >= 16) this.tokens.add(token);
  }

  tokenCount() {
    return this.tokens.size;
  }

  private add(place: string, item: string) {
    if (!this.places.has(place)) this.places.set(place, new Set());
    this.places.get(place)!.add(item);
  }

  /** Installs the console recorder on every document the tab loads from now on (CDP). */
  async recordConsole() {
    await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: CONSOLE_RECORDER });
    this.places.set('console', new Set());
    this.places.set('address bar at the load event', new Set());
  }

  /** Collects the page's places now: the address, tracking, bridge and console; and the session's tokens. */
  async collect(where: string) {
    const page = await browser.execute((key) => {
      const read = (s: Storage, k: string) => {
        try {
          return s.getItem(k);
        } catch {
          return null;
        }
      };
      return {
        url: location.href,
        tokens: [read(sessionStorage, 'at'), read(sessionStorage, 'rt'), read(localStorage, 'access_token'), read(localStorage, 'refresh_token')],
        console: JSON.parse(read(sessionStorage, key) ?? '[]') as string[],
        loaded: JSON.parse(read(sessionStorage, `${key}Urls`) ?? '[]') as string[],
      };
    }, CONSOLE_KEY);
    this.addTokens(...page.tokens);
    this.add('address bar as the scan reads it', page.url);
    for (const [i, url] of page.loaded.entries()) this.add('address bar at the load event', `${i} ${url}`);
    for (const [i, line] of page.console.entries()) {
      // WebdriverIO's own script (the shadow-root tracker it injects into every document) logs the page's
      // location at load, before the element has run: the test tool's output, not the page's.
      if (line.startsWith('debug: [WDIO]')) continue;
      this.add('console', `${i} ${line}`);
    }
    for (const event of await hostTracking()) this.add('onboarding-track payloads', JSON.stringify(event));
    for (const message of await bridgeLog()) this.add('bridge messages', JSON.stringify(message));
    void where;
  }

  /** Adds the sandbox's request log (`GET /__sandbox/requests`: every field of every entry). */
  collectRequests(log: Record<string, unknown>) {
    for (const entry of (log.requests as unknown[]) ?? []) this.add('sandbox request log', JSON.stringify(entry));
  }

  /** Adds a sandbox store (e.g. the tracking events it received) as a place. */
  collectItems(place: string, items: unknown[]) {
    for (const item of items) this.add(place, JSON.stringify(item));
  }

  /** What leaked where, and the table: places × items × tokens found. */
  report() {
    const leaks: string[] = [];
    const rows: (string | number)[][] = [];
    for (const [place, items] of this.places) {
      let found = 0;
      for (const item of items) {
        const hits = [
          ...[...this.tokens].filter((t) => item.includes(t)).map(() => 'a session token'),
          ...GENERIC.filter((re) => re.test(item)).map((re) => String(re)),
        ];
        if (hits.length > 0) {
          found += 1;
          leaks.push(`${place}: ${hits.join(', ')} in ${item.slice(0, 300)}`);
        }
      }
      rows.push([place, items.size, found]);
    }
    const table = markdownTable(
      ['Place scanned', 'Items scanned', `Tokens found (${this.tokens.size} session tokens + ${GENERIC.length} generic shapes)`],
      rows,
    );
    return { leaks, table };
  }
}
