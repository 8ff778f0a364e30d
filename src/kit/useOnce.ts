/**
 * Runs `run` once per mount, the first time `when` is true: an arrival's one-off work (a step submit, a
 * signature code sent on each arrival) that neither a re-render nor StrictMode's second effect run may repeat
 * (the ref survives it); a later arrival at the screen runs it again. Work done once per registration, which a
 * return to the screen must not repeat either, goes through the store's `requestOnce` instead.
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
