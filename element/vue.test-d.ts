/**
 * Type test (compiled by `npm run typecheck`) of the `bank-onboarding/vue` typings: Vue's `GlobalComponents`
 * declaration of `<bank-onboarding>`: its props are the element's properties, its listeners get the typed events.
 */
import { expectTypeOf } from 'vitest';
import type { GlobalComponents } from 'vue';
import type {} from './vue';
import type { ExitDestination, HelpContacts } from './surface';

type Props = InstanceType<GlobalComponents['bank-onboarding']>['$props'];

expectTypeOf<Props['apiBase']>().toEqualTypeOf<string | undefined>();
expectTypeOf<Props['routing']>().toEqualTypeOf<'hash' | 'memory' | undefined>();
expectTypeOf<Props['helpContacts']>().toEqualTypeOf<HelpContacts | undefined>();

export const right: Props = {
  apiBase: '/api',
  routing: 'hash',
  onOnboardingExit: (event) => {
    expectTypeOf(event.detail.to).toEqualTypeOf<ExitDestination>();
  },
};

// @ts-expect-error -- routing is 'hash' | 'memory'
export const wrongRouting: Props = { routing: 'history' };

// @ts-expect-error -- apiBase is a string
export const wrongType: Props = { apiBase: 42 };
