/**
 * The end-to-end spec files in the order the two workers take them: the longest first, so the last file to start
 * is a short one and the two workers end close together. Every `*.e2e.ts` file must be listed (a file left out
 * would never run): the config checks it on load.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const E2E_SPECS = [
  'business',
  'faults-minor',
  'upgrades',
  'faults-consumer',
  'hostile',
  'consumer-steps',
  'business-professional',
  'upgrade-corporate',
  'minor',
  'keyboard',
  'personas',
  'help',
  'csp',
  'registration',
  'landing',
  'faults',
  'renewal',
  'console',
  'shell',
  'faults-renewal',
  'end-screens',
  'hosts',
  'layout',
  'prerender',
  'session',
] as const;

const onDisk = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => file.slice(0, -'.e2e.ts'.length));
const missing = onDisk.filter((name) => !(E2E_SPECS as readonly string[]).includes(name));
const stale = E2E_SPECS.filter((name) => !onDisk.includes(name));
if (missing.length > 0 || stale.length > 0) {
  throw new Error(`test/e2e/specs.ts: list ${missing.join(', ') || '-'}; remove ${stale.join(', ') || '-'}`);
}
