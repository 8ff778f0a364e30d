/**
 * The one load state of the element's screens: the frame of a step screen while what it needs is loading or
 * failed to load (a `useLoaded` load, a signature's status, the prepaid cards…): its heading, a status read
 * politely, and on failure a "Riprova" button (a failed load is never a dead end) or another way on.
 */
import type { ScreenId } from '../flows';
import { STEP_COPY } from './copy';
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
