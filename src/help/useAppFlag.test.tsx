import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppFlag } from './useAppFlag';

describe('useAppFlag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('§9 App-flag checks: a help component reads fromApp when it mounts', () => {
    sessionStorage.setItem('fromApp', 'true');
    const { result } = renderHook(() => useAppFlag());
    expect(result.current).toBe(true);
  });

  it('§9 App-flag checks: a flag the host app sets late is seen after 1 s', () => {
    const { result } = renderHook(() => useAppFlag());
    expect(result.current).toBe(false);
    sessionStorage.setItem('fromApp', 'true');
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('§9 App-flag checks: and again after 1.5 s, then no more', () => {
    const read = vi.fn(() => sessionStorage.getItem('fromApp') === 'true');
    const { result } = renderHook(() => useAppFlag(read));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    sessionStorage.setItem('fromApp', 'true');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    const reads = read.mock.calls.length;
    act(() => vi.advanceTimersByTime(10_000));
    expect(read.mock.calls.length).toBe(reads);
  });

  it('§9 App-flag checks: no re-read after the component unmounted', () => {
    const read = vi.fn(() => false);
    const { unmount } = renderHook(() => useAppFlag(read));
    const reads = read.mock.calls.length;
    unmount();
    act(() => vi.advanceTimersByTime(2000));
    expect(read.mock.calls.length).toBe(reads);
  });
});
