/**
 * `npm run bench`: gzip sizes of the built entry and of every lazy chunk against budgets, then the
 * Lighthouse, resume, step-transition, interaction, journey-bytes and memory figures against theirs
 * (bench-runtime.ts); `--sizes` stops after the sizes, `--resume` measures the sizes and the resume alone.
 * The size budgets: the entry <= 95 KB gz, counted with every chunk it imports statically — what a page
 * downloads before the element can render, about half a second on Lighthouse's simulated slow 4G (1.6 Mbit/s),
 * so the element takes over its prerendered first view soon after the paint; each screen chunk <= 15 KB gz, under
 * a tenth of a second on the same link, so the next step, preloaded (spec §2), is in before the user needs it;
 * every other chunk of our own code is held to the same 15 KB, and a chunk made only of one library (swiper's
 * core class alone is ~20 KB gz and one module, so it cannot be split) to 25 KB. A chunk's kind comes from its
 * source map. Exits non-zero when one is over. Run after `vite build` (the npm script does both).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const KB = 1024;
export const BUDGETS = { entry: 95 * KB, chunk: 15 * KB, vendor: 25 * KB } as const;

export interface SizeRow {
  file: string;
  /**
   * 'entry' = the entry file plus every chunk it imports statically (what a page loads up front);
   * 'vendor' = a lazy chunk whose sources are all under node_modules; 'chunk' = any other lazy chunk.
   */
  kind: 'entry' | 'chunk' | 'vendor';
  raw: number;
  gzip: number;
  budget: number;
  ok: boolean;
  /** For the entry: the chunks counted with it. */
  includes?: string[];
}

function listJs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listJs(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** Relative files a module imports statically (`import … from "./x.js"`, `export … from`), not `import()`. */
export function staticImports(source: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** Every file reachable from `file` through static imports, `file` first. */
function staticClosure(distDir: string, file: string): string[] {
  const seen: string[] = [];
  const visit = (rel: string) => {
    if (seen.includes(rel)) return;
    seen.push(rel);
    const source = readFileSync(join(distDir, rel), 'utf8');
    for (const spec of staticImports(source)) visit(relative(distDir, join(dirname(join(distDir, rel)), spec)));
  };
  visit(file);
  return seen;
}

/** True when the chunk's source map lists only files under node_modules (no map: not vendor). */
function isVendorOnly(chunkPath: string): boolean {
  if (!existsSync(`${chunkPath}.map`)) return false;
  const map = JSON.parse(readFileSync(`${chunkPath}.map`, 'utf8')) as { sources?: string[] };
  const sources = map.sources ?? [];
  return sources.length > 0 && sources.every((source) => source.includes('node_modules/'));
}

export function measure(distDir: string, entryName = 'bank-onboarding.js'): SizeRow[] {
  const files = listJs(distDir).map((path) => relative(distDir, path));
  const entryFiles = files.includes(entryName) ? staticClosure(distDir, entryName) : [];
  const rows: SizeRow[] = [];
  if (entryFiles.length) {
    const sources = entryFiles.map((f) => readFileSync(join(distDir, f)));
    // Gzipped one by one, as the browser downloads them.
    const gzip = sources.reduce((sum, src) => sum + gzipSync(src, { level: 9 }).length, 0);
    const raw = sources.reduce((sum, src) => sum + src.length, 0);
    rows.push({ file: entryName, kind: 'entry', raw, gzip, budget: BUDGETS.entry, ok: gzip <= BUDGETS.entry, includes: entryFiles.slice(1) });
  }
  for (const file of files.filter((f) => !entryFiles.includes(f)).sort()) {
    const source = readFileSync(join(distDir, file));
    const gzip = gzipSync(source, { level: 9 }).length;
    const kind = isVendorOnly(join(distDir, file)) ? 'vendor' : 'chunk';
    const budget = BUDGETS[kind];
    rows.push({ file, kind, raw: source.length, gzip, budget, ok: gzip <= budget });
  }
  return rows;
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dist = join(root, 'dist');
  const rows = measure(dist);
  if (!rows.some((r) => r.kind === 'entry')) {
    console.error('bench: dist/bank-onboarding.js not found — run `npm run build` first');
    process.exit(1);
  }
  console.log('bundle sizes (gzip -9) against budgets');
  const resumeOnly = process.argv.includes('--resume');
  for (const row of rows) {
    if (resumeOnly && row.ok && row.kind !== 'entry') continue;
    console.log(
      `${row.ok ? 'ok  ' : 'OVER'} ${row.kind.padEnd(6)} ${row.file.padEnd(48)} ${kb(row.gzip).padStart(9)} gz / ${kb(row.budget)} budget (${kb(row.raw)} raw)`,
    );
    if (row.includes?.length) console.log(`       (entry includes its static imports: ${row.includes.join(', ')})`);
  }
  let over = rows.filter((r) => !r.ok).length;
  if (process.argv.includes('--sizes')) {
    console.log(over ? `bench: ${over} file(s) over budget` : 'bench: every file within budget');
    process.exit(over ? 1 : 0);
  }

  // Load (Lighthouse, resume), interaction and memory, on the demo host and sandbox.
  const { startServer } = await import('../demo-host/server/main');
  const { LIGHTHOUSE_RUNS, lighthouseMedian } = await import('./bench-lighthouse');
  const { measureResume, RESUME_PROFILE_TEXT } = await import('./bench-resume');
  const { checkRuntime, resumeRows, runInteractionBench } = await import('./bench-runtime');
  const { mkdtempSync } = await import('node:fs');
  const { loadavg, tmpdir } = await import('node:os');
  const server = await startServer({ port: 0, dbPath: join(mkdtempSync(join(tmpdir(), 'bench-db-')), 'sandbox.sqlite'), latency: { minMs: 0, maxMs: 20 }, quiet: true });
  const lighthouse = [];
  let resume;
  try {
    if (!resumeOnly) {
      console.log(`\nlighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of ${LIGHTHOUSE_RUNS} runs`);
      lighthouse.push(await lighthouseMedian('/ (landing)', new URL('/', server.url).href));
      lighthouse.push(await lighthouseMedian('/app.html?fromApp=true (data step AgeForm)', new URL('/app.html?fromApp=true', server.url).href));
    }
    console.log(`\nresume with a session, navigation to the step's heading shown: ${RESUME_PROFILE_TEXT}; median of 5 (load average ${loadavg()[0]!.toFixed(1)})`);
    resume = await measureResume(server.url);
    for (const r of resume) {
      const first = r.runs.map((run) => Math.round(run.firstApiStart)).join(', ');
      console.log(`  ${r.name}: ${r.runs.map((run) => Math.round(run.ms)).join(', ')} ms ("${r.runs[0]?.heading}"; first API call at ${first} ms)`);
    }
  } finally {
    await server.close();
  }
  if (resumeOnly) {
    const rows = resumeRows(resume);
    for (const row of rows) console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.name.padEnd(72)} ${row.value.padStart(10)}   budget ${row.budget}`);
    over += rows.filter((r) => !r.ok).length;
    console.log(over ? `\nbench: ${over} figure(s) over budget` : '\nbench: every figure within budget');
    process.exit(over ? 1 : 0);
  }
  console.log('\nstep transitions and memory (WebdriverIO, Chromium)');
  const interaction = runInteractionBench(root);
  const runtime = checkRuntime(lighthouse, interaction, resume);
  console.log('\nload, interaction and memory against budgets');
  for (const row of runtime) console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.name.padEnd(72)} ${row.value.padStart(24)}   budget ${row.budget}`);
  console.log('\ntransitions measured (4x CPU):');
  for (const t of interaction.transitions) console.log(`  ${t.afterResponse ? 'response' : 'click   '} ${String(Math.round(t.ms)).padStart(5)} ms  ${t.from} -> ${t.to}`);
  const slowest = [...interaction.interactions].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`\nslowest interactions (4x CPU): ${slowest.map((i) => `${Math.round(i.ms)} ms ${i.name} on ${i.at || '/'}`).join('; ')}`);
  over += runtime.filter((r) => !r.ok).length;
  console.log(over ? `\nbench: ${over} figure(s) over budget` : '\nbench: every figure within budget');
  process.exit(over ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main();
}
