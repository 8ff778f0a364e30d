/**
 * Test support: Registration entities (spec §3) for unit tests, so each test states only what matters
 * to it.
 */
import type { Registration } from '../../src/api/schemas';

/** A CONSUMER registration just pre-registered (step 1), with `over` applied. */
export function registrationFixture(over: Partial<Registration> = {}): Registration {
  return {
    id: 'reg-1',
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    status: 'CONSUMER_PREREGISTERED',
    closed: false,
    currentStep: 1,
    ...over,
  };
}

/** A CONSUMER registration past the data steps (in progress at step 3, phone certified), with `over` applied. */
export function inProgressRegistration(over: Partial<Registration> = {}): Registration {
  return registrationFixture({ status: 'CONSUMER_IN_PROGRESS', currentStep: 3, phoneNumberStatus: 'CERTIFIED', ...over });
}
