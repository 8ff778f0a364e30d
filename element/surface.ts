/**
 * The source of truth for the public surface of `<bank-onboarding>` (STYLE.md, Stripe): every
 * configuration property with its attribute kind and default (PROPERTIES), and every event with its
 * detail type (OnboardingEventDetails, EVENT_NAMES). The element's prop types, the r2wc attribute map
 * and the typed event map derive from them; `surface.test-d.ts` proves they agree. Their one-line
 * meanings live in `docs.ts`, outside the bundle, and `readme.test.ts` checks docs/configuration.md lists them.
 */

import type { FlowName } from '../src/flows/flows';
import type { ScreenId } from '../src/flows/screens';
import type { OutboundMessage } from './bridge-types';

export type { FlowName } from '../src/flows/flows';

/** Every screen of the wizard (spec §2 "Screens and routes"), as step events name it. */
export type ScreenName = ScreenId;

/** r2wc attribute transforms used by the element (never `function`: it would look up a global by name). */
type AttributeKind = 'string' | 'boolean' | 'number' | 'json';

interface PropertySpec<K extends AttributeKind, D> {
  /** How the attribute text is parsed into the property value. */
  readonly kind: K;
  /** Value used when neither the attribute nor the property is set. */
  readonly default: D;
}

const string = (defaultValue: string): PropertySpec<'string', string> => ({ kind: 'string', default: defaultValue });

/** Help-panel contact channels (spec §2 "Help panel", Contacts). */
export interface HelpContacts {
  /** Support e-mail address (mailto link). */
  email: string;
  /** Toll-free number for calls from Italy. */
  tollFree: string;
  /** Number for calls from abroad. */
  abroad: string;
  /** Messaging (chat) link; the greeting "Buongiorno, ho bisogno di assistenza!" is prefilled. */
  chatUrl: string;
  /** Chat-app link. */
  chatAppUrl: string;
}

export const DEFAULT_HELP_CONTACTS: HelpContacts = {
  email: 'assistenza@example.it',
  tollFree: '800 000 000',
  abroad: '+39 02 0000 0000',
  chatUrl: 'https://wa.me/390200000000',
  chatAppUrl: 'https://t.me/example_support',
};

/**
 * Settings handed to the error reporter's `init` (spec §7 Other: "traces sampled 100%, session replays 0%,
 * replays on error 100%, environment production"). Named as the common reporting SDKs name them, so a
 * host can pass them straight on. Overridable with the `error-reporter-settings` attribute (JSON).
 */
export interface ErrorReporterSettings {
  /** Share of traces kept, 0..1. */
  tracesSampleRate: number;
  /** Share of sessions recorded as a replay, 0..1. */
  replaysSessionSampleRate: number;
  /** Share of sessions with an error recorded as a replay, 0..1. */
  replaysOnErrorSampleRate: number;
  environment: string;
}

export const DEFAULT_ERROR_REPORTER_SETTINGS: Readonly<ErrorReporterSettings> = Object.freeze({
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
  environment: 'production',
});

/** An error as the reporter receives it: plain data, credentials removed from every text. */
export interface ReportedError {
  name: string;
  message: string;
  /** spec §8 code (`context.code` of the body, else the error itself). */
  code?: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The trace shown as "Codice di errore". */
  trace?: string;
  stack?: string;
}

/** Where an error was seen. */
export interface ErrorReportContext {
  /**
   * 'dialog': shown to the user with the default error dialog; 'render': a screen failed to render;
   * 'tracking': a tracking payload could not be sent, its one retry included (the user saw nothing).
   */
  source: 'dialog' | 'render' | 'tracking';
  flow: FlowName;
  step: number;
  substep: number;
  /** The route path (never a query: tokens cannot be in it). */
  path: string;
}

/**
 * A pluggable error reporter (spec §7 Other). Off by default: nothing is reported and no call
 * is made unless the host sets one with `element.errorReporter = reporter` (a JS property, not an
 * attribute). What it receives never carries a token.
 */
export interface ErrorReporter {
  /** Called once, before anything is captured, with the settings. */
  init?(settings: ErrorReporterSettings): void;
  captureError(error: ReportedError, context: ErrorReportContext): void;
  /** A trace: every screen view ('onboarding.view', with flow, step, substep, screen). */
  captureTrace?(name: string, data: Readonly<Record<string, string | number | boolean | null>>): void;
}

/**
 * Configuration properties. Attribute names are the kebab-case of the property names
 * (`apiBase` <-> `api-base`), as r2wc derives them.
 */
export const PROPERTIES = {
  apiBase: string('/api'),
  securityBase: string(''),
  recognitionProvider: string('idnow'),
  certificateProvider: string('infocert'),
  publicSiteUrl: string('/public-site/'),
  onlineBankingUrl: string('/online-banking/'),
  homeBankingUrl: string('/online-banking/'),
  faqUrl: string('https://example.it/faq'),
  helpContacts: {
    kind: 'json',
    default: DEFAULT_HELP_CONTACTS,
  } as PropertySpec<'json', HelpContacts>,
  botProtectionSiteKey: string(''),
  botProtectionScriptUrl: string('https://www.google.com/recaptcha/api.js'),
  routing: {
    kind: 'string',
    default: 'hash',
  } as PropertySpec<'string', 'hash' | 'memory'>,
  bridgeParentOrigin: string(''),
  errorReporterSettings: {
    kind: 'json',
    default: DEFAULT_ERROR_REPORTER_SETTINGS,
  } as PropertySpec<'json', ErrorReporterSettings>,
  /** Time-out of each API attempt in ms; not a positive number -> the default. */
  requestTimeout: { kind: 'number', default: 30_000 } as PropertySpec<'number', number>,
} as const;

export type PropertyName = keyof typeof PROPERTIES;

/** The resolved configuration the app runs with: every property with its default applied. */
export type OnboardingConfig = { -readonly [K in PropertyName]: (typeof PROPERTIES)[K]['default'] };

/** The element's props as r2wc hands them over (attributes may be absent or unparsed). */
export type OnboardingProps = { [K in PropertyName]?: OnboardingConfig[K] | string };

/** r2wc's `props` option, derived from PROPERTIES. */
export const R2WC_PROPS = Object.fromEntries(
  Object.entries(PROPERTIES).map(([name, spec]) => [name, spec.kind]),
) as { [K in PropertyName]: (typeof PROPERTIES)[K]['kind'] };

/** Attribute name of a property, as r2wc derives it. */
export const attributeName = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const isRouting = (v: unknown): v is 'hash' | 'memory' => v === 'hash' || v === 'memory';

function parseContacts(value: unknown): HelpContacts {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      console.warn('[bank-onboarding] help-contacts is not valid JSON; using the defaults');
      return DEFAULT_HELP_CONTACTS;
    }
  }
  if (raw === null || typeof raw !== 'object') return DEFAULT_HELP_CONTACTS;
  const merged = { ...DEFAULT_HELP_CONTACTS };
  for (const key of Object.keys(DEFAULT_HELP_CONTACTS) as (keyof HelpContacts)[]) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'string') merged[key] = v;
  }
  return merged;
}

const isRate = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;

/** The §7 defaults with the host's valid overrides (rates 0..1, a non-empty environment). */
function parseReporterSettings(value: unknown): ErrorReporterSettings {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      console.warn('[bank-onboarding] error-reporter-settings is not valid JSON; using the defaults');
      return { ...DEFAULT_ERROR_REPORTER_SETTINGS };
    }
  }
  const given = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const rate = (key: 'tracesSampleRate' | 'replaysSessionSampleRate' | 'replaysOnErrorSampleRate') => {
    const v = given[key];
    return isRate(v) ? v : DEFAULT_ERROR_REPORTER_SETTINGS[key];
  };
  return {
    tracesSampleRate: rate('tracesSampleRate'),
    replaysSessionSampleRate: rate('replaysSessionSampleRate'),
    replaysOnErrorSampleRate: rate('replaysOnErrorSampleRate'),
    environment:
      typeof given.environment === 'string' && given.environment ? given.environment : DEFAULT_ERROR_REPORTER_SETTINGS.environment,
  };
}

/** Applies the defaults of PROPERTIES to whatever r2wc passed in. */
export function resolveConfig(props: OnboardingProps): OnboardingConfig {
  const str = (name: Exclude<PropertyName, 'helpContacts' | 'routing' | 'errorReporterSettings' | 'requestTimeout'>): string => {
    const v = props[name];
    return typeof v === 'string' ? v : PROPERTIES[name].default;
  };
  return {
    apiBase: str('apiBase') || PROPERTIES.apiBase.default,
    securityBase: str('securityBase'),
    recognitionProvider: str('recognitionProvider') || PROPERTIES.recognitionProvider.default,
    certificateProvider: str('certificateProvider') || PROPERTIES.certificateProvider.default,
    publicSiteUrl: str('publicSiteUrl'),
    onlineBankingUrl: str('onlineBankingUrl'),
    homeBankingUrl: str('homeBankingUrl'),
    faqUrl: str('faqUrl'),
    helpContacts: props.helpContacts === undefined ? DEFAULT_HELP_CONTACTS : parseContacts(props.helpContacts),
    botProtectionSiteKey: str('botProtectionSiteKey'),
    botProtectionScriptUrl: str('botProtectionScriptUrl') || PROPERTIES.botProtectionScriptUrl.default,
    routing: isRouting(props.routing) ? props.routing : PROPERTIES.routing.default,
    bridgeParentOrigin: str('bridgeParentOrigin'),
    errorReporterSettings: parseReporterSettings(props.errorReporterSettings),
    requestTimeout: parseTimeout(props.requestTimeout),
  };
}

/** A positive, finite number of ms (a number, or the attribute's text); anything else is the default. */
function parseTimeout(value: unknown): number {
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.round(ms) : PROPERTIES.requestTimeout.default;
}

/** Position in the wizard, as carried by step events. */
export interface StepDetail {
  flow: FlowName;
  step: number;
  substep: number;
  screen: ScreenName;
  path: string;
}

/**
 * A tracking event: `reg_<Name>_stepN` (spec §2) for a screen view or a step submit, with the spec §3
 * payload (flow, orderID, deviceType, inviteCode, gender, cardId, settore, professione); or `messaggio`
 * (spec §8) of kind 'message' with `{ type: 'errore', code, message }`. Never a token.
 */
export interface TrackDetail {
  name: string;
  kind: 'view' | 'submit' | 'message';
  payload: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * Events: `CustomEvent`s dispatched on the element; all bubble and are composed, so a host listening on
 * `document` sees them through the shadow root. Their meaning is documented in `docs.ts` (EVENT_DOCS).
 */
export interface OnboardingEventDetails {
  'onboarding-step-change': StepDetail;
  'onboarding-track': TrackDetail;
  'onboarding-exit': { to: ExitDestination; url?: string };
  'onboarding-session-expired': Record<string, never>;
  'onboarding-session-refreshed': Record<string, never>;
  'onboarding-complete': { flow: FlowName; registrationId: string | null };
  'onboarding-error': { code: string; message: string; trace?: string };
  'onboarding-bridge-message': OutboundMessage;
  'onboarding-config-error': ConfigErrorDetail;
  'onboarding-ready': ReadyDetail;
  'onboarding-load-error': LoadErrorDetail;
}

/** The first screen is interactive (its heading rendered after start-up); once per connection. */
export interface ReadyDetail {
  /** The screen shown. */
  screen: ScreenName;
  /** True when the start-up found a session (a token): the user resumes a registration. */
  resumed: boolean;
}

/** Something the element needs could not be loaded; it shows its own message with "Riprova" too. */
export interface LoadErrorDetail {
  /**
   * 'chunk': a lazily loaded part (a screen, the help panel, a dialog, the start-up's own code) failed to download;
   * 'api': the start-up's registration load got no answer (network, time-out, 5xx).
   */
  kind: 'chunk' | 'api';
  /** What failed, in English (for the page's developer). */
  message: string;
  /** Tries again: what the element's own "Riprova" does. */
  retry: () => void;
}

/** A configuration that cannot work, found when the element connects: the attribute to fix and why. */
export interface ConfigErrorDetail {
  /** The attribute's name, e.g. `bot-protection-site-key`. */
  attribute: string;
  /** What is wrong and what to set, in English (for the page's developer, never shown to the user). */
  message: string;
}

export type OnboardingEventName = keyof OnboardingEventDetails;

/** Every event name, at runtime. */
export const EVENT_NAMES = [
  'onboarding-step-change',
  'onboarding-track',
  'onboarding-exit',
  'onboarding-session-expired',
  'onboarding-session-refreshed',
  'onboarding-complete',
  'onboarding-error',
  'onboarding-bridge-message',
  'onboarding-config-error',
  'onboarding-ready',
  'onboarding-load-error',
] as const satisfies readonly OnboardingEventName[];

/**
 * The events dispatched BEFORE the element navigates, with `cancelable: true`: a host's `preventDefault()`
 * means the element does not move the page (nor send the app's `exit` message); the host routes itself.
 */
export const CANCELABLE_EVENTS = ['onboarding-exit', 'onboarding-complete'] as const satisfies readonly OnboardingEventName[];

export type ExitDestination = 'splash' | 'home' | 'settings' | 'public-site' | 'online-banking' | 'home-banking';

export type OnboardingEventDetail<N extends OnboardingEventName> = OnboardingEventDetails[N];
export type OnboardingEventMap = { [N in OnboardingEventName]: CustomEvent<OnboardingEventDetails[N]> };
