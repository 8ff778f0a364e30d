import { decideNavigation, isBefore, positionOf, screenAt, type Position } from './engine';
import type { FlowName } from './flows';
import type { ScreenId } from './screens';

/**
 * Screens anyone may open, wherever the wizard holds them (spec §2): the named route PremiumFeatures (the
 * help panel's premium section over the current step, §2 Help panel) and the explanation pages of the data
 * steps, MinorInfo (a §2 named route) and PromoCodeInfo, shown over the step that opened them. The landing
 * page is not listed: it is where a visitor belongs (§4 "anything else to the landing page"), and for a user
 * with a session it is the flow's 0,0, reached by the back rules.
 */
export const OPEN_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['PremiumFeatures', 'MinorInfo', 'PromoCodeInfo']);

/** Spec §2: "RegistrationRejected and UnderMaintenance are reached with query SERVICE=true". */
export const SERVICE_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['RegistrationRejected', 'UnderMaintenance']);

/** What {@link guardRoute} judges. */
export type RouteGuardInput = {
  flow: FlowName;
  /**
   * Where the wizard holds the user (spec §3 client state currentStep, currentSubstep): a user's stored step
   * (the start-up rules placed them there, §4), a visitor's placement without a token (the landing page, or
   * by the flags the name form or registration start, §4) and the data step they have reached since.
   */
  position: Position;
  /** The requested route's screen. */
  screen: ScreenId;
  /** The URL carries the SERVICE query flag (spec §2). */
  serviceFlag: boolean;
  /** Session flag fromApp. */
  fromApp: boolean;
  /** Under maintenance (spec §2 "the user goes to the maintenance screen"). */
  maintenance: boolean;
  /** A screen outside the flow the wizard itself shows over the position (the rejected screen, missing documents). */
  shown?: ScreenId | null;
};

/** The answer of {@link guardRoute}. */
export type RouteVerdict =
  /** Show the route. `at`: the position it stands for when that is not `position` (a move back); `stripService`: the SERVICE flag passed a back block and leaves the URL. */
  | { kind: 'show'; at?: Position; stripService?: true }
  /** Show `to` in its place. `cancelled`: a move back the §2 navigation rules cancel (interrupt dialog, or only the app's go-back). */
  | { kind: 'redirect'; to: ScreenId; cancelled?: 'interrupt' | 'app-go-back' };

/**
 * Spec §2 "Route changes follow a step number and a substep number": may the requested route show? Every
 * route change the wizard did not make itself (a typed address, a hash change, the browser's back and
 * forward) is judged here, and so are the header's back arrow, the Android hardware back and the help
 * panel's return to home. The wizard's own moves set the position first, so their route is the held one.
 *
 * - Under maintenance only the maintenance screen shows (§2).
 * - {@link OPEN_SCREENS} always show, {@link SERVICE_SCREENS} with the SERVICE flag, and a screen outside the
 *   flow the wizard itself put over the position (`shown`).
 * - The held position shows.
 * - An earlier position of the flow is a move back from the held one, judged by the §2 Navigation rules
 *   (decideNavigation): "Moving to an earlier step from a step with back blocked raises the
 *   interrupt-registration confirmation and cancels the move, unless the URL carries a SERVICE query flag,
 *   which is then stripped"; "Going to Home when opened from the native app only signals the app to go
 *   back". Otherwise it shows (`at`: the wizard moves there).
 * - Anything else (a later step, another flow's screen, a service screen without the flag) redirects to the
 *   held position's screen: a user's stored step, a visitor's landing page (or the data step they are on).
 *   A position that maps to no screen (none is placed so) falls back to the landing page.
 */
export function guardRoute(input: RouteGuardInput): RouteVerdict {
  const { flow, screen, serviceFlag } = input;
  if (input.maintenance) return screen === 'UnderMaintenance' ? { kind: 'show' } : { kind: 'redirect', to: 'UnderMaintenance' };
  const target = positionOf(flow, screen);
  if (OPEN_SCREENS.has(screen) || (serviceFlag && SERVICE_SCREENS.has(screen)) || (!target && screen === input.shown)) {
    return { kind: 'show' };
  }
  const held = input.position;
  const heldScreen = screenAt(flow, held);
  if (!heldScreen) return { kind: 'redirect', to: 'Home' };
  if (screen === heldScreen) return { kind: 'show' };
  if (!target || !isBefore(target, held)) return { kind: 'redirect', to: heldScreen };
  const decision = decideNavigation({ flow, from: held, to: target, fromApp: input.fromApp, serviceFlag });
  if (decision.kind !== 'go') return { kind: 'redirect', to: heldScreen, cancelled: decision.kind };
  return decision.stripService ? { kind: 'show', at: target, stripService: true } : { kind: 'show', at: target };
}
