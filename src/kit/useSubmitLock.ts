/**
 * The one submit lock of every submit button (step forms, explanation pages, the login modal,
 * Registrati): spec §4 "Repeated submits within 1 second are ignored" and §9 "Buttons labelled Prosegui
 * are locked for 1 second after a click". The window is the instance's (src/state/slices/ui.ts): it
 * starts at a click and again at every accepted step submit, so the next screen's button is disabled
 * too while the previous submit's window runs. A disabled button says so; an enabled one always works.
 */
import { useRef, useState } from 'react';
import { useInstance, useOnboardingState } from './hooks';

export interface SubmitLock {
  /** The window runs, or this button's action is in flight: show the button disabled. */
  locked: boolean;
  /** This button's action is in flight. */
  busy: boolean;
  /**
   * Runs `action` for a click: starts the window, and ignores the click when the window runs or the
   * previous action is still in flight (a double click before the re-render). Resolves when it is done.
   */
  run(action: () => Promise<unknown> | unknown): Promise<void>;
}

export function useSubmitLock(): SubmitLock {
  const { instance } = useInstance();
  const { ui } = useOnboardingState();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = async (action: () => Promise<unknown> | unknown) => {
    // Read from the state itself, not the render's snapshot: a second click may come before the re-render.
    if (inFlight.current || instance.store.state.ui.submitLocked) return;
    instance.store.actions.lockSubmits();
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { locked: ui.submitLocked || busy, busy, run };
}
