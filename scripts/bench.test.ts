// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measure, staticImports } from './bench';
import { checkRuntime, median, percentile, RUNTIME_BUDGETS, transitionSample } from './bench-runtime';

describe('bench: bundle budgets', () => {
  it('measures the entry and each lazy chunk, and flags what is over budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(
      join(dir, 'bank-onboarding.js'),
      'import{x}from"./chunks/shared.js";const l=()=>import("./chunks/small.js");\n' + 'export const a = 1;\n'.repeat(1000),
    );
    writeFileSync(join(dir, 'chunks', 'shared.js'), 'export const x = 1;');
    writeFileSync(join(dir, 'chunks', 'small.js'), 'export const b = 2;');
    // Random bytes do not compress: 20 KB of them is over the 15 KB chunk budget.
    writeFileSync(join(dir, 'chunks', 'big.js'), randomBytes(20 * 1024).toString('base64'));
    writeFileSync(join(dir, 'chunks', 'big.js.map'), JSON.stringify({ sources: ['../../src/screens/Big.tsx'] }));
    // A chunk made only of a library has its own budget (25 KB): 20 KB of it is fine.
    writeFileSync(join(dir, 'chunks', 'lib.js'), randomBytes(20 * 1024).toString('base64'));
    writeFileSync(join(dir, 'chunks', 'lib.js.map'), JSON.stringify({ sources: ['../../node_modules/lib/index.js'] }));
    const rows = measure(dir);
    // shared.js is imported statically by the entry: it counts with the entry, not as a lazy chunk.
    expect(rows.map((r) => [r.file, r.kind])).toEqual([
      ['bank-onboarding.js', 'entry'],
      ['chunks/big.js', 'chunk'],
      ['chunks/lib.js', 'vendor'],
      ['chunks/small.js', 'chunk'],
    ]);
    expect(rows[0]).toMatchObject({ ok: true, budget: BUDGETS.entry, includes: ['chunks/shared.js'] });
    expect(rows[1]).toMatchObject({ ok: false, budget: BUDGETS.chunk });
    expect(rows[2]).toMatchObject({ ok: true, budget: BUDGETS.vendor });
    expect(rows[3]?.ok).toBe(true);
  });
});

describe('bench: static imports', () => {
  it('finds static imports and re-exports, not dynamic imports', () => {
    expect(staticImports('import{a as b}from"./chunks/x.js";export{c}from"./y.js";import("./lazy.js");import"./side.js"')).toEqual([
      './chunks/x.js',
      './y.js',
      './side.js',
    ]);
  });
});

describe('bench: load, interaction and memory budgets', () => {
  const lighthouse = { page: '/', score: 1, fcpMs: 600, lcpMs: 900, cls: 0, tbtMs: 20, transferredBytes: 100_000, requests: 10 };
  const transition = (ms: number, afterResponse = true) => ({ from: 'A', to: 'B', ms, afterResponse });
  const interaction = {
    transitions: [...Array.from({ length: 10 }, (_, i) => transition(40 + i)), transition(500, false)],
    heapAfterJourney: 10 * 1024 * 1024,
    interactions: Array.from({ length: 100 }, (_, i) => ({ name: 'keydown', ms: 16 + i / 2, at: '#/addresses' })),
    journeyFiles: { '/dist/bank-onboarding.js': 1000 },
    journeyBytes: 1000,
    replacements: {
      count: 50,
      retained: 100_000,
      baseline: { timeouts: 1, intervals: 0, listeners: 4 },
      left: { timeouts: 1, intervals: 0, listeners: 4 },
      hookReceives: false,
    },
  };

  it('median and the transition sample: the first 10 after a submit response', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(transitionSample(interaction.transitions)).toMatchObject({ afterResponse: true });
    expect(transitionSample(interaction.transitions).sample.map((t) => t.ms)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect(transitionSample([transition(10, false), transition(20)]).afterResponse).toBe(false);
  });

  it('every figure within its budget passes; each one over fails', () => {
    expect(checkRuntime([lighthouse], interaction).every((r) => r.ok)).toBe(true);
    const failing = (rows: ReturnType<typeof checkRuntime>) => rows.filter((r) => !r.ok).map((r) => r.name);
    expect(failing(checkRuntime([{ ...lighthouse, lcpMs: 1300, tbtMs: 60, cls: 0.01, score: 0.98 }], interaction))).toHaveLength(4);
    expect(failing(checkRuntime([lighthouse], { ...interaction, transitions: interaction.transitions.map((t) => ({ ...t, ms: t.ms + 100 })) }))).toEqual([
      expect.stringContaining('step transition'),
    ]);
    expect(failing(checkRuntime([lighthouse], { ...interaction, heapAfterJourney: 16 * 1024 * 1024 }))).toHaveLength(1);
    const leaky = { ...interaction.replacements, retained: 600_000, left: { timeouts: 2, intervals: 1, listeners: 5 }, hookReceives: true };
    expect(failing(checkRuntime([lighthouse], { ...interaction, replacements: leaky }))).toHaveLength(5);
  });

  it('interactions: the 98th percentile and the worst; the journey bytes; the resume medians', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.98)).toBe(10);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 0.98)).toBe(98);
    const failing = (rows: ReturnType<typeof checkRuntime>) => rows.filter((r) => !r.ok).map((r) => r.name);
    const slow = [...interaction.interactions, { name: 'click', ms: 250, at: '#/ageForm' }];
    expect(failing(checkRuntime([lighthouse], { ...interaction, interactions: slow }))).toEqual([expect.stringContaining('worst')]);
    const lagging = interaction.interactions.map((i, n) => (n < 5 ? { ...i, ms: 150 } : i));
    expect(failing(checkRuntime([lighthouse], { ...interaction, interactions: lagging }))).toEqual([expect.stringContaining('p98')]);
    expect(failing(checkRuntime([lighthouse], { ...interaction, journeyBytes: RUNTIME_BUDGETS.journeyBytes + 1 }))).toEqual([
      expect.stringContaining('landing to RegistrationCompleted'),
    ]);
    const resume = (medianMs: number) => ({ name: 'consumer', page: '/', budgetMs: 2000, medianMs, runs: [{ ms: medianMs, heading: 'H', firstApiStart: 1, requests: [] }] });
    expect(failing(checkRuntime([lighthouse], interaction, [resume(1900)]))).toEqual([]);
    expect(failing(checkRuntime([lighthouse], interaction, [resume(2100)]))).toEqual([expect.stringContaining('resume consumer')]);
  });
});
