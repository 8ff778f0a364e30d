/**
 * Per-instance state (STYLE.md, valtio): one `proxy` composed of slices (src/state/slices), each with
 * its state, its actions and its own reset. Each `<bank-onboarding>` creates its own store, so two
 * widgets on one page never share state, and no screen keeps state in module-level variables.
 *
 * The client state of spec §3 ("Client state": currentStep, currentSubstep, tokenData, detect, data,
 * registrations) lives at the top level with the spec's names; UI state (loader, global modal, help
 * panel, submit lock) lives under `ui`.
 */
import { proxy } from 'valtio';
import type { Detect } from './detect';
import { detectPlatform } from './detect';
import { draftSlice, type DraftState } from './slices/draft';
import { positionSlice, type PositionState } from './slices/position';
import { sessionSlice, type SessionState } from './slices/session';
import { uiSlice, type UiState } from './slices/ui';

export type { HelpSection, ModalContent } from './slices/ui';

export interface OnboardingState extends PositionState, SessionState, DraftState {
  /** The platform (spec §3 "detect"): read once, kept by every reset. */
  detect: Detect;
  ui: UiState;
}

const initialState = (): OnboardingState => ({
  ...positionSlice.initial(),
  ...sessionSlice.initial(),
  ...draftSlice.initial(),
  ...uiSlice.initial(),
  detect: detectPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent),
});

export type Store = ReturnType<typeof createStore>;

/** Creates one element instance's state and its actions. */
export function createStore(overrides: Partial<OnboardingState> = {}) {
  const state = proxy<OnboardingState>({ ...initialState(), ...overrides });
  const { reset: resetPosition, ...position } = positionSlice.actions(state);
  const { reset: resetSession, ...session } = sessionSlice.actions(state);
  const { reset: resetDraft, ...draft } = draftSlice.actions(state);
  const { reset: resetUi, ...ui } = uiSlice.actions(state);

  const actions = {
    ...position,
    ...session,
    ...draft,
    ...ui,
    /** Back to a fresh state (session expiry, exit): every slice resets; the platform detection is kept. */
    reset() {
      resetPosition();
      resetSession();
      resetDraft();
      resetUi();
    },
  };

  return { state, actions };
}
