import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../flows/timings';
import { useLiveCheck } from './useLiveCheck';

const always = () => true;

describe('useLiveCheck: a check that follows what is typed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('§9 the value is checked once it has settled for the default debounce; verify shares that call', async () => {
    const check = vi.fn((_value: string, _signal: AbortSignal) => Promise.resolve());
    const { result } = renderHook(() => useLiveCheck(check, always));
    act(() => result.current.feed('AMICO'));
    act(() => result.current.feed('AMICO10'));
    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS));
    expect(check).toHaveBeenCalledExactlyOnceWith('AMICO10', expect.any(AbortSignal));
    expect(result.current.status).toEqual({ state: 'valid', value: 'AMICO10' });
    await act(() => result.current.verify('AMICO10'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a check still running when the screen goes away is cancelled: its signal aborts', async () => {
    let signal: AbortSignal | undefined;
    // Never answers: the check is still running (its API module loading, say) when the screen leaves.
    const check = vi.fn((_value: string, s: AbortSignal) => {
      signal = s;
      return new Promise<void>(() => undefined);
    });
    const { result, unmount } = renderHook(() => useLiveCheck(check, always));
    act(() => result.current.feed('AMICO10'));
    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS));
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('a check that has answered is not cancelled when the screen goes away', async () => {
    let signal: AbortSignal | undefined;
    const check = vi.fn((_value: string, s: AbortSignal) => {
      signal = s;
      return Promise.resolve();
    });
    const { result, unmount } = renderHook(() => useLiveCheck(check, always));
    act(() => result.current.feed('AMICO10'));
    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS));
    unmount();
    expect(signal?.aborted).toBe(false);
  });
});
