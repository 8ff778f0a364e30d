/**
 * spec §9 "App-flag checks … 1 s or 1.5 s in help components": the host app may set the session flag
 * fromApp after the page loaded, so the help components read it when they mount and again 1 s and 1.5 s
 * later.
 */
import { useEffect, useState } from 'react';
import { readFlag } from '../session/storage';

/** §9: the re-reads after mounting, in milliseconds. */
const APP_FLAG_RECHECKS_MS = [1000, 1500] as const;

const readFromApp = () => readFlag('fromApp');

/** The fromApp session flag, read on mount and again after 1 s and 1.5 s. */
export function useAppFlag(read: () => boolean = readFromApp): boolean {
  const [fromApp, setFromApp] = useState(read);
  useEffect(() => {
    setFromApp(read());
    const timers = APP_FLAG_RECHECKS_MS.map((ms) => setTimeout(() => setFromApp(read()), ms));
    return () => timers.forEach(clearTimeout);
  }, [read]);
  return fromApp;
}
