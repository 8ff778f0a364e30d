/**
 * How many screens each spec file checked under the strict Content-Security-Policy (`/csp.html`,
 * `/webview.html`), and the violations found. `onScreen` (support.ts) counts every screen it checks on a page
 * that records violations (csp-report.js); each spec file's counts go to `.artifacts/tables/csp-screens-<spec>.json`
 * and the launcher (wdio.conf onComplete) sums them up in the CSP table.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownTable, recordTable } from './tables';

const DIR = join(process.cwd(), '.artifacts', 'tables');
const FILE = /^csp-screens-([a-z0-9-]+)\.json$/;

/** One spec file's counts: per page, screens checked and violations found. */
type Tally = Record<string, { screens: number; violations: number }>;

/** The counts of this worker (wdio runs each spec file in its own worker). */
const tallies = new Map<string, Tally>();

/** The spec file calling (its name without `.e2e.ts`), from the call stack; `other` when none is found. */
function callingSpec(): string {
  const match = /([\w-]+)\.e2e\.ts/.exec(new Error().stack ?? '');
  return match ? match[1]!.toLowerCase() : 'other';
}

/** Counts one screen checked on `page` (a path such as `/csp.html`) with `violations` found. */
export function countCspScreen(page: string, violations: number): void {
  const spec = callingSpec();
  const tally = tallies.get(spec) ?? {};
  const entry = (tally[page] ??= { screens: 0, violations: 0 });
  entry.screens += 1;
  entry.violations += violations;
  tallies.set(spec, tally);
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, `csp-screens-${spec}.json`), JSON.stringify(tally));
}

/** Removes an earlier run's counts (the launcher's onPrepare). */
export function clearCspScreens(): void {
  mkdirSync(DIR, { recursive: true });
  for (const file of readdirSync(DIR)) if (FILE.test(file)) rmSync(join(DIR, file));
}

/** The CSP table of the run (the launcher's onComplete): spec file × page × screens × violations. */
export function recordCspTable(): void {
  let files: string[];
  try {
    files = readdirSync(DIR).filter((file) => FILE.test(file)).sort();
  } catch {
    return;
  }
  if (files.length === 0) return;
  const rows: (string | number)[][] = [];
  let screens = 0;
  let violations = 0;
  for (const file of files) {
    const tally = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Tally;
    for (const [page, counts] of Object.entries(tally).sort()) {
      rows.push([`${FILE.exec(file)![1]}.e2e.ts`, page, counts.screens, counts.violations]);
      screens += counts.screens;
      violations += counts.violations;
    }
  }
  rows.push(['**total**', '', screens, violations]);
  recordTable(
    'csp',
    'Strict Content-Security-Policy: screens checked under the policy and violations',
    markdownTable(['spec file', 'page', 'screens checked', 'violations'], rows),
  );
}
