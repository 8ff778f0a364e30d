/**
 * The one submit lock of every submit button (step forms, explanation pages, the login modal,
 * Registrati): spec §4 "Repeated submits within 1 second are ignored" and §9 "Buttons labelled Prosegui
 * are locked for 1 second after a click". The window is the instance's (src/state/slices/ui.ts): it
 * starts at a click and again at every accepted step submit, so the next screen's button is disabled
 * too while the previous submit's window runs. A disabled button says so; an enabled one always works.
 *
 * The action runs once the browser has painted the click's answer (the button shown disabled): a step submit
 * often renders the next screen at once (a step with no call, or a draft kept locally), and that render inside
 * the click's own task kept the click without a visible answer for as long as the next screen took to mount.
 */
import { useRef, useState } from 'react';
import { useInstance, useOnboardingState } from './hooks';
import { SUBMIT_PAINT_WAIT_MAX_MS } from '../flows/timings';

export interface SubmitLock {
  /** The window runs, or this button's action is in flight: show the button disabled. */
  locked: boolean;
  /** This button's action is in flight. */
  busy: boolean;
  /**
   * Runs `action` for a click: starts the window, and ignores the click when the window runs or the
   * previous action is still in flight (a double click before the re-render). Resolves when it is done.
   * The action runs after the click's answer is painted, or within the click with `inClick` (an action that
   * leaves the page: the host's listener and the navigation keep the user's gesture).
   */
  run(action: () => Promise<unknown> | unknown, options?: { inClick?: boolean }): Promise<void>;
}

export function useSubmitLock(): SubmitLock {
  const { instance } = useInstance();
  const { ui } = useOnboardingState();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = async (action: () => Promise<unknown> | unknown, { inClick = false }: { inClick?: boolean } = {}) => {
    // Read from the state itself, not the render's snapshot: a second click may come before the re-render.
    if (inFlight.current || instance.store.state.ui.submitLocked) return;
    instance.store.actions.lockSubmits();
    inFlight.current = true;
    setBusy(true);
    try {
      if (!inClick) await afterNextPaint();
      await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { locked: ui.submitLocked || busy, busy, run };
}

/**
 * Resolves in a task after the browser's next paint (the frame the click's state changes are in), or at once in a
 * page that paints no frame (hidden); a frame that never comes is not waited for longer than SUBMIT_PAINT_WAIT_MAX_MS.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    const post = () => channel.port2.postMessage(null);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return post();
    requestAnimationFrame(post);
    setTimeout(post, SUBMIT_PAINT_WAIT_MAX_MS);
  });
}
