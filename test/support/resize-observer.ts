/**
 * Test stub: a controllable `ResizeObserver` (jsdom has none and lays nothing out). Every observed element
 * reports the stub's inline size — at once when observed (a real observer's first report), and again on
 * each `resize`. Deliveries are synchronous, so tests wrap `resize` in `act()`.
 */
import { vi } from 'vitest';

interface Stub {
  callback: ResizeObserverCallback;
  targets: Set<Element>;
  observer: ResizeObserver;
}

const entryFor = (target: Element, inlineSize: number, blockSize: number): ResizeObserverEntry => {
  const size: ResizeObserverSize = { inlineSize, blockSize };
  return {
    target,
    contentRect: DOMRectReadOnly.fromRect({ width: inlineSize, height: blockSize }),
    contentBoxSize: [size],
    borderBoxSize: [size],
    devicePixelContentBoxSize: [size],
  };
};

/** Installs the stub; every observed element is `inlineSize` px wide until `resize` says otherwise. */
export function stubResizeObserver({ inlineSize = 0, blockSize = 600 }: { inlineSize?: number; blockSize?: number } = {}) {
  let width = inlineSize;
  const stubs = new Set<Stub>();
  const notify = (stub: Stub, targets: Iterable<Element>) => {
    const entries = [...targets].map((target) => entryFor(target, width, blockSize));
    if (entries.length > 0) stub.callback(entries, stub.observer);
  };

  class ResizeObserverStub implements ResizeObserver {
    private readonly stub: Stub;
    constructor(callback: ResizeObserverCallback) {
      this.stub = { callback, targets: new Set(), observer: this };
    }
    observe(target: Element) {
      stubs.add(this.stub);
      this.stub.targets.add(target);
      notify(this.stub, [target]);
    }
    unobserve(target: Element) {
      this.stub.targets.delete(target);
    }
    disconnect() {
      this.stub.targets.clear();
      stubs.delete(this.stub);
    }
  }

  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  return {
    /** Every element currently observed. */
    observed: () => [...stubs].flatMap((stub) => [...stub.targets]),
    /** Every observed element becomes `inlineSize` px wide; their observers are told, as after a resize. */
    resize(inlineSize: number) {
      width = inlineSize;
      for (const stub of [...stubs]) notify(stub, stub.targets);
    },
  };
}
