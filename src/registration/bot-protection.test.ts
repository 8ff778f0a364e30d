// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/support/wait';
import { BOT_PROTECTION_TIMEOUT_SECONDS } from '../flows/timings';
import {
  BotProtectionError,
  challengeScriptUrl,
  getBotProtectionToken,
  loadBotProtection,
  PRE_REGISTER_ACTION,
  type BotProtectionConfig,
  type ChallengeApi,
} from './bot-protection';

const BOT_PROTECTION_TIMEOUT_MS = BOT_PROTECTION_TIMEOUT_SECONDS * 1000;

const config: BotProtectionConfig = { botProtectionSiteKey: 'site-key', botProtectionScriptUrl: '/recaptcha/api.js' };
const noKey: BotProtectionConfig = { botProtectionSiteKey: '', botProtectionScriptUrl: '/recaptcha/api.js' };

const scripts = () => [...document.head.querySelectorAll('script')];

/** Fires the given event on the one script the module added for `cfg`. */
function fire(cfg: BotProtectionConfig, type: 'load' | 'error') {
  const src = challengeScriptUrl(cfg);
  const script = scripts().find((s) => s.src === src);
  if (!script) throw new Error(`no script for ${src}`);
  script.dispatchEvent(new Event(type));
}

/** A challenge API whose `execute` answers with `answer`. */
function stubChallenge(execute: ChallengeApi['execute'], ready: ChallengeApi['ready'] = (callback) => callback()) {
  const api = { ready: vi.fn(ready), execute: vi.fn(execute) };
  vi.stubGlobal('grecaptcha', api);
  return api;
}

/** Settles a promise into a value or the error it rejected with (so no rejection goes unhandled). */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

afterEach(() => {
  vi.useRealTimers();
  for (const script of scripts()) script.remove();
});

describe('challengeScriptUrl', () => {
  it('§7 Other: a relative script URL gets render=<site key> against the page base', () => {
    expect(challengeScriptUrl(config, 'https://bank.example/onboarding/')).toBe(
      'https://bank.example/recaptcha/api.js?render=site-key',
    );
  });

  it('§7 Other: an absolute script URL keeps its host and its existing query', () => {
    const url = challengeScriptUrl(
      { botProtectionSiteKey: 'k 1', botProtectionScriptUrl: 'https://www.google.com/recaptcha/api.js?hl=it' },
      'https://bank.example/',
    );
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(parsed.searchParams.get('hl')).toBe('it');
    expect(parsed.searchParams.get('render')).toBe('k 1');
  });

  it('an existing render parameter is replaced, not repeated', () => {
    const url = challengeScriptUrl({ botProtectionSiteKey: 'new', botProtectionScriptUrl: '/api.js?render=old' }, 'https://a.example/');
    expect(new URL(url).searchParams.getAll('render')).toEqual(['new']);
  });
});

describe('loadBotProtection', () => {
  it('without a site key nothing is loaded', () => {
    expect(loadBotProtection(noKey)).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('§7 Other: the challenge script is added once, deferred, with the site key; repeated calls share the load', async () => {
    const first = loadBotProtection(config);
    const second = loadBotProtection(config);
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.defer).toBe(true);
    expect(script?.src).toBe(challengeScriptUrl(config));
    expect(new URL(script?.src ?? '').searchParams.get('render')).toBe('site-key');
    fire(config, 'load');
    await expect(first).resolves.toBeUndefined();
    expect(loadBotProtection(config)).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('another script URL gets its own script', () => {
    loadBotProtection(config);
    loadBotProtection({ ...config, botProtectionSiteKey: 'other-key' });
    expect(scripts()).toHaveLength(2);
  });

  it("a script error rejects with 'load-failed', removes the script, and a later call retries", async () => {
    const first = loadBotProtection(config);
    fire(config, 'error');
    await expect(first).rejects.toBeInstanceOf(BotProtectionError);
    await expect(first).rejects.toMatchObject({ reason: 'load-failed' });
    expect(scripts()).toHaveLength(0);

    const retry = loadBotProtection(config);
    expect(retry).not.toBe(first);
    expect(scripts()).toHaveLength(1);
    fire(config, 'load');
    await expect(retry).resolves.toBeUndefined();
  });
});

describe('getBotProtectionToken', () => {
  it('§7 Registrations: resolves with the token of execute(siteKey, { action: "preregister" })', async () => {
    const api = stubChallenge(() => Promise.resolve('token-123'));
    const token = getBotProtectionToken(config);
    fire(config, 'load');
    await expect(token).resolves.toBe('token-123');
    expect(PRE_REGISTER_ACTION).toBe('preregister');
    expect(api.ready).toHaveBeenCalledTimes(1);
    expect(api.execute).toHaveBeenCalledExactlyOnceWith('site-key', { action: 'preregister' });
  });

  it('execute waits for ready', async () => {
    let readyCallback: () => void = () => undefined;
    const api = stubChallenge(
      () => Promise.resolve('t'),
      (callback) => {
        readyCallback = callback;
      },
    );
    const token = getBotProtectionToken(config);
    fire(config, 'load');
    await waitForState(() => expect(api.ready).toHaveBeenCalled());
    expect(api.execute).not.toHaveBeenCalled();
    readyCallback();
    await expect(token).resolves.toBe('t');
  });

  it("rejects with 'not-configured' without a site key, adding no script", async () => {
    const api = stubChallenge(() => Promise.resolve('t'));
    await expect(getBotProtectionToken(noKey)).rejects.toMatchObject({ name: 'BotProtectionError', reason: 'not-configured' });
    expect(scripts()).toHaveLength(0);
    expect(api.execute).not.toHaveBeenCalled();
  });

  it("rejects with 'load-failed' when the script cannot load", async () => {
    stubChallenge(() => Promise.resolve('t'));
    const token = settle(getBotProtectionToken(config));
    fire(config, 'error');
    const outcome = await token;
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? undefined : outcome.error).toMatchObject({ reason: 'load-failed' });
  });

  it("rejects with 'load-failed' when the script loaded but exposes no API", async () => {
    vi.stubGlobal('grecaptcha', undefined);
    const token = getBotProtectionToken(config);
    fire(config, 'load');
    await expect(token).rejects.toMatchObject({ reason: 'load-failed' });
  });

  it("rejects with 'timeout' when the service never becomes ready", async () => {
    vi.useFakeTimers();
    const api = stubChallenge(
      () => Promise.resolve('t'),
      () => undefined,
    );
    const token = settle(getBotProtectionToken(config));
    fire(config, 'load');
    let settled = false;
    void token.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(BOT_PROTECTION_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await token;
    expect(outcome.ok ? undefined : outcome.error).toMatchObject({ name: 'BotProtectionError', reason: 'timeout' });
    expect(api.execute).not.toHaveBeenCalled();
  });

  it("rejects with 'timeout' after a custom time-out when the script never loads", async () => {
    vi.useFakeTimers();
    stubChallenge(() => Promise.resolve('t'));
    const token = settle(getBotProtectionToken(config, PRE_REGISTER_ACTION, 500));
    await vi.advanceTimersByTimeAsync(500);
    const outcome = await token;
    expect(outcome.ok ? undefined : outcome.error).toMatchObject({ reason: 'timeout' });
  });

  it("rejects with 'rejected' when execute rejects", async () => {
    stubChallenge(() => Promise.reject(new Error('invalid site key')));
    const token = getBotProtectionToken(config);
    fire(config, 'load');
    await expect(token).rejects.toMatchObject({ name: 'BotProtectionError', reason: 'rejected' });
  });

  it("rejects with 'rejected' when execute answers an empty token", async () => {
    stubChallenge(() => Promise.resolve(''));
    const token = getBotProtectionToken(config);
    fire(config, 'load');
    await expect(token).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('each call asks for a fresh token (tokens are single use)', async () => {
    let n = 0;
    const api = stubChallenge(() => Promise.resolve(`t-${++n}`));
    const first = getBotProtectionToken(config);
    fire(config, 'load');
    await expect(first).resolves.toBe('t-1');
    await expect(getBotProtectionToken(config)).resolves.toBe('t-2');
    expect(api.execute).toHaveBeenCalledTimes(2);
    expect(scripts()).toHaveLength(1);
  });
});
