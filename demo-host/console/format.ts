/** Formatting and filtering of the console's lists: pure functions, unit-tested. */
import type { LoggedRequest, OutboxMessage } from './api';

/** `HH:mm:ss` in it-IT (local time); the ISO text itself when it is not a date. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

/** A copy of `items` in reverse order (the API lists oldest first; the console shows newest first). */
export function newestFirst<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}

/** One piece of a message text: plain text or an http(s) link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Splits `text` into plain text and http(s) URLs (trailing punctuation stays text). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let href = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Messages whose recipient contains `query` (spaces ignored, case-insensitive), newest first. */
export function filterMessages(messages: readonly OutboxMessage[], query: string): OutboxMessage[] {
  const needle = query.replace(/\s+/g, '').toLowerCase();
  return newestFirst(messages).filter((m) => !needle || m.to.replace(/\s+/g, '').toLowerCase().includes(needle));
}

/** The request log's status filter. */
export type StatusClass = 'all' | '2xx' | '4xx' | '5xx';

export const STATUS_CLASSES: readonly StatusClass[] = ['all', '2xx', '4xx', '5xx'];

/** Whether `status` belongs to `statusClass`. */
export function inStatusClass(status: number, statusClass: StatusClass): boolean {
  return statusClass === 'all' || Math.floor(status / 100) === Number(statusClass[0]);
}

/** Requests whose path contains `pathQuery` (case-insensitive) and whose status is in `statusClass`, newest first. */
export function filterRequests(requests: readonly LoggedRequest[], pathQuery: string, statusClass: StatusClass): LoggedRequest[] {
  const needle = pathQuery.trim().toLowerCase();
  return newestFirst(requests).filter((r) => (!needle || r.path.toLowerCase().includes(needle)) && inStatusClass(r.status, statusClass));
}

/** A value of the saved data as text (objects as compact JSON). */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
