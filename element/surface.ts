/**
 * The source of truth for the public surface of `<bank-onboarding>` (STYLE.md, Stripe): every
 * configuration property with its attribute, type, default and meaning, and every event the element
 * emits. The element's prop types, the r2wc attribute map, the typed event map and the README's API
 * tables all derive from the two objects below; `surface.test-d.ts` proves they agree.
 */

/** r2wc attribute transforms used by the element (never `function`: it would look up a global by name). */
type AttributeKind = 'string' | 'boolean' | 'json';

interface PropertySpec<K extends AttributeKind, D> {
  /** How the attribute text is parsed into the property value. */
  readonly kind: K;
  /** Value used when neither the attribute nor the property is set. */
  readonly default: D;
  /** One line for the README. */
  readonly doc: string;
}

const string = (defaultValue: string, doc: string): PropertySpec<'string', string> => ({
  kind: 'string',
  default: defaultValue,
  doc,
});

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
 * Configuration properties. Attribute names are the kebab-case of the property names
 * (`apiBase` <-> `api-base`), as r2wc derives them.
 */
export const PROPERTIES = {
  apiBase: string('/api', 'Base URL of the onboarding API (spec §7 "{host}/api").'),
  securityBase: string('', 'Base URL of the security service that serves /sec/v2/oauth/token; empty = same origin.'),
  recognitionProvider: string(
    'idnow',
    'Name of the identity-recognition provider: routes /<name>Recognition and /<name>CheckResult.',
  ),
  certificateProvider: string(
    'infocert',
    'Name of the certificate/signature provider: route /<name>Sign and API segment registrations/{id}/<name>/…',
  ),
  publicSiteUrl: string('/public-site/', 'Exit destination on the web for a registration (spec §9).'),
  onlineBankingUrl: string('/online-banking/', 'Online-banking site that receives ENABLED users after login (spec §4 Login flow).'),
  homeBankingUrl: string('/online-banking/', 'Home-banking site: exit destination after an upgrade or corporate flow (spec §9).'),
  faqUrl: string('https://example.it/faq', 'External help page opened by the FAQ entry of the help panel.'),
  helpContacts: {
    kind: 'json',
    default: DEFAULT_HELP_CONTACTS,
    doc: 'Help-panel contacts as JSON: {email, tollFree, abroad, chatUrl, chatAppUrl}.',
  } as PropertySpec<'json', HelpContacts>,
  botProtectionSiteKey: string('', 'Site key of the bot-protection challenge script (spec §7 Other).'),
  routing: {
    kind: 'string',
    default: 'hash',
    doc: "'hash' (default: routes live in location.hash) or 'memory' (for hosts that use the hash themselves).",
  } as PropertySpec<'string', 'hash' | 'memory'>,
  bridgeParentOrigin: string(
    '',
    'Explicit target origin for the parent-frame bridge transport; empty disables that transport.',
  ),
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

/** Applies the defaults of PROPERTIES to whatever r2wc passed in. */
export function resolveConfig(props: OnboardingProps): OnboardingConfig {
  const str = (name: Exclude<PropertyName, 'helpContacts' | 'routing'>): string => {
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
    routing: isRouting(props.routing) ? props.routing : PROPERTIES.routing.default,
    bridgeParentOrigin: str('bridgeParentOrigin'),
  };
}

/** Position in the wizard, as carried by step events. */
export interface StepDetail {
  flow: string;
  step: number;
  substep: number;
  screen: string;
  path: string;
}

/**
 * Events: `CustomEvent`s dispatched on the element; all bubble and are composed, so a host listening on
 * `document` sees them through the shadow root.
 */
export const EVENTS = {
  /** The wizard moved to another step/substep (after the route changed). */
  'onboarding-step-change': { doc: 'The wizard moved to another step or substep.' } as EventSpec<StepDetail>,
  /** A tracking event (spec §3 Tracking payload); never carries tokens. */
  'onboarding-track': {
    doc: 'A tracking event: {name, payload} with the spec §3 tracking payload; never carries tokens.',
  } as EventSpec<{ name: string; payload: Record<string, string | number | boolean | null> }>,
  /** The user leaves the wizard; `to` names the destination, `url` is set on the web. */
  'onboarding-exit': {
    doc: "The user leaves the wizard: {to: 'splash'|'home'|'settings'|'public-site'|'online-banking'|'home-banking', url?}.",
  } as EventSpec<{ to: ExitDestination; url?: string }>,
  /** The refresh token was refused: the session is over (spec §4 Session). */
  'onboarding-session-expired': { doc: 'The session expired (refresh refused, spec §4 Session).' } as EventSpec<
    Record<string, never>
  >,
  /** The registration reached its completed screen. */
  'onboarding-complete': {
    doc: 'The registration reached its completion screen: {flow, registrationId}.',
  } as EventSpec<{ flow: string; registrationId: string | null }>,
  /** An error was shown to the user (normalised API error). */
  'onboarding-error': {
    doc: 'An error was shown to the user: {code, message, trace?}.',
  } as EventSpec<{ code: string; message: string; trace?: string }>,
  /** Every native-bridge message, mirrored as a DOM event (see bridge/). */
  'onboarding-bridge-message': {
    doc: 'Every outbound native-bridge message envelope, also when no native host is present.',
  } as EventSpec<{ v: 1; source: 'bank-onboarding'; type: string; payload: Record<string, unknown> }>,
} as const;

export type ExitDestination = 'splash' | 'home' | 'settings' | 'public-site' | 'online-banking' | 'home-banking';

interface EventSpec<Detail> {
  readonly doc: string;
  /** Phantom field: carries the detail type only. */
  readonly detail?: Detail;
}

export type OnboardingEventName = keyof typeof EVENTS;
export type OnboardingEventDetail<N extends OnboardingEventName> = NonNullable<(typeof EVENTS)[N]['detail']>;
export type OnboardingEventMap = { [N in OnboardingEventName]: CustomEvent<OnboardingEventDetail<N>> };

/** CSS custom properties for theming (documented in the README). */
export const CSS_PROPERTIES = {
  '--bo-color-primary': 'Brand colour of buttons, links and the progress bar (default #0b5fff).',
  '--bo-color-on-primary': 'Text on the brand colour (default #ffffff).',
  '--bo-color-text': 'Body text colour (default #1d1d1f).',
  '--bo-color-muted': 'Secondary text colour (default #5b5b66).',
  '--bo-color-surface': 'Background of the wizard (default #ffffff).',
  '--bo-color-error': 'Error text and borders (default #b3261e).',
  '--bo-font-family': 'Font stack (default system-ui).',
  '--bo-radius': 'Corner radius of cards, fields and buttons (default 12px).',
  '--bo-progress-height': 'Height of the mobile progress bar (default 2px).',
} as const;

/** `::part` names for theming (documented in the README). */
export const CSS_PARTS = {
  root: 'The outermost wrapper inside the shadow root.',
  header: 'The header (desktop and mobile).',
  stepper: 'The desktop stepper.',
  'progress-bar': 'The mobile progress bar track.',
  main: 'The main content area holding the current screen.',
  footer: 'The desktop footer.',
  modal: 'The global modal dialog.',
  loader: 'The global loader overlay.',
  button: 'Primary buttons.',
} as const;
