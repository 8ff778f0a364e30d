/**
 * Dialogs for the shell and the screens: a native <dialog> shown as a modal with focus trapped and restored
 * (named modals such as the login modal), and mounting a lazily loaded dialog once it first opens. The global
 * modal (spec §8 dialogs) is opened through the instance: `instance.showModal`, `instance.showError`.
 */
import { useEffect, useRef, useState } from 'react';

/**
 * Opening and closing a native <dialog> as a modal: the browser traps focus and makes the rest inert;
 * we restore focus to what had it before (through shadow roots) when it closes (DESIGN §4).
 */
function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function openDialog(dialog: HTMLDialogElement): HTMLElement | null {
  const previous = deepActiveElement();
  if (!dialog.open) {
    // jsdom (unit tests) has no showModal; real browsers do.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  return previous;
}

function closeDialog(dialog: HTMLDialogElement, restoreTo: HTMLElement | null) {
  if (dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
  const owner = restoreTo?.ownerDocument;
  const nothing = !restoreTo || restoreTo === owner?.body || restoreTo === owner?.documentElement || restoreTo.shadowRoot !== null;
  if (!nothing && restoreTo.isConnected) restoreTo.focus();
  if (!nothing && deepActiveElement() === restoreTo) return;
  // What had focus is gone (the screen behind re-rendered while the dialog was open) or nothing had it (the
  // dialog opened on a browser navigation, e.g. a cancelled back): the step's heading takes it, so a keyboard
  // user is not sent back to the start of the page (DESIGN §4).
  const root = dialog.getRootNode() as Document | ShadowRoot;
  root.querySelector<HTMLElement>('[data-step-heading]')?.focus();
}

/**
 * Keeps a native <dialog> shown as a modal while `open` is true; restores focus to what had it
 * before when it closes. Returns the ref to put on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const restore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) restore.current = openDialog(dialog);
    if (!open && dialog.open) closeDialog(dialog, restore.current);
  }, [open]);
  return ref;
}

/**
 * True from the first render where `open` is true on: a lazily loaded dialog mounts when it first opens
 * and stays mounted after it closes (focus handling, and what the user typed, survive).
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  // Adjusting state while rendering (React docs, "storing information from previous renders").
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
