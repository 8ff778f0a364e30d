import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../flows/timings';
import { debounce, useDebounced } from './useDebounced';

describe('§9 default debounce 500 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('§9 the default debounce is 500 ms', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(500);
  });

  it('§9 debounce: one call 500 ms after the last of a burst, with its arguments; cancel drops it', () => {
    const fn = vi.fn();
    const run = debounce(fn);
    run('a');
    vi.advanceTimersByTime(400);
    run('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    run('c');
    run.cancel();
    vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('debounce takes another delay when given one', () => {
    const fn = vi.fn();
    debounce(fn, 100)();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('§9 useDebounced: the value settles 500 ms after it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: 'R' } });
    expect(result.current).toBe('R');
    rerender({ value: 'RO' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'ROM' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('R');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ROM');
  });
});
