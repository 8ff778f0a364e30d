/**
 * Test support for the field primitives (src/kit/fields): StrictMode rendering, shadow-root-safe readers
 * of a control's description (ids resolved in the control's own root, never `document`), and a click that
 * tells whether a link was let through.
 */
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithInstance } from './render';

/** Renders `ui` under StrictMode. */
export function renderStrict(ui: ReactNode): RenderResult {
  return render(<StrictMode>{ui}</StrictMode>);
}

/** A user agent of an Android phone (Chrome), of an iPhone (Safari) and of a desktop (Chrome). */
export const USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
} as const;

/** Renders `ui` inside a `<bank-onboarding>` instance (StrictMode) whose platform is detected from `userAgent`. */
export function renderOnPlatform(ui: ReactNode, platform: keyof typeof USER_AGENTS) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS[platform]);
  return renderWithInstance(ui);
}

/** The elements `control`'s `aria-describedby` names, looked up in the control's own root (document or shadow root). */
export function describedByElements(control: Element): (HTMLElement | null)[] {
  const root = control.getRootNode() as Document | ShadowRoot;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => root.getElementById(id));
}

/** The polite live error element among `control`'s descriptions, or null. */
export function liveErrorOf(control: Element): HTMLElement | null {
  return describedByElements(control).find((element) => element?.getAttribute('aria-live') === 'polite') ?? null;
}

/**
 * Clicks `link` and tells whether the click went through (nothing called preventDefault). The click is
 * then stopped at the document, so jsdom does not try to navigate.
 */
export function clickGoesThrough(link: Element): boolean {
  let through = false;
  const stop = (event: Event) => {
    through = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', stop);
  return through;
}
