/**
 * spec §9 "App-flag checks … 1 s or 1.5 s in help components": the host app may set the session flag
 * fromApp after the page loaded, so the help components read it when they mount and again 1 s and 1.5 s
 * later.
 */
import { useEffect, useState } from 'react';
import { readFlag } from '../session/storage';
import { HELP_APP_FLAG_LAST_RECHECK_GAP_MS, HELP_APP_FLAG_RECHECK_SECONDS } from '../flows/timings';

const readFromApp = () => readFlag('fromApp');

/** The fromApp session flag, read on mount and again after 1 s and 1.5 s. */
export function useAppFlag(read: () => boolean = readFromApp): boolean {
  const [fromApp, setFromApp] = useState(read);
  useEffect(() => {
    setFromApp(read());
    const first = HELP_APP_FLAG_RECHECK_SECONDS * 1000;
    const timers = [first, first + HELP_APP_FLAG_LAST_RECHECK_GAP_MS].map((ms) => setTimeout(() => setFromApp(read()), ms));
    return () => timers.forEach(clearTimeout);
  }, [read]);
  return fromApp;
}
