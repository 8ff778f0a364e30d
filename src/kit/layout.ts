/**
 * Mobile or desktop layout, decided by the ELEMENT's own inline size, never the window's: a host can give
 * `<bank-onboarding>` a 370-px phone frame on a wide screen, a CMS sidebar or a split view.
 *
 * CSS does the same with container queries on the shell's root (`.root`, container name `onboarding`,
 * src/app/styles.css): `@container onboarding (min-width: 768px)`. Script that must know the layout (whether to
 * download and render the desktop carousel) uses `useDesktopLayout()`, which watches the host element with
 * a ResizeObserver. The host's content box is exactly the root's width, so both agree.
 */
import { useLayoutEffect, useState } from 'react';
import { useInstance } from './hooks';

/** The layout threshold (spec §9, 768 px): desktop from this inline size of the element, mobile below. */
export const DESKTOP_MIN_WIDTH = 768;

/** The width of an element's content box, read now (the first value, before ResizeObserver reports). */
function contentInlineSize(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

/** Whether `element`'s content box is at least `minWidth` wide, kept current as the element resizes. */
function useInlineSizeAtLeast(element: HTMLElement, minWidth: number): boolean {
  const [atLeast, setAtLeast] = useState(false);
  useLayoutEffect(() => {
    // Measured before the first paint, so a wide element never shows its narrow layout for a frame.
    setAtLeast(contentInlineSize(element) >= minWidth);
    // Very old webviews have no ResizeObserver: the first measure stays.
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const inlineSize = entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      setAtLeast(inlineSize >= minWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, minWidth]);
  return atLeast;
}

/** Whether this element is laid out for desktop (its own width ≥ DESKTOP_MIN_WIDTH). */
export function useDesktopLayout(): boolean {
  return useInlineSizeAtLeast(useInstance().instance.host, DESKTOP_MIN_WIDTH);
}
