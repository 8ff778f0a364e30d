// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PREFIX, registerAdminRoutes } from './admin';
import { isApiTraffic } from './app';
import type { AppEnv } from './context';
import { setMaintenance } from './maintenance';
import { DEMO_REGISTRATION_ID } from './seed';
import { adminGet, adminPost, listFaultsOf, setupSandbox } from './testing';
import { DEFAULT_TOKEN_TTL } from './tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('the admin surface stays apart from the API', () => {
  it('registers every admin route under ADMIN_PREFIX, never under /api or /sec', () => {
    const { db } = setupSandbox();
    const app = new Hono<AppEnv>();
    registerAdminRoutes(app, { db, tokenTtl: DEFAULT_TOKEN_TTL });
    expect(app.routes.length).toBeGreaterThan(10);
    for (const route of app.routes) {
      expect(route.path.startsWith(`${ADMIN_PREFIX}/`), route.path).toBe(true);
      expect(isApiTraffic(route.path), route.path).toBe(false);
    }
  });

  it('answers every GET with JSON at once, under maintenance, latency and pending /api faults', async () => {
    vi.useFakeTimers();
    const { app, db } = setupSandbox({ latency: { minMs: 10_000, maxMs: 10_000 } });
    setMaintenance(db.sql, true);
    db.sql.prepare("INSERT INTO faults (path, status, delay_ms, remaining) VALUES ('/api/*', 500, 10000, 1)").run();
    const paths = [
      '/personas',
      '/registrations',
      `/registrations/${DEMO_REGISTRATION_ID}`,
      '/registrations/unknown',
      '/faults',
      '/fault-presets',
      '/maintenance',
      '/outbox',
      '/requests',
      '/unavailable-dates',
      '/bookings',
      `/registrations/${DEMO_REGISTRATION_ID}/tracking`,
      '/nothing-here',
    ];
    for (const path of paths) {
      const res = await adminGet(app, path);
      expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(res.status, path).toBe(path.includes('unknown') || path.includes('nothing') ? 404 : 200);
    }
    const session = await adminPost(app, '/sessions', { phone: '3330000000' });
    expect(session.status).toBe(200);
    expect(session.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await listFaultsOf(app)).toEqual([expect.objectContaining({ times: 1 })]);
  });
});
