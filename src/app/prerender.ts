/**
 * Issue 18 "paint before the JavaScript". A host page may carry the landing page prerendered at build time
 * (scripts/prerender.ts) as the element's declarative shadow root (`<template shadowrootmode="open">`): the
 * browser paints it from the HTML alone. When the element upgrades, it keeps that markup on screen (instead of
 * letting attachShadow empty the root) while its own tree renders hidden beside it; the moment its first
 * screen is in the DOM, the prerendered nodes go and the real tree shows, in one frame (a MutationObserver
 * callback runs before the next paint). Same markup, so no flash and no layout shift.
 *
 * Only a visit bound for the landing page keeps it: a route in the hash, a start-up flag or token in the URL,
 * or a session in storage drop it at once (the loader shows, as without a prerender).
 */
import { useLayoutEffect, type RefObject } from 'react';
import { readSession } from '../session/storage';
import { readUrlStartup, STARTUP_FLAG_KEYS } from '../session/tokens';
import { readSessionFlags } from '../startup/flags';

/** The prerendered nodes of each shadow root that still shows them. */
const covers = new WeakMap<ShadowRoot, readonly ChildNode[]>();

/**
 * Where the loader (element/boot.ts) keeps a prerendered button clicked too early: the same registered symbol
 * as element/prerender-click.ts (not imported, so the loader and the element share no chunk; prerender.test
 * checks they agree).
 */
export const PENDING_CLICK = Symbol.for('bank-onboarding.pending-click');

/** Longest time the prerender may stand in for the element's own tree (a start-up that never places). */
export const PRERENDER_MAX_MS = 15_000;

/** True when nothing in the address or the session sends this visit anywhere but the landing page. */
export function landingBound(url: URL = new URL(window.location.href)): boolean {
  const hash = url.hash;
  if (hash.startsWith('#/') && hash !== '#/') return false;
  const startup = readUrlStartup(url);
  if (startup.tokens.accessToken || startup.flags.idRegistration) return false;
  if (STARTUP_FLAG_KEYS.some((key) => startup.flags[key] === true)) return false;
  if (readSession('at')) return false;
  return !Object.values(readSessionFlags()).some(Boolean);
}

/**
 * Called with the declarative shadow root found when the element upgrades (define.ts): keeps its nodes on
 * screen for a landing-bound visit, empties it otherwise.
 */
export function adoptPrerender(root: ShadowRoot): void {
  const nodes = [...root.childNodes];
  if (nodes.length === 0) return;
  if (landingBound()) covers.set(root, nodes);
  else root.replaceChildren();
}

/** Whether `root` still shows a prerender (for tests and the shell). */
export const hasPrerender = (root: ShadowRoot | null | undefined): boolean => Boolean(root && covers.has(root));

/**
 * Keeps the element's own tree (`rootRef`, the shell's root) hidden while the prerender shows, and swaps them
 * once a screen (`[data-screen]`) has rendered in it.
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
    const observer = new MutationObserver(() => {
      if (root.querySelector('[data-screen]')) uncover();
    });
    observer.observe(root, { childList: true, subtree: true });
    const fallback = setTimeout(uncover, PRERENDER_MAX_MS);
    if (root.querySelector('[data-screen]')) uncover();
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
