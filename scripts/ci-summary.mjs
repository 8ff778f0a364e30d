// Prints one plain closing line "tests: N passed, N failed" from a `npm test` log
// (Vitest's "Tests  X passed | Y failed" and WebdriverIO mocha's "N passing" / "N failing").
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- strips ANSI colour codes (ESC [ … m) from the log
const text = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
  }
  const passing = /\]\s+(\d+) passing\b/.exec(line);
  if (passing) passed += Number(passing[1]);
  const failing = /\]\s+(\d+) failing\b/.exec(line);
  if (failing) failed += Number(failing[1]);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
