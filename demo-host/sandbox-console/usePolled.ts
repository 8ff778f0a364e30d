/**
 * Data read from the sandbox and kept current: loaded at once, again every `intervalMs` while the page is
 * visible (paused while it is hidden), after `reload()`, and whenever the sandbox changes under every
 * section (reset).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { consoleState } from './state';

const POLL_MS = 2000;

export function usePolled<T>(load: () => Promise<T>, intervalMs: number | null = POLL_MS) {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const { generation } = useSnapshot(consoleState);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    try {
      setData(await loadRef.current());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
    if (intervalMs === null) return;
    const timer = setInterval(() => {
      if (!document.hidden) void reload();
    }, intervalMs);
    const onVisible = () => {
      if (!document.hidden) void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload, intervalMs, generation]);

  return { data, failed, reload };
}
