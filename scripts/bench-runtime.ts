/**
 * The load, interaction and memory figures of `npm run bench`, and their budgets (docs/performance.md).
 * Lighthouse runs here (bench-lighthouse.ts); the transitions and memory run in WebdriverIO
 * (test/bench/runtime.bench.ts), whose figures come back as JSON. `checkRuntime` is pure: it turns the figures
 * into rows with their budgets.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LighthouseFigures } from './bench-lighthouse';
import { RESUME_PROFILE_TEXT, type ResumeFigures } from './bench-resume';

const MB = 1024 * 1024;

/**
 * The journey's bytes when this budget was set (222.7 KB in 108 files, docs/performance.md): the budget holds the
 * line there; a change that adds bytes to the journey takes as many out elsewhere.
 */
const JOURNEY_BYTES_BUDGET = 228_048;

export const RUNTIME_BUDGETS = {
  lighthouseScore: 0.99,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  transitionMs: 100,
  heapAfterJourney: 15 * MB,
  retainedAfterReplacements: 0.5 * MB,
  /** Interaction latency over the consumer journey at 4x CPU (Event Timing, as INP): 98th percentile and worst. */
  interactionP98Ms: 100,
  interactionWorstMs: 200,
  /** The element's compressed JS and CSS a consumer downloads from the landing page to RegistrationCompleted. */
  journeyBytes: JOURNEY_BYTES_BUDGET,
} as const;

export interface Transition {
  from: string;
  to: string;
  ms: number;
  afterResponse: boolean;
}

/** One interaction of the journey: its longest Event Timing entry. */
interface Interaction {
  name: string;
  ms: number;
  /** The route it happened on. */
  at: string;
}

export interface InteractionFigures {
  transitions: Transition[];
  heapAfterJourney: number;
  interactions: Interaction[];
  /** Compressed bytes of each element file the journey downloaded (path -> encodedBodySize). */
  journeyFiles: Record<string, number>;
  journeyBytes: number;
  replacements: {
    count: number;
    retained: number;
    /** Heap growth over the 25 warm-up replacements (V8 compiling and optimising), for information. */
    warmUp?: number;
    baseline: { timeouts: number; intervals: number; listeners: number };
    left: { timeouts: number; intervals: number; listeners: number };
    hookReceives: boolean;
  };
}

export interface RuntimeRow {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The transitions the budget is about: the first 10 that followed a step-submit response, the wait a user sees
 * once the answer is in and the next step has to paint (the element's own time, the network's left out);
 * when a journey has fewer, the first 10 of all.
 */
export function transitionSample(transitions: readonly Transition[]): { sample: Transition[]; afterResponse: boolean } {
  const withResponse = transitions.filter((t) => t.afterResponse);
  return withResponse.length >= 10
    ? { sample: withResponse.slice(0, 10), afterResponse: true }
    : { sample: transitions.slice(0, 10), afterResponse: false };
}

/** The value below which `p` of the values lie (nearest rank), as web-vitals reads INP's 98th percentile. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};

const ms = (n: number) => `${Math.round(n)} ms`;
const mb = (n: number) => `${(n / MB).toFixed(2)} MB`;

export function checkRuntime(
  lighthouse: readonly LighthouseFigures[],
  interaction: InteractionFigures,
  resume: readonly ResumeFigures[] = [],
): RuntimeRow[] {
  const B = RUNTIME_BUDGETS;
  const rows: RuntimeRow[] = resumeRows(resume);
  for (const lh of lighthouse) {
    rows.push(
      { name: `lighthouse ${lh.page}: performance`, value: lh.score.toFixed(2), budget: `>= ${B.lighthouseScore}`, ok: lh.score >= B.lighthouseScore },
      { name: `lighthouse ${lh.page}: LCP`, value: ms(lh.lcpMs), budget: `<= ${B.lcpMs} ms`, ok: lh.lcpMs <= B.lcpMs },
      { name: `lighthouse ${lh.page}: CLS`, value: lh.cls.toFixed(3), budget: `= ${B.cls}`, ok: lh.cls <= B.cls },
      { name: `lighthouse ${lh.page}: TBT`, value: ms(lh.tbtMs), budget: `<= ${B.tbtMs} ms`, ok: lh.tbtMs <= B.tbtMs },
      { name: `lighthouse ${lh.page}: FCP (info)`, value: ms(lh.fcpMs), budget: '-', ok: true },
      { name: `lighthouse ${lh.page}: transferred (info)`, value: `${(lh.transferredBytes / 1024).toFixed(1)} KB in ${lh.requests} requests`, budget: '-', ok: true },
    );
  }
  const { sample, afterResponse } = transitionSample(interaction.transitions);
  const transition = median(sample.map((t) => t.ms));
  rows.push({
    name: `step transition at 4x CPU (median of ${sample.length}${afterResponse ? ', from the submit response' : ', from the click or response'})`,
    value: ms(transition),
    budget: `<= ${B.transitionMs} ms`,
    ok: sample.length === 10 && transition <= B.transitionMs,
  });
  const latencies = interaction.interactions.map((i) => i.ms);
  const p98 = percentile(latencies, 0.98);
  const worst = latencies.length ? Math.max(...latencies) : Number.NaN;
  rows.push(
    { name: `interaction latency over a consumer journey at 4x CPU, p98 of ${latencies.length}`, value: ms(p98), budget: `<= ${B.interactionP98Ms} ms`, ok: latencies.length > 0 && p98 <= B.interactionP98Ms },
    { name: 'interaction latency over a consumer journey at 4x CPU, worst', value: ms(worst), budget: `<= ${B.interactionWorstMs} ms`, ok: latencies.length > 0 && worst <= B.interactionWorstMs },
    {
      name: `JS and CSS downloaded, landing to RegistrationCompleted (compressed, ${Object.keys(interaction.journeyFiles).length} files)`,
      value: kb(interaction.journeyBytes),
      budget: `<= ${kb(B.journeyBytes)}`,
      ok: interaction.journeyBytes > 0 && interaction.journeyBytes <= B.journeyBytes,
    },
  );
  rows.push({ name: 'JS heap after a whole consumer journey (after GC)', value: mb(interaction.heapAfterJourney), budget: `<= ${mb(B.heapAfterJourney)}`, ok: interaction.heapAfterJourney <= B.heapAfterJourney });
  const r = interaction.replacements;
  rows.push({ name: `heap retained by ${r.count} replacements of the element (after 25 to warm up)`, value: mb(r.retained), budget: `<= ${mb(B.retainedAfterReplacements)}`, ok: r.retained <= B.retainedAfterReplacements });
  if (r.warmUp !== undefined) rows.push({ name: 'heap growth over the 25 warm-up replacements (info: code compiled)', value: mb(r.warmUp), budget: '-', ok: true });
  for (const kind of ['timeouts', 'intervals', 'listeners'] as const) {
    rows.push({ name: `${kind} left after the last element is removed`, value: `${r.left[kind]} (page alone: ${r.baseline[kind]})`, budget: 'no more than the page alone', ok: r.left[kind] <= r.baseline[kind] });
  }
  rows.push({ name: 'elements still registered in window.bankOnboarding', value: r.hookReceives ? 'some' : 'none', budget: 'none', ok: !r.hookReceives });
  return rows;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The resume rows: each case's median against its budget (the profile in the name). */
export function resumeRows(resume: readonly ResumeFigures[]): RuntimeRow[] {
  return resume.map((r) => ({
    name: `resume ${r.name} (median of ${r.runs.length}; ${RESUME_PROFILE_TEXT})`,
    value: ms(r.medianMs),
    budget: `<= ${r.budgetMs} ms`,
    ok: r.runs.length > 0 && r.medianMs <= r.budgetMs,
  }));
}

/** Runs test/bench/runtime.bench.ts in WebdriverIO (its own demo host) and returns its figures. */
export function runInteractionBench(root: string): InteractionFigures {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'results.json');
  const run = spawnSync('npx', ['wdio', 'run', 'test/bench/wdio.bench.conf.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: out },
  });
  if (run.status !== 0) throw new Error('bench: the interaction run failed');
  return JSON.parse(readFileSync(out, 'utf8')) as InteractionFigures;
}
