/**
 * The early start of a page opened with a session: what the start-up will need from the network, asked for while
 * the element's entry is still downloading. The loader (element/boot.ts) imports it right after sending
 * `GET registrations/me`; the build bundles it on its own with the map of each screen's chunk and that chunk's
 * static imports (scripts/vite-boot-preload.ts), which gives `preloadScreen`.
 *
 * When that answer is in, it runs the same pure rules the start-up runs (spec §4 Registration selection and
 * Start-up rules, src/startup) to
 * - send the lookup by the real id (spec §4: "When the id was 'me' the lookup is repeated with the real id"),
 *   kept for the API client like the first call (src/api/start-call.ts);
 * - preload the chunks of the screen those rules place the registration on, all at once.
 *
 * It decides nothing: the element's start-up runs the rules again on the answers it takes, in the spec's order; a
 * different decision there (flags changed meanwhile, an answer the schema refuses) simply leaves these unused.
 */
import type { Registration, RegistrationLookup, User } from '../src/api/schemas';
import { sendStartCall, type StartCall } from '../src/api/start-call';
import { readSessionFlags } from '../src/startup/flags';
import { persistStartup, readUrlStartup } from '../src/session/tokens';
import { placedScreen, planWithRegistration } from '../src/startup/rules';
import { selectRegistration } from '../src/startup/selection';
import type { ScreenId } from '../src/flows/screens';

/**
 * What the registrations/me answer (`me`, the loader's call) leads to: the lookup by id sent, the placed screen's
 * chunks preloaded by `preloadScreen`. Any surprise (not JSON, another shape) rejects; the caller ignores it.
 */
export async function startEarly(me: StartCall, preloadScreen: (screen: ScreenId) => void): Promise<void> {
  const response = await me.response;
  if (!response.ok) return;
  // A copy of the body: the API client reads the response itself.
  const lookup = (await response.clone().json()) as RegistrationLookup;
  // The address's flags kept as the start-up keeps them (src/app/bootstrap.ts does the same once the entry runs):
  // an upgrade or renewal flag changes the selection and the placement.
  persistStartup(readUrlStartup(new URL(window.location.href)));
  const flags = readSessionFlags();
  const selection = selectRegistration(lookup, { updateDocument: flags.updateDocument, requestedId: 'me' });
  if (selection.kind !== 'selected') return;
  if (selection.lookupAgain) sendStartCall(`/usr/v2/registrations/${encodeURIComponent(selection.lookupAgain)}`, me.token);
  const registration: Registration = selection.registration;
  const user: User | null = lookup.user ?? null;
  const screen = placedScreen(planWithRegistration({ flags, registration, user }));
  if (screen) preloadScreen(screen);
}
