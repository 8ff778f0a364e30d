// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../element/surface';
import { createInstance, type PageNavigation } from './instance';
import { SIGNATURE_SESSION_TIMEOUT_MS } from '../flows/timings';

function setup() {
  const page: PageNavigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const host = document.createElement('div');
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host, page);
  return { instance, page };
}

describe('signature session time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('§9 Business constants: the signature session lasts 3,300,000 ms', () => {
    expect(SIGNATURE_SESSION_TIMEOUT_MS).toBe(3_300_000);
  });

  it('§4 Session: 3,300,000 ms after the signature session starts the page reloads, once', () => {
    const { instance, page } = setup();
    instance.signatureSession.start(Date.now());
    vi.advanceTimersByTime(SIGNATURE_SESSION_TIMEOUT_MS - 1);
    expect(page.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SIGNATURE_SESSION_TIMEOUT_MS * 2);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('§4 Session: a session that started earlier (read back after a reload) reloads at its own end', () => {
    const { instance, page } = setup();
    instance.signatureSession.start(Date.now() - 3_000_000);
    vi.advanceTimersByTime(299_999);
    expect(page.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('§4 Session: a new start replaces the armed reload; stop, expiry and unmount disarm it', () => {
    const { instance, page } = setup();
    instance.signatureSession.start(Date.now());
    vi.advanceTimersByTime(1_000_000);
    instance.signatureSession.start(Date.now());
    vi.advanceTimersByTime(SIGNATURE_SESSION_TIMEOUT_MS - 1);
    expect(page.reload).not.toHaveBeenCalled();
    instance.signatureSession.stop();
    vi.advanceTimersByTime(SIGNATURE_SESSION_TIMEOUT_MS);
    expect(page.reload).not.toHaveBeenCalled();

    instance.signatureSession.start(Date.now());
    instance.dispose();
    vi.advanceTimersByTime(SIGNATURE_SESSION_TIMEOUT_MS);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
