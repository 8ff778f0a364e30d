// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../element/surface';
import { GENERIC_ERROR, RETRY_ACTIONS } from './copy';
import { createInstance } from './instance';
import { offerRetry } from './retry';

function setup() {
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
  const loadErrors: { kind: string; message: string; retry: () => void }[] = [];
  host.addEventListener('onboarding-load-error', (e) => loadErrors.push((e as CustomEvent).detail));
  return { instance, loadErrors };
}

describe('offerRetry (a start-up step that may succeed on a second attempt)', () => {
  it('the default error with "Riprova" first, and onboarding-load-error; the dialog\'s Riprova runs once', async () => {
    const { instance, loadErrors } = setup();
    const run = vi.fn();
    offerRetry(instance, { kind: 'chunk', message: 'the start-up could not be loaded', error: new TypeError('Failed to fetch') }, run);
    expect(instance.store.state.ui.dialog).toMatchObject({ title: GENERIC_ERROR.title, actions: [...RETRY_ACTIONS] });
    expect(loadErrors).toEqual([{ kind: 'chunk', message: 'the start-up could not be loaded', retry: expect.any(Function) }]);
    instance.store.actions.closeDialog('retry');
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    loadErrors[0]!.retry();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("the host's retry closes the dialog and runs once; Chiudi alone runs nothing", async () => {
    const { instance, loadErrors } = setup();
    const run = vi.fn();
    offerRetry(instance, { kind: 'api', message: 'no answer', error: new Error('x') }, run);
    loadErrors[0]!.retry();
    expect(instance.store.state.ui.dialog).toBeNull();
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);

    const closed = vi.fn();
    offerRetry(instance, { kind: 'api', message: 'no answer', error: new Error('x') }, closed);
    instance.store.actions.closeDialog('close');
    await Promise.resolve();
    expect(closed).not.toHaveBeenCalled();
  });
});
