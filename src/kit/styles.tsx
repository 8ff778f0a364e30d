/**
 * The styles primitive of the shell and the screens, for a strict Content-Security-Policy: the element's
 * styles as constructable stylesheets. A page served
 * with `style-src 'self'` blocks every inline `<style>` element, but not a `CSSStyleSheet` built by script and
 * adopted by a shadow root (`adoptedStyleSheets`): so in the browser `<Styles css={...} />` renders nothing and
 * adopts one cached sheet per CSS text (`replaceSync`) into the shadow root the component renders in.
 *
 * - Order: sheets are ordered as the components that use them render, parents before children (React renders
 *   top-down, so a render sequence number taken when a `<Styles>` first renders puts the app's styles before
 *   a screen's, and a screen's own CSS after the kit CSS it lists first). A sheet shared by several users
 *   takes the earliest place among them. Sheets adopted by someone else (the host page) stay first.
 * - Reference counted: a sheet stays adopted while one mounted `<Styles>` uses it; the last unmount removes it.
 * - Adopted in a layout effect: before the browser paints the component, so no flash of unstyled content.
 * - The build's prerender (scripts/prerender.ts, jsdom) sets {@link PRERENDER_FLAG}: then, as on a browser
 *   without constructable stylesheets, a plain `<style>` is rendered, so the prerendered HTML stays
 *   self-contained (it is never served under a strict policy: see demo-host/server/static.ts).
 */
import { createContext, useContext, useLayoutEffect, useState } from 'react';

/** Set to `true` on `globalThis` by the build's prerender: styles render as `<style>` elements. */
export const PRERENDER_FLAG = Symbol.for('bank-onboarding.prerender');

/** Where sheets are adopted: the element's shadow root, or the document (no shadow DOM, unit tests). */
export type StyleTarget = ShadowRoot | Document;

const StyleTargetContext = createContext<StyleTarget | null>(null);

/** Provided by the app's root component with the element's shadow root. */
export const StyleTargetProvider = StyleTargetContext.Provider;

/** Whether this render is the build's prerender (a global flag: jsdom is a browser-like window too). */
function isPrerendering(): boolean {
  return (globalThis as unknown as Record<symbol, unknown>)[PRERENDER_FLAG] === true;
}

/** Whether `target` can adopt constructable stylesheets (every current browser; not jsdom). */
export function canAdoptSheets(target: StyleTarget): boolean {
  return (
    'adoptedStyleSheets' in target &&
    typeof CSSStyleSheet === 'function' &&
    typeof (CSSStyleSheet.prototype as Partial<CSSStyleSheet>).replaceSync === 'function'
  );
}

/** One sheet per CSS text, shared by every root of the page. */
const sheetsByText = new Map<string, CSSStyleSheet>();
/** Every sheet made here: the ones not in it were adopted by someone else and are left alone. */
const ownSheets = new WeakSet<CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetsByText.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetsByText.set(css, sheet);
    ownSheets.add(sheet);
  }
  return sheet;
}

/** Per target: each adopted sheet's users (a user token → the sheet's place for that user). */
const usersByTarget = new WeakMap<StyleTarget, Map<CSSStyleSheet, Map<number, number>>>();

function syncTarget(target: StyleTarget, users: Map<CSSStyleSheet, Map<number, number>>) {
  const place = (sheet: CSSStyleSheet) => Math.min(...users.get(sheet)!.values());
  const ours = [...users.keys()].sort((a, b) => place(a) - place(b));
  const foreign = target.adoptedStyleSheets.filter((sheet) => !ownSheets.has(sheet));
  target.adoptedStyleSheets = [...foreign, ...ours];
}

/** Parts a single `<Styles>` may list (e.g. the field styles, the step layout, the screen's own). */
const MAX_PARTS = 1000;

/**
 * Adopts `texts` into `target` for the user `token`, whose render sequence is `sequence`; returns the release.
 * Exported for the unit tests; components use {@link Styles} or {@link useStyles}.
 */
function adoptStyles(target: StyleTarget, texts: readonly string[], token: number, sequence: number): () => void {
  let users = usersByTarget.get(target);
  if (!users) {
    users = new Map();
    usersByTarget.set(target, users);
  }
  const sheets = texts.map(sheetFor);
  sheets.forEach((sheet, index) => {
    let sheetUsers = users.get(sheet);
    if (!sheetUsers) {
      sheetUsers = new Map();
      users.set(sheet, sheetUsers);
    }
    sheetUsers.set(token, sequence * MAX_PARTS + index);
  });
  syncTarget(target, users);
  return () => {
    for (const sheet of sheets) {
      const sheetUsers = users.get(sheet);
      sheetUsers?.delete(token);
      if (sheetUsers?.size === 0) users.delete(sheet);
    }
    syncTarget(target, users);
  };
}

let renderSequence = 0;
let tokenSequence = 0;

/** The CSS a component needs, one text or several (each its own cached sheet, in this order). */
export type CssParts = string | readonly string[];

const partsOf = (css: CssParts): readonly string[] => (typeof css === 'string' ? [css] : css).filter((part) => part !== '');

/**
 * Adopts `css` into the shadow root this component renders in while it is mounted. Returns whether the styles
 * must be rendered as a `<style>` element instead (the prerender, or no constructable stylesheets).
 */
function useStyles(css: CssParts): { inline: boolean; text: string } {
  const target = useContext(StyleTargetContext) ?? (typeof document === 'undefined' ? null : document);
  // Taken on the first render: parents render before their children, so this is the nesting order.
  const [ids] = useState(() => ({ sequence: ++renderSequence, token: ++tokenSequence }));
  const parts = partsOf(css);
  const key = parts.join('\u0000');
  const inline = !target || isPrerendering() || !canAdoptSheets(target);
  useLayoutEffect(() => {
    if (inline || !target) return;
    return adoptStyles(target, key.split('\u0000').filter(Boolean), ids.token, ids.sequence);
  }, [inline, target, key, ids]);
  return { inline, text: parts.join('') };
}

/**
 * The styles of a component: adopted as constructable stylesheets into its shadow root (CSP `style-src 'self'`
 * compatible); a `<style>` element only in the build's prerender or without constructable stylesheets.
 */
export function Styles({ css }: { css: CssParts }) {
  const { inline, text } = useStyles(css);
  return inline ? <style>{text}</style> : null;
}
