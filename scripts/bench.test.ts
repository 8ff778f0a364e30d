// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measure, staticImports } from './bench';

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
