/** Test helper: a controllable `window.matchMedia` (jsdom has none). */
import { vi } from 'vitest';

export function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const matches: Record<string, boolean> = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return matches[query] ?? false;
    },
    addEventListener: (_type: 'change', listener: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: 'change', listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    /** Changes a query's result and notifies its listeners, as a resize or a settings change would. */
    set(query: string, value: boolean) {
      matches[query] = value;
      listeners.get(query)?.forEach((listener) => listener());
    },
  };
}
