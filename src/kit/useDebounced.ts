/**
 * Debouncing with the spec §9 default ("Default debounce 500 ms", DEFAULT_DEBOUNCE_MS): `debounce` for
 * callbacks (the last call wins, `cancel` drops a pending one) and `useDebounced` for a value that settles
 * (e.g. a lookup fed by what is being typed). Not for Prosegui: a step submit uses the 1-second submit
 * lock of spec §4 (useSubmitLock / SubmitButton), which is a lock, not a debounce.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from '../flows/timings';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
}

/** `fn` called once, `ms` after the last of a burst of calls, with that last call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number = DEFAULT_DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** `value` once it has not changed for `ms` (the first render returns it at once). */
export function useDebounced<T>(value: T, ms: number = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
