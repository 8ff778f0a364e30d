/**
 * Paint before the JavaScript: a host page may carry the landing page prerendered at build time
 * (scripts/prerender.ts) as the element's declarative shadow root (`<template shadowrootmode="open">`): the
 * browser paints it from the HTML alone. When the element upgrades, it keeps that markup on screen (instead of
 * letting attachShadow empty the root) while its own tree renders hidden beside it; the moment its first
 * screen is in the DOM, the prerendered nodes go and the real tree shows, in one frame (a MutationObserver
 * callback runs before the next paint). Same markup, so no flash and no layout shift.
 *
 * Only a visit that opens on the prerendered screen keeps it (the landing page, or the registration start of
 * a native app): a route in the hash, a token, another start-up flag or a session drop it at once (the loader
 * shows, as without a prerender).
 */
import { useLayoutEffect, type RefObject } from 'react';
import { readSession } from '../session/storage';
import { readUrlStartup, STARTUP_FLAG_KEYS } from '../session/tokens';
import { readSessionFlags } from '../startup/flags';
import { PRERENDER_MAX_SECONDS } from '../flows/timings';

/** The prerendered nodes of each shadow root that still shows them. */
const covers = new WeakMap<ShadowRoot, readonly ChildNode[]>();

/**
 * Where the loader (element/boot.ts) keeps a prerendered button clicked too early: the same registered symbol
 * as element/prerender-click.ts (not imported, so the loader and the element share no chunk; prerender.test
 * checks they agree).
 */
export const PENDING_CLICK = Symbol.for('bank-onboarding.pending-click');

/**
 * The screen a visit without a session opens on, when it is one the build prerenders (scripts/prerender.ts):
 * the landing page (`Home`) for a bare address, the registration start (`AgeForm`) for a native app's
 * `fromApp` (spec §4); null when a route, a token, another start-up flag or a session decides otherwise.
 */
export function expectedFirstScreen(url: URL = new URL(window.location.href)): 'Home' | 'AgeForm' | null {
  const hash = url.hash;
  if (hash.startsWith('#/') && hash !== '#/') return null;
  const startup = readUrlStartup(url);
  if (startup.tokens.accessToken || startup.flags.idRegistration) return null;
  if (readSession('at')) return null;
  const session = readSessionFlags();
  const on = (key: (typeof STARTUP_FLAG_KEYS)[number]) => startup.flags[key] === true || (startup.flags[key] !== false && session[key]);
  if (session.isTutor || STARTUP_FLAG_KEYS.some((key) => key !== 'fromApp' && on(key))) return null;
  return on('fromApp') ? 'AgeForm' : 'Home';
}

/** The screen a prerender shows (`data-screen` of its routed section). */
function prerenderedScreen(nodes: readonly ChildNode[]): string | null {
  for (const node of nodes) {
    if (node instanceof Element) {
      const screen = node.querySelector('[data-screen]')?.getAttribute('data-screen');
      if (screen) return screen;
    }
  }
  return null;
}

/**
 * Called with the declarative shadow root found when the element upgrades (define.ts): keeps its nodes on
 * screen when they show the screen this visit opens on, empties it otherwise.
 */
export function adoptPrerender(root: ShadowRoot): void {
  const nodes = [...root.childNodes];
  if (nodes.length === 0) return;
  const expected = expectedFirstScreen();
  if (expected !== null && prerenderedScreen(nodes) === expected) covers.set(root, nodes);
  else root.replaceChildren();
}

/** Whether `root` still shows a prerender (for tests and the shell). */
export const hasPrerender = (root: ShadowRoot | null | undefined): boolean => Boolean(root && covers.has(root));

/**
 * Keeps the element's own tree (`rootRef`, the shell's root) hidden while the prerender shows, and swaps them
 * once a screen (`[data-screen]`) has rendered in it, or the screen failed (`.screen-failed`: its chunk could
 * not be downloaded, with "Riprova", or it threw): the prerender must not hide that.
 */
export function usePrerenderCover(container: ShadowRoot | null, rootRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const nodes = container ? covers.get(container) : undefined;
    const root = rootRef.current;
    if (!container || !nodes || !root) return;
    root.hidden = true;
    let done = false;
    const uncover = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(fallback);
      for (const node of nodes) node.remove();
      covers.delete(container);
      root.hidden = false;
      replayPendingClick(container.host, root);
    };
    const shown = () => root.querySelector('[data-screen], .screen-failed') !== null;
    const observer = new MutationObserver(() => {
      if (shown()) uncover();
    });
    observer.observe(root, { childList: true, subtree: true });
    const fallback = setTimeout(uncover, PRERENDER_MAX_SECONDS * 1000);
    if (shown()) uncover();
    return uncover;
  }, [container, rootRef]);
}

/** A button of the prerender clicked before the element was live (element/boot.ts): the same button, now. */
function replayPendingClick(host: Element, root: HTMLElement) {
  const store = host as unknown as Record<symbol, number | undefined>;
  const index = store[PENDING_CLICK];
  if (typeof index !== 'number') return;
  delete store[PENDING_CLICK];
  const button = root.querySelectorAll('button')[index];
  if (button) setTimeout(() => button.click(), 0);
}
