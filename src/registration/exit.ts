/**
 * Where the customer goes when leaving a finished registration (RegistrationCompleted, MissingDocuments'
 * confirmation): spec §9 "Exit destinations: inside the app, a message to the app; on the web, a public
 * site for registration, or a home-banking site after an upgrade or corporate flow (addresses: not shown)".
 * Pure; the side effects are the kit's (src/kit/connected/ExitButton.tsx).
 *
 * Decisions: inside the app the message is the bridge's `exit` to `home` (spec §7 Other: "exit messages to
 * the app (back to splash page, home page or settings)") — the account now exists, so the app's home page,
 * not its splash page. On the web a minor upgrade counts as an upgrade (it goes to home banking too: the
 * customer already had an account there), and so does a document renewal (only a customer renews).
 */
import type { SessionFlags } from '../startup/flags';

/** The addresses of the web destinations (element properties `publicSiteUrl`, `homeBankingUrl`). */
export interface ExitUrls {
  publicSiteUrl: string;
  homeBankingUrl: string;
}

export type CompletionExit =
  /** Inside the native app: the bridge's `exit` message. */
  | { kind: 'app'; to: 'home' }
  /** On the web: the page leaves for `url`. */
  | { kind: 'web'; to: 'public-site' | 'home-banking'; url: string };

/** The exit of spec §9 for the session's flags. */
export function completionExit(
  flags: Pick<SessionFlags, 'fromApp' | 'upgrade' | 'upgradeMinor' | 'corporate' | 'updateDocument'>,
  urls: ExitUrls,
): CompletionExit {
  if (flags.fromApp) return { kind: 'app', to: 'home' };
  if (flags.upgrade || flags.upgradeMinor || flags.corporate || flags.updateDocument) {
    return { kind: 'web', to: 'home-banking', url: urls.homeBankingUrl };
  }
  return { kind: 'web', to: 'public-site', url: urls.publicSiteUrl };
}
