// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measure } from './bench';

describe('bench: bundle budgets', () => {
  it('measures the entry and each lazy chunk, and flags what is over budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'bank-onboarding.js'), 'export const a = 1;\n'.repeat(1000));
    writeFileSync(join(dir, 'chunks', 'small.js'), 'export const b = 2;');
    // Random bytes do not compress: 20 KB of them is over the 15 KB chunk budget.
    writeFileSync(join(dir, 'chunks', 'big.js'), randomBytes(20 * 1024).toString('base64'));
    writeFileSync(join(dir, 'chunks', 'big.js.map'), 'not counted');
    const rows = measure(dir);
    expect(rows.map((r) => [r.file, r.kind])).toEqual([
      ['bank-onboarding.js', 'entry'],
      ['chunks/big.js', 'chunk'],
      ['chunks/small.js', 'chunk'],
    ]);
    expect(rows[0]).toMatchObject({ ok: true, budget: BUDGETS.entry });
    expect(rows[1]).toMatchObject({ ok: false, budget: BUDGETS.chunk });
    expect(rows[2]?.ok).toBe(true);
  });
});
