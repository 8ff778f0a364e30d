/**
 * A visible resend cooldown ("Invia di nuovo il codice" and the like): `start()` opens it; `remaining`
 * seconds tick down to 0, re-rendering each second, so the button shows why it waits instead of dropping
 * a click. Every resend of the element waits the same RESEND_COOLDOWN_SECONDS (src/flows/timings.ts).
 */
import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '../flows/timings';

export interface Cooldown {
  /** Whole seconds left; 0 when the action may run again. */
  remaining: number;
  start(): void;
}

export function useCooldown(seconds: number = RESEND_COOLDOWN_SECONDS): Cooldown {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return {
    remaining,
    start: () => {
      const time = Date.now();
      setNow(time);
      setUntil(time + seconds * 1000);
    },
  };
}
