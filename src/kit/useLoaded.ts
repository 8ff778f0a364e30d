/**
 * What a step screen loads before it can show its form (the terms, the static contracts, the prepaid cards,
 * the document types, a prefill): loading, failed (with a retry, never a dead end) or ready. The load starts
 * when the screen mounts (or `delayMs` later) and again on `retry()`; an answer that arrives after the screen left is dropped.
 * Its frame while loading or failed is `LoadState`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useInstance } from './hooks';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; value: T };

export interface LoadOptions {
  /** The first load starts this long after mounting (the help panel's documentation, spec §2); a retry at once. */
  delayMs?: number;
}

export function useLoaded<T>(
  load: (api: ApiClient) => Promise<T>,
  { delayMs = 0 }: LoadOptions = {},
): { loaded: Loaded<T>; retry: () => void } {
  const { instance } = useInstance();
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader, read when a load starts: a screen may pass a new closure on every render.
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    let live = true;
    const start = () =>
      latest.current(instance.api).then(
        (value) => live && setLoaded({ kind: 'ready', value }),
        (error: unknown) => live && setLoaded({ kind: 'failed', error }),
      );
    const wait = attempt === 0 ? delayMs : 0;
    const timer = wait > 0 ? setTimeout(() => void start(), wait) : undefined;
    if (timer === undefined) void start();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [instance, attempt, delayMs]);

  const retry = useCallback(() => {
    setLoaded({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { loaded, retry };
}
