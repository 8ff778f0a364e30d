/**
 * The start-up procedure for a visitor with a token (spec §4 Start-up rules, Registration selection, §8
 * load-registration errors). It runs the calls; the decisions are the pure functions of src/startup.
 * Loaded on demand, so a landing-page visitor without a session never downloads it.
 */
import type { ApiClient } from '../api/client';
import { asApiError, isUncertainFailure, type ApiError } from '../api/errors';
import {
  getAsTutor,
  getRegistration,
  startDocumentRenewal,
  startAddWallet,
  startUpgrade,
  startUpgradeBToA,
  updateRegistrationProgress,
} from '../api/registrations';
import type { Registration, User } from '../api/schemas';
import type { Position, ScreenId } from '../flows';
import { screenOfPath } from '../flows/routes';
import { DetailsProfileSchema } from '../api/upgrade-schemas';
import { getMeDetails, getWalletInstruments, pickPrepaidCard } from '../api/users';
import { readSession, writeSession } from '../session/storage';
import { readSessionFlags, writeSessionFlags, type SessionFlags } from '../startup/flags';
import { placedScreen, planOnLoadFailure, planWithRegistration, type StartProcess, type StartupPlan } from '../startup/rules';
import { finishedRenewalOf, selectRegistration } from '../startup/selection';
import { forgetTutorInvitation, isInvitedTutor } from '../startup/tutor';
import { NEW_REGISTRATION_DIALOG, TUTOR_INVITATION_INVALID_DIALOG } from './copy';
import type { Instance } from './instance';
import { offerRetry } from './retry';
import { START_FAILURE_ERROR_DELAY_MS } from '../flows/timings';

/**
 * The moves the start-up makes through the wizard (src/app/wizard.ts, which loads this module on demand
 * when an upgrade starts from the landing page: naming its moves here keeps the two out of a circle).
 */
interface Wizard {
  show(screen: ScreenId, options?: { replace?: boolean }): void;
  goTo(position: Position, options?: { replace?: boolean }): boolean;
  goToLanding(): void;
  /**
   * Imports a screen's chunk ahead (src/screens `preloadScreen`, given by App.tsx: this module cannot import the
   * registry, whose screens import the wizard); without it nothing is loaded ahead.
   */
  preloadScreen?(screen: ScreenId): Promise<unknown> | undefined;
}

/** `history.state` key marking the reload after an add-wallet start (guards against a reload loop). */
const ADD_WALLET_RELOAD = 'bankOnboardingAddWalletReload';

/** A registration lookup rejected by the selection rules (spec §4: 'No registrations found', …). */
class SelectionRejected extends Error {}

interface Loaded {
  registration: Registration;
  user: User | null;
}

/**
 * The screen the start-up rules place this registration on, its chunk imported while the lookup by the real id
 * runs: the rules run again on that answer and decide (a different screen then loads as usual); this only
 * starts the download earlier.
 */
function preloadPlacement(wizard: Wizard, flags: SessionFlags, registration: Registration, user: User | null) {
  const screen = placedScreen(planWithRegistration({ flags, registration, user }));
  if (screen) wizard.preloadScreen?.(screen)?.catch(() => undefined); // the move waits for it again and goes on
}

/**
 * Waits for the chunk of the screen a move shows (already preloaded, usually in by now): shown after its chunk is
 * in, the screen renders at once; shown before, it suspends, and React holds a revealed Suspense boundary back
 * for up to 300 ms. A chunk that fails is not waited for: the screen's own import reports it.
 */
async function screenLoaded(wizard: Wizard, screen: ScreenId | undefined): Promise<void> {
  if (screen) await wizard.preloadScreen?.(screen)?.catch(() => undefined);
}

/**
 * Loads the current registration: the tutor's by its id, everyone else's through 'me', then selects it
 * (spec §4 Registration selection) and, when the id was 'me', repeats the lookup with the real id.
 */
async function loadRegistration(instance: Instance, wizard: Wizard, flags: SessionFlags): Promise<Loaded> {
  const id = (flags.isTutor ? readSession('currentRegistrationId') : null) ?? 'me';
  const first = await getRegistration(instance.api, id);
  const selection = selectRegistration(first, { updateDocument: flags.updateDocument, requestedId: id });
  if (selection.kind === 'rejected') {
    // A renewal this session finished (a reload of UpdateDocumentCompleted) is shown again, not renewed twice.
    const finished = finishedRenewalOf(first, {
      updateDocument: flags.updateDocument,
      currentRegistrationId: readSession('currentRegistrationId'),
      onCompletedScreen: screenOfPath(instance.router.currentPath(), instance.providers) === 'UpdateDocumentCompleted',
    });
    if (finished) return { registration: finished, user: first.user ?? null };
    throw new SelectionRejected(selection.reason);
  }
  preloadPlacement(wizard, flags, selection.registration, first.user ?? null);
  if (!selection.lookupAgain) return { registration: selection.registration, user: first.user ?? null };
  const again = await getRegistration(instance.api, selection.lookupAgain);
  const repeated = selectRegistration(again, { updateDocument: flags.updateDocument, requestedId: selection.lookupAgain });
  if (repeated.kind === 'rejected') throw new SelectionRejected(repeated.reason);
  return { registration: repeated.registration, user: again.user ?? first.user ?? null };
}

const failureOf = (error: unknown) => {
  if (error instanceof SelectionRejected) return { kind: 'selection', message: error.message };
  const err = asApiError(error);
  return { kind: err.kind, status: err.status, message: err.message };
};

function addWalletReloaded(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[ADD_WALLET_RELOAD] === true;
}

/** Runs a call whose failure must not stop the placement: the default error shows, the user moves on. */
async function tolerant(instance: Instance, call: () => Promise<void>): Promise<'ok' | 'expired' | 'failed'> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    const err = asApiError(error);
    if (err.kind === 'session-expired') return 'expired';
    void instance.showError(err);
    return 'failed';
  }
}

/** Applies a plan of the start-up rules: flags, user details, prepaid card, saved progress, then the move. */
async function applyPlan(instance: Instance, wizard: Wizard, plan: StartupPlan, loaded: Loaded): Promise<void> {
  const { store } = instance;
  store.actions.setRegistration(loaded.registration);
  if (loaded.user) store.actions.setUser(loaded.user);
  writeSession('currentRegistrationId', loaded.registration.id);
  if (plan.kind === 'rejected') {
    // Through the wizard: the route guard (spec §2) then lets the screen it put there show.
    wizard.show('RegistrationRejected', { replace: true });
    return;
  }
  writeSessionFlags(plan.setFlags);
  store.actions.setFlow(plan.flow);

  if (plan.loadUserDetails) {
    const outcome = await tolerant(instance, async () => {
      // spec §3: "The details call adds fatcaCrs and gianos into a details object on the user." It also
      // carries what the bank knows of the customer (`profile`), which the upgrade's data steps show.
      const details = await getMeDetails(instance.api);
      const user = details.user ?? loaded.user;
      const { profile } = DetailsProfileSchema.parse(details);
      if (user) store.actions.setUser({ ...user, details: { fatcaCrs: details.fatcaCrs, gianos: details.gianos, profile } });
    });
    if (outcome === 'expired') return;
  }
  if (plan.loadPrepaidCard) {
    const outcome = await tolerant(instance, async () => {
      store.actions.setPrepaidCard(pickPrepaidCard(await getWalletInstruments(instance.api)) ?? null);
    });
    if (outcome === 'expired') return;
  }
  if (plan.saveProgress !== null) {
    const step = plan.saveProgress;
    const outcome = await tolerant(instance, async () => {
      const saved = await updateRegistrationProgress(instance.api, loaded.registration.id, {
        flow: loaded.registration.flow,
        step,
      });
      store.actions.setRegistration(saved);
    });
    if (outcome === 'expired') return;
  }
  if (plan.show) {
    // A screen outside the flow (the missing-documents extension of the start-up rules): shown by its route
    // like the rejected screen, with the wizard placed behind it (its screen is not mounted).
    store.actions.setPosition(plan.position.step, plan.position.substep);
    await screenLoaded(wizard, plan.show);
    wizard.show(plan.show, { replace: true });
    return;
  }
  await screenLoaded(wizard, placedScreen(plan));
  wizard.goTo(plan.position, { replace: true });
}

/**
 * The start call of each process (spec §7 names the calls, not which flag makes which). The
 * `upgrade` flag (a level-B customer) starts `start-upgrade-b-to-a`; the minor-upgrade flag and the landing
 * page's Registrati (startUpgradeFromLanding) start `start-upgrade`, which the sandbox resolves from the
 * customer (level B -> B to A, former minor -> minor to major).
 */
const START_CALLS: Record<StartProcess, (api: ApiClient) => Promise<unknown>> = {
  'document-update': startDocumentRenewal,
  upgrade: startUpgradeBToA,
  'minor-upgrade': startUpgrade,
};

type StartCall = (api: ApiClient) => Promise<unknown>;

/**
 * spec §4/§8: starts a process after a failed load, then loads the registrations again and places the
 * user by the start-up rules. A failing start: "loader closes, default error after 100 ms, state cleaned".
 */
async function startProcess(instance: Instance, wizard: Wizard, call: StartCall): Promise<boolean> {
  try {
    await call(instance.api);
  } catch (error) {
    failStart(instance, wizard, asApiError(error));
    return false;
  }
  return loadAndPlace(instance, wizard, { allowFailureActions: false });
}

function failStart(instance: Instance, wizard: Wizard, error: ApiError) {
  if (error.kind === 'session-expired') return;
  instance.store.actions.reset();
  wizard.goToLanding();
  window.setTimeout(() => void instance.showError(error), START_FAILURE_ERROR_DELAY_MS);
}

/**
 * spec §6 tutor, §7 `as-tutor`: the guardian's invitation is checked before the minor's registration is
 * loaded. When the link's id is not among the registrations `as-tutor` lists for the caller, a dialog says
 * so, isTutor and currentRegistrationId are dropped (and idRegistration leaves the address, so a reload does
 * not bring them back) and the landing page shows. A failed call shows the default error on the landing page.
 * Returns whether the start-up goes on.
 */
async function confirmInvitation(instance: Instance, wizard: Wizard): Promise<boolean> {
  const id = readSession('currentRegistrationId');
  let invited: boolean;
  try {
    invited = isInvitedTutor(await getAsTutor(instance.api), id);
  } catch (error) {
    if (asApiError(error).kind !== 'session-expired') {
      wizard.goToLanding();
      void instance.showError(error);
    }
    return false;
  }
  if (invited) return true;
  forgetTutorInvitation();
  wizard.goToLanding();
  void instance.showModal(TUTOR_INVITATION_INVALID_DIALOG);
  return false;
}

async function loadAndPlace(
  instance: Instance,
  wizard: Wizard,
  { allowFailureActions }: { allowFailureActions: boolean },
): Promise<boolean> {
  const flags = readSessionFlags();
  if (flags.isTutor && !(await confirmInvitation(instance, wizard))) return false;
  let loaded: Loaded;
  try {
    loaded = await loadRegistration(instance, wizard, flags);
  } catch (error) {
    const failure = failureOf(error);
    if (!allowFailureActions) {
      if (failure.kind !== 'session-expired') {
        wizard.goToLanding();
        void instance.showError(error);
      }
      return false;
    }
    await onLoadFailure(instance, wizard, flags, failure, error);
    return false;
  }
  const plan = planWithRegistration({ flags, registration: loaded.registration, user: loaded.user });
  await applyPlan(instance, wizard, plan, loaded);
  return plan.kind === 'place';
}

async function onLoadFailure(
  instance: Instance,
  wizard: Wizard,
  flags: SessionFlags,
  failure: ReturnType<typeof failureOf>,
  error: unknown,
): Promise<void> {
  const action = planOnLoadFailure({ flags, error: failure, addWalletReloaded: addWalletReloaded() });
  switch (action.kind) {
    case 'none':
      return;
    case 'start':
      await startProcess(instance, wizard, START_CALLS[action.process]);
      return;
    case 'add-wallet-and-reload':
      try {
        await startAddWallet(instance.api);
      } catch (startError) {
        failStart(instance, wizard, asApiError(startError));
        return;
      }
      window.history.replaceState({ ...(window.history.state as object | null), [ADD_WALLET_RELOAD]: true }, '');
      instance.page.reload();
      return;
    case 'legacy-dialog':
      wizard.goToLanding();
      void instance.showModal(NEW_REGISTRATION_DIALOG);
      return;
    case 'landing':
      wizard.goToLanding();
      if (!action.showError) return;
      if (!(error instanceof SelectionRejected) && isUncertainFailure(asApiError(error))) offerLoadRetry(instance, wizard, asApiError(error));
      else void instance.showError(error instanceof SelectionRejected ? asApiError(error) : error);
      return;
  }
}

/**
 * The start-up's first call got no definite answer (network, time-out, 5xx): the user is on the landing page
 * with the default error (spec §8), which offers "Riprova"; the host hears `onboarding-load-error` (kind
 * 'api') with a `retry` that does the same: the start-up runs again for the session, once per offer.
 */
function offerLoadRetry(instance: Instance, wizard: Wizard, error: ApiError) {
  const message = `the registration could not be loaded (${error.status ? `HTTP ${error.status}, ` : ''}${error.code})`;
  offerRetry(instance, { kind: 'api', message, error }, () => {
    if (!readSession('at')) return;
    const release = instance.store.actions.holdLoader();
    void startSession(instance, wizard).finally(release);
  });
}

/** spec §4 Start-up rules with a token: load the registration, then place the user or handle the failure. */
export async function startSession(instance: Instance, wizard: Wizard): Promise<void> {
  await loadAndPlace(instance, wizard, { allowFailureActions: true });
}

/**
 * spec §4: "Starting an upgrade from the landing page calls start-upgrade, then loads the user's
 * registrations, then goes to Citizenship" (the level-upgrade rule places it there).
 */
export async function startUpgradeFromLanding(instance: Instance, wizard: Wizard): Promise<boolean> {
  const release = instance.store.actions.holdLoader();
  try {
    return await startProcess(instance, wizard, startUpgrade);
  } finally {
    release();
  }
}
