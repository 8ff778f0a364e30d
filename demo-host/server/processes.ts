/**
 * What the `me/start-*` processes (spec §7) create, as data: the routes create these for the caller, and
 * the seed uses them for personas that stand where such a process leaves a user.
 */
import type { NewRegistration } from './repositories/registrations';

/** What a `me/start-*` process creates (the route adds the user id). */
export type StartTemplate = Omit<NewRegistration, 'userId'>;

/**
 * Every registration a start process creates is already "in progress" (not PREREGISTERED, so the
 * client's start-up rule "pre-registered statuses go to 1,6/1,7" does not catch it), at step 1,
 * with the phone certified (the user logged in with it).
 */
const STARTED = { status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 1 } as const;

/** Level upgrade B to A of a consumer (spec §4: startLevel B with targetLevel A sets `upgrade`). */
export const UPGRADE_B_TO_A: StartTemplate = {
  flow: 'CONSUMER',
  type: 'REGISTRATION',
  ...STARTED,
  startLevel: 'B',
  targetLevel: 'A',
  startProfile: 'CONSUMER',
  targetProfile: 'CONSUMER',
  isUpgrade: true,
  upgradeFromBConsumerToAConsumer: true,
};

/** Minor turned adult (spec §4: start profile MINOR with target CONSUMER sets `upgradeMinor`). */
export const UPGRADE_MINOR_TO_MAJOR: StartTemplate = {
  flow: 'CONSUMER',
  type: 'REGISTRATION',
  ...STARTED,
  startLevel: 'A',
  targetLevel: 'A',
  startProfile: 'MINOR',
  targetProfile: 'CONSUMER',
  isUpgrade: true,
};

/** A corporate wallet holder opening a consumer wallet. */
export const ADD_WALLET: StartTemplate = {
  flow: 'CONSUMER',
  type: 'REGISTRATION',
  ...STARTED,
  targetLevel: 'A',
  targetProfile: 'CONSUMER',
};

export const DOCUMENT_RENEWAL: StartTemplate = { flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', ...STARTED };
