/**
 * Typed templates for Vue 3 users: `GlobalComponents` knows `<bank-onboarding>`, its properties and
 * its events, for vue-tsc and Volar. Types only:
 *
 *   import 'bank-onboarding';               // defines the element
 *   import type {} from 'bank-onboarding/vue';
 *
 * Tell Vue's compiler the tag is a custom element (`compilerOptions.isCustomElement: (tag) => tag ===
 * 'bank-onboarding'`); `@onboarding-exit="…"` then listens to the DOM event.
 */
import type { DefineComponent } from 'vue';
import type { BankOnboardingListener, BankOnboardingProperties } from './framework-types';
import type { OnboardingEventName } from './element';

/** `onOnboardingExit`, … : how Vue types `@onboarding-exit` listeners. */
type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${PascalCase<Tail>}` : Capitalize<S>;
export type BankOnboardingVueEvents = { [N in OnboardingEventName as `on${PascalCase<N>}`]?: BankOnboardingListener<N> };

export type BankOnboardingVueProps = BankOnboardingProperties & BankOnboardingVueEvents;

declare module 'vue' {
  interface GlobalComponents {
    'bank-onboarding': DefineComponent<BankOnboardingVueProps>;
  }
}
