/**
 * The address recorder (spec §3 session keys, §4 Login flow, DESIGN §4: tokens never leave the wizard): every
 * address a page has — each document's location at its first script, every history.pushState/replaceState URL,
 * every hash change, and each document's `document.referrer` — through a log-in, the reload it causes, a resume
 * (the page reloaded mid-flow) and the online-banking hand-off, on the three demo hosts. None may carry a token:
 * neither the session's own tokens (read from storage) nor the generic shapes.
 */
import { browser, expect } from '@wdio/globals';
import { baseUrl, loginThroughModal, sandbox, shownScreen, waitForElement } from './support';

const LOG_KEY = '__e2eAddresses';

/** Shapes that name or carry a token in an address, whatever its value. */
const GENERIC = [/access_token/i, /refresh_token/i, /[?&](at|rt)=/];

/**
 * Runs at the start of every document the tab loads: records its address and referrer, wraps the history
 * methods and listens to hash changes. The log lives in session storage, so it outlives the same-tab reloads
 * and the hand-off to /online-banking/ (same origin).
 */
const ADDRESS_RECORDER = `(() => {
  const key = ${JSON.stringify(LOG_KEY)};
  const push = (kind, url) => {
    try {
      const log = JSON.parse(sessionStorage.getItem(key) || '[]');
      log.push(kind + ' ' + String(url));
      sessionStorage.setItem(key, JSON.stringify(log.slice(-500)));
    } catch {}
  };
  push('document', location.href);
  push('referrer', document.referrer);
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (state, title, url) {
      if (url !== undefined && url !== null) push(name, new URL(String(url), location.href).href);
      return original.apply(this, arguments);
    };
  }
  addEventListener('hashchange', () => push('hashchange', location.href));
  addEventListener('popstate', () => push('popstate', location.href));
})();`;

/** The recorded addresses and the tokens the tab's storage holds now. */
async function collect(): Promise<{ log: string[]; tokens: string[] }> {
  return browser.execute((key) => {
    const read = (s: Storage, k: string) => {
      try {
        return s.getItem(k);
      } catch {
        return null;
      }
    };
    const tokens = [read(sessionStorage, 'at'), read(sessionStorage, 'rt'), read(localStorage, 'access_token'), read(localStorage, 'refresh_token')];
    return { log: JSON.parse(read(sessionStorage, key) ?? '[]') as string[], tokens: tokens.filter((t): t is string => !!t) };
  }, LOG_KEY);
}

/** Every recorded address that carries one of `tokens` or a generic token shape. */
function leaks(log: readonly string[], tokens: ReadonlySet<string>): string[] {
  return log.filter((entry) => [...tokens].some((t) => entry.includes(t)) || GENERIC.some((re) => re.test(entry)));
}

async function waitForAddresses() {
  await browser.waitUntil(async () => (await shownScreen().catch(() => null)) === 'Addresses', {
    timeoutMsg: 'not resumed on Addresses',
  });
}

describe('§4 No token in any address', () => {
  let scriptId: string | null = null;

  before(async () => {
    await sandbox('POST', 'reset');
    const added = (await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: ADDRESS_RECORDER })) as {
      identifier: string;
    };
    scriptId = added.identifier;
  });
  after(async () => {
    // The recorder must not follow the next spec of this worker's group.
    if (scriptId) await browser.sendCommandAndGetResult('Page.removeScriptToEvaluateOnNewDocument', { identifier: scriptId });
  });

  for (const page of ['/index.html', '/embed.html', '/webview.html?platform=android']) {
    it(`${page}: log-in, its reload, a resume and the online-banking hand-off leave no token in any address`, async () => {
      const tokens = new Set<string>();
      const log: string[] = [];

      // A registering user (spec §4 Login flow step 3): the log-in reloads the page onto Addresses.
      await loginThroughModal('3331000003', '13579', page);
      await waitForAddresses();
      let seen = await collect();
      for (const t of seen.tokens) tokens.add(t);
      // Resume: the page reloaded mid-flow starts again from the session.
      await browser.refresh();
      await waitForElement();
      await waitForAddresses();
      seen = await collect();
      for (const t of seen.tokens) tokens.add(t);
      log.push(...seen.log);

      // An ENABLED user (step 2) is handed off to online banking; `loginThroughModal` opens a fresh session.
      await loginThroughModal('3331000005', '13579', page);
      await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/online-banking/`), {
        timeoutMsg: 'not handed off to the online-banking site',
      });
      await browser.waitUntil(async () => (await collect()).log.some((e) => e.startsWith('document') && e.includes('/online-banking/')));
      seen = await collect();
      for (const t of seen.tokens) tokens.add(t);
      log.push(...seen.log);

      // Both log-ins produced a session (the check is not vacuous), and the walk went where it should.
      expect(tokens.size).toBeGreaterThanOrEqual(3);
      expect(log.filter((e) => e.startsWith('document ')).length).toBeGreaterThanOrEqual(5);
      expect(log.some((e) => e.startsWith('referrer ') && e.includes(page.split('?')[0]!))).toBe(true);
      expect(leaks(log, tokens)).toEqual([]);
    });
  }
});
