/**
 * The side-effect-free entry, `bank-onboarding/element`: importing it defines nothing and touches no browser
 * global, so it is safe in a server-side render (Next.js, Nuxt, Astro); `defineBankOnboarding()` defines
 * `<bank-onboarding>` when the host calls it, in the browser. Every public type is exported from here (and
 * again from the root entry, which defines the tag on import).
 */
export { defineBankOnboarding, TAG_NAME } from './define';
export type { BankOnboardingElement, BankOnboardingElementConstructor } from './define';
export { PROPERTIES, EVENT_NAMES } from './surface';
export type {
  ConfigErrorDetail,
  ErrorReportContext,
  ErrorReporter,
  ErrorReporterSettings,
  ExitDestination,
  FlowName,
  HelpContacts,
  LoadErrorDetail,
  OnboardingConfig,
  OnboardingEventDetail,
  OnboardingEventDetails,
  OnboardingEventMap,
  OnboardingEventName,
  PropertyName,
  ReadyDetail,
  ReportedError,
  ScreenName,
  StepDetail,
  TrackDetail,
} from './surface';
export type { OutboundMessage, InboundMessage, SessionTokens } from './bridge-types';
