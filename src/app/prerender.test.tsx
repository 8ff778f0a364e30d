/**
 * The element keeps a prerendered landing page only for a visit bound for the landing page, and
 * swaps it for its own tree, in one step, once a screen has rendered.
 */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CLICK as BOOT_PENDING_CLICK } from '../../element/prerender-click';
import { adoptPrerender, expectedFirstScreen, hasPrerender, PENDING_CLICK, usePrerenderCover } from './prerender';
import { PRERENDER_MAX_SECONDS } from '../flows/timings';

const url = (path: string) => new URL(path, 'https://bank.example/');

function prerenderedRoot() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<style>.x{}</style><div class="root prerendered"><div data-screen="Home"><h1>Apri il tuo conto</h1></div></div>';
  return root;
}

function Shell({ container, screen }: { container: ShadowRoot; screen: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  usePrerenderCover(container, ref);
  return <div className="root real" ref={ref}>{screen && <div data-screen="Home" />}</div>;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('expectedFirstScreen', () => {
  it('a bare address, or the landing route, opens on the landing page; fromApp on the registration start (§4)', () => {
    expect(expectedFirstScreen(url('/'))).toBe('Home');
    expect(expectedFirstScreen(url('/#/'))).toBe('Home');
    expect(expectedFirstScreen(url('/index.html?platform=ios'))).toBe('Home');
    expect(expectedFirstScreen(url('/?fromApp=true'))).toBe('AgeForm');
    sessionStorage.setItem('fromApp', 'true');
    expect(expectedFirstScreen(url('/'))).toBe('AgeForm');
  });

  it('§4 a route, other start-up flags, tokens or a session decide otherwise', () => {
    expect(expectedFirstScreen(url('/#/addresses'))).toBeNull();
    expect(expectedFirstScreen(url('/?bizDI=true'))).toBeNull();
    expect(expectedFirstScreen(url('/?fromApp=true&upgrade=true'))).toBeNull();
    expect(expectedFirstScreen(url('/?access_token=a.b.c'))).toBeNull();
    expect(expectedFirstScreen(url('/?idRegistration=42'))).toBeNull();
    sessionStorage.setItem('at', 'a.b.c');
    expect(expectedFirstScreen(url('/'))).toBeNull();
    sessionStorage.clear();
    sessionStorage.setItem('isTutor', 'true');
    expect(expectedFirstScreen(url('/'))).toBeNull();
  });
});

describe('the prerender cover', () => {
  it('a visit bound elsewhere, or a prerender of another screen, empties the declarative root at once', () => {
    window.history.replaceState(null, '', '/#/addresses');
    const root = prerenderedRoot();
    adoptPrerender(root);
    expect(root.childNodes).toHaveLength(0);
    expect(hasPrerender(root)).toBe(false);
    window.history.replaceState(null, '', '/?fromApp=true');
    const other = prerenderedRoot(); // shows Home, the visit opens on AgeForm
    adoptPrerender(other);
    expect(other.childNodes).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });

  it('keeps the prerender while the own tree renders hidden, then swaps them when a screen is in the DOM', async () => {
    const root = prerenderedRoot();
    adoptPrerender(root);
    expect(hasPrerender(root)).toBe(true);
    const { rerender } = render(<Shell container={root} screen={false} />, { container: root as unknown as HTMLElement });
    const real = root.querySelector<HTMLElement>('.real')!;
    expect(real.hidden).toBe(true);
    expect(root.querySelector('.prerendered')).not.toBeNull();

    rerender(<Shell container={root} screen />);
    await Promise.resolve(); // the MutationObserver's microtask: before the next paint
    expect(root.querySelector('.prerendered')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(real.hidden).toBe(false);
    expect(hasPrerender(root)).toBe(false);
  });

  it('a button of the prerender clicked before the element was live is clicked again on the real tree', async () => {
    vi.useFakeTimers();
    const root = prerenderedRoot();
    adoptPrerender(root);
    expect(BOOT_PENDING_CLICK).toBe(PENDING_CLICK);
    (root.host as unknown as Record<symbol, number>)[BOOT_PENDING_CLICK] = 1;
    const clicked = vi.fn();
    function Live({ screen }: { screen: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      usePrerenderCover(root, ref);
      return (
        <div className="root real" ref={ref}>
          <button type="button">Primo</button>
          <button type="button" onClick={clicked}>Registrati</button>
          {screen && <div data-screen="Home" />}
        </div>
      );
    }
    const { rerender } = render(<Live screen={false} />, { container: root as unknown as HTMLElement });
    rerender(<Live screen />);
    await vi.advanceTimersByTimeAsync(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((root.host as unknown as Record<symbol, unknown>)[PENDING_CLICK]).toBeUndefined();
  });

  it('a screen that failed (its chunk not downloaded: "Riprova") is not hidden behind the prerender', async () => {
    const root = prerenderedRoot();
    adoptPrerender(root);
    function Failed({ failed }: { failed: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      usePrerenderCover(root, ref);
      return <div className="root real" ref={ref}>{failed && <section className="screen screen-failed" role="alert" />}</div>;
    }
    const { rerender } = render(<Failed failed={false} />, { container: root as unknown as HTMLElement });
    rerender(<Failed failed />);
    await Promise.resolve();
    expect(root.querySelector('.prerendered')).toBeNull();
    expect(root.querySelector<HTMLElement>('.real')!.hidden).toBe(false);
  });

  it('never stands in longer than PRERENDER_MAX_SECONDS', () => {
    vi.useFakeTimers();
    const root = prerenderedRoot();
    adoptPrerender(root);
    render(<Shell container={root} screen={false} />, { container: root as unknown as HTMLElement });
    vi.advanceTimersByTime(PRERENDER_MAX_SECONDS * 1000);
    expect(root.querySelector('.prerendered')).toBeNull();
    expect(root.querySelector<HTMLElement>('.real')!.hidden).toBe(false);
  });
});
