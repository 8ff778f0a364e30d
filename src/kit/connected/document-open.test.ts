import { describe, expect, it } from 'vitest';
import { createDocumentOpenGuard } from './document-open';

describe('§9 duplicate document open', () => {
  it('§9 on Android the same document opened again within 5 seconds is ignored', () => {
    const allow = createDocumentOpenGuard(true);
    expect(allow('/doc/a', 1000)).toBe(true);
    expect(allow('/doc/a', 5999)).toBe(false);
    expect(allow('/doc/b', 5999)).toBe(true);
    expect(allow('/doc/a', 6000)).toBe(true);
  });

  it('§9 elsewhere every open goes through', () => {
    const allow = createDocumentOpenGuard(false);
    expect(allow('/doc/a', 1000)).toBe(true);
    expect(allow('/doc/a', 1001)).toBe(true);
  });

  it('§9 asking without recording leaves the next open free', () => {
    const allow = createDocumentOpenGuard(true);
    expect(allow('/doc/a', 1000, false)).toBe(true);
    expect(allow('/doc/a', 1001)).toBe(true);
    expect(allow('/doc/a', 1002, false)).toBe(false);
  });
});
