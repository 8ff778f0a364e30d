// @vitest-environment node
/**
 * `Idempotency-Key` on `/api` writes (a repeat gets the first answer, nothing runs twice), the
 * `drop` fault (processed, then the connection destroyed), and the request id in the request log.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { USR_PREFIX } from './constants';
import { faultSchema } from './faults';
import { IdempotencyStore, isStorableStatus } from './idempotency';
import { DEMO_REGISTRATION_ID } from './seed';
import type { ErrorJson } from './testing';
import { adminGet, adminPost, api, json, login, setupSandbox } from './testing';
import type { TrackingEvent } from './tracking';

type App = ReturnType<typeof setupSandbox>['app'];

/** A spec §3 tracking payload (the body of a tracking call). */
const EVENT = { flow: 'CONSUMER', orderID: null, deviceType: 'desktop', inviteCode: null, gender: null, cardId: null, settore: null, professione: null };

const track = (app: App, token: string, key?: string, body: unknown = EVENT) =>
  api(app, `/registrations/${DEMO_REGISTRATION_ID}/tracking`, {
    token,
    method: 'POST',
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

async function trackedCount(app: App): Promise<number> {
  const res = await adminGet(app, `/registrations/${DEMO_REGISTRATION_ID}/tracking`);
  return (await json<{ events: TrackingEvent[] }>(res)).events.length;
}

describe('Idempotency-Key on /api writes', () => {
  it('a repeat with the same key gets the stored answer and runs nothing twice; without a key each call runs', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const before = await trackedCount(app);
    const first = await track(app, token, 'key-1');
    const again = await track(app, token, 'key-1');
    expect([first.status, again.status]).toEqual([204, 204]);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await trackedCount(app)).toBe(before + 1);
    await track(app, token);
    await track(app, token);
    expect(await trackedCount(app)).toBe(before + 3);
  });

  it('a 4xx answer is stored too (same status and body); another key is a new operation', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const bad = { name: '', kind: 'nope' };
    const first = await track(app, token, 'key-bad', bad);
    const again = await track(app, token, 'key-bad', bad);
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(await json<ErrorJson>(again)).toEqual(await json<ErrorJson>(first));
    const before = await trackedCount(app);
    expect((await track(app, token, 'key-new')).status).toBe(204);
    expect(await trackedCount(app)).toBe(before + 1);
  });

  it('a 5xx fault is not stored: the repeat runs for real, once', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const before = await trackedCount(app);
    await adminPost(app, '/faults', { method: 'POST', path: `${USR_PREFIX}/registrations/*/tracking`, status: 503 });
    expect((await track(app, token, 'key-5xx')).status).toBe(503);
    expect(await trackedCount(app)).toBe(before);
    const retry = await track(app, token, 'key-5xx');
    expect(retry.status).toBe(204);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect((await track(app, token, 'key-5xx')).headers.get('idempotent-replayed')).toBe('true');
    expect(await trackedCount(app)).toBe(before + 1);
  });

  it('runs before fault delays: a repeat sent while the first is delayed waits for it and takes no fault', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const before = await trackedCount(app);
    await adminPost(app, '/faults', { method: 'POST', path: `${USR_PREFIX}/registrations/*/tracking`, delayMs: 150, times: 2 });
    const [first, repeat] = await Promise.all([track(app, token, 'key-slow'), track(app, token, 'key-slow')]);
    expect([first.status, repeat.status]).toEqual([204, 204]);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await trackedCount(app)).toBe(before + 1);
    // The repeat used none of the fault's two delays: one is still pending.
    const { faults } = await json<{ faults: { times: number }[] }>(await adminGet(app, '/faults'));
    expect(faults).toEqual([expect.objectContaining({ times: 1 })]);
  });

  it('keys are scoped per user (the same user after a refresh shares them; another user does not)', async () => {
    const { app } = setupSandbox();
    const one = await login(app);
    const two = await login(app); // the same user, another token (as after a refresh)
    const before = await trackedCount(app);
    await track(app, one.access_token, 'key-scope');
    expect((await track(app, two.access_token, 'key-scope')).headers.get('idempotent-replayed')).toBe('true');
    expect(await trackedCount(app)).toBe(before + 1);
    // Anonymous callers have their own scope: the same key is a new operation there (refused 401 here).
    const anonymous = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/tracking`, {
      method: 'POST',
      body: EVENT,
      headers: { 'Idempotency-Key': 'key-scope' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a 401 is not stored: the retry with a fresh token runs', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const before = await trackedCount(app);
    await adminPost(app, '/expire-tokens', {});
    expect((await track(app, token, 'key-401')).status).toBe(401);
    const fresh = await login(app);
    const retry = await track(app, fresh.access_token, 'key-401');
    expect(retry.status).toBe(204);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await trackedCount(app)).toBe(before + 1);
  });

  it('the same key for another path is refused (422); a malformed key 400', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await track(app, token, 'key-x');
    const other = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, {
      token,
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-x' },
    });
    expect(other.status).toBe(422);
    expect((await json<ErrorJson>(other)).context.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const malformed = await track(app, token, 'x'.repeat(201));
    expect(malformed.status).toBe(400);
  });

  it('§7 every write route of the API (item-creating ones included) answers a repeated key with the stored answer', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    const writes = app.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/api/'));
    const paths = [...new Set(writes.map((r) => `${r.method} ${r.path}`))];
    // The list is the real one: the writes whose repeat could store a second copy are in it, among others.
    for (const name of ['addresses', 'documents', 'document-scans', 'fatca-gianos', 'terms', 'dossiers', 'select-card', 'set-tutor', 'complete-registration', 'tracking']) {
      expect(paths.some((p) => p.includes(`/${name}`))).toBe(true);
    }
    let n = 0;
    for (const route of paths) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern
        .replace(USR_PREFIX, '')
        .replace(/:id\b/g, DEMO_REGISTRATION_ID)
        .replace(/:[A-Za-z]+/g, 'x1');
      const key = `key-route-${(n += 1)}`;
      const call = () => api(app, path, { token, method, body: {}, headers: { 'Idempotency-Key': key } });
      const first = await call();
      const again = await call();
      const replayed = again.headers.get('idempotent-replayed') === 'true';
      // Either the answer was definite and is replayed, or it was not storable and nothing was stored.
      expect({ route, replayed, status: again.status }).toEqual({
        route,
        replayed: isStorableStatus(first.status),
        status: isStorableStatus(first.status) ? first.status : again.status,
      });
    }
    expect(paths.length).toBeGreaterThan(30);
  });

  it('memory stays bounded: the oldest keys are forgotten', async () => {
    const store = new IdempotencyStore(3, 60_000);
    let runs = 0;
    const answer = () => {
      runs += 1;
      return Promise.resolve(new Response('{}', { status: 200 }));
    };
    for (const key of ['a', 'b', 'c', 'd']) await store.run('s', key, 'POST /api/x', answer);
    expect(store.size).toBe(3);
    await store.run('s', 'd', 'POST /api/x', answer);
    expect(runs).toBe(4);
    await store.run('s', 'a', 'POST /api/x', answer); // forgotten: runs again
    expect(runs).toBe(5);
  });
});

describe('the drop fault and the request id', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('faultSchema takes drop (default false) and refuses it with a status', () => {
    expect(faultSchema.parse({ path: '/api/x' }).drop).toBe(false);
    expect(faultSchema.parse({ path: '/api/x', drop: true, delayMs: 10 }).drop).toBe(true);
    expect(faultSchema.safeParse({ path: '/api/x', drop: true, status: 500 }).success).toBe(false);
    expect(faultSchema.safeParse({ path: '/api/x', drop: 'yes' }).success).toBe(false);
  });

  it('over a real socket: the call is processed, the connection destroyed with no answer; the keyed retry gets the answer', async () => {
    const { app } = setupSandbox();
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { access_token: token } = await login(app);
    const before = await trackedCount(app);
    await adminPost(app, '/faults', { method: 'POST', path: `${USR_PREFIX}/registrations/*/tracking`, drop: true });
    const send = () =>
      fetch(`${base}${USR_PREFIX}/registrations/${DEMO_REGISTRATION_ID}/tracking`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'key-drop', 'x-request-id': 'req-drop-1' },
        body: JSON.stringify(EVENT),
      });
    await expect(send()).rejects.toThrow();
    // Processed: the event is stored although the answer was lost.
    expect(await trackedCount(app)).toBe(before + 1);
    const retry = await send();
    expect(retry.status).toBe(204);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await trackedCount(app)).toBe(before + 1);
    // A drop fault with times 2 also drops the replay (a browser's silent resend), then answers.
    await adminPost(app, '/faults', { method: 'POST', path: `${USR_PREFIX}/registrations/*/tracking`, drop: true, times: 1 });
    await expect(send()).rejects.toThrow();
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    expect(await trackedCount(app)).toBe(before + 1);
    // The request log names the client's request id (the trace the user saw).
    const { requests } = await json<{ requests: { path: string; requestId: string | null }[] }>(await adminGet(app, '/requests'));
    expect(requests.filter((r) => r.requestId === 'req-drop-1').length).toBe(4);
  });

  it('a fault with except skips the paths it names (and takes the next matching call)', async () => {
    const { app } = setupSandbox();
    const { access_token: token } = await login(app);
    await adminPost(app, '/faults', { method: 'POST', path: `${USR_PREFIX}/*`, status: 500, except: [`${USR_PREFIX}/registrations/*/tracking`] });
    expect((await track(app, token)).status).toBe(204);
    const update = await api(app, `/registrations/${DEMO_REGISTRATION_ID}/update`, { token, method: 'POST', body: {} });
    expect(update.status).toBe(500);
    expect(faultSchema.safeParse({ path: '/api/x', except: ['/nope'] }).success).toBe(false);
  });

  it('without a socket (app.request) a drop fault answers 500 saying so', async () => {
    const { app } = setupSandbox();
    await adminPost(app, '/faults', { path: `${USR_PREFIX}/users/me`, drop: true });
    const res = await app.request(`${USR_PREFIX}/users/me`);
    expect(res.status).toBe(500);
    expect((await json<ErrorJson>(res)).context.code).toBe('SANDBOX_DROP_UNSUPPORTED');
  });

  it('logs only a well-formed request id', async () => {
    const { app } = setupSandbox();
    await app.request(`${USR_PREFIX}/users/me`, { headers: { 'x-request-id': 'abc-123' } });
    await app.request(`${USR_PREFIX}/users/me`, { headers: { 'x-request-id': 'bad id <script>' } });
    await app.request(`${USR_PREFIX}/users/me`);
    const { requests } = await json<{ requests: { requestId: string | null }[] }>(await adminGet(app, '/requests'));
    expect(requests.map((r) => r.requestId)).toEqual(['abc-123', null, null]);
  });
});
