/**
 * Type test (compiled by `npm run typecheck`) of the `bank-onboarding/react` typings: a React 19 TSX file
 * using `<bank-onboarding>`.
 * Right attributes, properties and event props type-check; each `@ts-expect-error` line is a wrong one that
 * must fail (if it ever compiles, the directive itself becomes the error).
 */
import { expectTypeOf } from 'vitest';
import type {} from './react';
import type { ExitDestination, StepDetail } from './surface';

export const right = (
  <bank-onboarding
    api-base="https://api.example.it/api"
    routing="memory"
    bot-protection-site-key="site-key"
    help-contacts='{"email":"aiuto@example.it"}'
    className="onboarding"
    ononboarding-exit={(event) => {
      expectTypeOf(event.detail.to).toEqualTypeOf<ExitDestination>();
    }}
    ononboarding-step-change={(event) => {
      expectTypeOf(event.detail).toEqualTypeOf<StepDetail>();
    }}
  />
);

// (TypeScript lets any hyphenated JSX attribute through, so an unknown `api-url` cannot be caught by types.)

// Properties (React 19 sets them on the element) are typed too.
export const asProperties = <bank-onboarding apiBase="/api" helpContacts={{ email: 'a@b.it', tollFree: '800', abroad: '+39', chatUrl: 'https://x', chatAppUrl: 'https://y' }} />;

// @ts-expect-error -- routing is 'hash' | 'memory'
export const wrongRouting = <bank-onboarding routing="history" />;

// @ts-expect-error -- api-base is a string, not a boolean
export const wrongType = <bank-onboarding api-base={true} />;

// @ts-expect-error -- the exit event's detail has no `step`
export const wrongListener = <bank-onboarding ononboarding-exit={(event) => event.detail.step.toFixed()} />;
