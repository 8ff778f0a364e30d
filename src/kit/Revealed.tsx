/**
 * Shows `children` only while the watched form values satisfy `when` (a field revealed by an answer:
 * the domicile by its checkbox, a tax id by "Sì").
 *
 * A component rather than `watch()` in the screen: `useWatch` here re-renders only this part on a change of
 * the watched answers, not the whole form. (Whether Prosegui is enabled does not depend on it: the form core
 * useSchemaForm computes validity from the values, revealed fields or not.)
 *
 * When an answer reveals the fields (not when they are there from the start), the view scrolls to their end
 * after the §9 scroll-to-bottom delay, smoothly unless the user asked for reduced motion. The wrapper lays
 * its children out with the form's own gap, so it looks as if they were the form's rows.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../flows/timings';

export interface RevealedProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  /** The fields whose values decide. */
  names: readonly Path<T>[];
  /** Whether to show `children`, given the values of `names` in order. */
  when: (values: readonly unknown[]) => boolean;
  children: ReactNode;
}

export function Revealed<T extends FieldValues>({ control, names, when, children }: RevealedProps<T>) {
  const values = useWatch({ control, name: [...names] }) as readonly unknown[];
  const shown = when(values);
  const ref = useRef<HTMLDivElement>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    const revealedNow = shown && !wasShown.current;
    wasShown.current = shown;
    if (!revealedNow) return;
    const timer = setTimeout(() => scrollToEnd(ref.current), SCROLL_TO_BOTTOM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? (
    <div ref={ref} className="revealed">
      {children}
    </div>
  ) : null;
}

/** Brings the end of `element` into view (nothing where the platform cannot scroll, e.g. jsdom). */
function scrollToEnd(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}
