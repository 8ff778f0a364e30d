/**
 * The wizard controller: applies the pure flow engine (src/flows) to one instance. It moves the
 * position, keeps the route in step with it, saves progress, and applies the navigation rules of spec
 * §2 to every move the user did not ask the wizard for (browser back, hash edits, header back arrow,
 * Android hardware back). Every route it did not choose passes the route guard (src/flows/route-guard.ts)
 * first: the wizard's own moves set the position before the route, so the guard sees them as the position.
 */
import {
  createRepeatGuard,
  pathOf,
  previousPosition,
  screenAt,
  PLACEMENTS,
  SUBMIT_REPEAT_WINDOW_MS,
  screenOfPath,
  submitStep,
  type Position,
  type ScreenId,
} from '../flows';
import { asApiError } from '../api/errors';
import { flowFor } from '../flows/detect';
import { guardRoute, OPEN_SCREENS, type RouteVerdict } from '../flows/route-guard';
import { clearSession, readFlag, readSession } from '../session/storage';
import { stripUrlParams } from '../session/tokens';
import { readSessionFlags } from '../startup/flags';
import { forgetTutorInvitation } from '../startup/tutor';
import { INTERRUPT_DIALOG, UNKNOWN_ROUTE } from './copy';
import type { Instance } from './instance';

export interface SubmitOptions {
  /** Bypasses the 1-second repeat guard (spec §4 Step submit). */
  force?: boolean;
  /** Step value to save with the progress (spec §4: "optionally with a step value"). */
  step?: number;
  /**
   * Screens of the current step this submit passes over (e.g. CardDocumentation skips Shipment for a
   * virtual card): see `submitStep` in src/flows/engine.ts.
   */
  skip?: readonly ScreenId[];
  /** Called after the default error dialog when the submit fails (spec §8). */
  onError?: (error: unknown) => void;
  /** Suppresses the default error dialog (spec §8 "unless disabled"). */
  silentErrors?: boolean;
  /**
   * False: move on without saving progress (spec §2 Landing page: the Registrati card "emits a
   * submitStep event with upgradeProgress false" — there is no registration to save yet).
   */
  upgradeProgress?: boolean;
}

/** spec §8: a step submit failing with this code goes to the registration-rejected screen. */
export const REJECTED_CODE = 'USR_REG_6003';

export type Wizard = ReturnType<typeof createWizard>;

/** The SERVICE query flag, in the page query or in the hash's query (spec §2 Navigation rules). */
export function hasServiceFlag(): boolean {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(window.location.search).has('SERVICE') || new URLSearchParams(hashQuery).has('SERVICE');
}

export function createWizard(instance: Instance, now: () => number = Date.now) {
  const { store, router, providers } = instance;
  const guard = createRepeatGuard(SUBMIT_REPEAT_WINDOW_MS);
  let submitting = false;

  /**
   * spec §4 "Repeated submits within 1 second are ignored unless forced". The window is also shown: every
   * accepted submit restarts the store's submit lock, which disables the submit buttons until it ends, so
   * a click is never silently dropped. A submit is ignored while both the guard's clock and the shown lock
   * say the window runs (they end within a millisecond of each other: once the lock is off, an
   * enabled button always works).
   */
  const repeated = (force: boolean | undefined) => !guard(now(), force, store.state.ui.submitLocked);

  const position = (): Position => ({ step: store.state.currentStep, substep: store.state.currentSubstep });
  const currentScreen = (): ScreenId | undefined => screenAt(store.state.flow, position());
  const fromApp = () => readFlag('fromApp');
  /** A screen outside the flow the wizard showed over the position (the rejected screen, missing documents). */
  let overlay: ScreenId | null = null;

  /** spec §2: may `screen` show now (route guard), or what shows in its place. */
  const verdictFor = (screen: ScreenId): RouteVerdict =>
    guardRoute({
      flow: store.state.flow,
      position: position(),
      screen,
      serviceFlag: hasServiceFlag(),
      fromApp: fromApp(),
      maintenance: store.state.ui.maintenance,
      shown: overlay,
    });

  function stripService() {
    window.history.replaceState(window.history.state, '', stripUrlParams(new URL(window.location.href), ['SERVICE']).href);
  }

  /** Shows `screen`'s route without moving the wizard's position (pages outside the flow, end screens). */
  function show(screen: ScreenId, options: { replace?: boolean } = {}) {
    if (store.state.ui.maintenance) return;
    overlay = screen;
    router.navigate(pathOf(screen, providers), options);
  }

  function showUnknownRoute() {
    void instance.showModal(UNKNOWN_ROUTE);
  }

  /** Places the wizard at `pos` and shows its route; an unmapped pair opens the "Ops!" dialog (spec §2). */
  function goTo(pos: Position, options: { replace?: boolean } = {}): boolean {
    if (store.state.ui.maintenance) return false; // spec §2: the maintenance screen stays
    const screen = screenAt(store.state.flow, pos);
    if (!screen) {
      showUnknownRoute();
      return false;
    }
    overlay = null;
    store.actions.setPosition(pos.step, pos.substep);
    setRoute(screen, options);
    return true;
  }

  /** Puts `screen`'s route in the address bar unless it is there (by default replacing the entry). */
  function setRoute(screen: ScreenId, options: { replace?: boolean } = { replace: true }) {
    const path = pathOf(screen, providers);
    if (router.currentPath() !== path) router.navigate(path, options);
  }

  /**
   * Shows the landing page (spec §2 "landing 0,0"), replacing the current entry. A flow without it
   * (TUTOR starts at step 9) switches to CONSUMER's, so the move never ends in the "Ops!" dialog.
   */
  function goToLanding() {
    if (!screenAt(store.state.flow, PLACEMENTS.landing)) store.actions.setFlow('CONSUMER');
    goTo(PLACEMENTS.landing, { replace: true });
  }

  /** Leaves the wizard for the initial view: the app's splash inside the app, else the landing page. */
  function exitToInitialView() {
    instance.signatureSession.stop();
    if (fromApp()) {
      // Cancelable: a host that cancels it routes itself, and the app is not told to leave.
      if (instance.emit('onboarding-exit', { to: 'splash' })) instance.bridge.send('exit', { to: 'splash' });
      return;
    }
    clearSession();
    store.actions.reset();
    goToLanding();
  }

  async function interrupt() {
    const choice = await instance.showModal({ ...INTERRUPT_DIALOG, actions: [...INTERRUPT_DIALOG.actions] });
    if (choice === 'exit') exitToInitialView();
  }

  /**
   * Asks for `screen`'s route as a move the wizard did not choose (browser back/forward, typed hash, the
   * header back arrow): the route guard's verdict (spec §2) is applied. Shown: it stays, and an earlier
   * position is moved to. Refused: the screen put in its place is shown (a later step: the stored one; a
   * cancelled move back: the interrupt dialog, or only the app's go-back). Returns whether the route stays.
   */
  function requestRoute(screen: ScreenId): boolean {
    const verdict = verdictFor(screen);
    if (verdict.kind === 'show') {
      if (verdict.stripService) stripService();
      return verdict.at ? goTo(verdict.at) : true;
    }
    if (verdict.cancelled === 'app-go-back') instance.bridge.send('goBack', {});
    // The landing page is placed as a position (a visitor's position that needs a session is not theirs).
    if (verdict.to === 'Home') goToLanding();
    else setRoute(verdict.to);
    if (verdict.cancelled === 'interrupt') void interrupt();
    return false;
  }

  /** Puts the address bar back on the current position's route (after a cancelled move). */
  function restoreRoute() {
    const screen = currentScreen();
    if (screen) setRoute(screen);
  }

  /**
   * spec §8 step-submit errors, for every step submit — the progress save and each screen's own call
   * that a submit runs: USR_REG_6003 goes to the registration-rejected screen; any other error opens the
   * default error dialog (unless disabled), then the error callback runs. A session expiry has already
   * been handled (its own modal) and the maintenance signal has shown its screen. Nothing here touches
   * what the user typed: the screen stays as it is.
   */
  async function reportStepError(
    error: unknown,
    options: Pick<SubmitOptions, 'onError' | 'silentErrors'> = {},
  ): Promise<void> {
    const err = asApiError(error);
    if (err.kind === 'session-expired') return;
    if (err.code === REJECTED_CODE) {
      show('RegistrationRejected');
      return;
    }
    if (!options.silentErrors) await instance.showError(err);
    options.onError?.(err);
  }

  const wizard = {
    position,
    reportStepError,
    show,
    currentScreen,
    goTo,
    goToLanding,
    exitToInitialView,

    /**
     * spec §4 Step submit: within 1 s repeats are ignored unless forced; not the last substep -> next
     * substep; last substep -> progress saved, step + 1, substep 0. A failing save keeps the user where
     * they are (nothing typed is lost) and shows the default error, or the rejected screen for
     * USR_REG_6003 (spec §8).
     */
    async submit(options: SubmitOptions = {}): Promise<boolean> {
      if (submitting || repeated(options.force)) return false;
      store.actions.lockSubmits();
      // Every accepted step submit is tracked with the screen being left and the payload now.
      instance.tracker.submit(store.state);
      const flow = store.state.flow;
      const result = submitStep(flow, position(), {
        ...(options.step === undefined ? {} : { step: options.step }),
        ...(options.skip ? { skip: options.skip } : {}),
      });
      const registration = store.state.registrations;
      if (result.saveProgress && registration && options.upgradeProgress !== false) {
        submitting = true;
        const release = store.actions.holdLoader();
        try {
          const { updateRegistrationProgress } = await import('../api/registrations');
          const saved = await updateRegistrationProgress(instance.api, registration.id, {
            flow: registration.flow,
            step: result.saveProgress.step,
          });
          store.actions.setRegistration(saved);
        } catch (error) {
          await reportStepError(error, options);
          return false;
        } finally {
          submitting = false;
          release();
        }
      }
      return goTo(result.next);
    },

    /**
     * spec §2 Landing page, the Registrati card: a step submit with upgradeProgress false, which starts
     * the flow of the session flags (CONSUMER for a plain visitor) at 1,0. A logged-in user carrying the
     * upgrade flag starts an upgrade instead (spec §4: "Starting an upgrade from the landing page calls
     * start-upgrade, then loads the user's registrations, then goes to Citizenship").
     */
    async startRegistration(): Promise<boolean> {
      const flags = readSessionFlags();
      if (flags.upgrade && readSession('at')) {
        const { startUpgradeFromLanding } = await import('./session-start');
        return startUpgradeFromLanding(instance, wizard);
      }
      // A guardian who opened the invitation link but is not a customer yet registers as a consumer first,
      // then opens the link again (docs/flows.md "The guardian (TUTOR)"): the invitation kept from the link goes.
      if (flags.isTutor && !readSession('at')) {
        forgetTutorInvitation();
        flags.isTutor = false;
      }
      store.actions.setFlow(flowFor({ ...flags, today: new Date() }));
      return wizard.submit({ upgradeProgress: false });
    },

    /** Header back arrow and Android hardware back (spec §2 Header and footer; DESIGN §5 inbound bridge message). */
    back() {
      // On a page outside the flow (/minorInfo, /promoCodeInfo: open anywhere, spec §2) back returns to the
      // step that opened it.
      const page = screenOfPath(router.currentPath(), providers);
      const screen = currentScreen();
      if (page && OPEN_SCREENS.has(page) && screen) {
        show(screen);
        return;
      }
      const target = previousPosition(store.state.flow, position());
      const previous = target && screenAt(store.state.flow, target);
      // The back arrow on the first step inside the app returns to the initial view (spec §2).
      if (previous) requestRoute(previous);
      else exitToInitialView();
    },

    /**
     * The help panel's "Torna alla home" (spec §2 Navigation rules): a move to the landing page — inside
     * the app only the app is told to go back; from a back-blocked step the interrupt dialog asks first. A
     * flow without the landing (TUTOR, no step back blocked) goes to CONSUMER's.
     */
    home(): boolean {
      if (screenAt(store.state.flow, PLACEMENTS.landing)) return requestRoute('Home');
      if (fromApp()) {
        instance.bridge.send('goBack', {});
        return false;
      }
      goToLanding();
      return true;
    },

    /**
     * The route the shell renders for `path`: `path` itself when the route guard lets it show, else the
     * route shown in its place, so a refused screen never mounts (its address is replaced at once by
     * {@link onExternalRoute}).
     */
    routeFor(path: string): string {
      const screen = screenOfPath(path, providers);
      const verdict = screen && verdictFor(screen);
      return verdict && verdict.kind === 'redirect' ? pathOf(verdict.to, providers) : path;
    },

    /**
     * Reacts to a route the wizard did not choose (browser back/forward, typed hash, deep link), through
     * the route guard (spec §2). Unknown path -> "Ops!" and back to the current route; a later step -> the
     * stored step (a visitor: the landing page); an earlier one -> the navigation rules (a move back, or the
     * interrupt dialog); the rejected, maintenance and info pages as the guard allows. Returns whether
     * the route stays (false: it was replaced).
     */
    onExternalRoute(path: string): boolean {
      const screen = screenOfPath(path, providers);
      if (!screen) {
        showUnknownRoute();
        restoreRoute();
        return false;
      }
      if (screen === 'PremiumFeatures' && !store.state.ui.maintenance) {
        // spec §2 named route PremiumFeatures: the help panel's premium section over the current step.
        store.actions.openHelp('premium');
        restoreRoute();
        return false;
      }
      return requestRoute(screen);
    },
  };
  return wizard;
}
