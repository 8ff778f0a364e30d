/**
 * Static files of the demo host: `/dist/*` from `<repo>/dist/` (the built
 * element) and everything else from `<repo>/demo-host/public/`. Roots are resolved from this
 * module's URL, not the cwd, and no request path can leave its root.
 */
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { PreloadManifest } from '../../scripts/vite-boot-preload';

/** The two folders the demo host serves. */
export interface StaticRoots {
  /** Pages of the demo host (`/`, `/embed.html`, `/webview.html`, `/online-banking/`, …). */
  publicDir: string;
  /** The built element, served under `/dist/`. */
  distDir: string;
}

/** `<repo>/demo-host/public` and `<repo>/dist`. */
export const DEFAULT_STATIC_ROOTS: StaticRoots = {
  publicDir: fileURLToPath(new URL('../public/', import.meta.url)),
  distDir: fileURLToPath(new URL('../../dist/', import.meta.url)),
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The Content-Type for a file name (`application/octet-stream` when unknown). */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path (still percent-encoded) to a file path inside `root`, or undefined when the
 * path tries to leave it: any `.`/`..` segment, an encoded `/` or `\`, a NUL or bad escapes.
 * A path ending in `/` names the folder's `index.html`.
 */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  if (urlPath === '' || urlPath.endsWith('/')) segments.push('index.html');
  const base = root.endsWith(sep) ? root : root + sep;
  const file = join(base, ...segments);
  // Belt and braces: whatever the segments were, the result must stay inside the root.
  return file.startsWith(base) ? file : undefined;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Text types worth compressing (served gzip or brotli when the browser accepts it); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/i;

/** A hashed chunk (`dist/chunks/Name-AbC123.js`): its content never changes under that name. */
const HASHED = /^\/dist\/(chunks|assets)\//;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli, else gzip, else none; a `q=0` refuses one.
 * (Every browser that sends `br` prefers it; weights other than 0 are not compared.)
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Cache policy: hashed chunks are immutable for a year; the entry, whose name never changes, is
 * fresh for a minute and then revalidated (ETag); pages and everything else are always revalidated.
 */
export function cacheControlFor(urlPath: string): string {
  if (HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (urlPath.startsWith('/dist/')) return 'public, max-age=60, must-revalidate';
  return 'no-cache';
}

/**
 * The first view prerendered by the build (scripts/prerender.ts) for a page's query, relative to the dist root:
 * the landing page for a bare address, the registration start for a native app's `fromApp=true`; none for any
 * other query (tokens and other start-up flags place the wizard elsewhere; the element checks the rest itself).
 */
export function prerenderFor(search: URLSearchParams): string | undefined {
  const keys = [...search.keys()].filter((key) => key !== 'platform');
  if (keys.length === 0) return 'prerender/landing.html';
  if (keys.length === 1 && search.get('fromApp') === 'true') return 'prerender/app-start.html';
  return undefined;
}

/**
 * The strict Content-Security-Policy some demo pages are served with. No 'unsafe-inline', no
 * 'unsafe-eval', nothing from another origin: the element must run on it with its styles as constructable
 * stylesheets (src/kit/styles.tsx) and no eval (src/validation/jitless.ts). The sandbox's bot-protection
 * script (`/recaptcha/api.js`) is same-origin, adds no frame, style or eval, so it needs nothing more; the real
 * Google reCAPTCHA would (docs/embedding.md "Content-Security-Policy").
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The pages served under {@link STRICT_CSP}: `/csp.html` (the landing page `/` under the policy) and
 * `/webview.html` (the simulated native host). Their own styles and scripts are external files.
 */
const STRICT_CSP_PAGES: ReadonlySet<string> = new Set(['/csp.html', '/webview.html']);

/**
 * The Content-Security-Policy of a URL path: {@link STRICT_CSP} for the strict pages, none otherwise. A strict
 * page never gets the prerender: its `<style>` elements and the build's inline markup would be blocked by
 * `style-src 'self'` (the live element then styles itself through constructable stylesheets, after its script).
 */
export function contentSecurityPolicyFor(urlPath: string): string | undefined {
  return STRICT_CSP_PAGES.has(urlPath) ? STRICT_CSP : undefined;
}

/** The empty element of a host page, where the prerendered landing goes. */
const EMPTY_ELEMENT = /(<bank-onboarding\b[^>]*>)(\s*)(<\/bank-onboarding>)/;

/**
 * Puts a prerendered first view inside the page's empty `<bank-onboarding>` as a declarative shadow
 * root, so it paints before the JavaScript.
 */
export function withPrerender(page: string, prerender: string): string {
  return page.replace(EMPTY_ELEMENT, (_m, open: string, space: string, close: string) =>
    `${open}<template shadowrootmode="open">${prerender}</template>${space}${close}`,
  );
}

/** The loader's script tag (`bank-onboarding-boot.js`), which marks a page that starts the element. */
const LOADER_TAG = /<script\b[^>]*\bsrc="\/dist\/bank-onboarding-boot\.js"[^>]*>/;

/**
 * The files a page's head asks for before its loader has arrived, relative to `dist/`: none on a page with a
 * prerendered view (its HTML gets the bandwidth first, the loader starts the script after the first frame); on any
 * other page that starts the element, what the loader fetches at once (nothing shows before the script, which
 * starts one round trip earlier); with a session in the address (`access_token`), also the start-up's chunks and
 * the early start, as the loader would.
 */
export function preloadsFor(search: URLSearchParams, prerendered: boolean, manifest: PreloadManifest): readonly string[] {
  if (prerendered) return [];
  return search.has('access_token') ? [...manifest.page, ...manifest.session] : manifest.page;
}

/**
 * `<link rel="modulepreload">` for each file (under `/dist/`) at the end of the page's head, when it starts the
 * element. The loader's own tag loses its `fetchpriority="low"` for `high`: the browser's preload scanner finds it
 * before the links, and a low-priority request waits for the others, while the loader sends the session's first call.
 */
export function withPreloads(page: string, files: readonly string[]): string {
  if (files.length === 0 || !LOADER_TAG.test(page) || !page.includes('</head>')) return page;
  const links = files.map((file) => `    <link rel="modulepreload" href="/dist/${file}" />\n`).join('');
  return page
    .replace(LOADER_TAG, (tag) => tag.replace(/\bfetchpriority="low"/, 'fetchpriority="high"'))
    .replace('</head>', `${links}  </head>`);
}

/** Compressed bodies made on the fly (pages without a precompressed sibling), by file, size and time. */
const onTheFly = new Map<string, Buffer>();

/** A short stable hash of a text (djb2), for ETags that depend on the query. */
function simpleHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

async function encodedBody(file: string, body: Buffer, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const precompressed = await stat(sibling).catch(() => undefined);
  // A sibling older than its file is stale (a rebuild without the plugin): compress again instead.
  if (precompressed?.isFile() && precompressed.mtimeMs >= mtimeMs) return readFile(sibling);
  const key = `${sibling}:${body.byteLength}:${mtimeMs}`;
  let compressed = onTheFly.get(key);
  if (!compressed) {
    compressed = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
    onTheFly.set(key, compressed);
  }
  return compressed;
}

/**
 * A Hono handler (GET/HEAD) serving the demo host's static files, compressed by `Accept-Encoding` (the build's
 * `.br`/`.gz` siblings, or compressed once and kept), with ETags and the cache policy of {@link cacheControlFor}.
 * A folder asked for without its trailing slash is redirected to it, so relative URLs in its
 * `index.html` resolve (e.g. `/online-banking` -> `/online-banking/`).
 */
export function staticFiles(roots: StaticRoots = DEFAULT_STATIC_ROOTS) {
  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    // The WHATWG URL parser has already resolved literal and %2e dot segments; encoded slashes
    // and everything else are checked segment by segment.
    const inDist = url.pathname === '/dist' || url.pathname.startsWith('/dist/');
    const root = inDist ? roots.distDir : roots.publicDir;
    const file = resolveStaticPath(root, inDist ? url.pathname.slice('/dist'.length) : url.pathname);
    if (!file) return notFound();
    const info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) return c.redirect(`${url.pathname}/${url.search}`, 301);
    if (!info?.isFile()) return notFound();

    // A page that hosts the element gets the prerendered landing (when the build made one).
    const isPage = !inDist && file.endsWith('.html');
    // A page under the strict policy gets no prerender: its inline <style> elements would be blocked.
    const policy = isPage ? contentSecurityPolicyFor(url.pathname) : undefined;
    const prerenderPath = isPage && !policy ? prerenderFor(url.searchParams) : undefined;
    const prerenderFile = prerenderPath ? join(roots.distDir, prerenderPath) : '';
    const prerenderInfo = prerenderPath ? await stat(prerenderFile).catch(() => undefined) : undefined;
    const manifestFile = isPage ? join(roots.distDir, 'preload.json') : '';
    const manifestInfo = isPage ? await stat(manifestFile).catch(() => undefined) : undefined;
    const version = Math.max(info.mtimeMs, prerenderInfo?.mtimeMs ?? 0, manifestInfo?.mtimeMs ?? 0);

    const compressible = COMPRESSIBLE.test(file);
    const encoding = compressible ? negotiateEncoding(c.req.header('accept-encoding')) : undefined;
    const etag = `W/"${info.size.toString(36)}-${Math.floor(version).toString(36)}${url.search ? `-${simpleHash(url.search)}` : ''}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(file),
      'Cache-Control': cacheControlFor(url.pathname),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (policy) headers['Content-Security-Policy'] = policy;
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

    let raw = await readFile(file);
    if (isPage) {
      const page = raw.toString('utf8');
      let injected = prerenderInfo?.isFile() ? withPrerender(page, await readFile(prerenderFile, 'utf8')) : page;
      if (manifestInfo?.isFile()) {
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PreloadManifest;
        injected = withPreloads(injected, preloadsFor(url.searchParams, injected !== page, manifest));
      }
      if (injected !== page) raw = Buffer.from(injected);
    }
    const body = encoding ? await encodedBody(file, raw, version, encoding) : raw;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return new Response(new Uint8Array(body), { status: 200, headers });
  };
}
