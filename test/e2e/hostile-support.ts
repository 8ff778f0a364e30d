/**
 * Helpers of the hostile-input run (hostile.e2e.ts): the `window.__pwned` trap, a field probe that sets
 * every payload into a field of the element as react-hook-form expects (value + input, then blur), and the tally
 * the run prints.
 */
import { browser } from '@wdio/globals';
import * as MESSAGES from '../../src/validation/messages';
import { DOCUMENT_DATE_MESSAGES } from '../../src/validation/document-dates';
import { PAYLOADS, type Payload } from '../hostile/payloads';
import { axeViolations, inElement, sandbox } from './support';

/** The §5 messages a refusal may show (messages.ts verbatim, the length messages by their pattern). */
const SECTION5_MESSAGES = new Set<string>(
  ([...Object.values(MESSAGES), ...Object.values(DOCUMENT_DATE_MESSAGES)] as unknown[]).filter((m): m is string => typeof m === 'string'),
);
const LENGTH_MESSAGE = /^Il campo (deve avere almeno|non può superare le) \d+ (lettere|cifre|caratteri)\.?$/;
const isSection5Message = (text: string) => SECTION5_MESSAGES.has(text) || LENGTH_MESSAGE.test(text);

/**
 * The trap: `window.__pwned`, and a copy in session storage so a payload that runs just before a navigation is
 * still seen. Returns what ran, or null.
 */
async function pwned(): Promise<string | null> {
  return browser.execute(() => {
    const w = window as unknown as { __pwned?: unknown };
    return w.__pwned === undefined ? (sessionStorage.getItem('hostile-pwned') ?? null) : String(w.__pwned);
  });
}

/** Installs the persistent side of the trap on the current document (idempotent). */
export async function armTrap(): Promise<void> {
  await browser.execute(() => {
    const w = window as unknown as { __pwned?: unknown };
    if (Object.getOwnPropertyDescriptor(window, '__pwned')?.set) return;
    let value: unknown = w.__pwned;
    Object.defineProperty(window, '__pwned', {
      configurable: true,
      get: () => value,
      set: (v: unknown) => {
        value = v;
        sessionStorage.setItem('hostile-pwned', String(v));
      },
    });
  });
}

export async function expectNotPwned(where: string): Promise<void> {
  const ran = await pwned();
  if (ran !== null) tally.executed += 1;
  if (ran !== null) throw new Error(`payload "${ran}" executed (${where})`);
}

/** How a field took one payload. */
type Outcome = 'refused' | 'kept' | 'normalised';

export interface ProbeResult {
  payload: string;
  outcome: Outcome;
  value: string;
  error: string;
}

/** The tally of the run (one row of the printed table per figure). */
export const tally = {
  fields: [] as string[],
  tries: 0,
  refused: 0,
  kept: 0,
  normalised: 0,
  typed: 0,
  executed: 0,
  stored: [] as string[],
  serverContexts: [] as string[],
  bridgeRejected: 0,
  bridgeTried: 0,
  axeScreens: 0,
};

/** The CSS selector of the control labelled `label` (its `for`), inside the element. */
export async function selectorOf(label: string): Promise<string> {
  const id = await browser.execute((text) => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const found = [...(root?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === text);
    return found?.htmlFor || null;
  }, label);
  if (!id) throw new Error(`no control labelled "${label}"`);
  return `[id="${id}"]`;
}

/** JSON in ASCII only (every other character escaped), safe over the WebDriver transport. */
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface RawProbe {
  value: string;
  error: string;
  invalid: string | null;
  live: string | null;
  describedBy: string;
  errorId: string | null;
  othersKept: boolean;
  pwned: string | null;
}

/**
 * Sets each payload into the field `selector` (inside the element's shadow root) the way a paste does — the
 * native value setter, an `input` event, then focus out (react-hook-form validates on touch) — and reads what the
 * user sees once React has rendered: the value, the error tied by `aria-describedby` and the other fields' values.
 * The field's first value is put back at the end. One script for all payloads keeps 30+ tries per field fast.
 */
async function probeInPage(selector: string, values: readonly string[]): Promise<RawProbe[]> {
  return browser.executeAsync(
    (sel: string, encoded: string, done: (r: string) => void) => {
      // ASCII both ways: the WebDriver transport hangs on lone surrogates and NUL characters.
      const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      const all = JSON.parse(encoded) as string[];
      const root = document.querySelector('bank-onboarding')?.shadowRoot;
      const input = root?.querySelector<HTMLInputElement | HTMLTextAreaElement>(sel);
      if (!root || !input) return done(`no field ${sel}`);
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      const setValue = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
      // React commits after the resolver's promise and a render: a frame, then a task, twice.
      const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
      const rendered = async () => {
        for (let i = 0; i < 4; i += 1) await task();
      };
      const others = () =>
        JSON.stringify(
          [...root.querySelectorAll<HTMLInputElement>('input, select, textarea')]
            .filter((e) => e !== input && e.type !== 'file')
            .map((e) => (e.type === 'checkbox' || e.type === 'radio' ? String(e.checked) : e.value)),
        );
      const put = (value: string) => {
        input.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
      };
      const original = input.value;
      const before = others();
      void (async () => {
        const results: RawProbe[] = [];
        try {
        for (const value of all) {
          put(value);
          await rendered();
          const describedBy = input.getAttribute('aria-describedby') ?? '';
          const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? null;
          const errorElement = errorId ? root.querySelector(`[id="${errorId}"]`) : null;
          results.push({
            value: input.value,
            error: errorElement?.textContent ?? '',
            invalid: input.getAttribute('aria-invalid'),
            live: errorElement?.getAttribute('aria-live') ?? null,
            describedBy,
            errorId,
            othersKept: others() === before,
            pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
          });
        }
        put(original);
        await rendered();
        } catch (error) {
          return done(`probe failed: ${String(error)}`);
        }
        done(ascii(JSON.stringify(results)));
      })();
    },
    selector,
    asciiJson(values),
  ).then((r) => {
    if (!r.startsWith('[')) throw new Error(r);
    return JSON.parse(r) as RawProbe[];
  });
}

/**
 * Probes the field `selector` (a CSS selector in the element, or `{ label }`) with every payload, then types the
 * first payload key by key for real; asserts nothing ran, each refusal is a §5 message tied to the field and
 * announced, and the other fields kept their values. `name` names the field in the table.
 */
export async function probeField(name: string, target: string | { label: string }, payloads: readonly Payload[] = PAYLOADS) {
  const selector = typeof target === 'string' ? target : await selectorOf(target.label);
  await armTrap();
  const started = Date.now();
  const raw = await probeInPage(selector, payloads.map((p) => p.value));
  const results: ProbeResult[] = raw.map((r, i) => {
    const payload = payloads[i]!;
    const where = `${name} ← ${payload.name}`;
    if (r.pwned !== null) tally.executed += 1;
    if (r.pwned !== null) throw new Error(`payload "${r.pwned}" executed in ${where}`);
    if (!r.othersKept) throw new Error(`another field's value changed while probing ${where}`);
    if (r.error !== '') {
      if (!isSection5Message(r.error)) throw new Error(`${where}: "${r.error}" is not a §5 message`);
      if (r.invalid !== 'true' || r.live !== 'polite' || !r.describedBy.includes(r.errorId!)) {
        throw new Error(`${where}: the error is not tied to the field and announced (${JSON.stringify(r)})`);
      }
      return { payload: payload.name, outcome: 'refused', value: r.value, error: r.error };
    }
    return { payload: payload.name, outcome: r.value === payload.value ? 'kept' : 'normalised', value: r.value, error: '' };
  });
  // Typed for real, key by key (WebDriver): the first payload, a script tag; then the value typed before.
  const input = await inElement(selector);
  const original = await input.getValue();
  await input.clearValue();
  await input.setValue(payloads[0]!.value);
  await browser.keys('Tab');
  tally.typed += 1;
  await expectNotPwned(`${name} typed`);
  await input.clearValue();
  if (original !== '') await input.setValue(original);

  const notRefused = results.filter((r) => r.outcome !== 'refused').map((r) => `${r.payload}:${r.outcome}`);
  console.log(`hostile: ${name} (${Date.now() - started} ms): ${results.length - notRefused.length} refused; ${notRefused.join(', ') || 'none kept'}`);
  tally.fields.push(name);
  tally.tries += results.length + 1;
  for (const r of results) tally[r.outcome] += 1;
  return results;
}

/** The first payload a field kept verbatim and valid, among `names` (or any). */
export function firstKept(results: readonly ProbeResult[], names?: readonly string[]): Payload | undefined {
  const kept = results.filter((r) => r.outcome === 'kept' && (!names || names.includes(r.payload)));
  return PAYLOADS.find((p) => p.name === kept[0]?.payload);
}

/** axe-core once on a screen showing its errors (DESIGN §7). */
export async function axeWithErrors(screen: string) {
  const violations = await axeViolations();
  if (violations.length > 0) throw new Error(`axe-core violations on ${screen} with errors shown: ${JSON.stringify(violations, null, 2)}`);
  tally.axeScreens += 1;
}

/**
 * Checks that the element renders `text` as text somewhere (its text content holds it) and that no element, link
 * or handler came from it: no `javascript:`/`data:` href, no inline event handler, no script, iframe or object.
 */
export async function expectInertDom(where: string) {
  const found = await browser.execute(() => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const bad: string[] = [];
    for (const el of root?.querySelectorAll('*') ?? []) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)) bad.push(el.tagName);
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) bad.push(`${el.tagName}[${attr.name}]`);
        if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attr.name) && /^\s*(javascript|data|vbscript):/i.test(attr.value)) {
          bad.push(`${el.tagName}[${attr.name}=${attr.value.slice(0, 40)}]`);
        }
      }
    }
    return bad;
  });
  if (found.length > 0) throw new Error(`${where}: markup came from a payload: ${found.join(', ')}`);
  await expectNotPwned(where);
}

/** Makes the sandbox answer the next `method path` call with `status` and `body` (a fault: `POST /__sandbox/faults`, docs/sandbox.md "Admin surface"). */
export async function serverReturns(method: string, path: string, status: number, body: unknown) {
  await sandbox('POST', 'faults', { method, path, status, body });
}

/** The element's visible text (main region and open dialogs). */
export const shownText = () => browser.execute(() => document.querySelector('bank-onboarding')?.shadowRoot?.textContent ?? '');

/** Checks that `values` show as text in the element and that nothing of them became markup or ran. */
export async function expectShownInert(context: string, values: readonly string[]) {
  const text = await shownText();
  const shown = values.filter((v) => text.includes(v));
  if (shown.length === 0) throw new Error(`${context}: none of the server's hostile values shows as text`);
  await expectInertDom(context);
  tally.serverContexts.push(context);
}
