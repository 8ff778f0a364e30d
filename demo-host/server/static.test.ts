// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDb } from './db';
import { createHostApp } from './host';
import { startServer } from './main';
import type { RunningServer } from './main';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  cacheControlFor,
  contentSecurityPolicyFor,
  contentTypeFor,
  negotiateEncoding,
  preloadsFor,
  prerenderFor,
  resolveStaticPath,
  STRICT_CSP,
  withPrerender,
  withPreloads,
} from './static';
import type { StaticRoots } from './static';

let base: string;
let roots: StaticRoots;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'demo-host-'));
  roots = { publicDir: join(base, 'public'), distDir: join(base, 'dist') };
  mkdirSync(join(roots.publicDir, 'online-banking'), { recursive: true });
  mkdirSync(join(roots.distDir, 'chunks'), { recursive: true });
  writeFileSync(join(roots.publicDir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(roots.publicDir, 'embed.html'), '<!doctype html><title>embed</title>');
  writeFileSync(join(roots.publicDir, 'online-banking', 'index.html'), '<!doctype html><title>ob</title>');
  writeFileSync(join(roots.distDir, 'bank-onboarding.js'), 'export {};');
  writeFileSync(join(roots.distDir, 'chunks', 'a-123.js'), 'export const a = 1;');
  writeFileSync(join(roots.distDir, 'bank-onboarding.js.map'), '{}');
  // A file outside both roots that traversal would reach.
  writeFileSync(join(base, 'secret.txt'), 'secret');
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

function hostApp() {
  return createHostApp({ db: openSandboxDb(':memory:'), staticRoots: roots });
}

describe('static files of the demo host', () => {
  it('serves / as index.html, pages, and folder indexes', async () => {
    const app = hostApp();
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<title>home</title>');
    expect(await (await app.request('/embed.html')).text()).toContain('embed');
    expect(await (await app.request('/online-banking/')).text()).toContain('<title>ob</title>');
  });

  it('redirects a folder without its trailing slash', async () => {
    const res = await hostApp().request('/online-banking?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/online-banking/?x=1');
  });

  it('serves the built element and its chunks under /dist with JavaScript and JSON types', async () => {
    const app = hostApp();
    const entry = await app.request('/dist/bank-onboarding.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await app.request('/dist/chunks/a-123.js')).status).toBe(200);
    expect((await app.request('/dist/bank-onboarding.js.map')).headers.get('content-type')).toMatch(/^application\/json/);
    // dist files are not reachable outside /dist.
    expect((await app.request('/bank-onboarding.js')).status).toBe(404);
  });

  it('answers a missing file with 404 and still routes /api and /__sandbox to the sandbox', async () => {
    const app = hostApp();
    expect((await app.request('/nope.html')).status).toBe(404);
    const api = await app.request('/api/usr/v2/unknown');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { context: { code: string } }).context.code).toBe('NOT_FOUND');
    expect((await app.request('/__sandbox/faults')).status).toBe(200);
  });

  it('refuses path traversal, encoded or not', async () => {
    const app = hostApp();
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/dist/..%2F..%2Fsecret.txt', '/..%5csecret.txt', '/%00']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('resolveStaticPath keeps every path inside the root', () => {
    expect(resolveStaticPath('/srv/public', '/')).toBe('/srv/public/index.html');
    expect(resolveStaticPath('/srv/public', '/a%20b/c.js')).toBe('/srv/public/a b/c.js');
    for (const bad of ['/../x', '/a/../../x', '/..%2Fx', '/a%5C..%5Cx', '/%E0%A4%A', '/./x']) {
      expect(resolveStaticPath('/srv/public', bad), bad).toBeUndefined();
    }
  });

  it('maps content types', () => {
    expect(contentTypeFor('x.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('x.unknown')).toBe('application/octet-stream');
  });
});

describe('startServer', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, dbPath: ':memory:', latency: { minMs: 0, maxMs: 0 }, quiet: true, staticRoots: roots });
  });

  afterAll(async () => {
    await server.close();
  });

  /** A raw GET, so the path reaches the server exactly as written (fetch would normalise it). */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    const url = new URL(server.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: url.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('port 0 picks a free port and url reports it', () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(server.url).not.toBe('http://localhost:0/');
  });

  it('serves pages and the sandbox on one origin', async () => {
    expect((await rawGet('/')).body).toContain('<title>home</title>');
    const token = await rawGet('/api/usr/v2/users/me');
    expect(token.status).toBe(401);
  });

  it('refuses a literal ../ sent on the wire', async () => {
    for (const path of ['/../secret.txt', '/dist/../../secret.txt', '/..%2fsecret.txt']) {
      const res = await rawGet(path);
      expect(res.body, path).not.toContain('secret');
    }
  });
});

describe('served compressed and cacheable', () => {
  it('negotiates Brotli, else gzip, else nothing; q=0 refuses an encoding', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('hashed chunks are immutable for a year, the entry short-lived and revalidated, pages always revalidated', () => {
    expect(cacheControlFor('/dist/chunks/AgeForm-Ab12Cd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/bank-onboarding.js')).toBe('public, max-age=60, must-revalidate');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });

  it('serves the precompressed .br sibling to a browser that accepts br, with Vary and the cache policy', async () => {
    const script = 'export const big = "' + 'x'.repeat(2000) + '";';
    writeFileSync(join(roots.distDir, 'chunks', 'big-9f.js'), script);
    // A marker in the sibling proves the sibling itself was sent, not a fresh compression.
    const { brotliCompressSync } = await import('node:zlib');
    writeFileSync(join(roots.distDir, 'chunks', 'big-9f.js.br'), brotliCompressSync(Buffer.from(`${script}//sibling`)));
    const res = await hostApp().request('/dist/chunks/big-9f.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    // Origin too: the answer carries CORS headers for a page on another origin (cors.ts).
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(`${script}//sibling`);
  });

  it('compresses a page without a sibling (gzip here), and sends it plain to a client that accepts no encoding', async () => {
    const app = hostApp();
    const gz = await app.request('/embed.html', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<title>embed</title>');
    const plain = await app.request('/embed.html');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(await plain.text()).toContain('<title>embed</title>');
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const app = hostApp();
    const first = await app.request('/dist/bank-onboarding.js', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+-br"$/);
    const again = await app.request('/dist/bank-onboarding.js', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const otherEncoding = await app.request('/dist/bank-onboarding.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(otherEncoding.status).toBe(200);
  });
});

describe('the prerendered landing in the host pages', () => {
  const page = '<body><bank-onboarding api-base="/api"></bank-onboarding></body>';

  it('goes inside the empty element as a declarative shadow root', () => {
    expect(withPrerender(page, '<h1>Apri</h1>')).toBe(
      '<body><bank-onboarding api-base="/api"><template shadowrootmode="open"><h1>Apri</h1></template></bank-onboarding></body>',
    );
  });

  it('§4 the landing for a bare address, the registration start for fromApp=true, nothing for other start-up flags or tokens', () => {
    expect(prerenderFor(new URLSearchParams())).toBe('prerender/landing.html');
    expect(prerenderFor(new URLSearchParams('platform=ios'))).toBe('prerender/landing.html');
    expect(prerenderFor(new URLSearchParams('fromApp=true'))).toBe('prerender/app-start.html');
    expect(prerenderFor(new URLSearchParams('platform=android&fromApp=true'))).toBe('prerender/app-start.html');
    expect(prerenderFor(new URLSearchParams('fromApp=true&access_token=x'))).toBeUndefined();
    expect(prerenderFor(new URLSearchParams('bizDI=true'))).toBeUndefined();
    expect(prerenderFor(new URLSearchParams('upgrade=true'))).toBeUndefined();
  });

  it('the demo host serves pages with it once the build has made it', async () => {
    mkdirSync(join(roots.distDir, 'prerender'), { recursive: true });
    writeFileSync(join(roots.publicDir, 'host.html'), page);
    writeFileSync(join(roots.distDir, 'prerender', 'landing.html'), '<h1>Apri</h1>');
    const res = await hostApp().request('/host.html');
    expect(await res.text()).toContain('<template shadowrootmode="open"><h1>Apri</h1></template>');
    expect(await (await hostApp().request('/host.html?bizLP=true')).text()).toBe(page);
  });
});

describe('the strict Content-Security-Policy pages', () => {
  const page = '<body><bank-onboarding></bank-onboarding></body>';
  const POLICY =
    "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

  beforeAll(() => {
    mkdirSync(join(roots.distDir, 'prerender'), { recursive: true });
    writeFileSync(join(roots.distDir, 'prerender', 'landing.html'), '<style>h1{}</style><h1>Apri</h1>');
    writeFileSync(join(roots.distDir, 'prerender', 'app-start.html'), '<style>h1{}</style><h1>Età</h1>');
    for (const name of ['csp.html', 'webview.html', 'plain.html']) writeFileSync(join(roots.publicDir, name), page);
    writeFileSync(join(roots.publicDir, 'csp.css'), 'body{}');
  });

  it('/csp.html and /webview.html are served with exactly the strict policy, whatever the query', async () => {
    expect(STRICT_CSP).toBe(POLICY);
    const app = hostApp();
    for (const path of ['/csp.html', '/csp.html?fromApp=true', '/webview.html?platform=android', '/webview.html?platform=ios&fromApp=true']) {
      const res = await app.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, path).toBe(200);
      // Exactly one policy: several headers would read back joined by a comma.
      expect(res.headers.get('content-security-policy'), path).toBe(POLICY);
    }
    // A revalidation (304) carries it too.
    const first = await app.request('/csp.html');
    const again = await app.request('/csp.html', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(POLICY);
  });

  it('no prerender is injected into a strict page (its inline <style> would be blocked); other pages still get it', async () => {
    const app = hostApp();
    expect(await (await app.request('/csp.html')).text()).toBe(page);
    expect(await (await app.request('/webview.html?platform=android&fromApp=true')).text()).toBe(page);
    expect(await (await app.request('/plain.html')).text()).toContain('<template shadowrootmode="open"><style>h1{}</style><h1>Apri</h1>');
  });

  it('other pages, and the files a strict page loads, carry no policy of their own', async () => {
    const app = hostApp();
    expect((await app.request('/plain.html')).headers.get('content-security-policy')).toBeNull();
    expect((await app.request('/')).headers.get('content-security-policy')).toBeNull();
    expect((await app.request('/csp.css')).headers.get('content-security-policy')).toBeNull();
    expect((await app.request('/dist/bank-onboarding.js')).headers.get('content-security-policy')).toBeNull();
    expect(contentSecurityPolicyFor('/csp.html')).toBe(POLICY);
    expect(contentSecurityPolicyFor('/csp.html/')).toBeUndefined();
    expect(contentSecurityPolicyFor('/index.html')).toBeUndefined();
  });
});

describe('the loader\'s files asked for in the page head', () => {
  const manifest = { page: ['bank-onboarding-boot.js', 'bank-onboarding.js', 'chunks/element-1.js'], session: ['chunks/session-1.js', 'chunks/early-start-1.js'] };
  const page = '<html><head><title>x</title></head><body><bank-onboarding></bank-onboarding><script type="module" src="/dist/bank-onboarding-boot.js" fetchpriority="low"></script></body></html>';

  it('none with a prerendered view; what the loader fetches at once without one; with a session in the address, the start-up\'s files too', () => {
    expect(preloadsFor(new URLSearchParams(), true, manifest)).toEqual([]);
    expect(preloadsFor(new URLSearchParams('platform=android'), false, manifest)).toEqual(manifest.page);
    expect(preloadsFor(new URLSearchParams('access_token=a&refresh_token=r'), false, manifest)).toEqual([...manifest.page, ...manifest.session]);
  });

  it('a modulepreload link per file at the end of the head, only on a page that starts the element', () => {
    const out = withPreloads(page, ['bank-onboarding.js', 'chunks/element-1.js']);
    expect(out).toContain('<link rel="modulepreload" href="/dist/bank-onboarding.js" />\n    <link rel="modulepreload" href="/dist/chunks/element-1.js" />\n  </head>');
    expect(out).toContain('<script type="module" src="/dist/bank-onboarding-boot.js" fetchpriority="high"></script>');
    expect(withPreloads(page, [])).toBe(page);
    const noLoader = '<html><head></head><body><bank-onboarding></bank-onboarding></body></html>';
    expect(withPreloads(noLoader, ['bank-onboarding.js'])).toBe(noLoader);
  });

  it('the demo host adds them from the build\'s preload.json: a page with a session, and a page with no prerendered view', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-host-preload-'));
    const own = { publicDir: join(dir, 'public'), distDir: join(dir, 'dist') };
    mkdirSync(own.publicDir, { recursive: true });
    mkdirSync(join(own.distDir, 'prerender'), { recursive: true });
    writeFileSync(join(own.publicDir, 'index.html'), page);
    writeFileSync(join(own.distDir, 'prerender', 'landing.html'), '<h1>Apri</h1>');
    writeFileSync(join(own.distDir, 'preload.json'), JSON.stringify(manifest));
    const app = createHostApp({ db: openSandboxDb(':memory:'), staticRoots: own });
    try {
      const links = async (path: string) => [...(await (await app.request(path)).text()).matchAll(/modulepreload" href="\/dist\/([^"]+)"/g)].map((m) => m[1]);
      expect(await links('/')).toEqual([]);
      expect(await links('/?access_token=a&refresh_token=r')).toEqual([...manifest.page, ...manifest.session]);
      expect(await links('/?bizLP=true')).toEqual(manifest.page);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
