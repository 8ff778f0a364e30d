// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('calls made once per registration (store draft slice)', () => {
  it('requestOnce: one call per registration; every caller shares its answer', async () => {
    const { actions } = createStore();
    const call = vi.fn(async () => 'sent');
    const first = actions.requestOnce('mobile-token-code', 'reg-1', call);
    const second = actions.requestOnce('mobile-token-code', 'reg-1', call);
    expect(second).toBe(first);
    await expect(second).resolves.toBe('sent');
    await expect(actions.requestOnce('mobile-token-code', 'reg-1', call)).resolves.toBe('sent');
    expect(call).toHaveBeenCalledTimes(1);
    // Another registration, or another kind of call, is its own.
    await actions.requestOnce('mobile-token-code', 'reg-2', call);
    await actions.requestOnce('complete-registration', 'reg-2', call);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('requestOnce: a failed call is forgotten, so a retry calls again', async () => {
    const { actions } = createStore();
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('done');
    await expect(actions.requestOnce('complete-registration', 'reg-1', call)).rejects.toThrow('down');
    await expect(actions.requestOnce('complete-registration', 'reg-1', call)).resolves.toBe('done');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('the store reset (session expiry, exit) forgets every call', async () => {
    const { actions } = createStore();
    const call = vi.fn(async () => 'sent');
    await actions.requestOnce('mobile-token-code', 'reg-1', call);
    await actions.requestOnce('sms-code', 'reg-1', call);
    expect(call).toHaveBeenCalledTimes(2);
    actions.reset();
    await actions.requestOnce('mobile-token-code', 'reg-1', call);
    expect(call).toHaveBeenCalledTimes(3);
    await actions.requestOnce('sms-code', 'reg-1', call);
    await actions.requestOnce('sms-code', 'reg-1', call);
    expect(call).toHaveBeenCalledTimes(4);
    await actions.requestOnce('email-code', 'reg-1', call);
    expect(call).toHaveBeenCalledTimes(5);
  });
});
