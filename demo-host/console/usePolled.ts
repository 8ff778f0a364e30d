/**
 * Loads data now and, with `intervalMs`, again every interval while the page is visible (paused on
 * `document.hidden`, reloaded at once when it becomes visible again). Never two loads at once; an
 * answer that arrives after a newer load started (or after unmount) is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './api';

export interface Polled<T> {
  data: T | undefined;
  /** The last load's error message, cleared by the next success. */
  error: string | undefined;
  /** Loads now (e.g. after a change); resolves when done. */
  reload: () => Promise<void>;
}

export function usePolled<T>(load: () => Promise<T>, deps: readonly unknown[], intervalMs?: number): Polled<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const loadRef = useRef(load);
  const seq = useRef(0);
  const alive = useRef(true);

  useEffect(() => {
    loadRef.current = load;
  });

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const value = await loadRef.current();
      if (alive.current && mine === seq.current) {
        setData(value);
        setError(undefined);
      }
    } catch (e) {
      if (alive.current && mine === seq.current) setError(errorMessage(e));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      if (intervalMs === undefined || stopped) return;
      clearTimeout(timer);
      timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      if (document.hidden) return; // resumed by visibilitychange
      void reload().finally(schedule);
    };
    const onVisibility = () => {
      if (!document.hidden) {
        clearTimeout(timer);
        tick();
      }
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      alive.current = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // `deps` decide when to start over (e.g. a filter); `reload` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload, intervalMs, ...deps]);

  return { data, error, reload };
}
