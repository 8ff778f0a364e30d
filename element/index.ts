/**
 * Script-tag and package entry: `<script type="module" src=".../bank-onboarding.js">` defines
 * `<bank-onboarding>`; importing the package does the same and exposes the public types.
 */
import { defineBankOnboarding } from './define';

defineBankOnboarding();

export { defineBankOnboarding, TAG_NAME, type BankOnboardingElement } from './define';
export { emit } from './events';
export {
  PROPERTIES,
  EVENT_NAMES,
  type OnboardingConfig,
  type OnboardingEventDetails,
  type OnboardingEventMap,
  type OnboardingEventName,
  type OnboardingEventDetail,
  type HelpContacts,
  type StepDetail,
  type ExitDestination,
} from './surface';
export type { OutboundMessage, InboundMessage } from '../bridge/messages';
