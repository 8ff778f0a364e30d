/**
 * Typed JSX for React 19 users: `<bank-onboarding api-base="…" ononboarding-exit={…} />` type-checks,
 * a wrong attribute type does not. Types only:
 *
 *   import 'bank-onboarding';               // defines the element
 *   import type {} from 'bank-onboarding/react';
 *
 * React 19 passes a prop to a custom element as a property when the element has one (every configuration
 * property here), else as an attribute, and adds `on<event-name>` props as event listeners of `<event-name>`:
 * hence `ononboarding-exit`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { BankOnboardingAttributes, BankOnboardingListener, BankOnboardingProperties } from './framework-types';
import type { BankOnboardingElement, OnboardingEventName } from './element';

/** `ononboarding-exit`, … : React 19's custom-element event props. */
export type BankOnboardingReactEvents = { [N in OnboardingEventName as `on${N}`]?: BankOnboardingListener<N> };

export type BankOnboardingReactProps = DetailedHTMLProps<HTMLAttributes<BankOnboardingElement>, BankOnboardingElement> &
  BankOnboardingAttributes &
  BankOnboardingProperties &
  BankOnboardingReactEvents;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is only extended this way
  namespace JSX {
    interface IntrinsicElements {
      'bank-onboarding': BankOnboardingReactProps;
    }
  }
}
