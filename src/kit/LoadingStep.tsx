/**
 * A step while what it needs is loading, or after the load failed: the step's heading, a status line
 * read by assistive technology and, after a failure, a button to try again.
 */
import { StepHeading } from './StepHeading';
import type { ScreenId } from '../flows';
import stepCss from './step.css?inline';

export interface LoadingStepProps {
  screen: ScreenId;
  title: string;
  /** "Caricamento … in corso" or, after a failure, what could not be loaded. */
  status: string;
  /** After a failure: the retry button's label and action. */
  retry?: { label: string; onRetry: () => void } | undefined;
}

export function LoadingStep({ screen, title, status, retry }: LoadingStepProps) {
  return (
    <section className="screen step" data-screen={screen}>
      <style>{stepCss}</style>
      <StepHeading>{title}</StepHeading>
      <p className="step-status" role="status">
        {status}
      </p>
      {retry && (
        <div className="step-actions">
          <button type="button" className="button" onClick={retry.onRetry}>
            {retry.label}
          </button>
        </div>
      )}
    </section>
  );
}
