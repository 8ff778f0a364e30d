import { describe, expect, it } from 'vitest';
import { createRetryQueue, TRACKING_RETRY_LIMIT } from './queue';

describe('§7 tracking: the queue of failed sends waiting for their retry', () => {
  it('§7 keeps items in arrival order and drains them all, oldest first', () => {
    const queue = createRetryQueue<string>(3);
    expect(queue.push('a')).toEqual([]);
    expect(queue.push('b')).toEqual([]);
    expect(queue.size).toBe(2);
    expect(queue.drain()).toEqual(['a', 'b']);
    expect(queue.size).toBe(0);
    expect(queue.drain()).toEqual([]);
  });

  it('§7 is bounded: a push beyond the limit pushes the oldest out and hands it back', () => {
    const queue = createRetryQueue<number>(2);
    queue.push(1);
    queue.push(2);
    expect(queue.push(3)).toEqual([1]);
    expect(queue.push(4)).toEqual([2]);
    expect(queue.size).toBe(2);
    expect(queue.drain()).toEqual([3, 4]);
  });

  it(`§7 holds ${TRACKING_RETRY_LIMIT} by default`, () => {
    const queue = createRetryQueue<number>();
    const out: number[] = [];
    for (let i = 0; i < TRACKING_RETRY_LIMIT + 5; i++) out.push(...queue.push(i));
    expect(TRACKING_RETRY_LIMIT).toBe(20);
    expect(queue.size).toBe(TRACKING_RETRY_LIMIT);
    expect(out).toEqual([0, 1, 2, 3, 4]);
    expect(queue.drain()[0]).toBe(5);
  });

  it('a drain leaves later pushes for the next drain; a limit below 1 is refused', () => {
    const queue = createRetryQueue<string>(2);
    queue.push('a');
    const first = queue.drain();
    queue.push('b');
    expect(first).toEqual(['a']);
    expect(queue.drain()).toEqual(['b']);
    expect(() => createRetryQueue(0)).toThrow(RangeError);
  });
});
