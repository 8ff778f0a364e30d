// @vitest-environment node
import { readFileSync } from 'node:fs';
import { webcrypto } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RECAPTCHA_FAIL_SITE_KEY, RECAPTCHA_FAIL_VALUE } from './constants';
import { openSandboxDb } from './db';
import { createHostApp } from './host';

const SCRIPT_PATH = fileURLToPath(new URL('../public/recaptcha/api.js', import.meta.url));
const SCRIPT = readFileSync(SCRIPT_PATH, 'utf8');

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options?: { action?: string }): Promise<string>;
}

interface FakeWindow {
  grecaptcha?: Grecaptcha;
  [key: string]: unknown;
}

/**
 * Runs api.js in a fresh `node:vm` context standing in for a page: `window` is the context's global
 * and `document.currentScript` the script element with `src`.
 */
function load(src: string | null, globals: Record<string, unknown> = {}): FakeWindow {
  const page: FakeWindow = {
    document: { currentScript: src === null ? null : { src } },
    crypto: webcrypto,
    console,
    ...globals,
  };
  page.window = page;
  vm.createContext(page);
  vm.runInContext(SCRIPT, page, { filename: SCRIPT_PATH });
  return page;
}

/** The loaded API (fails the test when the script did not install it). */
function grecaptchaOf(page: FakeWindow): Grecaptcha {
  if (!page.grecaptcha) throw new Error('window.grecaptcha missing');
  return page.grecaptcha;
}

/** The rejection of a promise (errors from the vm context are not `instanceof Error` here). */
async function rejection(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string };
  }
  throw new Error('expected a rejection');
}

describe('§7 Other: the bot-protection challenge script (demo-host/public/recaptcha/api.js)', () => {
  it('installs grecaptcha.ready, which calls back asynchronously', async () => {
    const g = grecaptchaOf(load('http://localhost:5173/recaptcha/api.js?render=site-key'));
    const calls: string[] = [];
    const done = new Promise<void>((resolve) => {
      g.ready(() => {
        calls.push('ready');
        resolve();
      });
    });
    calls.push('after ready()');
    await done;
    expect(calls).toEqual(['after ready()', 'ready']);
  });

  it('execute with the rendered site key resolves to sandbox.<action>.<random hex>', async () => {
    const g = grecaptchaOf(load('http://localhost:5173/recaptcha/api.js?render=site-key'));
    const first = await g.execute('site-key', { action: 'preregister' });
    const second = await g.execute('site-key', { action: 'preregister' });
    expect(first).toMatch(/^sandbox\.preregister\.[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(await g.execute('site-key')).toMatch(/^sandbox\.default\.[0-9a-f]{32}$/);
  });

  it('reads render among other parameters, percent-decoded, from a relative src', async () => {
    const g = grecaptchaOf(load('/recaptcha/api.js?hl=it&render=my%20key#x'));
    expect(await g.execute('my key', { action: 'login' })).toMatch(/^sandbox\.login\./);
  });

  it('the sandbox-fail site key gives the token "fail", which pre-register rejects', async () => {
    const g = grecaptchaOf(load(`/recaptcha/api.js?render=${RECAPTCHA_FAIL_SITE_KEY}`));
    expect(await g.execute(RECAPTCHA_FAIL_SITE_KEY, { action: 'preregister' })).toBe(RECAPTCHA_FAIL_VALUE);
  });

  it('execute with a site key other than the rendered one rejects with an Error', async () => {
    const g = grecaptchaOf(load('/recaptcha/api.js?render=site-key'));
    const error = await rejection(g.execute('other-key', { action: 'preregister' }));
    expect(error.name).toBe('Error');
    expect(error.message).toMatch(/site key/);
    // sandbox-fail too must be the rendered key.
    expect((await rejection(g.execute(RECAPTCHA_FAIL_SITE_KEY))).message).toMatch(/site key/);
  });

  it('without a rendered key (no render parameter, or no currentScript) execute rejects', async () => {
    for (const src of ['/recaptcha/api.js', null]) {
      const g = grecaptchaOf(load(src));
      expect((await rejection(g.execute('site-key'))).message).toMatch(/render/);
    }
  });

  it('calls an onload function and the callbacks a page queued in ___grecaptcha_cfg.fns', async () => {
    const calls: string[] = [];
    let resolveAll: () => void = () => {};
    const all = new Promise<void>((resolve) => {
      resolveAll = resolve;
    });
    const record = (name: string) => () => {
      calls.push(name);
      if (calls.length === 2) resolveAll();
    };
    load('/recaptcha/api.js?render=k&onload=onCaptcha', {
      onCaptcha: record('onload'),
      ___grecaptcha_cfg: { fns: [record('queued')] },
    });
    await all;
    expect(calls.sort()).toEqual(['onload', 'queued']);
  });

  it('is served by the demo host at /recaptcha/api.js as JavaScript', async () => {
    const host = createHostApp({ db: openSandboxDb(':memory:') });
    const res = await host.request('/recaptcha/api.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(SCRIPT);
  });
});
