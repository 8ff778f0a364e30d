// @vitest-environment node
/**
 * Cross-origin access to the sandbox (cors.ts): a page on another localhost origin embeds the element against
 * the demo host, so the API answers preflights and exposes what the client reads, and the static files the
 * element loads (the module bundle, its chunks) carry the CORS headers too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORS_ALLOW_HEADERS, isAllowedOrigin } from './cors';
import { openSandboxDb } from './db';
import { createHostApp } from './host';
import type { StaticRoots } from './static';

const PAGE = 'http://localhost:4321';
const PRE_REGISTER = '/api/usr/v2/registrations/pre-register';

let base: string;
let roots: StaticRoots;
let app: ReturnType<typeof createHostApp>;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'demo-host-cors-'));
  roots = { publicDir: join(base, 'public'), distDir: join(base, 'dist') };
  mkdirSync(join(roots.publicDir, 'recaptcha'), { recursive: true });
  mkdirSync(join(roots.distDir, 'chunks'), { recursive: true });
  writeFileSync(join(roots.publicDir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(roots.publicDir, 'recaptcha', 'api.js'), 'window.grecaptcha = {};');
  writeFileSync(join(roots.distDir, 'bank-onboarding.js'), 'export {};');
  writeFileSync(join(roots.distDir, 'chunks', 'Screen-abc123.js'), 'export const a = 1;');
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

beforeEach(() => {
  app = createHostApp({ db: openSandboxDb(':memory:'), staticRoots: roots });
});

/** A preflight as the browser sends it before pre-registration (JSON body, request id, idempotency key, token). */
const preflight = (origin: string, path = PRE_REGISTER) =>
  app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key,x-recaptcha-response-token,x-request-id',
    },
  });

const listHeader = (response: Response, name: string) =>
  (response.headers.get(name) ?? '').split(',').map((value) => value.trim().toLowerCase()).filter(Boolean);

describe('allowed origins', () => {
  it('any port of http://localhost and http://127.0.0.1, and null (a page opened from a file)', () => {
    for (const origin of ['http://localhost', 'http://localhost:4321', 'http://127.0.0.1:8080', 'null']) {
      expect(isAllowedOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      undefined,
      '',
      'https://localhost:4321',
      'http://localhost.example.com',
      'http://example.com',
      'http://127.0.0.2:80',
      'http://localhost:4321/',
      'http://user@localhost:4321',
    ]) {
      expect(isAllowedOrigin(origin), String(origin)).toBe(false);
    }
  });
});

describe('the API, cross-origin', () => {
  it('answers a preflight with 204, the origin, the methods and every header the client sends', async () => {
    const response = await preflight(PAGE);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(listHeader(response, 'access-control-allow-methods')).toEqual(expect.arrayContaining(['GET', 'POST', 'DELETE'].map((m) => m.toLowerCase())));
    expect(listHeader(response, 'access-control-allow-headers')).toEqual(expect.arrayContaining([...CORS_ALLOW_HEADERS]));
    expect(CORS_ALLOW_HEADERS).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'x-request-id', 'x-recaptcha-response-token']),
    );
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(listHeader(response, 'vary')).toContain('origin');
  });

  it('the token endpoint and the admin surface answer preflights too', async () => {
    for (const path of ['/sec/v2/oauth/token', '/__sandbox/reset']) {
      const response = await preflight('http://127.0.0.1:9000', path);
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('http://127.0.0.1:9000');
    }
  });

  it('a preflight takes no pending fault, is not logged and is answered during maintenance', async () => {
    await app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: PRE_REGISTER, status: 500 }),
    });
    await app.request('/__sandbox/maintenance', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"on":true}' });
    expect((await preflight(PAGE)).status).toBe(204);
    const { faults } = (await (await app.request('/__sandbox/faults')).json()) as { faults: unknown[] };
    expect(faults).toHaveLength(1);
    const { requests } = (await (await app.request('/__sandbox/requests')).json()) as { requests: { method: string }[] };
    expect(requests.filter((r) => r.method === 'OPTIONS')).toEqual([]);
  });

  it('answers, errors included, carry the origin and expose the trace and request id', async () => {
    const ok = await app.request('/api/usr/v2/documents/terms?level=2&size=30', { headers: { origin: PAGE } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(listHeader(ok, 'vary')).toContain('origin');

    // No token: 401 with the standard error body and its trace in `tnb-trace`, which the page may read.
    const refused = await app.request('/api/usr/v2/users/me', { headers: { origin: PAGE } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(refused.headers.get('tnb-trace')).toBeTruthy();
    expect(listHeader(refused, 'access-control-expose-headers')).toEqual(
      expect.arrayContaining(['tnb-trace', 'x-request-id', 'retry-after']),
    );

    const missing = await app.request('/api/no-such-route', { headers: { origin: PAGE } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('pre-registration with the bot-protection token works from another origin', async () => {
    const response = await app.request(PRE_REGISTER, {
      method: 'POST',
      headers: {
        origin: PAGE,
        'content-type': 'application/json',
        'x-recaptcha-response-token': 'fail',
        'x-request-id': 'cors-test',
      },
      body: '{}',
    });
    // Refused on its merits (the challenge token), with CORS headers the page needs to read why.
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('gives no Access-Control-Allow-Origin to other origins, nor to same-origin calls', async () => {
    for (const origin of ['https://example.com', 'http://localhost.example.com']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      const answer = await app.request('/api/usr/v2/documents/terms?level=2&size=30', { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    const sameOrigin = await app.request('/api/usr/v2/documents/terms?level=2&size=30');
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the recognition hand-off from a page on another origin', () => {
  /** A session of the demo persona, a recognition token, and `recog/start` sent from `origin` with `returnUrl`. */
  async function startFrom(origin: string, returnUrl: string) {
    const session = await app.request('/__sandbox/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '3330000000' }),
    });
    const { access_token } = (await session.json()) as { access_token: string };
    const headers = { origin, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const issued = await app.request('/api/usr/v2/registrations/recog/token', { method: 'POST', headers, body: '{}' });
    const { token } = (await issued.json()) as { token: string };
    return app.request('/api/usr/v2/registrations/recog/start', { method: 'POST', headers, body: JSON.stringify({ token, returnUrl }) });
  }

  it("accepts a return address on the calling page's origin; the provider page stays on the sandbox", async () => {
    const response = await startFrom(PAGE, `${PAGE}/embed.html#/idnowRecognition`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    // app.request answers on http://localhost: the sandbox's own origin.
    expect(redirectUrl).toMatch(/^http:\/\/localhost\/recognition-provider\/\?session=rs-/);
  });

  it('still refuses a return address on any other origin (no open redirect)', async () => {
    for (const [origin, returnUrl] of [
      [PAGE, 'http://localhost:9999/'],
      ['https://example.com', 'https://example.com/'],
      ['null', 'file:///tmp/page.html'],
    ] as const) {
      expect((await startFrom(origin, returnUrl)).status, `${origin} ${returnUrl}`).toBe(400);
    }
  });
});

describe('the static files the element loads, cross-origin', () => {
  it('the module bundle, a lazy chunk and the challenge script carry the origin', async () => {
    for (const path of ['/dist/bank-onboarding.js', '/dist/chunks/Screen-abc123.js', '/recaptcha/api.js']) {
      const response = await app.request(path, { headers: { origin: PAGE, 'accept-encoding': 'gzip' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(PAGE);
      expect(listHeader(response, 'vary'), path).toEqual(expect.arrayContaining(['accept-encoding', 'origin']));
    }
  });

  it('a revalidation (304) carries the origin too', async () => {
    const first = await app.request('/dist/bank-onboarding.js', { headers: { origin: PAGE } });
    const again = await app.request('/dist/bank-onboarding.js', {
      headers: { origin: PAGE, 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('a sandbox path through the demo host gets the headers once (from the sandbox app)', async () => {
    const response = await app.request('/api/usr/v2/documents/terms?level=2&size=30', { headers: { origin: PAGE } });
    expect(listHeader(response, 'vary').filter((v) => v === 'origin')).toHaveLength(1);
  });
});
