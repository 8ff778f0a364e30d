/**
 * axe-core once per screen state, not on every visit: a state is the page, the viewport class, the routed
 * screen and the shape of what the element renders (every element's tag, classes, role, type, the ARIA and
 * form states it carries and whether it has text), with the open dialog, if any. Text typed or sent by the
 * server changes no state; an error shown, a field revealed, a dialog opened or another layout does. Two spec
 * files (two workers) share the record through one file, so a state checked by either is checked once per run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browser } from '@wdio/globals';
import { claimOnce } from './run-record';

const DIR = join(process.cwd(), '.artifacts');
const FILE = join(DIR, 'axe-states.txt');

/** Forgets an earlier run's states (the launcher's onPrepare). */
export function clearAxeStates(): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(FILE, '');
}

/** The state the page shows now, as a short key (the routed screen named first, for reading the file). */
export async function axeStateKey(screen: string): Promise<string> {
  const shape = await browser.execute(() => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const parts: string[] = [window.location.pathname, window.innerWidth < 768 ? 'phone' : 'wide'];
    const ATTRIBUTES = ['role', 'type', 'disabled', 'hidden', 'open', 'aria-invalid', 'aria-expanded', 'aria-checked', 'aria-disabled', 'aria-hidden', 'aria-current', 'aria-busy'];
    for (const element of root?.querySelectorAll('*') ?? []) {
      const attributes = ATTRIBUTES.filter((name) => element.hasAttribute(name)).map((name) => `${name}=${element.getAttribute(name)}`);
      const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ? 't' : '';
      parts.push(`${element.localName}.${[...element.classList].sort().join('.')}[${attributes.join(',')}]${text}`);
    }
    // FNV-1a over the shape: the key stays short.
    let hash = 0x811c9dc5;
    const joined = parts.join('|');
    for (let i = 0; i < joined.length; i++) hash = Math.imul(hash ^ joined.charCodeAt(i), 0x01000193) >>> 0;
    return `${parts[0]} ${parts[1]} ${hash.toString(16)}`;
  });
  return `${screen} ${shape}`;
}

/** True the first time a state is met in this run (it is recorded then); false after. */
export const firstVisit = (key: string): boolean => claimOnce(FILE, key);
