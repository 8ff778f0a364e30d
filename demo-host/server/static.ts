/**
 * Static files of the demo host (issue 2 item 9): `/dist/*` from `<repo>/dist/` (the built
 * element) and everything else from `<repo>/demo-host/public/`. Roots are resolved from this
 * module's URL, not the cwd, and no request path can leave its root.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';

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

/**
 * A Hono handler (GET/HEAD) serving the demo host's static files.
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
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': contentTypeFor(file),
        'Content-Length': String(body.byteLength),
        // Demo pages and fresh builds must never be served stale.
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
