/**
 * The bot-protection challenge (spec §7 Other: "A bot-protection script from a challenge service is
 * loaded at start-up with a site key ({key}), deferred"; Registrations: pre-register sends its token in
 * `X-Recaptcha-Response-Token`). The service's script exposes reCAPTCHA v3's API on `window.grecaptcha`
 * (`ready`, `execute(siteKey, { action })`); the sandbox serves a test script with the same API at
 * `/recaptcha/api.js`. The script must live in the page's document (it is global by nature), so it is
 * the one thing the element adds outside its shadow root.
 */
import type { OnboardingConfig } from '../../element/surface';
import { BOT_PROTECTION_TIMEOUT_SECONDS } from '../flows/timings';

/** reCAPTCHA v3's public API, as far as the element uses it. */
export interface ChallengeApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: ChallengeApi;
  }
}

export type BotProtectionConfig = Pick<OnboardingConfig, 'botProtectionSiteKey' | 'botProtectionScriptUrl'>;

/** The action name reported to the challenge service for pre-registration. */
export const PRE_REGISTER_ACTION = 'preregister';

/** Why no token could be had. */
export class BotProtectionError extends Error {
  override readonly name = 'BotProtectionError';
  constructor(readonly reason: 'not-configured' | 'load-failed' | 'timeout' | 'rejected') {
    super(`Bot protection unavailable: ${reason}`);
  }
}

/** The script address: the configured URL with `render=<site key>`, as reCAPTCHA v3 expects. */
export function challengeScriptUrl(config: BotProtectionConfig, base: string = document.baseURI): string {
  const url = new URL(config.botProtectionScriptUrl, base);
  url.searchParams.set('render', config.botProtectionSiteKey);
  return url.href;
}

/**
 * The load of each challenge script this module added. The page has one script per address, whatever
 * the number of elements, so the script element in the document is the record: a script that is removed
 * (a failed load, or a test cleaning up) is forgotten with it.
 */
const loads = new WeakMap<HTMLScriptElement, Promise<void>>();

/** Marks the scripts this module adds. */
export const BOT_PROTECTION_SCRIPT_ATTRIBUTE = 'data-bot-protection';

/**
 * Adds the challenge script to the page once per address (deferred) and resolves when it has loaded.
 * Undefined when no site key is configured. A failed load is forgotten, so the next call retries.
 */
export function loadBotProtection(config: BotProtectionConfig, doc: Document = document): Promise<void> | undefined {
  if (!config.botProtectionSiteKey) return undefined;
  const src = challengeScriptUrl(config, doc.baseURI);
  const added = [...doc.head.querySelectorAll<HTMLScriptElement>(`script[${BOT_PROTECTION_SCRIPT_ATTRIBUTE}]`)].find(
    (script) => script.src === src,
  );
  const known = added && loads.get(added);
  if (known) return known;
  const script = doc.createElement('script');
  const pending = new Promise<void>((resolve, reject) => {
    script.src = src;
    script.defer = true;
    script.setAttribute(BOT_PROTECTION_SCRIPT_ATTRIBUTE, '');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new BotProtectionError('load-failed'));
    });
    doc.head.append(script);
  });
  loads.set(script, pending);
  return pending;
}

/** Resolves with `promise`'s value, or rejects with a time-out error after `ms`. */
function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new BotProtectionError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof BotProtectionError ? error : new BotProtectionError('rejected'));
      },
    );
  });
}

/**
 * A fresh challenge token for `action` (loads the script first if start-up has not yet). Rejects with a
 * {@link BotProtectionError} when no site key is configured, the script cannot load, or the service does
 * not answer within {@link BOT_PROTECTION_TIMEOUT_SECONDS}.
 */
export async function getBotProtectionToken(
  config: BotProtectionConfig,
  action: string = PRE_REGISTER_ACTION,
  timeoutMs: number = BOT_PROTECTION_TIMEOUT_SECONDS * 1000,
): Promise<string> {
  const loading = loadBotProtection(config);
  if (!loading) throw new BotProtectionError('not-configured');
  const token = withTimeout(
    loading.then(
      () =>
        new Promise<string>((resolve, reject) => {
          const api = window.grecaptcha;
          if (!api) {
            reject(new BotProtectionError('load-failed'));
            return;
          }
          api.ready(() => {
            api.execute(config.botProtectionSiteKey, { action }).then(resolve, reject);
          });
        }),
    ),
    timeoutMs,
  );
  const value = await token;
  if (!value) throw new BotProtectionError('rejected');
  return value;
}
