/** spec §9 timings honoured by the shell's styles: page fade, modal centring from 768 px. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MODAL_CENTRING_MIN_WINDOW_WIDTH, PAGE_FADE_MS } from '../src/flows/timings';
import { defineBankOnboarding, TAG_NAME } from './define';

vi.mock('../src/app/styles.css?inline', () => ({ default: ':host{display:block}' }));

const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(here, '../src/app/styles.css'), 'utf8').replace(/\s+/g, ' ');

/** The body of the first `@media <query> { … }` block holding `needle`. */
function mediaBlockWith(query: string, needle: string): string | undefined {
  for (const match of css.matchAll(/@media ([^{]+)\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)) {
    if (match[1]?.trim() === query && match[2]?.includes(needle)) return match[2];
  }
  return undefined;
}

describe('§9 timings in the styles', () => {
  beforeAll(() => {
    if (!customElements.get(TAG_NAME)) defineBankOnboarding();
  });

  it('§9 page fade 400 ms: the routed screen fades in, only when the user has not asked for reduced motion', async () => {
    expect(PAGE_FADE_MS).toBe(400);
    const rule = mediaBlockWith('(prefers-reduced-motion: no-preference)', 'bo-page-fade');
    expect(rule).toContain('.main > .page { animation: bo-page-fade var(--bo-page-fade');
    expect(css).not.toMatch(/^[^@]*\.main > \.page \{ animation/); // nowhere outside that media query
    const el = document.createElement(TAG_NAME);
    el.setAttribute('routing', 'memory');
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() => expect(el.shadowRoot?.querySelector('section.main')).toBeTruthy());
    const main = el.shadowRoot!.querySelector<HTMLElement>('section.main')!;
    // The duration is a rule of the element's styles, not a style attribute, which a strict
    // Content-Security-Policy (`style-src 'self'`) refuses.
    expect(main.getAttribute('style')).toBeNull();
    const styles = [...el.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toContain(`.main { --bo-page-fade: ${PAGE_FADE_MS}ms; }`);
    el.remove();
  });

  it('§9 modal vertical centring from a window width of 768 px (a window media query, not the container)', () => {
    expect(MODAL_CENTRING_MIN_WINDOW_WIDTH).toBe(768);
    expect(mediaBlockWith(`(min-width: ${MODAL_CENTRING_MIN_WINDOW_WIDTH}px)`, '.modal')).toContain('.modal { margin: auto; }');
    // Below it the modal sits at the bottom of the window (a bottom sheet).
    expect(css).toContain('.modal { width: min(92vw, 480px); margin: auto auto 16px; }');
  });
});
