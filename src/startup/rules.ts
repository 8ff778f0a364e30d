/**
 * spec §4 "Start-up rules (given a valid access token)", every bullet, as pure functions: from the session
 * flags, the loaded registration and its user to a plan (flags to set, calls to make, where to go), and
 * from a failed registration load to the action to take. The procedure that runs the calls lives in
 * src/app/session-start.ts; the bullet without a token lives in placement.ts.
 */
import type { Registration, User } from '../api/schemas';
import { flowFor } from '../flows/detect';
import { finalStepPosition, PLACEMENTS, preRegistered } from '../flows/placements';
import { positionOf, screenAt, type Position } from '../flows/engine';
import type { ScreenId } from '../flows/screens';
import type { FlowName } from '../flows/flows';
import type { SessionFlags } from './flags';
import { isUpgradeFlow } from '../flows/flows';
import { resumePosition } from './resume';
import { CORPORATE_REJECTED, isFinishedRenewal, NO_REGISTRATIONS } from './selection';
import { TUTOR_FIRST_STEP } from './tutor';

/** spec §8: the load-registration error that opens the "Inizia una nuova registrazione" dialog. */
export const LEGACY_ERROR_PREFIX = 'Cannot find any NON legacy registration for user with id';

/** Which bullet placed the user (for tests, logs and the step-change event's reader). */
type StartupRule =
  | 'missing-documents'
  | 'pre-registered'
  | 'signature-recovery'
  | 'contracts-signed'
  | 'minor-upgrade-document-data'
  | 'level-upgrade-citizenship'
  | 'wizard-completed'
  | 'renewal-completed'
  | 'resume';

export type StartupPlan =
  | { kind: 'rejected' }
  | {
      kind: 'place';
      rule: StartupRule;
      /** Flags the registration implies (upgrade, upgradeMinor, bizLP, bizDI), to keep in session storage. */
      setFlags: Partial<SessionFlags>;
      /** The step table that drives the wizard from now on. */
      flow: FlowName;
      /** "Upgrade, corporate or minor-upgrade flows load user details first." */
      loadUserDetails: boolean;
      /** "In a minor upgrade at step 2 or lower, the prepaid-card wallet is loaded". */
      loadPrepaidCard: boolean;
      /** "progress set to N, then final step": the step to save before moving, else null. */
      saveProgress: number | null;
      position: Position;
      /**
       * A screen outside the flow table shown instead of `position`'s (as the rejected screen is shown):
       * the wizard stands at `position` behind it. Only the missing-documents extension sets it.
       */
      show?: 'MissingDocuments';
    };

export interface StartupFacts {
  /** Session flags after the URL flags were stored. */
  flags: SessionFlags;
  registration: Registration;
  /** The user of the lookup response (or of users/me), when known. */
  user: Pick<User, 'status'> | null;
}

const PRE_REGISTERED = ['CONSUMER_PREREGISTERED', 'MINOR_PREREGISTERED', 'BUSINESS_PREREGISTERED'];

/** "startLevel B with targetLevel A sets the upgrade flag. …minor-upgrade flag. A business registration sets bizLP or bizDI." */
function impliedFlags(registration: Registration): Partial<SessionFlags> {
  const flags: Partial<SessionFlags> = {};
  if (registration.startLevel === 'B' && registration.targetLevel === 'A') flags.upgrade = true;
  if (registration.startProfile === 'MINOR' && registration.targetProfile === 'CONSUMER') flags.upgradeMinor = true;
  if (registration.flow === 'BUSINESS') {
    if (registration.business?.companyType === 'LP') flags.bizLP = true;
    else flags.bizDI = true;
  }
  return flags;
}

/**
 * The stored step as the wizard resumes it: "Step 0 becomes step 1"; "A MINOR at step 7 is treated as step 6".
 * The guardian (isTutor) joins the minor's registration at step 9 (§4 TUTOR: steps 0-8 are empty), also when
 * the link is opened before the minor's step 8 was saved (the invitation leaves with set-tutor, first).
 */
function resumeStep(registration: Registration, isTutor = false): number {
  if (isTutor) return Math.max(TUTOR_FIRST_STEP, registration.currentStep);
  const step = Math.max(1, registration.currentStep);
  return registration.flow === 'MINOR' && step === 7 ? 6 : step;
}

/**
 * Where a running certificate-provider signature resumes: the tutor's 9,4 or the consumer's 8,5 (spec §2
 * placements). A flow whose 8,5 is not the mobile-token confirmation (BUSINESS, MINOR, upgrades) resumes
 * at its own confirmation screen.
 */
function signatureRecovery(flow: FlowName, isTutor: boolean): Position {
  if (isTutor) return PLACEMENTS.tutorSignatureRecovery;
  if (flow === 'CONSUMER') return PLACEMENTS.consumerSignatureRecovery;
  return positionOf(flow, 'ConfirmMobileToken') ?? positionOf(flow, 'MinorConfirmMobileToken') ?? PLACEMENTS.consumerSignatureRecovery;
}

/**
 * "CONTRACTS_SIGNED …: progress set to N, then final step" — the N, or null when no bullet applies.
 *
 * Decision: an upgrade's registration has flow CONSUMER but the wizard runs an upgrade table,
 * whose signatures are step 6 and whose final step is 7 (src/flows/flows.ts). The spec's minor-upgrade
 * bullet ("minor-upgrade flag and step 6: progress set to 6") is applied to the three upgrade flows alike,
 * and the CONSUMER bullet (7 or 8 -> 8) is not: step 8 does not exist there, and an upgrade at step 7
 * already resumes on its final step.
 */
function contractsSignedProgress(registration: Registration, flags: SessionFlags, step: number, flow: FlowName): number | null {
  if (registration.status !== 'CONTRACTS_SIGNED') return null;
  if (isUpgradeFlow(flow)) return step === 6 ? 6 : null;
  switch (registration.flow) {
    case 'CONSUMER':
      if (flags.upgradeMinor && step === 6) return 6;
      return step === 7 || step === 8 ? 8 : null;
    case 'BUSINESS':
    case 'MINOR':
      return step === 8 || step === 9 ? 9 : null;
    default:
      return null;
  }
}

/** The start-up rules once the registration is loaded, in the spec's order (first match wins). */
export function planWithRegistration({ flags: sessionFlags, registration, user }: StartupFacts): StartupPlan {
  // "A SUSPENDED user goes to the rejected screen."
  if (user?.status === 'SUSPENDED' || registration.user?.status === 'SUSPENDED') return { kind: 'rejected' };

  const setFlags = impliedFlags(registration);
  const flags: SessionFlags = { ...sessionFlags, ...setFlags };
  const flow = flowFor({ ...flags, registrationFlow: registration.flow, today: new Date() });
  const plan = {
    kind: 'place' as const,
    setFlags,
    flow,
    loadUserDetails: flags.upgrade || flags.corporate || flags.upgradeMinor,
    loadPrepaidCard: false,
    saveProgress: null as number | null,
  };
  const step = resumeStep(registration, flags.isTutor);

  // A finished renewal (selection.ts finishedRenewalOf: this session's, reloaded) shows its last screen again,
  // UpdateDocumentCompleted with its §9 exit (spec §4 DOCUMENT_RENEWAL), whatever step it was saved with:
  // nothing of it is left to do, and no second renewal is started.
  if (isFinishedRenewal(registration)) {
    const completed = positionOf('DOCUMENT_RENEWAL', 'UpdateDocumentCompleted');
    if (completed) return { ...plan, flow: 'DOCUMENT_RENEWAL', rule: 'renewal-completed', position: completed };
  }

  // Sandbox/design extension, not a spec §4 bullet (the spec gives no rule for it): a registration with an
  // OPEN docsRequest (the back office asks for missing documents) shows MissingDocuments, after the
  // SUSPENDED rule and before every other; the wizard stands at the stored step behind it.
  if (registration.docsRequest?.status === 'OPEN') {
    return { ...plan, rule: 'missing-documents', show: 'MissingDocuments', position: resumePosition(flow, step, registration) };
  }

  // "Pre-registered statuses go to step 1, substep 6 or 7 (see placements)."
  if (PRE_REGISTERED.includes(registration.status)) {
    return { ...plan, rule: 'pre-registered', position: preRegistered(registration.phoneNumberStatus) };
  }
  // "If a certificate-provider signature is running, the user goes to signature recovery (consumer or tutor)."
  if (registration.infocertSignRunning) {
    return { ...plan, rule: 'signature-recovery', position: signatureRecovery(flow, flags.isTutor) };
  }
  // CONTRACTS_SIGNED bullets: "progress set to N, then final step" (10 for a minor).
  const signed = contractsSignedProgress(registration, flags, step, flow);
  if (signed !== null) {
    return { ...plan, rule: 'contracts-signed', saveProgress: signed, position: finalStepPosition(flow) };
  }
  // "In a minor upgrade at step 2 or lower, the prepaid-card wallet is loaded and the user goes to document data."
  if (flags.upgradeMinor && step <= 2) {
    return { ...plan, rule: 'minor-upgrade-document-data', loadPrepaidCard: true, position: PLACEMENTS.documentData };
  }
  // "A level upgrade at step 1 for a consumer goes to citizenship."
  if (flags.upgrade && step === 1 && registration.flow === 'CONSUMER') {
    return { ...plan, rule: 'level-upgrade-citizenship', position: PLACEMENTS.upgradeCitizenship };
  }
  // "A consumer with mode DOUBLEDOC, status WIZARD_COMPLETED and step 7 or higher goes to wizard completed."
  // (Not in an upgrade table, whose steps end at 7: an upgrade's registration also has flow CONSUMER.)
  if (
    registration.flow === 'CONSUMER' &&
    !isUpgradeFlow(flow) &&
    registration.mode === 'DOUBLEDOC' &&
    registration.status === 'WIZARD_COMPLETED' &&
    step >= 7
  ) {
    return { ...plan, rule: 'wizard-completed', position: PLACEMENTS.wizardCompleted };
  }
  // "Otherwise the user resumes at the stored step, substep 0" -- moved past the screens of that step the
  // registration records as done (resume.ts), so a back-blocked later substep resumes in place.
  return { ...plan, rule: 'resume', position: resumePosition(flow, step, registration) };
}

/**
 * The screen a plan moves the wizard to, or undefined: a rejection, or a screen shown by its route outside the
 * flow (`show`), places none. Its chunk is what a resume loads ahead.
 */
export function placedScreen(plan: StartupPlan): ScreenId | undefined {
  return plan.kind === 'place' && !plan.show ? screenAt(plan.flow, plan.position) : undefined;
}

/** A process the start-up rules may start when the registration cannot be loaded (spec §4). */
export type StartProcess = 'document-update' | 'upgrade' | 'minor-upgrade';

export type FailureAction =
  /** The session expired during the load: its own procedure already ran (spec §4 Session). */
  | { kind: 'none' }
  | { kind: 'start'; process: StartProcess }
  /** "with corporate an add-wallet process starts and the page reloads". */
  | { kind: 'add-wallet-and-reload' }
  /** spec §8: the "Inizia una nuova registrazione" dialog, then the landing page. */
  | { kind: 'legacy-dialog' }
  /** The landing page; `showError` when the failure is not a plain "nothing to resume". */
  | { kind: 'landing'; showError: boolean };

interface LoadFailure {
  /** ApiError kind ('http', 'network', 'session-expired', …) or 'selection' for a selection rejection. */
  kind: string;
  status?: number | undefined;
  message: string;
}

export interface FailureFacts {
  flags: SessionFlags;
  error: LoadFailure;
  /** The page already reloaded once after an add-wallet start (guards against a reload loop). */
  addWalletReloaded: boolean;
}

/**
 * "If the registration load fails: with updateDocument a document-update process starts; with upgrade an
 * upgrade starts; with the minor-upgrade flag a minor upgrade starts; with corporate an add-wallet process
 * starts and the page reloads; otherwise the user goes to the landing page." Plus §8's legacy dialog.
 *
 * Decision: only a load that found nothing to resume starts a process — a selection rejection, a 404 or
 * the legacy error. A network failure, time-out or server error must not open a second registration: it
 * shows the default error on the landing page, where the user can log in again.
 */
export function planOnLoadFailure({ flags, error, addWalletReloaded }: FailureFacts): FailureAction {
  if (error.kind === 'session-expired') return { kind: 'none' };
  const legacy = error.message.startsWith(LEGACY_ERROR_PREFIX);
  const nothingToResume =
    legacy ||
    error.message === NO_REGISTRATIONS ||
    error.message === CORPORATE_REJECTED ||
    (error.kind === 'http' && error.status === 404);
  if (!nothingToResume) return { kind: 'landing', showError: true };
  if (flags.updateDocument) return { kind: 'start', process: 'document-update' };
  if (flags.upgrade) return { kind: 'start', process: 'upgrade' };
  if (flags.upgradeMinor) return { kind: 'start', process: 'minor-upgrade' };
  if (flags.corporate) return addWalletReloaded ? { kind: 'landing', showError: true } : { kind: 'add-wallet-and-reload' };
  if (legacy) return { kind: 'legacy-dialog' };
  return { kind: 'landing', showError: false };
}
