/**
 * The end-to-end spec files in the order the four workers take them: the longest first, so the last to start are
 * short and the workers end close together. A group (an inner list) runs in one worker, one after another, with one
 * browser session and one demo host and sandbox: starting a worker (Node, its browser and driver, the demo host)
 * costs about six seconds of processor time, which the short files would otherwise pay each. Every file in a group
 * resets the sandbox it needs and opens its pages afresh (`open`), so it does not depend on the one before it.
 * Every `*.e2e.ts` file must be listed (a file left out would never run): the config checks it on load.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const E2E_SPECS: readonly (string | readonly string[])[] = [
  'faults-consumer',
  'upgrades',
  'faults-minor',
  ['csp', 'registration', 'landing', 'faults', 'renewal', 'console', 'readme-embed'],
  'hostile',
  'business',
  'consumer-steps',
  ['shell', 'faults-renewal', 'end-screens', 'hosts', 'layout', 'prerender', 'session', 'host-control', 'addresses'],
  'personas',
  'business-professional',
  'upgrade-corporate',
  'minor',
  'keyboard',
  'help',
];

/** Every spec file named in {@link E2E_SPECS}, groups flattened. */
const listed = E2E_SPECS.flat();

const onDisk = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => file.slice(0, -'.e2e.ts'.length));
const missing = onDisk.filter((name) => !listed.includes(name));
const stale = listed.filter((name) => !onDisk.includes(name));
if (missing.length > 0 || stale.length > 0) {
  throw new Error(`test/e2e/specs.ts: list ${missing.join(', ') || '-'}; remove ${stale.join(', ') || '-'}`);
}
