/**
 * A help section's heading: the panel's accessible name (its id is the dialog's aria-labelledby) and, when
 * the section changes inside the open panel, where focus goes, so the new section is announced. Key it by
 * its text where a section's heading changes (callback booked, premium activated).
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** The id the dialog's aria-labelledby points at (given by the panel). */
export const HelpTitleId = createContext('help-title');

export function HelpHeading({ children }: { children: ReactNode }) {
  const id = useContext(HelpTitleId);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // On the panel's first render the dialog is not open yet: the panel focuses the heading once it is.
    if (ref.current?.closest('dialog')?.open) ref.current.focus();
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="help-title" data-help-heading>
      {children}
    </h2>
  );
}
