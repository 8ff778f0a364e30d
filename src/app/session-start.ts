/**
 * The start-up procedure for a visitor with a token (spec §4 Start-up rules, Registration selection):
 * loaded on demand, so a landing-page visitor without a session never downloads it.
 * Implementation in progress (issue 3).
 */
import type { Instance } from './instance';
import type { Wizard } from './wizard';

/** spec §4: "Starting an upgrade from the landing page calls start-upgrade, then loads the user's registrations, then goes to Citizenship." */
export async function startUpgradeFromLanding(instance: Instance, wizard: Wizard): Promise<boolean> {
  void instance;
  void wizard;
  return Promise.reject(new Error('not implemented yet'));
}
