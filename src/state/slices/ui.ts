/**
 * The shell's UI state: loader, global modal, named modals, help panel, whether the wizard has moved
 * yet, and the submit lock (spec §4/§9: repeated submits within 1 second are ignored; Prosegui is locked
 * for 1 second after a click), which every submit button shows as disabled while it runs.
 */
import { SUBMIT_REPEAT_WINDOW_MS } from '../../flows';
import { defineSlice } from './slice';

/** Sections of the help panel (spec §2 "Help panel"; its FAQ entry opens an external page, not a section). */
export type HelpSection = 'main' | 'contacts' | 'documentation' | 'callback' | 'premium';

/** A button of the global modal; `id` is what `showDialog` resolves with. */
interface ModalAction {
  id: string;
  label: string;
  /** Visual weight; the first primary action receives focus. */
  variant?: 'primary' | 'secondary';
}

/**
 * The global modal (spec §2 "Header and footer": title, message, optional html message, optional error
 * code with a contact-callback link).
 */
export interface ModalContent {
  title: string;
  message?: string;
  /** Server HTML: always sanitised (DOMPurify) before it reaches the page. */
  html?: string;
  /** The trace shown as "Codice di errore" (spec §8). */
  errorCode?: string;
  /** Shows the contact-callback link ("contattaci") that opens the help panel. */
  contactLink?: boolean;
  actions?: ModalAction[];
}

interface OpenDialog extends ModalContent {
  /** Distinguishes successive modals so focus handling can react to a new one. */
  seq: number;
}

/**
 * Named modals, opened and closed by id (spec §2 Landing page: "modals open and close through events
 * openModal and closeModal keyed by modal id").
 */
export type ModalId = 'loginModal';

export interface UiState {
  /** Global loader overlay: shown while > 0 (nested operations each hold one). */
  loader: number;
  /** The global modal of spec §2 (title, message, html, error code), one at a time. */
  dialog: OpenDialog | null;
  /** Ids of the named modals currently open. */
  modals: ModalId[];
  help: { open: boolean; section: HelpSection };
  /**
   * The wizard has moved at least once since it was placed: from then on a new step's heading takes
   * focus (DESIGN §4); the first placement must not steal the embedding page's focus.
   */
  navigated: boolean;
  /** A submit or a Prosegui click happened less than 1 second ago: submit buttons are disabled. */
  submitLocked: boolean;
  /** The API answered the maintenance signal: the maintenance screen shows until the page loads again. */
  maintenance: boolean;
}

const initialUi = (): UiState => ({
  loader: 0,
  dialog: null,
  modals: [],
  help: { open: false, section: 'main' },
  navigated: false,
  submitLocked: false,
  maintenance: false,
});

export const uiSlice = defineSlice({
  initial: () => ({ ui: initialUi() }),
  actions: (state: { ui: UiState }) => {
    let modalSeq = 0;
    // Resolvers and timers live outside the proxy: functions are not state.
    let resolveModal: ((actionId: string) => void) | null = null;
    let lockTimer: ReturnType<typeof setTimeout> | undefined;

    return {
      /** Shows the loader until the returned function is called (idempotent). */
      holdLoader(): () => void {
        state.ui.loader += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          state.ui.loader = Math.max(0, state.ui.loader - 1);
        };
      },
      /**
       * Opens the global modal; resolves with the id of the action chosen, or 'close' when it is dismissed.
       * A modal opened while another is showing replaces it (the first resolves with 'replaced').
       */
      showDialog(content: ModalContent): Promise<string> {
        resolveModal?.('replaced');
        modalSeq += 1;
        state.ui.dialog = { ...content, seq: modalSeq };
        return new Promise((resolve) => {
          resolveModal = resolve;
        });
      },
      closeDialog(actionId = 'close') {
        const resolve = resolveModal;
        resolveModal = null;
        state.ui.dialog = null;
        resolve?.(actionId);
      },
      /** Opens a named modal (spec §2: `openModal` keyed by modal id). */
      openModal(id: ModalId) {
        if (!state.ui.modals.includes(id)) state.ui.modals.push(id);
      },
      /** Closes a named modal (spec §2: `closeModal` keyed by modal id). */
      closeModal(id: ModalId) {
        state.ui.modals = state.ui.modals.filter((open) => open !== id);
      },
      openHelp(section: HelpSection = 'main') {
        state.ui.help.open = true;
        state.ui.help.section = section;
      },
      /** Closing the panel resets it to main (spec §2 Help panel). */
      closeHelp() {
        state.ui.help.open = false;
        state.ui.help.section = 'main';
      },
      /** See `maintenance`. */
      setUnderMaintenance() {
        state.ui.maintenance = true;
      },
      /** The wizard moved after its placement (see `navigated`). */
      markNavigated() {
        state.ui.navigated = true;
      },
      /**
       * Starts (or restarts) the 1-second submit window of spec §4/§9: submit buttons show disabled until
       * it ends, so a fast click waits for an enabled button instead of being ignored.
       */
      lockSubmits(ms: number = SUBMIT_REPEAT_WINDOW_MS) {
        clearTimeout(lockTimer);
        state.ui.submitLocked = true;
        lockTimer = setTimeout(() => {
          state.ui.submitLocked = false;
        }, ms);
      },
      /**
       * After a session expiry or an exit: no loader, no named modal, help panel closed. A dialog being
       * shown stays (the expiry's "Sessione scaduta" opens right after), and so do `navigated` and a
       * running submit window.
       */
      reset() {
        Object.assign(state.ui, { loader: 0, modals: [], help: { open: false, section: 'main' } });
      },
    };
  },
});
