/**
 * The frame of a data-step screen: heading (focused on step change), intro, the form with its fields,
 * the "Prosegui" button (spec §5) and optional secondary actions. When the data was already sent
 * (a registration exists) the fields are shown read-only with a note.
 */
import type { FormEvent, ReactNode } from 'react';

import type { ScreenId } from '../flows';
import { StepHeading } from './StepHeading';
import { SubmitButton } from './SubmitButton';
import type { SubmitLock } from './useSubmitLock';
import fieldsCss from './fields/fields.css?inline';
import stepCss from './step.css?inline';
import { STEP_COPY } from './copy';
import { Styles } from './styles';

export interface StepFormProps {
  screen: ScreenId;
  title: string;
  intro?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit lock Prosegui shows (useSubmitLock). */
  lock: Pick<SubmitLock, 'locked'>;
  /** The form is not valid yet: Prosegui disabled (spec §5). */
  invalid: boolean;
  /** The data was already sent: fields read-only, with a note. */
  sent?: boolean;
  /** Screen-specific styles, added after the shared ones. */
  css?: string;
  /** Content after Prosegui (links, resend buttons, live status). */
  after?: ReactNode;
  /** The submit button's label when it is not "Prosegui" (the signatures' "Firma", "Invia i documenti"). */
  submitLabel?: string;
  children: ReactNode;
}

export function StepForm({ screen, title, intro, onSubmit, lock, invalid, sent, css, after, submitLabel = STEP_COPY.submit, children }: StepFormProps) {
  return (
    <section className="screen step" data-screen={screen}>
      <Styles css={[fieldsCss, stepCss, css ?? '']} />
      <StepHeading>{title}</StepHeading>
      {intro && <div className="step-intro">{intro}</div>}
      <form className="form" noValidate onSubmit={onSubmit}>
        {sent && (
          <p className="step-note" role="note">
            {STEP_COPY.sentNote}
          </p>
        )}
        <fieldset className="step-fields" disabled={sent}>
          {children}
        </fieldset>
        <div className="step-actions">
          <SubmitButton lock={lock} invalid={invalid}>
            {submitLabel}
          </SubmitButton>
          {after}
        </div>
      </form>
    </section>
  );
}
