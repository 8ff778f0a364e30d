/**
 * Type tests (compiled by `npm run typecheck`): the public types of the element, its events and the
 * bridge, pinned so a change to the surface that breaks hosts fails the build.
 */
import { expectTypeOf } from 'vitest';
import type { InboundMessage, OutboundMessage } from '../bridge/messages';
import type { FlowName } from '../src/flows/flows';
import type { ScreenId } from '../src/flows/screens';
import type { InboundMessage as PublicInbound, OutboundMessage as PublicOutbound, SessionTokens } from './bridge-types';
import type { BankOnboardingElement } from './define';
import type { ErrorReporter, OnboardingConfig, OnboardingEventMap, PropertyName } from './surface';
import type { CANCELABLE_EVENTS, EVENT_NAMES, PROPERTIES, R2WC_PROPS } from './surface';

// The tag is known to the DOM typings.
expectTypeOf(document.querySelector('bank-onboarding')).toEqualTypeOf<BankOnboardingElement | null>();
expectTypeOf<BankOnboardingElement['apiBase']>().toEqualTypeOf<string | undefined>();
expectTypeOf<BankOnboardingElement['routing']>().toEqualTypeOf<'hash' | 'memory' | undefined>();
expectTypeOf<BankOnboardingElement['requestTimeout']>().toEqualTypeOf<number | undefined>();

// Events are typed on any element and on document.
document.addEventListener('onboarding-exit', (event) => {
  expectTypeOf(event.detail.to).toEqualTypeOf<
    'splash' | 'home' | 'settings' | 'public-site' | 'online-banking' | 'home-banking'
  >();
});
document.addEventListener('onboarding-step-change', (event) => {
  expectTypeOf(event.detail.step).toEqualTypeOf<number>();
});
expectTypeOf<OnboardingEventMap['onboarding-error']['detail']>().toEqualTypeOf<{
  code: string;
  message: string;
  trace?: string;
}>();

// The host routes: exactly exit and complete are cancelable; ready and load-error carry their details.
expectTypeOf<(typeof CANCELABLE_EVENTS)[number]>().toEqualTypeOf<'onboarding-exit' | 'onboarding-complete'>();
document.addEventListener('onboarding-exit', (event) => {
  event.preventDefault();
});
expectTypeOf<OnboardingEventMap['onboarding-ready']['detail']>().toEqualTypeOf<{ screen: ScreenId; resumed: boolean }>();
expectTypeOf<OnboardingEventMap['onboarding-load-error']['detail']>().toEqualTypeOf<{
  kind: 'chunk' | 'api';
  message: string;
  retry: () => void;
}>();

// The r2wc map and the config derive from PROPERTIES: the same keys.
expectTypeOf<keyof typeof R2WC_PROPS>().toEqualTypeOf<PropertyName>();
expectTypeOf<keyof OnboardingConfig>().toEqualTypeOf<keyof typeof PROPERTIES>();
expectTypeOf<(typeof EVENT_NAMES)[number]>().toEqualTypeOf<keyof OnboardingEventMap>();

// Bridge: only the six outbound types exist, pairUser carries a userId only and sessionRefreshed nothing.
expectTypeOf<OutboundMessage['type']>().toEqualTypeOf<
  'appIsReady' | 'pairUser' | 'exit' | 'goBack' | 'sessionExpired' | 'sessionRefreshed'
>();
expectTypeOf<Extract<OutboundMessage, { type: 'sessionRefreshed' }>['payload']>().toEqualTypeOf<Record<string, never>>();
expectTypeOf<Extract<OutboundMessage, { type: 'pairUser' }>['payload']>().toEqualTypeOf<{ userId: string }>();
// @ts-expect-error -- an unknown event name has no typed detail
expectTypeOf<OnboardingEventMap['onboarding-unknown']>().toBeObject();

// Tracking events carry a kind; the error reporter is a typed JS property, null by default.
expectTypeOf<OnboardingEventMap['onboarding-track']['detail']['kind']>().toEqualTypeOf<'view' | 'submit' | 'message'>();
expectTypeOf<BankOnboardingElement['errorReporter']>().toEqualTypeOf<ErrorReporter | null>();
expectTypeOf<Parameters<ErrorReporter['captureError']>[1]['source']>().toEqualTypeOf<'dialog' | 'render' | 'tracking'>();

// The hand-written public bridge types are exactly what the runtime schemas accept and infer.
expectTypeOf<PublicOutbound>().toExtend<OutboundMessage>();
expectTypeOf<OutboundMessage>().toExtend<PublicOutbound>();
expectTypeOf<PublicInbound>().toEqualTypeOf<InboundMessage>();
// The session hand-over: a method and its inbound message take the same pair; getSession returns it or null.
expectTypeOf<Parameters<BankOnboardingElement['setSession']>[0]>().toEqualTypeOf<SessionTokens>();
expectTypeOf<Extract<PublicInbound, { type: 'session' }>['payload']>().toEqualTypeOf<SessionTokens>();
expectTypeOf<ReturnType<BankOnboardingElement['getSession']>>().toEqualTypeOf<SessionTokens | null>();
expectTypeOf<OnboardingEventMap['onboarding-session-refreshed']['detail']>().toEqualTypeOf<Record<string, never>>();
expectTypeOf<OnboardingEventMap['onboarding-bridge-message']['detail']>().toEqualTypeOf<PublicOutbound>();
document.addEventListener('onboarding-bridge-message', (event) => {
  if (event.detail.type === 'exit') expectTypeOf(event.detail.payload.to).toEqualTypeOf<'splash' | 'home' | 'settings'>();
});
// Step events name the flow and the screen by their unions.
expectTypeOf<OnboardingEventMap['onboarding-step-change']['detail']['flow']>().toEqualTypeOf<FlowName>();
expectTypeOf<OnboardingEventMap['onboarding-step-change']['detail']['screen']>().toEqualTypeOf<ScreenId>();
expectTypeOf<OnboardingEventMap['onboarding-config-error']['detail']>().toEqualTypeOf<{ attribute: string; message: string }>();
