/**
 * The frame of a step screen while what it needs is loading or failed to load: its heading, a status read
 * politely, and on failure a "Riprova" button (a failed load is never a dead end).
 */
import type { ScreenId } from '../flows';
import { STEP_COPY } from './copy';
import { StepHeading } from './StepHeading';
import stepCss from './step.css?inline';

export interface LoadStateProps {
  screen: ScreenId;
  title: string;
  failed: boolean;
  /** What is loading ("Caricamento dei documenti in corso…") and what failed. */
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}

export function LoadState({ screen, title, failed, loadingText, failedText, onRetry }: LoadStateProps) {
  return (
    <section className="screen step" data-screen={screen}>
      <style>{stepCss}</style>
      <StepHeading>{title}</StepHeading>
      <p className="step-status" role="status">
        {failed ? failedText : loadingText}
      </p>
      {failed && (
        <div className="step-actions">
          <button type="button" className="button" onClick={onRetry}>
            {STEP_COPY.retry}
          </button>
        </div>
      )}
    </section>
  );
}
