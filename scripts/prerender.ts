/**
 * Issue 18 "paint before the JavaScript": renders the element's landing page at build time (the real
 * components, through Vite's SSR module loader, in jsdom) and writes the shadow root's markup to
 * dist/prerender/landing.html. The demo host puts it inside `<bank-onboarding>` as a declarative shadow root
 * (`<template shadowrootmode="open">`), so the landing paints from the HTML alone; the element keeps showing
 * it until its own first screen has rendered (src/app/prerender.ts), then swaps it in one frame.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import { PRERENDER_MARK } from '../element/prerender-click';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PRERENDER_FILE = 'dist/prerender/landing.html';

/** jsdom's window as the globals React and the element expect. */
function installDom() {
  const dom = new JSDOM('<!doctype html><html lang="it"><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const win = dom.window as unknown as Window & typeof globalThis;
  const g = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    // Node has its own Event, CustomEvent and EventTarget: the DOM's must win, or jsdom refuses the events.
    if (key in g && !/^(Event|EventTarget|\w+Event)$/.test(key)) continue;
    g[key] = (win as unknown as Record<string, unknown>)[key];
  }
  for (const method of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const) {
    g[method] = win[method].bind(win);
  }
  g.window = win;
  g.document = win.document;
  g.navigator = win.navigator;
  // No layout in jsdom: no observer reports a width, so the landing renders its phone layout (no carousel).
  g.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  win.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof win.matchMedia;
  g.matchMedia = win.matchMedia;
  return win;
}

export async function renderLanding(): Promise<string> {
  const win = installDom();
  const vite = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true },
  });
  try {
    await vite.ssrLoadModule('/element/index.ts');
    const element = win.document.createElement('bank-onboarding');
    win.document.body.append(element);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const heading = element.shadowRoot?.querySelector('[data-screen="Home"] h1');
      if (heading) break;
      if (Date.now() > deadline) throw new Error('prerender: the landing page did not render');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The mark tells the loader (element/boot.ts) which root is the prerender; nothing visible.
    element.shadowRoot!.querySelector('.root')!.setAttribute(PRERENDER_MARK, '');
    return element.shadowRoot!.innerHTML;
  } finally {
    await vite.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const html = await renderLanding();
  mkdirSync(`${ROOT}dist/prerender`, { recursive: true });
  writeFileSync(`${ROOT}${PRERENDER_FILE}`, html);
  console.log(`prerender: ${PRERENDER_FILE} (${html.length} characters)`);
  process.exit(0);
}
