/**
 * Paint before the JavaScript: renders the element's first views at build time (the real
 * components, through Vite's SSR module loader, in jsdom) and writes each shadow root's markup to
 * dist/prerender/ (PRERENDERS). The demo host puts it inside `<bank-onboarding>` as a declarative shadow root
 * (`<template shadowrootmode="open">`), so the landing paints from the HTML alone; the element keeps showing
 * it until its own first screen has rendered (src/app/prerender.ts), then swaps it in one frame.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { transform } from 'lightningcss';
import { createServer } from 'vite';
import { PRERENDER_MARK } from '../element/prerender-click';
import { PRERENDER_FLAG } from '../src/kit/styles';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * The first views prerendered: the landing page (a bare address) and the registration start a native app opens
 * (`?fromApp=true`, spec §4: AgeForm). The demo host picks one by the query (demo-host/server/static.ts).
 */
export const PRERENDERS = [
  { file: 'landing.html', search: '', screen: 'Home' },
  { file: 'app-start.html', search: '?fromApp=true', screen: 'AgeForm' },
] as const;

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
  // The element's styles render as <style> elements here (src/kit/styles.tsx), not as constructable
  // stylesheets, so the prerendered HTML is self-contained. (Symbol.for: the same key in Vite's SSR modules.)
  (globalThis as unknown as Record<symbol, unknown>)[PRERENDER_FLAG] = true;
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

/** Vite's build targets for CSS (`build.target` es2022), as lightningcss takes them. */
const CSS_TARGETS = { chrome: 107 << 16, edge: 107 << 16, firefox: 104 << 16, safari: (16 << 16) | (4 << 8) };

/**
 * The dev-mode loader inlines styles as written; the build minifies them with lightningcss. The same minifier
 * here, so the prerendered markup is byte for byte what the element renders.
 */
function minifyStyles(html: string): string {
  return html.replace(/<style>([\s\S]*?)<\/style>/g, (_m, css: string) => {
    const text = css.replaceAll('&gt;', '>').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
    const { code } = transform({ filename: 'element.css', code: Buffer.from(text), minify: true, targets: CSS_TARGETS });
    return `<style>${code.toString()}</style>`;
  });
}

export async function renderFirstViews(): Promise<Map<string, string>> {
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
    const rendered = new Map<string, string>();
    for (const view of PRERENDERS) {
      win.sessionStorage.clear();
      win.history.replaceState(null, '', `/${view.search}`);
      const element = win.document.createElement('bank-onboarding');
      win.document.body.replaceChildren(element);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const heading = element.shadowRoot?.querySelector(`[data-screen="${view.screen}"] h1`);
        if (heading) break;
        if (Date.now() > deadline) throw new Error(`prerender: ${view.screen} did not render`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The mark tells the loader (element/boot.ts) which root is the prerender; nothing visible.
      element.shadowRoot!.querySelector('.root')!.setAttribute(PRERENDER_MARK, '');
      rendered.set(view.file, minifyStyles(element.shadowRoot!.innerHTML));
      element.remove();
    }
    return rendered;
  } finally {
    await vite.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(`${ROOT}dist/prerender`, { recursive: true });
  for (const [file, html] of await renderFirstViews()) {
    writeFileSync(`${ROOT}dist/prerender/${file}`, html);
    console.log(`prerender: dist/prerender/${file} (${html.length} characters)`);
  }
  process.exit(0);
}
