/**
 * Runs `run` once per mount, the first time `when` is true: an arrival's one-off work (a step submit, a
 * code sent) that neither a re-render nor StrictMode's second effect run may repeat (the ref survives it).
 */
import { useEffect, useRef } from 'react';

export function useOnce(run: () => void, when = true): void {
  const done = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    latest.current();
  }, [when]);
}
