/**
 * Each end-to-end test's duration, so a journey that got slower shows on the next run: every worker appends one
 * line per test to `.artifacts/e2e-times.jsonl` (cleared when the run starts), and the run ends by printing the
 * seconds per spec file and the slowest tests. Durations only inform: nothing asserts on them (timing belongs to
 * `npm run bench`).
 */
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname } from 'node:path';

const FILE = '.artifacts/e2e-times.jsonl';

interface TestTime {
  file: string;
  title: string;
  ms: number;
}

export function clearTestTimes(): void {
  rmSync(FILE, { force: true });
}

export function recordTestTime(file: string | undefined, title: string, ms: number): void {
  mkdirSync(dirname(FILE), { recursive: true });
  const line: TestTime = { file: basename(file ?? 'unknown'), title, ms: Math.round(ms) };
  appendFileSync(FILE, `${JSON.stringify(line)}\n`);
}

/** Seconds per spec file (longest first) and the ten slowest tests. */
export function printTestTimes(): void {
  let times: TestTime[];
  try {
    times = readFileSync(FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TestTime);
  } catch {
    return;
  }
  const perFile = new Map<string, number>();
  for (const t of times) perFile.set(t.file, (perFile.get(t.file) ?? 0) + t.ms);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log('\ne2e: seconds per spec file (tests only)');
  for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`  ${s(ms).padStart(6)}  ${file}`);
  console.log('e2e: the slowest tests');
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${s(t.ms).padStart(6)}  ${t.file}: ${t.title.slice(0, 100)}`);
}
