/**
 * Per-instance state (STYLE.md, valtio): a `proxy` plus the action functions beside it. Each
 * `<bank-onboarding>` creates its own store, so two widgets on one page never share state.
 *
 * The client state of spec §3 ("Client state": currentStep, currentSubstep, tokenData, detect, data,
 * registrations) lives at the top level with the spec's names; UI state (loader, global modal, help
 * panel) lives under `ui`.
 */
import { proxy, ref } from 'valtio';
import type { FlowName } from '../flows';
import type { TokenData } from '../session/token-data';
import type { Registration, User, WalletInstrument } from '../api/schemas';
import type { Detect } from './detect';
import { EMPTY_DRAFT, type PendingFieldError, type RegistrationDraft } from '../registration/draft';
import type { ScreenId } from '../flows';
import { detectPlatform } from './detect';

/** Sections of the help panel (spec §2 "Help panel"). */
export type HelpSection = 'main' | 'contacts' | 'documentation' | 'faq' | 'callback' | 'premium';

/** A button of the global modal; `id` is what `showDialog` resolves with. */
export interface ModalAction {
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

export interface OpenDialog extends ModalContent {
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
}

export interface OnboardingState {
  flow: FlowName;
  currentStep: number;
  currentSubstep: number;
  tokenData: TokenData | null;
  detect: Detect;
  /** The current user (spec §3: "data (user)"). */
  data: User | null;
  /** The current registration (spec §3: "registrations (the current registration)"). */
  registrations: Registration | null;
  /** The enabled prepaid card (spec §7 wallet-instruments), loaded for a minor upgrade (spec §4). */
  prepaidCard: WalletInstrument | null;
  /**
   * False until the start-up rules (spec §4) have placed the wizard: until then the shell shows the
   * loader rather than whatever route the address bar happened to carry.
   */
  started: boolean;
  /** What the visitor typed in the data steps before pre-registration (memory only: see registration/draft). */
  draft: RegistrationDraft;
  /** A server error to show under a field of an earlier screen once that screen is shown (spec §5). */
  pendingFieldError: PendingFieldError | null;
  ui: UiState;
}

const initialState = (): OnboardingState => ({
  flow: 'CONSUMER',
  currentStep: 0,
  currentSubstep: 0,
  tokenData: null,
  detect: detectPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  data: null,
  registrations: null,
  prepaidCard: null,
  started: false,
  draft: { ...EMPTY_DRAFT, consents: [] },
  pendingFieldError: null,
  ui: { loader: 0, dialog: null, modals: [], help: { open: false, section: 'main' } },
});

export type Store = ReturnType<typeof createStore>;

/** Creates one element instance's state and its actions. */
export function createStore(overrides: Partial<OnboardingState> = {}) {
  const state = proxy<OnboardingState>({ ...initialState(), ...overrides });
  let modalSeq = 0;
  // Resolvers live outside the proxy: functions are not state.
  let resolveModal: ((actionId: string) => void) | null = null;

  const actions = {
    setPosition(step: number, substep: number) {
      state.currentStep = step;
      state.currentSubstep = substep;
    },
    setFlow(flow: FlowName) {
      state.flow = flow;
    },
    setTokenData(tokenData: TokenData | null) {
      state.tokenData = tokenData;
    },
    setUser(user: User | null) {
      state.data = user ? ref(user) : null;
    },
    setRegistration(registration: Registration | null) {
      state.registrations = registration ? ref(registration) : null;
    },
    setPrepaidCard(card: WalletInstrument | null) {
      state.prepaidCard = card ? ref(card) : null;
    },
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
    /** Merges what the visitor typed on a data step into the draft. */
    updateDraft(patch: Partial<RegistrationDraft>) {
      Object.assign(state.draft, patch);
    },
    /** Empties the draft (after pre-registration, or when leaving). */
    clearDraft() {
      state.draft = { ...EMPTY_DRAFT, consents: [] };
    },
    setPendingFieldError(error: PendingFieldError | null) {
      state.pendingFieldError = error;
    },
    /** The pending field error of `screen`, removed from the state; null when there is none. */
    takePendingFieldError(screen: ScreenId): PendingFieldError | null {
      const pending = state.pendingFieldError;
      if (!pending || pending.screen !== screen) return null;
      state.pendingFieldError = null;
      return { ...pending };
    },
    /** The start-up rules have placed the wizard (see `started`). */
    setStarted(started = true) {
      state.started = started;
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
    /** Back to a fresh state (session expiry, exit); the platform detection is kept. */
    reset() {
      const fresh = initialState();
      const ui = state.ui;
      Object.assign(state, { ...fresh, detect: state.detect, started: state.started, ui });
      ui.loader = 0;
      ui.modals = [];
      ui.help = { open: false, section: 'main' };
    },
  };

  return { state, actions };
}
