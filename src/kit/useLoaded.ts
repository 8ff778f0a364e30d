/**
 * What a step loads before it can show its form (the options of a list, a prefill): the state of one
 * load, started when the screen mounts, ignored once the screen is gone, and started again by `retry`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; value: T };

export function useLoaded<T>(load: () => Promise<T>): { loaded: Loaded<T>; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let live = true;
    latest.current().then(
      (value) => live && setLoaded({ kind: 'ready', value }),
      (error: unknown) => live && setLoaded({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoaded({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { loaded, retry };
}
