/**
 * Simulated network latency for `/api` and `/sec` (DESIGN.md §6 "realistic latency").
 */

/** A latency range in ms; each call waits a uniformly random time within it. */
export interface LatencyRange {
  minMs: number;
  maxMs: number;
}

/** The default of env `SANDBOX_LATENCY_MS` when unset. */
export const DEFAULT_LATENCY: LatencyRange = { minMs: 80, maxMs: 250 };

/**
 * Parses `SANDBOX_LATENCY_MS`: `min-max` (e.g. `80-250`) or one number for a fixed delay
 * (`0` turns latency off). Undefined or empty gives {@link DEFAULT_LATENCY}.
 * @throws Error on any other value, so a typo is noticed at start-up.
 */
export function parseLatency(value: string | undefined): LatencyRange {
  if (value === undefined || value.trim() === '') return DEFAULT_LATENCY;
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(value);
  if (!match) throw new Error(`SANDBOX_LATENCY_MS must be "min-max" or a number of ms, got "${value}"`);
  const minMs = Number(match[1]);
  const maxMs = match[2] === undefined ? minMs : Number(match[2]);
  if (maxMs < minMs) throw new Error(`SANDBOX_LATENCY_MS: max (${maxMs}) is below min (${minMs})`);
  return { minMs, maxMs };
}

/** A random delay within the range (inclusive). */
export function pickDelay(range: LatencyRange, random: () => number = Math.random): number {
  return Math.round(range.minMs + random() * (range.maxMs - range.minMs));
}

/** Resolves after `ms` (immediately for 0, so tests without latency stay synchronous-fast). */
export function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
