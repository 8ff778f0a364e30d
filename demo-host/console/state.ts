/**
 * The console's shared state (valtio): the live-region announcement, the registration shown in the
 * Registration section, and a refresh counter every section watches (bumped after a reset).
 */
import { proxy } from 'valtio';

export interface ConsoleState {
  /** The live region's text; `seq` changes on every announcement so a repeated text is read again. */
  announcement: { text: string; seq: number; error: boolean };
  /** Id of the registration shown in section 6. */
  selectedRegistrationId: string | null;
  /** Bumped when a registration is chosen from elsewhere (focus then moves to section 6's heading). */
  focusRegistrationSeq: number;
  /** Bumped after a reset: every section reloads. */
  refreshSeq: number;
}

export function createConsoleState(): ConsoleState {
  return proxy<ConsoleState>({
    announcement: { text: '', seq: 0, error: false },
    selectedRegistrationId: null,
    focusRegistrationSeq: 0,
    refreshSeq: 0,
  });
}

/** Announces `text` in the live region. */
export function announce(state: ConsoleState, text: string, error = false): void {
  state.announcement = { text, seq: state.announcement.seq + 1, error };
}

/** Clears the announcement `seq` (if no newer one replaced it): its toast has been shown long enough. */
export function clearAnnouncement(state: ConsoleState, seq: number): void {
  if (state.announcement.seq === seq) state.announcement = { ...state.announcement, text: '' };
}

/** Shows registration `id` in section 6 and moves focus there. */
export function showRegistration(state: ConsoleState, id: string): void {
  state.selectedRegistrationId = id;
  state.focusRegistrationSeq += 1;
}

/** Makes every section reload. */
export function refreshAll(state: ConsoleState): void {
  state.refreshSeq += 1;
}
