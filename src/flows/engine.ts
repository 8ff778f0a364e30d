import type { FlowName, FlowTable } from './flows';
import { FLOWS, FLOW_STAGE_TITLES } from './flows';
import type { Providers } from './routes';
import { ROUTES } from './routes';
import type { ScreenId } from './screens';
import { SUBMIT_REPEAT_WINDOW_MS } from './timings';

/** A place in a flow: step index and substep index (spec §2 "Route changes follow a step number and a substep number"). */
export type Position = { step: number; substep: number };

/** §2 "If the pair maps to no route, a dialog titled "Ops!" says …" (copy verbatim). */
export const UNKNOWN_ROUTE_DIALOG = {
  title: 'Ops!',
  message: 'La pagina che stai visitando non esiste',
} as const;

const table = (flow: FlowName): FlowTable => FLOWS[flow];

/** The screen at `pos` in `flow`, or undefined when the pair maps to no route (§2 "Ops!"). */
export function screenAt(flow: FlowName, pos: Position): ScreenId | undefined {
  return table(flow)[pos.step]?.substeps[pos.substep];
}

/** §2: does the (step, substep) pair map to a route? If not the caller shows {@link UNKNOWN_ROUTE_DIALOG}. */
export function isKnownPosition(flow: FlowName, pos: Position): boolean {
  return screenAt(flow, pos) !== undefined;
}

/** The first position of `screen` in `flow` (e.g. RegistrationCompleted -> its first step), or undefined. */
export function positionOf(flow: FlowName, screen: ScreenId): Position | undefined {
  const steps = table(flow);
  for (let s = 0; s < steps.length; s++) {
    const substep = steps[s]?.substeps.indexOf(screen) ?? -1;
    if (substep >= 0) return { step: s, substep };
  }
  return undefined;
}

/** First step at or after `from` that has substeps; undefined if none. */
function firstNonEmptyStepFrom(steps: FlowTable, from: number): number | undefined {
  for (let s = Math.max(0, from); s < steps.length; s++) {
    if ((steps[s]?.substeps.length ?? 0) > 0) return s;
  }
  return undefined;
}

/** Result of a step submit: where to go and, on a step change, the progress to save. */
export type SubmitResult = {
  next: Position;
  /** Non-null when the step changes: save progress (update-registration-progress) with this step. */
  saveProgress: { step: number } | null;
};

/**
 * §4 "Step submit": if the current substep is not the last, the substep advances and
 * nothing is saved. On the last substep progress is saved, the step increases by 1 and
 * the substep resets to 0.
 *
 * Decisions:
 * - Saved step: `opts.step` when given (the start-up rules use this, e.g. "progress set to
 *   8, then final step"), otherwise the step the user lands on, so that a reload, which
 *   resumes "at the stored step, substep 0" (§4 Start-up rules), resumes where they are.
 * - `opts.step` changes only what is saved, never where the user goes: the spec says the
 *   step "increases by 1" regardless.
 * - Empty steps (TUTOR 0-8) are skipped when advancing. If no non-empty step follows (a
 *   submit from a flow's very last step) the result is the literal `step + 1, 0`, which maps
 *   to no route: the caller's {@link isKnownPosition} check then shows the "Ops!" dialog.
 * - A position whose substep is past the end of its step (or a step outside the table)
 *   counts as "on the last substep".
 * - `opts.skip` lists screens the submit passes over: the next substep is the first later one
 *   not skipped; when every later substep of the step is skipped, the submit is the step's
 *   last (progress saved, next step). A conditional substep (CONSUMER's Shipment, only for a
 *   physical card) is skipped this way by the screen before it, in one submit.
 * - A step's `held` substeps (positions the flow keeps but never shows, src/flows/flows.ts) are
 *   passed over the same way, by every submit.
 */
export function submitStep(
  flow: FlowName,
  pos: Position,
  opts?: { step?: number; skip?: readonly ScreenId[] },
): SubmitResult {
  const steps = table(flow);
  const substeps = steps[pos.step]?.substeps ?? [];
  const skip = [...(opts?.skip ?? []), ...(steps[pos.step]?.held ?? [])];
  for (let next = pos.substep + 1; next < substeps.length; next++) {
    const screen = substeps[next];
    if (screen !== undefined && !skip.includes(screen)) {
      return { next: { step: pos.step, substep: next }, saveProgress: null };
    }
  }
  const nextStep = firstNonEmptyStepFrom(steps, pos.step + 1) ?? pos.step + 1;
  return { next: { step: nextStep, substep: 0 }, saveProgress: { step: opts?.step ?? nextStep } };
}

/**
 * §4 "Repeated submits within 1 second are ignored unless forced" (§9 "Submit debounce and
 * button lock 1 second"). Returns a guard `(nowMs, force?) => boolean`: true when the submit
 * may proceed. The window is measured from the last submit that PROCEEDED (a button lock,
 * not a sliding debounce: ignored clicks do not extend it). A forced submit always
 * proceeds and restarts the window. `windowShown` false says the caller's shown lock (a disabled
 * button) has already ended: the submit then proceeds, so an enabled button always works even when
 * the shown lock's timer and this clock disagree by a millisecond.
 */
export function createRepeatGuard(
  windowMs: number = SUBMIT_REPEAT_WINDOW_MS,
): (nowMs: number, force?: boolean, windowShown?: boolean) => boolean {
  let last: number | undefined;
  return (nowMs, force = false, windowShown = true) => {
    if (!force && windowShown && last !== undefined && nowMs - last < windowMs) return false;
    last = nowMs;
    return true;
  };
}

/**
 * Where "back" leads from `pos`: the previous substep, else the last substep of the
 * previous non-empty step; undefined at the start of the flow. A substep past the end of
 * its step is clamped to the step's last substep first.
 */
export function previousPosition(flow: FlowName, pos: Position): Position | undefined {
  const steps = table(flow);
  const count = steps[pos.step]?.substeps.length ?? 0;
  const substep = Math.min(pos.substep, count);
  if (substep > 0 && count > 0) return { step: pos.step, substep: substep - 1 };
  for (let s = Math.min(pos.step, steps.length) - 1; s >= 0; s--) {
    const n = steps[s]?.substeps.length ?? 0;
    if (n > 0) return { step: s, substep: n - 1 };
  }
  return undefined;
}

/** Lexicographic (step, then substep) comparison: is `a` before `b`? */
export function isBefore(a: Position, b: Position): boolean {
  return a.step < b.step || (a.step === b.step && a.substep < b.substep);
}

/** What the router should do with a requested move (spec §2 "Navigation rules"). */
export type NavigationDecision =
  /** Move. `stripService`: remove the SERVICE query flag from the URL (it was used to pass a back block). */
  | { kind: 'go'; stripService?: true }
  /** Cancel the move and show the §8 "Interrupted back navigation" dialog. */
  | { kind: 'interrupt' }
  /** Cancel the move and only send the bridge `goBack` message to the native app. */
  | { kind: 'app-go-back' };

/** Input of {@link decideNavigation}. */
export type NavigationInput = {
  flow: FlowName;
  from: Position;
  to: Position;
  /** Session flag fromApp: opened from the native app. */
  fromApp: boolean;
  /** The URL carries the SERVICE query flag. */
  serviceFlag: boolean;
  /**
   * Accepted for callers that resolve positions from paths; the §2 flags do not depend
   * on provider names, so the decision does not read it.
   */
  providers?: Providers;
};

/**
 * §2 "Navigation rules" for a user-initiated move from `from` to `to`:
 * 1. Target is Home and the app was opened from the native app: only signal the app
 *    (`app-go-back`). This rule comes FIRST: Home in the app *is* the app, so any move
 *    there (the back arrow on the first step, the interrupt dialog's "Esci dalla
 *    registrazione", which returns to the initial view) must hand over to the app rather
 *    than raise the interrupt again (which would loop). It is also the order of §2.
 * 2. Target is earlier (step, then substep) and the current route is back blocked: with
 *    the SERVICE flag go and strip the flag; otherwise `interrupt` (§8 dialog, move cancelled).
 * 3. Otherwise go. A SERVICE flag on an unblocked move is left alone (it is stripped only
 *    when it was used to pass a block; RegistrationRejected/UnderMaintenance are reached
 *    with it).
 * Programmatic jumps (start-up placements, session expiry in the browser) should not go
 * through this guard. Unknown positions are not judged here: check {@link isKnownPosition}.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { flow, from, to, fromApp, serviceFlag } = input;
  if (fromApp && screenAt(flow, to) === 'Home') return { kind: 'app-go-back' };
  const fromScreen = screenAt(flow, from);
  if (fromScreen !== undefined && ROUTES[fromScreen].backBlocked && isBefore(to, from)) {
    return serviceFlag ? { kind: 'go', stripService: true } : { kind: 'interrupt' };
  }
  return { kind: 'go' };
}

/**
 * §2 "The step after the target is preloaded": the screen a submit from `pos` would lead
 * to (its lazy chunk should be fetched ahead), or undefined at the end of the flow.
 */
export function nextScreenToPreload(flow: FlowName, pos: Position): ScreenId | undefined {
  return screenAt(flow, submitStep(flow, pos).next);
}

/** The stepper stage (index into {@link stepperTitles}) of `step`, or undefined outside the table. */
export function stageOf(flow: FlowName, step: number): number | undefined {
  return table(flow)[step]?.stage;
}

/** §4 "Header stepper titles" for `flow`. */
export function stepperTitles(flow: FlowName): readonly string[] {
  return FLOW_STAGE_TITLES[flow];
}

/**
 * §4 "Progress percentage = stage index / (stage count - 1) * 100", clamped to 0..100 and
 * rounded to a whole percent (the progress bar takes an integer percentage). With fewer
 * than two stages there is no progress to show: 0.
 */
export function progressPercent(stageIndex: number, stageCount: number): number {
  if (!(stageCount >= 2) || !Number.isFinite(stageIndex)) return 0;
  const pct = (stageIndex / (stageCount - 1)) * 100;
  return Math.round(Math.min(100, Math.max(0, pct)));
}

/**
 * §2 "Tracking event names have the form reg_<Name>_stepN". Reading: <Name> is the route
 * name (the {@link ScreenId}, e.g. `AgeForm`) and N the step index of the flow table
 * (substeps share their step's N), e.g. CONSUMER 1,0 -> `reg_AgeForm_step1`.
 * Undefined when the position maps to no route.
 */
export function trackingEventName(flow: FlowName, pos: Position): string | undefined {
  const screen = screenAt(flow, pos);
  return screen === undefined ? undefined : `reg_${screen}_step${pos.step}`;
}
