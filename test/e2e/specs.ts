/**
 * The end-to-end spec files as four groups, one per worker (`maxInstances: 4` in wdio.conf.ts): a group runs in one
 * worker, its files one after another, with one browser session and one demo host and sandbox. Starting a worker
 * (Node, its browser and driver, the demo host) costs about four seconds of processor time, which every file would
 * otherwise pay on a machine whose two cores the four browsers already keep busy. The groups are balanced by the
 * seconds each file took in the last runs (`.artifacts/e2e-times.jsonl`, printed at the end of a run): longest first
 * into the lightest group. Every file resets the sandbox it needs and opens its pages afresh (`open`), and the
 * config resets what a file may leave behind in the session (wdio.conf.ts `beforeSuite`), so a file does not depend
 * on the one before it. Every `*.e2e.ts` file must be listed (a file left out would never run): checked on load.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const E2E_SPECS: readonly (string | readonly string[])[] = [
  ['hostile', 'business', 'help', 'faults', 'shell', 'host-control', 'layout', 'session'],
  ['upgrades', 'business-professional', 'upgrade-corporate', 'csp', 'renewal', 'prerender', 'readme-embed'],
  ['faults-minor', 'personas', 'addresses', 'registration', 'faults-renewal', 'landing', 'keyboard'],
  ['faults-consumer', 'consumer-steps', 'minor', 'console', 'hosts', 'end-screens'],
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
