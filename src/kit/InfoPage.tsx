/**
 * An explanation page reached from a data step and outside the flow table (spec §2 "/minorInfo",
 * "/promoCodeInfo"): heading, paragraphs and actions. The wizard stays at the step that opened it.
 */
import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading';
import type { ScreenId } from '../flows';
import stepCss from './step.css?inline';

export function InfoPage({
  screen,
  title,
  paragraphs,
  children,
}: {
  screen: ScreenId;
  title: string;
  paragraphs: readonly string[];
  children: ReactNode;
}) {
  return (
    <section className="screen step" data-screen={screen}>
      <style>{stepCss}</style>
      <StepHeading>{title}</StepHeading>
      {paragraphs.map((text) => (
        <p key={text} className="step-text">
          {text}
        </p>
      ))}
      <div className="step-actions">{children}</div>
    </section>
  );
}
