/**
 * Documentation of the public surface, kept out of the runtime bundle (nothing in the element imports
 * this file): one line per property, event, CSS custom property and part. The types force every
 * entry of `surface.ts` to be documented; `readme.test.ts` checks docs/configuration.md lists them all.
 */
import type { OnboardingEventName, PropertyName } from './surface';

export const PROPERTY_DOCS: Record<PropertyName, string> = {
  apiBase: 'Base URL of the onboarding API (spec §7 "{host}/api").',
  securityBase: 'Base URL of the security service that serves /sec/v2/oauth/token; empty = same origin.',
  recognitionProvider: 'Identity-recognition provider: routes /<name>Recognition and /<name>CheckResult.',
  certificateProvider: 'Certificate/signature provider: route /<name>Sign and API segment registrations/{id}/<name>/…',
  publicSiteUrl: 'Exit destination on the web for a registration (spec §9).',
  onlineBankingUrl: 'Online-banking site that receives ENABLED users after login (spec §4 Login flow).',
  homeBankingUrl: 'Home-banking site: exit destination after an upgrade or corporate flow (spec §9).',
  faqUrl: 'External help page opened by the FAQ entry of the help panel.',
  helpContacts: 'Help-panel contacts as JSON: {email, tollFree, abroad, chatUrl, chatAppUrl}.',
  botProtectionSiteKey: 'Site key of the bot-protection challenge script (spec §7 Other); empty = no script, no pre-registration.',
  botProtectionScriptUrl: 'Address of the challenge script (reCAPTCHA v3 API); the sandbox serves a test one at /recaptcha/api.js.',
  routing: "'hash' (default: routes live in location.hash) or 'memory' (for hosts that use the hash themselves).",
  bridgeParentOrigin: 'Explicit target origin for the parent-frame bridge transport; empty disables that transport.',
  errorReporterSettings:
    'Settings passed to the error reporter\'s init, as JSON: {tracesSampleRate, replaysSessionSampleRate, replaysOnErrorSampleRate, environment}; default spec §7 (1, 0, 1, "production"). Used only when the host sets element.errorReporter.',
  requestTimeout:
    'Time-out of each API attempt in ms (default 30000); a call with no answer by then fails with the generic error and its request id as "Codice di errore". Writes are never retried automatically.',
};

export const EVENT_DOCS: Record<OnboardingEventName, string> = {
  'onboarding-step-change': 'The wizard moved to another step or substep: {flow, step, substep, screen, path}.',
  'onboarding-track':
    "A tracking event: {name, kind, payload}. kind 'view' (screen shown) or 'submit' (step submitted): name reg_<Screen>_step<N>, payload the spec §3 tracking payload; kind 'message': name 'messaggio', payload {type: 'errore', code, message}. Never carries tokens.",
  'onboarding-exit':
    "The user leaves the wizard: {to: 'splash'|'home'|'settings'|'public-site'|'online-banking'|'home-banking', url?}. Cancelable, dispatched before the element navigates: preventDefault() keeps the page (and the app) where it is, the host routes itself.",
  'onboarding-session-expired': 'The session expired (refresh refused, spec §4 Session).',
  'onboarding-session-refreshed':
    'New tokens were stored (a refresh, spec §4 Session, or a log-in or pre-registration that starts a session): {} (never a token). A host that keeps the session reads the new pair with element.getSession().',
  'onboarding-complete':
    'The registration reached its completion screen: {flow, registrationId}. Cancelable: preventDefault() takes the completion over, its exit button then dispatches onboarding-exit but never leaves the page.',
  'onboarding-error': 'An error was shown to the user: {code, message, trace?}.',
  'onboarding-bridge-message':
    "Every outbound native-bridge message envelope {v: 1, source: 'bank-onboarding', type, payload}, discriminated on type; also when no native host is present.",
  'onboarding-config-error':
    'The element connected with a configuration that cannot work: {attribute, message}. Also logged once with console.error.',
  'onboarding-ready': 'Once per connection, when the first screen is interactive: {screen, resumed} (resumed: the start-up found a session).',
  'onboarding-load-error':
    "A lazy part (screen, help panel, dialog, the start-up's own code) failed to download ('chunk') or the start-up's registration load got no answer (network, time-out, 5xx: 'api'): {kind, message, retry}. The element shows its own message with \"Riprova\"; retry() does the same.",
};

/** The element's public methods (besides HTMLElement's). */
export const METHOD_DOCS = {
  setSession:
    'setSession({accessToken, refreshToken}): hands the element a session the host holds, never through an address. Before the start-up it is used as a start-up URL\'s tokens would be (spec §4 Start-up rules); later it replaces the session and the start-up runs again for it. Throws a TypeError unless both are JWT-shaped strings.',
  getSession: 'getSession(): the current {accessToken, refreshToken}, or null without a session; read it after onboarding-session-refreshed.',
} as const;

/** CSS custom properties for theming. */
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

/** `::part` names for theming. */
export const CSS_PARTS = {
  root: 'The outermost wrapper inside the shadow root.',
  header: 'The header (desktop and mobile).',
  stepper: 'The desktop stepper.',
  'progress-bar': 'The mobile progress bar track.',
  main: 'The region holding the current screen.',
  footer: 'The desktop footer.',
  modal: 'The global modal dialog.',
  loader: 'The global loader overlay.',
  button: 'Primary buttons.',
} as const;
