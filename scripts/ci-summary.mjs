// Prints one plain closing line "tests: N passed, N failed" from a `npm test` log
// (Vitest's "Tests  X passed | Y failed" and WebdriverIO mocha's "N passing" / "N failing").
// A WebdriverIO spec file that failed and was run again (specFileRetries) counts by its last attempt: within
// one WebdriverIO run (ended by its "Spec Files:" line) a worker id's report replaces the one before it.
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- strips ANSI colour codes (ESC [ … m) from the log
const text = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let run = 0;
/** `${run}:${cid}` -> the counts of that worker's latest report. */
const reports = new Map();
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
  }
  if (/^Spec Files:/.test(line.trim())) run += 1;
  const cid = /#(\d+-\d+)\]/.exec(line)?.[1] ?? 'unknown';
  const key = `${run}:${cid}`;
  if (/\]\s+Running:/.test(line)) reports.set(key, { passed: 0, failed: 0 });
  const passing = /\]\s+(\d+) passing\b/.exec(line);
  const failing = /\]\s+(\d+) failing\b/.exec(line);
  if (passing || failing) {
    const report = reports.get(key) ?? { passed: 0, failed: 0 };
    if (passing) report.passed = Number(passing[1]);
    if (failing) report.failed = Number(failing[1]);
    reports.set(key, report);
  }
}
for (const report of reports.values()) {
  passed += report.passed;
  failed += report.failed;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
