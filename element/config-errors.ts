/**
 * Configurations that cannot work, found when the element connects (a rule, pure): each one is reported once,
 * in the console and as an `onboarding-config-error` event, with the attribute to fix. A misconfigured embed
 * otherwise fails much later and silently: without a bot-protection site key every registration stops at
 * pre-registration with the generic error dialog (spec §7 pre-register needs the challenge token).
 */
import { attributeName, DEFAULT_HELP_CONTACTS, type ConfigErrorDetail, type OnboardingConfig } from './surface';

/** What the rule needs to know about the page besides the configuration. */
export interface ConfigContext {
  /** The page's hostname (`location.hostname`). */
  hostname: string;
  /** A session (an access token) was handed over: the element resumes or upgrades and never pre-registers. */
  hasSession: boolean;
}

/** Hostnames of a developer's own machine, where the sandbox's placeholders are expected. */
const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1' || hostname.endsWith('.localhost');

/** A path on the page's origin (`/api`) or an absolute http(s) URL. */
function isBase(value: string): boolean {
  if (value.startsWith('/')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const error = (property: keyof OnboardingConfig, message: string): ConfigErrorDetail => ({ attribute: attributeName(property), message });

export function findConfigErrors(config: OnboardingConfig, context: ConfigContext): ConfigErrorDetail[] {
  const errors: ConfigErrorDetail[] = [];
  if (!config.botProtectionSiteKey && !context.hasSession) {
    errors.push(
      error(
        'botProtectionSiteKey',
        'bot-protection-site-key is not set: every registration will fail at pre-registration. Set the site key of the bot-protection challenge (the sandbox accepts "sandbox-site-key").',
      ),
    );
  }
  if (!isBase(config.apiBase)) {
    errors.push(error('apiBase', `api-base "${config.apiBase}" is neither an absolute http(s) URL nor a path starting with "/".`));
  }
  if (config.securityBase && !isBase(config.securityBase)) {
    errors.push(error('securityBase', `security-base "${config.securityBase}" is neither an absolute http(s) URL nor a path starting with "/".`));
  }
  const placeholders = (Object.keys(DEFAULT_HELP_CONTACTS) as (keyof typeof DEFAULT_HELP_CONTACTS)[]).filter(
    (key) => config.helpContacts[key] === DEFAULT_HELP_CONTACTS[key],
  );
  if (placeholders.length && !isLocalHost(context.hostname)) {
    errors.push(
      error(
        'helpContacts',
        `help-contacts still has the sandbox placeholders for ${placeholders.join(', ')}: users would be shown made-up contacts. Set the bank's contacts as JSON.`,
      ),
    );
  }
  return errors;
}
