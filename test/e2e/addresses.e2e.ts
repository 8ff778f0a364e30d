/**
 * The address recorder (spec §3 session keys, §4 Login flow, DESIGN §4: tokens never leave the wizard): every
 * address a page has — each document's location at its first script, every history.pushState/replaceState URL,
 * every hash change, and each document's `document.referrer` — through a log-in, the reload it causes, a resume
 * (the page reloaded mid-flow) and the online-banking hand-off, on the embedding page and the webview simulator;
 * on the web page also through the §9 exit to /public-site/ and an online-banking link back into the wizard,
 * which starts logged in. None may carry a token: neither the session's own tokens (read from storage) nor the
 * generic shapes.
 */
import { $, browser, expect } from '@wdio/globals';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { baseUrl, loginThroughModal, press, sandbox, shownScreen, waitForElement } from './support';

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

/** Waits until the element shows `screen` (after a log-in's reload, a resume, a link followed). */
async function waitForScreen(screen: string) {
  await browser.waitUntil(async () => (await shownScreen().catch(() => null)) === screen, { timeoutMsg: `not on ${screen}` });
}

/** Waits until the tab has left for the demo host's `path` and that document has recorded itself. */
async function waitForDocument(path: string) {
  const address = `${baseUrl()}${path}`;
  await browser.waitUntil(async () => (await collect()).log.some((e) => e.startsWith(`document ${address}`)), { timeoutMsg: `never at ${address}` });
}

/** The referrer recorded by the document loaded at `address` (the recorder logs each document, then its referrer). */
function referrerOf(log: readonly string[], address: string): string | undefined {
  const at = log.lastIndexOf(`document ${address}`);
  return at >= 0 ? log[at + 1]?.replace(/^referrer /, '') : undefined;
}

/** Level B, handed off to online banking, where "Passa al livello A" leads back into the wizard (docs/sandbox.md Personas). */
const LEVEL_B = '3331000022';

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

  for (const page of ['/embed.html', '/webview.html?platform=android']) {
    const web = !page.startsWith('/webview.html');
    const title = web
      ? 'log-in, its reload, a resume, the §9 exit to /public-site/, the online-banking hand-off and a link back into the wizard'
      : 'log-in, its reload, a resume and the online-banking hand-off';
    it(`${page}: ${title} leave no token in any address`, async () => {
      const tokens = new Set<string>();
      const log: string[] = [];
      const keep = (seen: { log: string[]; tokens: string[] }) => {
        for (const t of seen.tokens) tokens.add(t);
        log.push(...seen.log);
      };
      const pageAddress = `${baseUrl()}${page}`;

      // A registering user (spec §4 Login flow step 3): the log-in reloads the page onto Addresses.
      await loginThroughModal('3331000003', '13579', page);
      await waitForScreen('Addresses');
      for (const t of (await collect()).tokens) tokens.add(t);
      // Resume: the page reloaded mid-flow starts again from the session.
      await browser.refresh();
      await waitForElement();
      await waitForScreen('Addresses');
      keep(await collect());

      if (web) {
        // §9: a finished registration (CONTRACTS_SIGNED, step 8) leaves for the public site; the session is
        // cleared before the page goes, so its tokens are read on RegistrationCompleted.
        await loginThroughModal('3331000004', '13579', page);
        await waitForScreen('RegistrationCompleted');
        for (const t of (await collect()).tokens) tokens.add(t);
        await press(COMPLETED_COPY.exit);
        await waitForDocument('/public-site/');
        const seen = await collect();
        keep(seen);
        expect(referrerOf(seen.log, `${baseUrl()}/public-site/`)).toBe(pageAddress);
      }

      // An ENABLED user (step 2) is handed off to online banking; `loginThroughModal` opens a fresh session.
      await loginThroughModal(web ? LEVEL_B : '3331000005', '13579', page);
      await waitForDocument('/online-banking/');
      if (web) {
        // Back into the wizard from online banking: the link's address has no token, the page's session goes
        // through session storage, and the upgrade starts logged in (Citizenship, 1,7).
        const link = $('a=Passa al livello A');
        await link.waitForDisplayed();
        expect(await link.getAttribute('href')).toBe('/?upgrade=true');
        for (const t of (await collect()).tokens) tokens.add(t);
        await link.click();
        await waitForElement();
        await waitForScreen('Citizenship');
        expect(referrerOf((await collect()).log, `${baseUrl()}/?upgrade=true`)).toBe(`${baseUrl()}/online-banking/`);
      }
      keep(await collect());

      // Every log-in produced a session (the check is not vacuous), and the walk went where it should.
      expect(tokens.size).toBeGreaterThanOrEqual(web ? 5 : 3);
      expect(log.filter((e) => e.startsWith('document ')).length).toBeGreaterThanOrEqual(web ? 7 : 5);
      expect(log.some((e) => e.startsWith('referrer ') && e.includes(page.split('?')[0]!))).toBe(true);
      expect(leaks(log, tokens)).toEqual([]);
    });
  }
});
