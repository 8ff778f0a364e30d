/**
 * An explanation page reached from a data step and outside the flow table (spec §2 "/minorInfo",
 * "/promoCodeInfo"): heading, paragraphs and actions. The wizard stays at the step that opened it.
 */
import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading';
import type { ScreenId } from '../flows';
import stepCss from './step.css?inline';
import { Styles } from './styles';

export function InfoPage({
  screen,
  title,
  paragraphs,
  status,
  children,
}: {
  screen: ScreenId;
  title: string;
  paragraphs: readonly string[];
  /** A polite live region after the paragraphs (rendered, even empty, whenever given, so changes are announced). */
  status?: string;
  children: ReactNode;
}) {
  return (
    <section className="screen step" data-screen={screen}>
      <Styles css={stepCss} />
      <StepHeading>{title}</StepHeading>
      {paragraphs.map((text) => (
        <p key={text} className="step-text">
          {text}
        </p>
      ))}
      {status !== undefined && (
        <p className="step-status" role="status">
          {status}
        </p>
      )}
      <div className="step-actions">{children}</div>
    </section>
  );
}
