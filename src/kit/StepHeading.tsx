/**
 * The heading of a step. It receives focus when a step is shown after a navigation (DESIGN §4: focus
 * moves to the new step's heading on every step change), so screen-reader users hear where they are.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useInstance } from './hooks';

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { instance } = useInstance();
  useEffect(() => {
    // Not on the very first render: an embedding page must not have its focus (and scroll) stolen on load.
    const { ui } = instance.store.state;
    if (ui.dialog === null && ui.navigated) ref.current?.focus();
  }, [instance]);
  return (
    <h1 ref={ref} tabIndex={-1} className="step-heading" data-step-heading>
      {children}
    </h1>
  );
}
