/**
 * What a step screen loads before it can show its form (the terms, the static contracts, the prepaid cards):
 * loading, failed (with a retry, never a dead end) or ready. The load runs again on `retry()`; an answer that
 * arrives after the screen left is dropped.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useInstance } from './hooks';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

export function useLoaded<T>(load: (api: ApiClient) => Promise<T>): { loaded: Loaded<T>; retry: () => void } {
  const { instance } = useInstance();
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loader] = useState(() => load);

  useEffect(() => {
    let live = true;
    loader(instance.api).then(
      (value) => live && setLoaded({ kind: 'ready', value }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [instance, loader, attempt]);

  return {
    loaded,
    retry: () => {
      setLoaded({ kind: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
