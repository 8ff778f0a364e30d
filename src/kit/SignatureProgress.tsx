/**
 * The progress of a signature with the certificate provider (spec §4 CONSUMER 8): a labelled `<progress>`
 * (role progressbar, `aria-valuenow` 0..100) while a sign call is in flight, while the signature runs and
 * once it is done, and a polite status text that changes only with the phase ("Firma in corso…", "Firma
 * completata", why it failed), so assistive technology announces each change once, not every percent.
 * The status region is always rendered (empty when there is nothing to say) so its changes are announced.
 *
 * `SignatureFollow` is the whole screen while a signature found running on arrival is followed.
 */
import { useId } from 'react';
import type { ScreenId } from '../flows';
import type { SignatureState } from '../registration/signature';
import { SIGNATURE_COPY } from './copy';
import { StepHeading } from './StepHeading';
import signatureCss from './signature.css?inline';
import stepCss from './step.css?inline';
import { Styles } from './styles';

/** What the status region says in `state` (empty while nothing runs). */
function signatureStatusText(state: Pick<SignatureState, 'phase' | 'failure'>): string {
  switch (state.phase) {
    case 'signing':
    case 'running':
      return SIGNATURE_COPY.running;
    case 'done':
      return SIGNATURE_COPY.done;
    case 'failed':
      return state.failure === 'unreachable'
        ? SIGNATURE_COPY.unreachable
        : state.failure === 'session-expired'
          ? SIGNATURE_COPY.sessionExpired
          : SIGNATURE_COPY.failed;
    default:
      return '';
  }
}

export interface SignatureProgressProps {
  state: Pick<SignatureState, 'phase' | 'progress' | 'failure'>;
}

export function SignatureProgress({ state }: SignatureProgressProps) {
  const labelId = useId();
  const shown = state.phase === 'signing' || state.phase === 'running' || state.phase === 'done';
  const value = state.phase === 'done' ? 100 : state.progress;
  return (
    <div className="signature-progress">
      <Styles css={signatureCss} />
      {shown && (
        <>
          <span id={labelId}>{SIGNATURE_COPY.progressLabel}</span>
          <progress
            className="signature-progress-bar"
            aria-labelledby={labelId}
            max={100}
            value={value}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
          />
        </>
      )}
      <p className="step-status" role="status">
        {signatureStatusText(state)}
      </p>
    </div>
  );
}

export interface SignatureFollowProps extends SignatureProgressProps {
  screen: ScreenId;
  title: string;
  /** What is happening, before the bar ("Stiamo completando la firma dei tuoi documenti…"). */
  text: string;
}

/** A screen that only follows a running signature: heading, a sentence, the progress. */
export function SignatureFollow({ screen, title, text, state }: SignatureFollowProps) {
  return (
    <section className="screen step" data-screen={screen}>
      <Styles css={stepCss} />
      <StepHeading>{title}</StepHeading>
      <p className="step-text">{text}</p>
      <SignatureProgress state={state} />
    </section>
  );
}
