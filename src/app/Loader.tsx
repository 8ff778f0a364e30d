/** spec §2: the global loader overlay. The status region is always present so changes are announced. */
import { SHELL_COPY } from './copy';
import { useOnboardingState } from '../kit/hooks';

export function Loader() {
  const { ui } = useOnboardingState();
  const busy = ui.loader > 0;
  return (
    <div part="loader" className={busy ? 'loader busy' : 'loader'} role="status" aria-live="polite">
      {busy && (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{SHELL_COPY.loading}</span>
        </>
      )}
    </div>
  );
}
