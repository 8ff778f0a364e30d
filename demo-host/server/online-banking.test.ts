// @vitest-environment node
/**
 * The online-banking page (demo-host/public/online-banking/) offers the wizard's entries that fit the
 * customer: its script (links.js) reads `users/me/details` with the hand-off tokens (answered here by the
 * in-process sandbox) and lists the links the e2e tests click, never printing the tokens nor putting them in an
 * address: a link followed in the tab writes the session into session storage (`at`, `rt`, spec §3) first. The
 * script runs in a `node:vm` context standing in for the page (as recaptcha.test.ts does), with the few DOM
 * calls it makes.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { login, setupSandbox } from './testing';

const SCRIPT_PATH = new URL('../public/online-banking/links.js', import.meta.url);
const SCRIPT = readFileSync(SCRIPT_PATH, 'utf8');
const PAGE = readFileSync(new URL('../public/online-banking/index.html', import.meta.url), 'utf8');

type Link = { text: string; href: string };

interface PageWindow {
  onlineBankingLinks: (profile: unknown, now: number) => Link[];
  onlineBankingReady: Promise<void>;
}

/** A click as the list's listener sees it. */
interface FakeClick {
  target: FakeElement;
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The few elements the script makes: an anchor inside a list item inside the page's list. */
interface FakeElement {
  tag: string;
  parent: FakeElement | null;
  children: FakeElement[];
  dataset: Record<string, string>;
  textContent: string;
  href: string;
  listeners: ((event: FakeClick) => void)[];
  appendChild(child: FakeElement): void;
  addEventListener(type: string, listener: (event: FakeClick) => void): void;
  closest(tag: string): FakeElement | null;
}

function element(tag: string): FakeElement {
  const el: FakeElement = {
    tag,
    parent: null,
    children: [],
    dataset: {},
    textContent: '',
    href: '',
    listeners: [],
    appendChild: (child) => {
      child.parent = el;
      el.children.push(child);
    },
    addEventListener: (type, listener) => {
      if (type === 'click') el.listeners.push(listener);
    },
    closest: (wanted) => (el.tag === wanted ? el : (el.parent?.closest(wanted) ?? null)),
  };
  return el;
}

/** A click on `target`, bubbling up to every listener above it (the page's list has the only one). */
function click(target: FakeElement, init: Partial<Omit<FakeClick, 'target'>> = {}) {
  const event: FakeClick = { target, button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init };
  for (let el: FakeElement | null = target; el; el = el.parent) for (const listener of el.listeners) listener(event);
}

/** Everything the page shows as text (what the user could read). */
const textOf = (el: FakeElement): string => el.textContent + el.children.map(textOf).join('');

/**
 * Runs links.js as the page does, with `storage` as localStorage and `fetch` answered by `app`.
 * @returns the page's window, its list of links and what it wrote into its session storage.
 */
function runPage(storage: Record<string, string>, fetchFn: (input: string, init?: RequestInit) => Promise<Response>) {
  const list = element('ul');
  const session: Record<string, string> = {};
  const page: Record<string, unknown> = {
    document: { getElementById: (id: string) => (id === 'upgrade-links' ? list : null), createElement: element },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    sessionStorage: { setItem: (key: string, value: string) => void (session[key] = value) },
    fetch: fetchFn,
    encodeURIComponent,
    Date,
    Promise,
    String,
    Error,
  };
  page.window = page;
  vm.createContext(page);
  vm.runInContext(SCRIPT, page, { filename: SCRIPT_PATH.pathname });
  return { window: page as unknown as PageWindow, list, session };
}

/** Opens the page as persona `phone` (digits) after the hand-off (no tokens with null); returns the links. */
async function openAs(phone: string | null, patchProfile?: string) {
  const { app, db } = setupSandbox();
  if (patchProfile) db.sql.prepare(patchProfile).run();
  const tokens = phone ? await login(app, { username: `+39${phone}` }) : undefined;
  const storage: Record<string, string> = tokens ? { access_token: tokens.access_token, refresh_token: tokens.refresh_token } : {};
  const { window, list, session } = runPage(storage, (input, init) => Promise.resolve(app.request(input, init)));
  await window.onlineBankingReady;
  const links: Link[] = list.children.map((item) => item.children[0]).map((a) => ({ text: a?.textContent ?? '', href: a?.href ?? '' }));
  return { links, list, session, tokens: { at: tokens?.access_token ?? '', rt: tokens?.refresh_token ?? '' } };
}

describe('the online-banking page links into the upgrades', () => {
  it('the page has the list the script fills and loads the script', () => {
    expect(PAGE).toContain('<ul id="upgrade-links"></ul>');
    expect(PAGE).toContain('<script src="links.js"></script>');
  });

  it('a level-B customer (3331000022) gets "Passa al livello A" to /?upgrade=true, no token in it, nothing else', async () => {
    const { links } = await openAs('3331000022');
    expect(links).toEqual([{ text: 'Passa al livello A', href: '/?upgrade=true' }]);
  });

  it('following a link in the tab writes the hand-off session into session storage (at, rt) for the wizard', async () => {
    const { list, session, tokens } = await openAs('3331000022');
    const anchor = list.children[0]!.children[0]!;
    // A click that opens another tab or that the page cancelled leaves the tab's session storage alone.
    click(anchor, { ctrlKey: true });
    click(anchor, { button: 1 });
    click(anchor, { defaultPrevented: true });
    click(list);
    expect(session).toEqual({});
    click(anchor);
    expect(session).toEqual({ at: tokens.at, rt: tokens.rt });
  });

  it('a former minor (3331000023) gets "Passa al conto per maggiorenni" to /?upgradeMinor=true', async () => {
    const { links } = await openAs('3331000023');
    expect(links).toEqual([{ text: 'Passa al conto per maggiorenni', href: '/?upgradeMinor=true' }]);
  });

  it('a document expiring within 60 days (or expired) adds "Aggiorna il documento d\'identità" to /?updateDocument=true', async () => {
    const soon = new Date(Date.now() + 59 * 86_400_000).toISOString().slice(0, 10);
    const { links } = await openAs('3331000023', `UPDATE users SET profile = json_set(profile, '$.document.expiryDate', '${soon}') WHERE id = 'usr-p23'`);
    expect(links.map((l) => l.text)).toEqual(['Passa al conto per maggiorenni', "Aggiorna il documento d'identità"]);
    expect(links[1]?.href).toBe('/?updateDocument=true');
  });

  it('the renewal link: an expiry 61 days away is not offered, today and past ones are', () => {
    const { onlineBankingLinks } = runPage({}, () => Promise.reject(new Error('no call'))).window;
    const now = Date.parse('2030-01-01T12:00:00Z');
    const linksFor = (expiryDate: string) => onlineBankingLinks({ level: 'A', document: { expiryDate } }, now).map((l) => l.text);
    expect(linksFor('2030-03-03')).toEqual([]);
    expect(linksFor('2030-03-02')).toEqual(["Aggiorna il documento d'identità"]);
    expect(linksFor('2030-01-01')).toEqual(["Aggiorna il documento d'identità"]);
    expect(linksFor('2029-06-30')).toEqual(["Aggiorna il documento d'identità"]);
    expect(onlineBankingLinks(null, now)).toEqual([]);
  });

  it('a customer with nothing to upgrade (3331000005, no profile) or no tokens gets no link; the tokens are never printed', async () => {
    const none = await openAs('3331000005');
    expect(none.links).toEqual([]);
    expect(none.list.dataset.loaded).toBe('true');
    expect((await openAs(null)).links).toEqual([]);
    const shown = await openAs('3331000022');
    expect(textOf(shown.list)).toBe('Passa al livello A');
  });

  it('a details call that fails (expired session) shows no link', async () => {
    const { window, list } = runPage({ access_token: 'x', refresh_token: 'y' }, () => Promise.resolve(new Response('{}', { status: 401 })));
    await window.onlineBankingReady;
    expect(list.children).toEqual([]);
    expect(list.dataset.loaded).toBe('error');
  });
});
