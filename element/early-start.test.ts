// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/support/fetch-mock';
import { inProgressRegistration } from '../test/support/fixtures';
import type { Registration } from '../src/api/schemas';
import { takeStartCall, type StartCall } from '../src/api/start-call';
import { clearSession, readFlag, writeFlag } from '../src/session/storage';
import { startEarly } from './early-start';

const ME = '/api/usr/v2/registrations/me';
const user = { id: 'usr-1', status: 'PENDING' };

/** The loader's `registrations/me` call, answered with `registrations`. */
const meCall = (registrations: Registration[], status = 200): StartCall => ({
  url: new URL(ME, document.baseURI).href,
  token: 'access-1',
  response: Promise.resolve(jsonResponse(status, { registrations, lastRegistration: registrations[0] ?? null, user, business: null })),
});

afterEach(() => {
  clearSession();
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('bank-onboarding.start-call')];
});

describe('the early start of a page with a session (element/early-start.ts)', () => {
  it("§4 Registration selection: once 'me' has answered, the lookup by the real id leaves early and the placed screen is preloaded", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse(200, {})));
    vi.stubGlobal('fetch', fetch);
    const preloaded: string[] = [];
    const me = meCall([inProgressRegistration({ id: 'reg-7', currentStep: 3 })]);
    await startEarly(me, (screen) => preloaded.push(screen));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(new URL('/api/usr/v2/registrations/reg-7', document.baseURI).href);
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer access-1');
    // Kept for the API client's own lookup with the same token.
    expect(takeStartCall('/api/usr/v2/registrations/reg-7', 'access-1')).toBeDefined();
    expect(preloaded).toEqual(['Addresses']);
    // The client still reads the answer of 'me' itself.
    await expect((await me.response).json()).resolves.toMatchObject({ lastRegistration: { id: 'reg-7' } });
  });

  it('§4 the same rules as the start-up: the session flags count (a document renewal without a renewal registration selects nothing)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse(200, {})));
    vi.stubGlobal('fetch', fetch);
    writeFlag('updateDocument', true);
    const preloaded: string[] = [];
    await startEarly(meCall([inProgressRegistration({ id: 'reg-7', currentStep: 3 })]), (screen) => preloaded.push(screen));
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded).toEqual([]);
  });

  it('§4 the flags of the address count too, as the start-up keeps them (?updateDocument=true)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse(200, {})));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/?updateDocument=true');
    try {
      await startEarly(meCall([inProgressRegistration({ id: 'reg-7', currentStep: 3 })]), () => undefined);
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(readFlag('updateDocument')).toBe(true);
  });

  it('a refused answer (401) sends nothing and preloads nothing: the start-up handles it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const preloaded: string[] = [];
    await startEarly(meCall([], 401), (screen) => preloaded.push(screen));
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded).toEqual([]);
  });
});
