/**
 * A start-up step that failed for a reason a second attempt may not have (no answer from the API, its own code
 * not downloaded): the default error dialog (spec §8) offers "Riprova", and the host hears
 * `onboarding-load-error` with a `retry` that does the same. Either runs `run` once per offer (a new failure
 * makes a new offer); the host's retry also closes the dialog if it is still open.
 */
import type { LoadErrorDetail } from '../../element/surface';
import type { Instance } from './instance';

export function offerRetry(
  instance: Pick<Instance, 'emit' | 'showError' | 'store' | 'host'>,
  failure: { kind: LoadErrorDetail['kind']; message: string; error: unknown },
  run: () => void,
): void {
  let retried = false;
  let dialogOpen = true;
  const retry = () => {
    if (retried) return;
    retried = true;
    if (dialogOpen) instance.store.actions.closeDialog('retry');
    if (instance.host.isConnected) run();
  };
  instance.emit('onboarding-load-error', { kind: failure.kind, message: failure.message, retry });
  void instance.showError(failure.error, { retry: true }).then((choice) => {
    dialogOpen = false;
    if (choice === 'retry') retry();
  });
}
