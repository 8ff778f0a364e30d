/** Shared end-to-end helpers: the sandbox admin surface, tokens, shadow-DOM queries and axe. */
import { browser, $ } from '@wdio/globals';
import type { ChainablePromiseElement } from 'webdriverio';
import axe from 'axe-core';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { STEP_COPY } from '../../src/kit/copy';
import { countCspScreen } from './csp-screens';
import { axeStateKey, firstVisit } from './axe-states';

export const baseUrl = () => `http://localhost:${process.env.E2E_PORT}`;

import { WAIT_MS } from './wait';

export { WAIT_MS };

/**
 * Opens a page with a fresh document and, unless `keepStorage`, a fresh session: `browser.url` to an
 * address that differs only by its hash is a same-document navigation (the element and an open modal
 * would carry over), and session storage (start-up flags, tokens) outlives navigations in a tab.
 */
export async function open(path: string, { keepStorage = false }: { keepStorage?: boolean } = {}) {
  await browser.url('about:blank');
  if (!keepStorage) {
    await browser.url(`${baseUrl()}/__sandbox/faults`);
    await browser.execute(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }
  await browser.url(path);
}

/** Changes the hash route as a user typing it (or the browser's back button) would. */
export async function setHash(hash: string) {
  await browser.execute((h) => {
    window.location.hash = h;
  }, hash);
}

/** The current hash route, e.g. `#/citizenship`. */
export const currentHash = () => browser.execute(() => window.location.hash);


/** Waits until the hash route is `hash` (e.g. `#/citizenship`). */
export async function waitForHash(hash: string, timeout = WAIT_MS) {
  // A script run while the page is being replaced (a same-window return from a provider) fails with "Cannot
  // find context": that is "not there yet", not a failure.
  let last: string | null = null;
  await browser
    .waitUntil(async () => (last = await currentHash().catch(() => null)) === hash, { timeout })
    .catch(() => {
      throw new Error(`expected ${hash}, still at ${last}`);
    });
}

/** What the element shows: the routed screen and the text of its heading ('' while none is displayed). */
export interface Shown {
  screen: string | null;
  heading: string;
}

/**
 * Reads what the element shows in one script, with no element reference kept between commands: a screen swap
 * replaces the section and its h1, and WebdriverIO re-finds a stale `shadow$` element in the host's light DOM
 * (where it never is), waiting `waitforTimeout` for it — one read between finding and reading the old screen
 * then took 20 s and failed, through Appium's proxy most often. null while the page is being replaced.
 */
async function shown(host = 'bank-onboarding'): Promise<Shown | null> {
  return browser
    .execute((selector) => {
      const root = document.querySelector(selector)?.shadowRoot;
      const screen = root?.querySelector('.main [data-screen]')?.getAttribute('data-screen') ?? null;
      const h1 = root?.querySelector<HTMLElement>('.main h1');
      // Displayed as WebDriver means it: rendered, not hidden, not transparent (checkVisibility where the web
      // view has it).
      const displayed =
        h1 !== null &&
        h1 !== undefined &&
        h1.getClientRects().length > 0 &&
        (typeof h1.checkVisibility !== 'function' || h1.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      return { screen, heading: displayed ? h1.innerText.trim() : '' };
    }, host)
    .catch(() => null);
}

/** Waits until the element shows a screen with its heading displayed, and returns what it shows. */
async function shownWithHeading(what = 'the step heading (.main h1) is not displayed'): Promise<Shown> {
  let state: Shown | null = null;
  await browser.waitUntil(async () => ((state = await shown())?.heading ?? '') !== '', { timeoutMsg: what });
  return state!;
}

/** The text of the step heading (the screen's h1), once it is displayed. */
export async function headingText(): Promise<string> {
  return (await shownWithHeading()).heading;
}

/** The screen the element shows (`data-screen` of the routed section), once its heading is displayed. */
export async function shownScreen(): Promise<string | null> {
  return (await shownWithHeading()).screen;
}

/** Calls the sandbox admin surface (spec-neutral test hooks, DESIGN §6). */
export async function sandbox(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const DEMO_USER = { phone: '3330000000', code: '13579' } as const;

/** Logs in through the token endpoint (password grant) and returns the token pair. */
export async function passwordGrant(user: { phone: string; code: string } = DEMO_USER) {
  const response = await fetch(`${baseUrl()}/sec/v2/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: `+39${user.phone}`,
      password: user.code,
      clientId: 'webapp',
    }).toString(),
  });
  if (!response.ok) throw new Error(`token: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

export async function requests(): Promise<LoggedRequest[]> {
  return (await sandbox('GET', 'requests')).requests as LoggedRequest[];
}

/**
 * An in-page finder as WebdriverIO's function selector: `$(finder)` runs it in one script (host, shadow root and
 * element in one round trip instead of three commands), and an element gone stale is found again by the same
 * script. `body` is the function's body; it gets the element's shadow root as `root` and returns an element or null.
 */
function finder(host: string, body: string, ...values: string[]): () => HTMLElement {
  const names = values.map((_, i) => `v${i}`);
  const consts = values.map((value, i) => `const ${names[i]} = ${JSON.stringify(value)};`).join('\n');
  return new Function(`${consts}\nconst root = document.querySelector(${JSON.stringify(host)})?.shadowRoot;\nif (!root) return null;\n${body}`) as () => HTMLElement;
}

/** The element's shadow root content, found by a CSS selector (one in-page script, {@link finder}). */
export const inElement = (selector: string, host = 'bank-onboarding') =>
  $(finder(host, 'return root.querySelector(v0);', selector));

/**
 * Waits until the element has rendered its shell: defined, and its own root the only one shown (a page may
 * carry its first view prerendered so it paints before the JavaScript, marked data-prerendered, which the element replaces once its first
 * screen has rendered).
 */
export async function waitForElement(host = 'bank-onboarding') {
  await browser.waitUntil(
    () =>
      browser.execute((selector) => {
        const element = document.querySelector(selector);
        if (!element?.shadowRoot || !customElements.get(element.localName)) return false;
        const roots = [...element.shadowRoot.children].filter((child) => child.classList.contains('root'));
        const root = roots[0] as HTMLElement | undefined;
        return roots.length === 1 && !root!.hidden && !root!.hasAttribute('data-prerendered');
      }, host),
    { timeoutMsg: `<${host}> did not render its shell` },
  );
}

/** The open global modal's title text, or null (read in one script, as {@link shown}). */
export const modalTitle = (host = 'bank-onboarding'): Promise<string | null> =>
  browser.execute((selector) => {
    const title = document.querySelector(selector)?.shadowRoot?.querySelector<HTMLElement>('dialog.modal[open] .modal-title');
    return title ? title.innerText.trim() : null;
  }, host);

/** The axe-core rule tags every screen is checked against (DESIGN §7): WCAG 2.2 AA and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page (open shadow roots included) and returns the violations. axe-core's own script is put
 * into the page once per document and run there: `@axe-core/webdriverio` sent its 1.5 MB again on every check and
 * finished each one in a new browser tab, nearly half of a journey's processor time (measured on minor.e2e.ts). None of the
 * pages checked has a frame (one would need axe-core inside it too: the check fails rather than skip it).
 */
export async function axeViolations() {
  // The §9 page fade (400 ms) blends the screen's colours while it runs: contrast is judged once it ends.
  await browser.executeAsync((done: () => void) => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const fades = (root?.getAnimations() ?? []).filter((a) => (a as CSSAnimation).animationName === 'bo-page-fade');
    const ended = Promise.all(fades.map((a) => a.finished.catch(() => undefined)));
    void Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => done());
  });
  if (!(await browser.execute(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await browser.execute(`${axe.source}\n;`);
  }
  // Tags select the rules: the WCAG 2.0/2.1/2.2 A and AA rules (target-size, 2.5.8, is off by default and runs only
  // when its tag is asked for) plus 'best-practice', which keeps every rule the default run checks. Only the
  // violations are wanted: the other result types keep one node each.
  const outcome = await browser.executeAsync((tags: string[], done: (json: string) => void) => {
    const frames = document.querySelectorAll('iframe, frame').length;
    if (frames > 0) return done(JSON.stringify({ error: `${frames} frame(s) on the page: axe-core is not in them` }));
    const runner = (window as unknown as { axe: typeof axe }).axe;
    runner
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then((results) => done(JSON.stringify({ violations: results.violations })))
      .catch((error: unknown) => done(JSON.stringify({ error: String(error) })));
  }, AXE_TAGS);
  const { violations, error } = JSON.parse(outcome) as { violations?: axe.Result[]; error?: string };
  if (error !== undefined || violations === undefined) throw new Error(`axe-core did not run: ${error}`);
  // Each node with axe's own account of it (for colour contrast: the colours and the ratio it measured).
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`,
  );
}

/** The bridge log recorded by /webview.html. */
export async function bridgeLog(): Promise<{ type: string; payload: Record<string, unknown> }[]> {
  const log = await browser.execute(() => JSON.stringify((window as unknown as { __bridgeLog?: unknown[] }).__bridgeLog ?? []));
  return JSON.parse(log) as { type: string; payload: Record<string, unknown> }[];
}

export async function waitForBridgeMessage(type: string) {
  await browser.waitUntil(async () => (await bridgeLog()).some((m) => m.type === type), {
    timeoutMsg: `bridge message ${type} not received`,
  });
}

/** In-page: the first displayed button of `root` whose visible text is `v0` (WebDriver's text: rendered, trimmed). */
const BUTTON_BY_TEXT =
  "return [...root.querySelectorAll('button')].find((b) => b.getClientRects().length > 0 && b.innerText.trim() === v0) ?? null;";

/** A button of the element by its visible text, once it is there (one in-page script a poll, {@link finder}). */
export async function button(text: string, host = 'bank-onboarding') {
  const element = $(finder(host, BUTTON_BY_TEXT, text));
  await element.waitForExist({ timeoutMsg: `no button "${text}" in <${host}>` });
  return element;
}

/** The login modal of the landing page and its fields (spec §2). */
export const loginModal = {
  dialog: () => inElement('dialog.login-modal'),
  phone: () => inElement('dialog.login-modal input[autocomplete="tel"]'),
  code: () => inElement('dialog.login-modal input[autocomplete="current-password"]'),
  submit: () => inElement('dialog.login-modal button[type="submit"]'),
  message: () => inElement('dialog.login-modal .form-message'),
};

/** Opens the login modal from the landing page's "Accedi" button. */
export async function openLoginModal() {
  await press(HOME_COPY.login);
  await loginModal.dialog().waitForDisplayed();
}

/** Opens `page` with a fresh session and logs in through the landing page's login modal. */
export async function loginThroughModal(phone: string, code = '13579', page = STRICT_PAGE) {
  await open(page);
  await waitForElement();
  await openLoginModal();
  await loginModal.phone().setValue(phone);
  await loginModal.code().setValue(code);
  // "Accedi" is disabled until the form is valid (spec §5), which the form learns a moment after the last key:
  // a disabled button takes no click.
  await loginModal.submit().waitForEnabled();
  await loginModal.submit().click();
}

/** Session-storage values of the page (start-up flags, tokens). */
export const sessionValue = (key: string) => browser.execute((k) => sessionStorage.getItem(k), key);

/**
 * Clicks "Prosegui" as a fast script does: the moment it is enabled, with no pause. While the
 * 1-second window of spec §4/§9 runs (after the previous step's submit too) the button is disabled, so
 * an enabled button's click always counts and the whole flow runs at script speed.
 */
export async function prosegui(label: string = STEP_COPY.submit) {
  await press(label);
}

/**
 * Clicks the element's button labelled `text` once it is enabled, as a QA script does: a step's buttons are
 * disabled while the previous submit's lock runs (spec §4, §9), and a disabled button takes no click.
 */
export async function press(text: string, host = 'bank-onboarding') {
  const click = async () => {
    // Found, enabled, scrolled into view and on top in one script a poll. Into view with its scrolling containers:
    // WebDriver's own scrolling moves only the page, and a button below the fold of a scrolling host (the device
    // frame of /webview.html) stayed clipped, its click refused as intercepted and retried for seconds. On top: the
    // element's loader overlay covers the page while it works, and a click there lands on the overlay as a user's
    // would; WebDriver checks what is at the point only down to the shadow host, so it took that click as the
    // button's and it was lost. A user waits for the overlay to go, and so does this.
    const script = finder(
      host,
      `const b = (() => { ${BUTTON_BY_TEXT} })();
       if (!b || b.disabled) return null;
       b.scrollIntoView({ block: 'center' });
       const r = b.getBoundingClientRect();
       const top = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
       return top && (top === b || b.contains(top)) ? b : null;`,
      text,
    );
    let target: ChainablePromiseElement | null = null;
    await browser.waitUntil(
      async () => {
        const found: unknown = await browser.execute(script);
        target = found ? $(found as WebdriverIO.Element) : null;
        return target !== null;
      },
      { timeoutMsg: `no enabled button "${text}" in <${host}>` },
    );
    await target!.click();
  };
  await (pressHook.current ? pressHook.current(text, click) : click());
}

/**
 * Waits for the route and its screen (`data-screen`, its heading displayed; `heading`: that text), with no
 * check of the screen itself: the Appium specs wait so for the screens the end-to-end run checks.
 */
export async function waitForScreen(hash: string, screen: string, heading?: string) {
  await waitForHash(hash);
  let state: Shown | null = null;
  await browser
    .waitUntil(
      async () => {
        state = await shown();
        return state?.screen === screen && state.heading !== '';
      },
    )
    .catch(async () => {
      // What the user sees: the routed region's text and the open dialog's, not the styles.
      const text = await browser.execute(() => {
        const root = document.querySelector('bank-onboarding')?.shadowRoot;
        const screens = [...(root?.querySelectorAll('.main [data-screen]') ?? [])].map((s) => s.getAttribute('data-screen'));
        const dialog = root?.querySelector('dialog[open]')?.textContent ?? '';
        return `screens ${JSON.stringify(screens)}; main: ${root?.querySelector('.main')?.textContent ?? ''}; dialog: ${dialog}`;
      });
      throw new Error(`expected screen ${screen} at ${hash}; the element shows: ${text.slice(0, 600)}`);
    });
  if (heading !== undefined && state!.heading !== heading) throw new Error(`expected heading "${heading}", got "${state!.heading}"`);
}

/** Waits for the route and its screen ({@link waitForScreen}), then checks axe-core (DESIGN §7: every screen). */
export async function onScreen(hash: string, screen: string, heading?: string) {
  await waitForScreen(hash, screen, heading);
  await expectNoCspViolations(screen);
  // `npm run bench` drives the same journeys to measure them: axe-core, injected on every screen, would be
  // measured too (its script and caches stay in the page's heap). Every test run checks it.
  if (process.env.E2E_SKIP_AXE === 'bench') return;
  await expectNoAxeViolations(screen);
}

/**
 * axe-core on the page, once per screen state in the run (axe-states.ts): a screen state met again (the same
 * screen with the same shape, on the same page and layout) was checked already.
 */
async function expectNoAxeViolations(screen: string) {
  if (!firstVisit(await axeStateKey(screen))) return;
  const violations = await axeViolations();
  if (violations.length > 0) throw new Error(`axe-core violations on ${screen}: ${JSON.stringify(violations, null, 2)}`);
}

/** A field of the step form by CSS selector. */
export const field = (selector: string) => inElement(`form ${selector}`);

/** The error text under the field whose input matches `selector` ('' when none shows). */
export async function errorOf(selector: string): Promise<string> {
  return errorTextOf(await field(selector));
}

/** Replaces the value of the step form's field `selector` as typing does (WebdriverIO's setValue clears first). */
export async function type(selector: string, value: string) {
  await typeInto(await field(selector), value);
}

/**
 * Types `value` into a field. The bench measures typing as a person types (scripts/bench.ts, interaction latency):
 * one key at a time, then a short pause (BENCH_KEY_PAUSE_MS); a test types at script speed, the field in one go.
 */
async function typeInto(input: ChainablePromiseElement, value: string) {
  const pause = Number(process.env.BENCH_KEY_PAUSE_MS ?? 0);
  if (!pause) return input.setValue(value);
  await input.clearValue();
  for (const key of value) {
    await input.addValue(key);
    await browser.pause(pause);
  }
}

/**
 * The control labelled `label` in the element (inside the group whose legend starts with `legend`, for the
 * repeated "Sì"/"No"): the label's `for` names it, as a screen reader would find it. Waited for: a screen's
 * options may come with an answer after its heading (the cards of CardCarousel, the document types).
 */
export async function control(label: string, legend?: string) {
  const find = finder(
    'bank-onboarding',
    `const scope = v1 ? [...root.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.trim().startsWith(v1)) : root;
     const found = [...(scope?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === v0);
     return found?.htmlFor ? root.getElementById(found.htmlFor) : null;`,
    label,
    legend ?? '',
  );
  let found: unknown = null;
  await browser.waitUntil(async () => Boolean((found = await browser.execute(find))), {
    timeoutMsg: `no control labelled "${label}"${legend ? ` in "${legend}"` : ''}`,
  });
  return $(found as WebdriverIO.Element);
}

/** The text of the error under `input` ('' when none shows): its aria-describedby entry ending in -error. */
const errorTextOf = (input: ChainablePromiseElement) =>
  browser.execute((el: HTMLElement) => {
    const errorId = (el.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    const error = errorId ? (el.getRootNode() as ShadowRoot).getElementById(errorId) : null;
    return error && error.getClientRects().length > 0 ? error.innerText.trim() : '';
  }, input as unknown as HTMLElement);

/** The error text under the control labelled `label` ('' when none shows). */
export async function errorUnder(label: string): Promise<string> {
  return errorTextOf(await control(label));
}

/** Replaces the value of the control labelled `label` as typing does (WebdriverIO's setValue clears first). */
export async function fill(label: string, value: string) {
  await typeInto(await control(label), value);
}

export const choose = async (option: string, legend?: string) => (await control(option, legend)).click();

/** An `onboarding-track` event's detail (spec §2 names, §3 payload). */
export interface Tracked {
  name: string;
  kind: string;
  payload: Record<string, unknown>;
}

/** The tracking events the host page heard (the demo pages record the element's events). */
export const hostTracking = async (): Promise<Tracked[]> =>
  JSON.parse(
    await browser.execute(() =>
      JSON.stringify(
        ((window as unknown as { __onboardingEvents?: { type: string; detail: unknown }[] }).__onboardingEvents ?? [])
          .filter((e) => e.type === 'onboarding-track')
          .map((e) => e.detail),
      ),
    ),
  ) as Tracked[];

/**
 * The landing page (`/`) under the strict Content-Security-Policy, where the flow journeys run
 * (`/` keeps the prerendered landing, for the specs that test it).
 */
export const STRICT_PAGE = '/csp.html';

/** One violation recorded by csp-report.js. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

/** The page's Content-Security-Policy violations (csp-report.js), or null on a page that does not record them. */
export const cspViolations = (): Promise<CspViolation[] | null> =>
  browser.execute(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? null);

/** Throws with the violations listed, when there are any. */
export function failOnCspViolations(violations: readonly CspViolation[], where: string) {
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations on ${where}: ${JSON.stringify(violations, null, 2)}`);
}

/** On a page that records them, fails with every Content-Security-Policy violation (counted per spec). */
export async function expectNoCspViolations(where: string) {
  const violations = await cspViolations();
  if (violations === null) return;
  countCspScreen(await browser.execute(() => window.location.pathname), violations.length);
  failOnCspViolations(violations, where);
}

/**
 * For the fault runs: when set, every `press` (and so `prosegui`) hands its click to this hook, which may
 * click several times (a fault, the error, a retry) before the journey goes on. Reset it to null after use.
 */
export const pressHook: { current: ((label: string, click: () => Promise<void>) => Promise<void>) | null } = { current: null };
