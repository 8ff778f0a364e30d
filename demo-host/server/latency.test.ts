// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LATENCY, parseLatency, pickDelay } from './latency';

describe('SANDBOX_LATENCY_MS', () => {
  it('defaults to 80-250 ms when unset or empty', () => {
    expect(parseLatency(undefined)).toEqual({ minMs: 80, maxMs: 250 });
    expect(parseLatency('')).toBe(DEFAULT_LATENCY);
  });

  it('reads "min-max" and a single fixed value (0 turns latency off)', () => {
    expect(parseLatency('10-20')).toEqual({ minMs: 10, maxMs: 20 });
    expect(parseLatency(' 5 - 7 ')).toEqual({ minMs: 5, maxMs: 7 });
    expect(parseLatency('0')).toEqual({ minMs: 0, maxMs: 0 });
  });

  it('refuses anything else at start-up', () => {
    for (const bad of ['fast', '20-10', '-5', '1-2-3']) expect(() => parseLatency(bad), bad).toThrow(/SANDBOX_LATENCY_MS/);
  });

  it('picks delays within the range, both ends included', () => {
    expect(pickDelay({ minMs: 80, maxMs: 250 }, () => 0)).toBe(80);
    expect(pickDelay({ minMs: 80, maxMs: 250 }, () => 1)).toBe(250);
    expect(pickDelay({ minMs: 80, maxMs: 250 }, () => 0.5)).toBe(165);
  });
});
