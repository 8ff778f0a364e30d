/**
 * The frame of a step screen while what it needs is loading or failed to load: its heading, a status read
 * politely, and on failure a "Riprova" button (a failed load is never a dead end).
 */
import type { ScreenId } from '../flows';
import { STEP_COPY } from './copy';
import type { Loaded } from './useLoaded';
import { StepHeading } from './StepHeading';
import stepCss from './step.css?inline';
import { Styles } from './styles';

export interface LoadStateProps {
  screen: ScreenId;
  title: string;
  /** What is loading ("Caricamento dei documenti in corso…"). */
  loadingText: string;
  /** Whether the load failed; a load that cannot fail (a prefill that falls back to nothing) leaves it out. */
  failed?: boolean;
  /** What failed, and the retry. */
  failedText?: string;
  onRetry?: () => void;
  /** The failure's button text when it is not a retry (a way on elsewhere); default "Riprova". */
  retryLabel?: string;
}

export function LoadState({ screen, title, failed = false, loadingText, failedText, onRetry, retryLabel = STEP_COPY.retry }: LoadStateProps) {
  return (
    <section className="screen step" data-screen={screen}>
      <Styles css={stepCss} />
      <StepHeading>{title}</StepHeading>
      <p className="step-status" role="status">
        {failed ? failedText : loadingText}
      </p>
      {failed && onRetry && (
        <div className="step-actions">
          <button type="button" className="button" onClick={onRetry}>
            {retryLabel}
          </button>
        </div>
      )}
    </section>
  );
}

/** The texts of a screen's load: its heading, what is loading and what failed (from its copy module). */
export interface LoadCopy {
  title: string;
  loading: string;
  loadError: string;
}

/** The frame of a screen while its `useLoaded` is loading or failed, with the copy's texts and Riprova. */
export function LoadingStep({ screen, copy, loaded, onRetry }: { screen: ScreenId; copy: LoadCopy; loaded: Loaded<unknown>; onRetry: () => void }) {
  return (
    <LoadState
      screen={screen}
      title={copy.title}
      failed={loaded.kind === 'failed'}
      loadingText={copy.loading}
      failedText={copy.loadError}
      onRetry={onRetry}
    />
  );
}
