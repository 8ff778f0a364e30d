/**
 * The tracking sends waiting for their one retry (spec §7 `POST registrations/{id}/tracking`): a bounded
 * first-in first-out list, pure (no timer, no call). At most `limit` wait; a push beyond it pushes the oldest
 * out and hands it back, so the caller can report it instead of losing it without a trace.
 */

/** How many failed tracking sends wait for their retry at most. */
export const TRACKING_RETRY_LIMIT = 20;

export interface RetryQueue<T> {
  /** Adds `item` as the newest; returns the items pushed out (the oldest beyond the limit), oldest first. */
  push(item: T): T[];
  /** Removes and returns every waiting item, oldest first. */
  drain(): T[];
  /** How many items wait. */
  readonly size: number;
}

export function createRetryQueue<T>(limit: number = TRACKING_RETRY_LIMIT): RetryQueue<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`retry queue limit must be a positive integer, got ${limit}`);
  let items: T[] = [];
  return {
    push(item) {
      items.push(item);
      return items.length > limit ? items.splice(0, items.length - limit) : [];
    },
    drain() {
      const all = items;
      items = [];
      return all;
    },
    get size() {
      return items.length;
    },
  };
}
