/**
 * spec §9 "Duplicate document open on Android ignored within 5 seconds" (DUPLICATE_OPEN_WINDOW_SECONDS): Android
 * webviews hand a document link to another app, and a second tap while that is happening opens it twice. A
 * guard per screen remembers when each address was last opened.
 */
import { DUPLICATE_OPEN_WINDOW_SECONDS } from '../../flows/timings';

/**
 * Returns `(url, nowMs, record?) => boolean`: false for a repeat of the same address within the window on
 * Android. With `record` false it only answers (a document that must first make a call asks before the
 * call and records when it really opens).
 */
export function createDocumentOpenGuard(android: boolean, windowMs: number = DUPLICATE_OPEN_WINDOW_SECONDS * 1000) {
  const opened = new Map<string, number>();
  return (url: string, nowMs: number, record = true): boolean => {
    if (!android) return true;
    const last = opened.get(url);
    if (last !== undefined && nowMs - last < windowMs) return false;
    if (record) opened.set(url, nowMs);
    return true;
  };
}
