/**
 * `npm run bench`: gzip sizes of the built entry and of every lazy chunk against the budgets of issue 2
 * (entry <= 95 KB gz, each lazy chunk <= 15 KB gz). Exits non-zero when one is over.
 * Run after `vite build` (the npm script does both).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const KB = 1024;
export const BUDGETS = { entry: 95 * KB, chunk: 15 * KB } as const;

export interface SizeRow {
  file: string;
  kind: 'entry' | 'chunk';
  raw: number;
  gzip: number;
  budget: number;
  ok: boolean;
}

function listJs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listJs(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

export function measure(distDir: string, entryName = 'bank-onboarding.js'): SizeRow[] {
  return listJs(distDir)
    .map((path) => {
      const source = readFileSync(path);
      const file = relative(distDir, path);
      const kind = file === entryName ? 'entry' : 'chunk';
      const gzip = gzipSync(source, { level: 9 }).length;
      const budget = BUDGETS[kind];
      return { file, kind, raw: source.length, gzip, budget, ok: gzip <= budget } satisfies SizeRow;
    })
    .sort((a, b) => (a.kind === b.kind ? a.file.localeCompare(b.file) : a.kind === 'entry' ? -1 : 1));
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
  const rows = measure(dist);
  if (!rows.some((r) => r.kind === 'entry')) {
    console.error('bench: dist/bank-onboarding.js not found — run `npm run build` first');
    process.exit(1);
  }
  console.log('bundle sizes (gzip -9) against budgets');
  for (const row of rows) {
    console.log(
      `${row.ok ? 'ok  ' : 'OVER'} ${row.kind.padEnd(5)} ${row.file.padEnd(48)} ${kb(row.gzip).padStart(9)} gz / ${kb(row.budget)} budget (${kb(row.raw)} raw)`,
    );
  }
  const over = rows.filter((r) => !r.ok);
  console.log(over.length ? `bench: ${over.length} file(s) over budget` : 'bench: every file within budget');
  process.exit(over.length ? 1 : 0);
}
