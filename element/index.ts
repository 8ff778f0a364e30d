/**
 * The root entry, `bank-onboarding`, and the script-tag bundle: `<script type="module" src=".../bank-onboarding.js">`
 * or `import 'bank-onboarding'` defines `<bank-onboarding>`. Exports the element's class and every public type;
 * a server-side render imports `bank-onboarding/element` instead (nothing runs on import there).
 */
import { bankOnboardingClass, defineBankOnboarding } from './define';
import { TAG_NAME, type BankOnboardingElement as ElementInstance, type BankOnboardingElementConstructor } from './element';

defineBankOnboarding();

export * from './element';

/** The element's instance type (the tag's entry of `HTMLElementTagNameMap`). */
export type BankOnboardingElement = ElementInstance;

/** The element's class: the one registered for the tag (another copy of the bundle may have registered it first). */
export const BankOnboardingElement: BankOnboardingElementConstructor =
  (customElements.get(TAG_NAME) as BankOnboardingElementConstructor | undefined) ?? bankOnboardingClass();
